import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@touchline/domain';

/** An error a route throws on purpose: its status and text reach the client as {error, ...extra}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const connectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (connectionCodes.has(code) || /^[0-9A-Z]{5}$/.test(code))) return code;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/.test(message)) return 'ECONNREFUSED';
  }
  return undefined;
}

/** Every failure answers JSON with an `error` field; bad input is a 4xx, never a 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ error: first?.message ?? 'Invalid request' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Internal server error' });
    }
    const code = pgCode(error);
    if (code && connectionCodes.has(code)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send({ error: 'The database is not available right now. Please try again shortly.' });
    }
    if (code === '23505') return reply.status(409).send({ error: 'A record with these details already exists' });
    if (code === '23503') return reply.status(409).send({ error: 'This record is linked to other records' });
    if (code === '22P02' || code === '22003' || code === '22007' || code === '22008') {
      return reply.status(400).send({ error: 'A value is out of range or badly formed' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const text =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON body'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type: send application/json'
              : error.message;
      return reply.status(status).send({ error: text });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error' });
  });
}

export function notFound(): HttpError {
  return new HttpError(404, messages.notFound);
}
