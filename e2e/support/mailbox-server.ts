import { createServer, type Server } from 'node:http';
import { SmtpSink } from '../../apps/server/test/support/smtp-sink';

/**
 * The browser tests' mail sink: a real SMTP server (the API tests' SmtpSink) the e2e server sends to, and a small HTTP
 * side on `httpPort` for the specs: GET /emails lists what arrived; POST /defer?domain=… and /undefer?domain=… make
 * the SMTP server turn that domain's recipients away for now (451) and take them again, an outage for one address
 * that leaves the other tests' emails alone.
 */
export async function startMailbox(httpPort: number): Promise<{ sink: SmtpSink; http: Server }> {
  const sink = await SmtpSink.create();
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const domain = url.searchParams.get('domain') ?? '';
    if (request.method === 'GET' && url.pathname === '/emails') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(sink.received));
      return;
    }
    if (request.method === 'POST' && (url.pathname === '/defer' || url.pathname === '/undefer')) {
      if (url.pathname === '/defer') sink.deferredDomains.add(domain);
      else sink.deferredDomains.delete(domain);
      response.statusCode = 204;
      response.end();
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return { sink, http };
}
