import type { FastifyInstance } from 'fastify';
import { bodyTooDeep, MAX_JSON_DEPTH } from '@touchline/domain';
import { HttpError } from './errors';

/**
 * Whether JSON text nests objects and lists deeper than `maxDepth`, read once from start to end without recursion:
 * brackets inside strings do not count. The text need not be valid JSON (the parser judges that afterwards).
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies are measured before they are parsed (#28 item 20): one nested thousands of levels deep would overflow
 * the stack of whatever walks it next (the NUL check, validation) and answer 500. Deeper than MAX_JSON_DEPTH is bad
 * input, a 400 saying the limit; otherwise Fastify's own parser reads it (prototype poisoning refused as before).
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, bodyTooDeep(MAX_JSON_DEPTH)), undefined);
      return;
    }
    parse(request, text, done);
  });
}
