/**
 * The ceiling: a bare Fastify with the same security plugins returning each endpoint's JSON from memory.
 * Started as its own process by run.ts; payloads come from the file named in BARE_PAYLOADS.
 */
import { readFileSync } from 'node:fs';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';

const payloads = JSON.parse(readFileSync(process.env.BARE_PAYLOADS as string, 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
await app.register(fastifyHelmet);
app.get('/bare/:name', async (request, reply) => {
  const body = payloads[(request.params as { name: string }).name] ?? '{}';
  return reply.type('application/json').header('Cache-Control', 'no-store').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
