import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@touchline/domain';
import { allowedMethods } from './http-semantics';

/**
 * Serves the built web app, Brotli or gzip copies when the browser accepts them. Hashed assets are cached for a
 * year; index.html never.
 * Any non-/api GET that is not a file falls back to index.html (client-side routes);
 * unknown /api paths answer 404 JSON, and a known /api path asked with a method it does not answer 405 with `Allow`.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/vite-precompress.ts); served to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      // A path that exists, asked with a method it does not answer: 405 naming the methods it does.
      const allowed = allowedMethods(app, pathname);
      if (allowed.length > 0) {
        return reply
          .status(405)
          .header('Allow', allowed.join(', '))
          .send({ error: `Method ${request.method} is not allowed here; use ${allowed.join(', ')}` });
      }
      return reply.status(404).send({ error: messages.notFound });
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && hasWeb) {
      // A missing hashed asset is a real 404, never the HTML page under a script's name.
      if (!pathname.startsWith('/assets/')) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    if (!hasWeb) return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build`.');
    return reply.status(404).send({ error: messages.notFound });
  });
}
