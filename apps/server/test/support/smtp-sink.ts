import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The username the sender signed in to the SMTP server with. */
  user: string | undefined;
  /** Each header's value as written (unfolded), by lower-case name. */
  headers: Record<string, string>;
}

export const SINK_USER = 'club-mailer';
export const SINK_PASSWORD = 'smtp-secret-for-tests';

/** A free TCP port on localhost, for a sink that is down now and comes up later on it. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A real SMTP server on localhost (the smtp-server package) that keeps what it receives, parsed by mailparser: the
 * tests' mail sink. It asks for the username and password in `url`, and offers no STARTTLS (plain localhost).
 */
export class SmtpSink {
  readonly received: ReceivedEmail[] = [];
  /** Recipients at these domains are refused for good (550), as a receiving server does for an unknown address. */
  readonly refusedDomains = new Set<string>();
  /** Recipients at these domains are turned away for now (451), as a server that is struggling does. */
  readonly deferredDomains = new Set<string>();
  /**
   * Messages to these domains are kept, as received, but not answered: the sender never hears the 250 (the protocol's
   * window, in which a sender that dies cannot know the message arrived).
   */
  readonly unansweredDomains = new Set<string>();
  private server: SMTPServer | null = null;

  /** 0 until a sink created up without a port is listening: then the port the system gave it. */
  private constructor(private boundPort: number) {}

  get port(): number {
    return this.boundPort;
  }

  /** The SMTP_URL that reaches this sink (whether or not it is up). */
  get url(): string {
    return `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${this.port}`;
  }

  /**
   * A sink on `port`, up unless `up` is false. Without a port, one that starts up listens on whatever port the system
   * gives it (no probe first, which another process could take in between); one that starts down takes a free port
   * now, to come up on later.
   */
  static async create({ port, up = true }: { port?: number; up?: boolean } = {}): Promise<SmtpSink> {
    const sink = new SmtpSink(port ?? (up ? 0 : await freePort()));
    if (up) await sink.start();
    return sink;
  }

  async start(): Promise<void> {
    const received = this.received;
    const refused = this.refusedDomains;
    const deferred = this.deferredDomains;
    const unanswered = this.unansweredDomains;
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SINK_USER && auth.password === SINK_PASSWORD) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        const domain = address.address.split('@')[1]?.toLowerCase() ?? '';
        if (refused.has(domain)) {
          callback(Object.assign(new Error(`No such user: ${address.address}`), { responseCode: 550 }));
        } else if (deferred.has(domain)) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        } else callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail: ParsedMail) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(','),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              messageId: mail.messageId ?? '',
              user: typeof session.user === 'string' ? session.user : undefined,
              headers: Object.fromEntries(
                mail.headerLines.map((h) => [
                  h.key,
                  h.line
                    .slice(h.line.indexOf(':') + 1)
                    .replace(/\r?\n\s+/g, ' ')
                    .trim(),
                ]),
              ),
            });
            const domain = session.envelope.rcptTo[0]?.address.split('@')[1]?.toLowerCase() ?? '';
            if (!unanswered.has(domain)) callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(this.boundPort, '127.0.0.1', () => resolve());
    });
    const address = this.server.server.address() as AddressInfo | null;
    if (this.boundPort === 0 && address) this.boundPort = address.port;
  }

  /** Down: nothing answers on the port any more. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `count` emails matching `where` have arrived (10 s at most), and gives them. */
  async waitFor(count: number, where: (email: ReceivedEmail) => boolean = () => true): Promise<ReceivedEmail[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const matching = this.received.filter(where);
      if (matching.length >= count) return matching;
      if (Date.now() > deadline)
        throw new Error(`expected ${count} emails, got ${matching.length}: ${this.received.map((e) => e.subject)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** The token of the first Touchline link of a page (`/invite#…`) in an email's text. */
export function linkToken(text: string, page: string): string {
  const match = new RegExp(`/${page}#([A-Za-z0-9_.-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no /${page} link in: ${text}`);
  return match[1];
}
