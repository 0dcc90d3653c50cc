import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorBody } from '@touchline/domain';
import { z } from 'zod';
import { version } from '../version';
import { areaOf, commonErrorResponses, operationIdOf } from './openapi-document';
import { describeTags, dropUnusedSchemas } from './openapi-areas';

type Transform = typeof jsonSchemaTransform;
type TransformObject = typeof jsonSchemaTransformObject;

/** Where the browsable documentation lives; its own routes are public and left out of the document. */
export const DOCS_PREFIX = '/api/docs';

/**
 * Each route's operation, from the zod schemas on its options (fastify-type-provider-zod), plus what the route's
 * options say but its schemas do not: who may call it (`security: []` for public routes), its area (tag) and a
 * stable operationId.
 */
const transform: Transform = (input) => {
  const { schema, url } = jsonSchemaTransform(input) as { schema: Record<string, unknown> | undefined; url: string };
  if (schema?.hide) return { schema, url };
  const method = [input.route.method].flat()[0] ?? 'GET';
  const publicRoute = input.route.config?.access === 'public';
  return {
    url,
    schema: {
      ...schema,
      tags: [areaOf(url)],
      operationId: operationIdOf(method, url),
      ...(publicRoute ? { security: [] } : {}),
    },
  };
};

/**
 * The whole document: zod's named schemas under components (those used), the error answers every operation shares,
 * and each area's description.
 */
const transformObject: TransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  const errorSchema = z.toJSONSchema(errorBody, { target: 'draft-2020-12', io: 'output' });
  delete errorSchema.$schema;
  // What every answer has (plugins/errors.ts problemOf), whatever the route itself sent.
  errorSchema.required = ['type', 'title', 'status', 'detail', 'error'];
  return dropUnusedSchemas(describeTags(commonErrorResponses(document, errorSchema)));
};

/**
 * The OpenAPI 3.1 description at GET /api/openapi.json, generated from the routes Fastify registers (every route's
 * zod schemas), and Swagger UI at GET /api/docs, served from the package's own files. Must be registered before the
 * routes, so that it sees them all (decision 072).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Touchline API',
        version,
        description:
          'The API of Touchline, the web app for youth football clubs. Sign in with POST /api/login and send the ' +
          'token it returns as `Authorization: Bearer <token>`. Every error answer is an RFC 9457 problem document ' +
          '(`application/problem+json`) whose `error` says what is wrong.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'An opaque session token, as returned by POST /api/login.',
          },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform,
    transformObject,
  });

  // The documentation's own routes: public (they hold no data), outside the API's hooks, not in the document.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
      route.schema = { ...route.schema, hide: true };
    });
    docs.get('/api/openapi.json', async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(app.swagger()),
    );
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { deepLinking: true, displayOperationId: false, tryItOutEnabled: false },
      // No call to validator.swagger.io: nothing leaves this server.
      validatorUrl: false,
      theme: { title: 'Touchline API' },
    });
  });
}
