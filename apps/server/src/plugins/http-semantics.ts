import type { FastifyInstance, FastifyRequest } from 'fastify';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The methods some route answers at this path (e.g. '/api/teams/5' → GET, HEAD, PUT, DELETE); none for an unknown
 * path.
 */
export function allowedMethods(app: FastifyInstance, pathname: string): string[] {
  return METHODS.filter((method) => app.findRoute({ method, url: pathname }) !== null);
}

/** The bearer token the request carries, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * HTTP's own rules for the answers every route can give (decision 074): a 401 says how to authenticate
 * (`WWW-Authenticate: Bearer`, RFC 6750, with `error="invalid_token"` when the token sent is not a live session), and
 * a body that is not JSON is refused with 415: Fastify's built-in text/plain parser is removed, so text never reaches
 * a route's JSON validation as a string. (405 is answered where unknown paths are: plugins/web.ts.)
 */
export function registerHttpSemantics(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 401 && !reply.hasHeader('WWW-Authenticate')) {
      const sent = request.headers.authorization !== undefined;
      reply.header(
        'WWW-Authenticate',
        sent ? 'Bearer realm="Touchline", error="invalid_token"' : 'Bearer realm="Touchline"',
      );
    }
    return payload;
  });
}
