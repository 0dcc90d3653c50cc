import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** The path of the first string (or key) holding a NUL character, e.g. `players.0.name`, or null. */
export function nulPath(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'value' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, key];
    if (key.includes('\u0000')) return at.join('.');
    const found = nulPath(inner, at);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: written, it failed as a database error (a 500). Every path parameter,
 * query string and body is checked before validation, so it is bad input (400, naming the field) on every route.
 */
export function registerNulTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body);
    if (field !== null) throw new HttpError(400, `${field} must not contain a NUL character`);
  });
}
