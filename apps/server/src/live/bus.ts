import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { StreamAction } from '@touchline/domain';

export interface MatchChange {
  matchId: number;
  action: StreamAction;
  eventId: number;
}

/** Tells every viewer of a match, on this server instance and the others, that one of its events changed. */
export interface LiveBus {
  publish(change: MatchChange): void;
  subscribe(matchId: number, listener: (change: MatchChange) => void): () => void;
  /**
   * The newest data version PostgreSQL has announced (migration 0005), or null when it is not known: no LISTEN
   * connection, or it is down. Then the read cache asks the database on every request instead.
   */
  dataVersion(): string | null;
  close(): Promise<void>;
}

/** One process: an event emitter (the embedded database serves one instance only). */
export class LocalBus implements LiveBus {
  protected readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(change: MatchChange): void {
    this.emitter.emit(`match:${change.matchId}`, change);
  }

  subscribe(matchId: number, listener: (change: MatchChange) => void): () => void {
    const name = `match:${matchId}`;
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  dataVersion(): string | null {
    return null;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = 'touchline_match_events';
const VERSION_CHANNEL = 'touchline_data_version';

/**
 * Several instances on one PostgreSQL: changes travel as NOTIFY payloads carrying only ids; every instance
 * (this one included) LISTENs and hands them to its own viewers, who re-read the event. The same connection hears
 * the data version each committed write announces. Reconnects by itself; while it is down the version is unknown.
 */
export class PostgresBus extends LocalBus {
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private version: bigint | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    super();
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel === VERSION_CHANNEL && message.payload) {
        this.heard(BigInt(message.payload));
        return;
      }
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const change = JSON.parse(message.payload) as MatchChange;
        this.emitter.emit(`match:${change.matchId}`, change);
      } catch (error) {
        this.onError(error);
      }
    });
    const reconnect = (error: unknown) => {
      this.onError(error);
      this.client = null;
      this.version = null;
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      client.end().catch(() => undefined);
      if (!this.closed && !this.retryTimer) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.start().catch(reconnect);
        }, 1000);
      }
    };
    client.on('error', reconnect);
    client.on('end', () => {
      if (!this.closed && this.client === client) reconnect(new Error('LISTEN connection ended'));
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    await client.query(`LISTEN ${VERSION_CHANNEL}`);
    // Listening first, then reading: every commit after this read is announced, every one before it is in it.
    const { rows } = await client.query<{ version: string }>('select version::text from data_version where id = 1');
    if (rows[0]) this.heard(BigInt(rows[0].version));
    this.client = client;
  }

  /** Versions only go up; announcements may arrive after the read that already saw them. */
  private heard(version: bigint): void {
    if (this.version === null || version > this.version) this.version = version;
  }

  override dataVersion(): string | null {
    return this.client && this.version !== null ? `v${this.version}` : null;
  }

  override publish(change: MatchChange): void {
    const client = this.client;
    if (!client) {
      // The LISTEN connection is down: this instance's viewers still hear it; the others fall back to polling.
      super.publish(change);
      return;
    }
    client.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(change)]).catch((error: unknown) => {
      this.onError(error);
      super.publish(change);
    });
  }

  override async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => undefined);
    await super.close();
  }
}
