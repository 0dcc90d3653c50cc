import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { AnswerOf, BodyOf, Contract, ParamsOf, QueryOf } from '@touchline/domain';
import { errorBody, successStatus } from '@touchline/domain';

/** A request as a contract's handler reads it: parameters, query and body already validated by its schemas. */
export type ContractRequest<C extends Contract> = FastifyRequest<{
  Params: ParamsOf<C>;
  Querystring: QueryOf<C>;
  Body: BodyOf<C>;
}>;

/**
 * Answers the contract's answer (sent with its success status and serialised through its schema), or the reply
 * itself when the handler has sent something already (a cached read, a download, a stream).
 */
export type ContractHandler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<AnswerOf<C> | FastifyReply>;

/** Route options a contract does not describe: server-side concerns only. */
export type ServerOptions = Pick<RouteOptions, 'bodyLimit' | 'preHandler' | 'preValidation'>;

const noContent = z.null().describe('No Content');

/** The Fastify schema of a contract: what the server validates and serialises, and what OpenAPI describes. */
export function schemaOf(c: Contract): FastifySchema {
  return {
    ...(c.summary && { summary: c.summary }),
    // The API key scope that may call it (decision 137), said in the docs: a key calls nothing else.
    ...(c.keyScope && { description: `An API key with the scope \`${c.keyScope}\` may call it.` }),
    ...(c.params && { params: c.params }),
    ...(c.query && { querystring: c.query }),
    ...(c.body && { body: c.body }),
    // An answer without a body is documented as 204 with no content (@fastify/swagger reads a null schema so).
    response: {
      [successStatus(c)]: c.response ?? noContent,
      ...Object.fromEntries((c.errors ?? []).map((status) => [status, errorBody])),
    },
  };
}

/** Registers the route a contract describes; its access, schemas and success status all come from the contract. */
export function route<C extends Contract>(
  app: FastifyInstance,
  c: C,
  handler: ContractHandler<C>,
  options: ServerOptions = {},
): void {
  const status = successStatus(c);
  app.route({
    ...options,
    method: c.method,
    url: c.path,
    config: {
      access: c.access ?? 'signedIn',
      successStatus: status,
      ...(c.team && { team: c.team }),
      ...(c.keyScope && { keyScope: c.keyScope }),
    },
    schema: schemaOf(c),
    handler: async (request, reply) => {
      // The schemas above have validated (and transformed) what the handler's types promise.
      const answer = await handler(request as ContractRequest<C>, reply);
      if (answer === reply || reply.sent) return reply;
      return status === 204 ? reply.status(204).send() : reply.status(status).send(answer);
    },
  });
}
