import { EventEmitter } from 'node:events';

export interface MatchChange {
  matchId: number;
  action: 'created' | 'updated' | 'deleted';
  eventId: number;
}

/**
 * Tells viewers of a match that one of its events changed. In-process here; with several server
 * instances on one PostgreSQL the stream module adds LISTEN/NOTIFY underneath (carrying only ids).
 */
export class LiveBus {
  private readonly emitter = new EventEmitter();

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
}
