/**
 * The ceiling: a bare Fastify with the same security plugins returning each endpoint's JSON from memory, gzipped once
 * at start for clients that accept it (as Touchline's read cache keeps large answers), so both send the same bytes.
 * Started as its own process by run.ts; payloads come from the file named in BARE_PAYLOADS.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import helmet from 'helmet';

const payloads = JSON.parse(readFileSync(process.env.BARE_PAYLOADS as string, 'utf8')) as Record<string, string>;
const gzipped = Object.fromEntries(
  Object.entries(payloads).map(([name, body]) => [name, Buffer.byteLength(body) >= 1024 ? gzipSync(body) : null]),
);
const app = Fastify({ logger: false });
// The security headers as the server sends them: helmet's middleware, built once.
const securityHeaders = helmet();
app.addHook('onRequest', (request, reply, done) => {
  securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
});
app.get('/bare/:name', async (request, reply) => {
  const name = (request.params as { name: string }).name;
  const body = payloads[name] ?? '{}';
  reply.type('application/json').header('Cache-Control', 'no-store');
  const zipped = gzipped[name];
  if (zipped && /\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
    return reply.header('Content-Encoding', 'gzip').send(zipped);
  return reply.send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
