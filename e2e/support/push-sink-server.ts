import { createServer, type Server } from 'node:http';
import { PushSink } from '../../apps/server/test/support/push-sink';

/**
 * The browser tests' push service (#32): a real Web Push receiver (the API tests' PushSink) the e2e server sends to,
 * and a small HTTP side on `httpPort` for the specs: POST /subscribe?name=… makes a device and answers its
 * subscription (what PushSubscription.toJSON() gives); GET /received?device=… lists the decrypted messages that
 * reached it. Headless Chromium has no push service it can reach; the spec hands the page this one's subscription.
 */
export async function startPushSink(httpPort: number): Promise<{ sink: PushSink; http: Server }> {
  const sink = await PushSink.create();
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (request.method === 'POST' && url.pathname === '/subscribe') {
      response.end(JSON.stringify(sink.subscribe(url.searchParams.get('name') ?? undefined)));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/received') {
      response.end(JSON.stringify(sink.of(url.searchParams.get('device') ?? '')));
      return;
    }
    response.statusCode = 404;
    response.end('{}');
  });
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return { sink, http };
}
