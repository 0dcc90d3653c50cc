import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got: its headers, its raw body and the body parsed. */
export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { id: string; event: string; created_at: string; data: Record<string, unknown> };
}

/**
 * Checks a `Touchline-Signature` as a club's receiver would (README's example): `t=<seconds>,v1=<hex>`, the HMAC-SHA256
 * of "<t>.<raw body>" with the webhook's secret, compared in constant time, and `t` within five minutes of now.
 */
export function verifySignature(secret: string, header: string | undefined, raw: string, now = Date.now()): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A club's webhook receiver on 127.0.0.1 (a real HTTP server): it keeps every request, answers each with the next of
 * `answers` (200 when none is left), and holds a request unanswered while `holding` is set (a server killed mid-send).
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  /** The statuses of the next answers, in order, then 200. */
  answers: number[] = [];
  holding = false;
  private readonly held: ServerResponse[] = [];
  private waiters: (() => void)[] = [];

  private constructor(private readonly server: ReturnType<typeof createServer>) {}

  static async start(port = 0): Promise<WebhookReceiver> {
    const receiver: WebhookReceiver = new WebhookReceiver(
      createServer((req, res) => {
        let raw = '';
        req.setEncoding('utf8');
        req.on('data', (chunk: string) => (raw += chunk));
        req.on('end', () => receiver.take(raw, req.headers, res));
      }),
    );
    await new Promise<void>((resolve) => receiver.server.listen(port, '127.0.0.1', resolve));
    return receiver;
  }

  private take(raw: string, headers: IncomingHttpHeaders, res: ServerResponse) {
    this.received.push({ headers, raw, body: JSON.parse(raw) as Received['body'] });
    for (const wake of this.waiters.splice(0)) wake();
    if (this.holding) {
      this.held.push(res);
      return;
    }
    const status = this.answers.shift() ?? 200;
    res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'busy');
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(path = '/touchline'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** The requests so far once there are at least `count` (15 s at most). */
  async waitFor(count: number, timeoutMs = 15_000): Promise<Received[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`the receiver got ${this.received.length} requests, not ${count}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.received;
  }

  async close(): Promise<void> {
    for (const res of this.held.splice(0)) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
