import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { StreamAction } from '@touchline/domain';
import { DataVersions, VERSION_CHANNEL, announcedVersion } from '../db/data-versions';

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
   * The read cache's versions as PostgreSQL announces them (migration 0011), unknown while the LISTEN connection is
   * down; none for a bus without such a connection (then the embedded database's own, or each request reads them).
   */
  readonly versions?: DataVersions;
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

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = 'touchline_match_events';

/**
 * Several instances on one PostgreSQL: changes travel as NOTIFY payloads carrying only ids; every instance
 * (this one included) LISTENs and hands them to its own viewers, who re-read the event. The same connection hears
 * the data version each committed write announces. Reconnects by itself; while it is down the version is unknown.
 */
export class PostgresBus extends LocalBus {
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  readonly versions = new DataVersions(false);

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
        this.versions.heard(announcedVersion(message.payload));
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
      this.versions.unknown();
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
    // Versions only go up, so an announcement arriving after the read that already saw it changes nothing.
    const { rows } = await client.query<{ scope: string; version: string }>(
      'select scope, version::text from data_versions',
    );
    this.versions.known(rows.map((row) => [row.scope, Number(row.version)] as const));
    this.client = client;
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
