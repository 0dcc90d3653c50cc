import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece: the reference implementation of RFC 8188 content encoding, the one web-push encrypts with.
import ece from 'http_ece';

/** One push message as a browser's push service would hand it to the service worker: decrypted. */
export interface ReceivedPush {
  /** The subscription's path (`/push/<name>`). */
  device: string;
  /** The decrypted payload, parsed as JSON. */
  payload: { title: string; body: string; url: string; tag: string; kind: string };
  urgency: string | undefined;
  topic: string | undefined;
  ttl: string | undefined;
  /** The VAPID token's claims (RFC 8292), its signature checked with the key the header carries. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

export interface SinkSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** Checks a VAPID Authorization header (`vapid t=<jwt>, k=<key>`) and returns its claims. */
function checkVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  return { ...(JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['vapid']), publicKey: key };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A local push service (RFC 8030) for tests: each `subscribe()` makes a device with its own P-256 key pair and auth
 * secret, as a browser does; a message POSTed to the device's endpoint is decrypted with them (RFC 8291, aes128gcm)
 * and kept, after its VAPID signature is checked. A device can be made gone (410) or failing (503).
 */
export class PushSink {
  readonly received: ReceivedPush[] = [];
  /** Devices the service says no longer exist: 410 Gone. */
  readonly gone = new Set<string>();
  /** Devices whose service is struggling: 503. */
  readonly failing = new Set<string>();
  /** Messages kept but never answered (the protocol's window in which a sender cannot know it arrived). */
  readonly unanswered = new Set<string>();
  private readonly devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  private readonly waiting: (() => void)[] = [];

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async create(): Promise<PushSink> {
    const holder: { sink?: PushSink } = {};
    const server = createServer((request, response) => {
      void holder.sink!.receive(request).then(
        (status) => {
          if (status === 0) return; // never answered
          response.writeHead(status).end();
        },
        (error: unknown) => {
          response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.sink = new PushSink(server, (server.address() as AddressInfo).port);
    return holder.sink;
  }

  /** A new device's subscription, as PushSubscription.toJSON() gives it. */
  subscribe(name = `device-${this.devices.size + 1}`): SinkSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.devices.set(name, { ecdh, auth });
    return {
      endpoint: `http://127.0.0.1:${this.port}/push/${name}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
    };
  }

  /** What reached one device. */
  of(device: string): ReceivedPush[] {
    return this.received.filter((p) => p.device === device);
  }

  /** Resolves once `count` messages have arrived in all (or rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedPush[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`${this.received.length} push messages arrived, not ${count}`);
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return this.received;
  }

  private async receive(request: IncomingMessage): Promise<number> {
    const name = /^\/push\/([^/?]+)$/.exec(request.url ?? '')?.[1];
    const device = name ? this.devices.get(name) : undefined;
    const body = await bodyOf(request);
    if (!name || !device) return 404;
    if (this.gone.has(name)) return 410;
    if (this.failing.has(name)) return 503;
    if (request.method !== 'POST') return 405;
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
    const vapid = checkVapid(request.headers.authorization);
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: b64url(device.auth) });
    this.received.push({
      device: name,
      payload: JSON.parse(plain.toString('utf8')) as ReceivedPush['payload'],
      urgency: request.headers.urgency as string | undefined,
      topic: request.headers.topic as string | undefined,
      ttl: request.headers.ttl as string | undefined,
      vapid,
    });
    for (const wake of this.waiting.splice(0)) wake();
    return this.unanswered.has(name) ? 0 : 201;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
