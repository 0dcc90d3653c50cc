import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a proxy or a client names a request by, echoed on every answer (#35). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from outside may be: 1 to 128 visible ASCII characters, so it can go into a log line as it is. */
const acceptable = /^[\x21-\x7e]{1,128}$/;

/**
 * A request's id (#35): the `X-Request-Id` a proxy in front gave it, when it is one a log can hold as it is, else a
 * new random UUID, unique across instances (Fastify's own counter starts at 1 in each process). Fastify's
 * `genReqId`: every log line of the request carries it as `reqId`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && acceptable.test(given) ? given : randomUUID();
}

/** Every answer names its request, so a person reporting a problem can quote it and the logs can be searched. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
