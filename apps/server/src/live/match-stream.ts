import type { ServerResponse } from 'node:http';
import type { MatchScore, TimelineEvent } from '@touchline/domain';
import type { Db } from '../db/open';
import { loadScore } from '../queries/score';
import { loadTimeline } from '../queries/timeline';
import type { LiveBus, MatchChange } from './bus';

export interface StreamMessage {
  seq: number;
  action: MatchChange['action'];
  eventId: number;
  /** The event as the timeline shows it; absent when deleted. */
  event?: TimelineEvent;
  score: MatchScore | null;
}

const HEARTBEAT_MS = 25_000;

/**
 * Fans a match's changes out to its viewers on this instance. The event and score are re-read once per change,
 * whatever the number of viewers, then written to every open stream in the order the changes arrived.
 */
export class MatchStreams {
  private readonly matches = new Map<number, { viewers: Set<ServerResponse>; unsubscribe: () => void; seq: number; queue: Promise<void> }>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly bus: LiveBus,
  ) {
    this.heartbeat = setInterval(() => this.broadcastAll(': keep-alive\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get viewerCount(): number {
    let n = 0;
    for (const m of this.matches.values()) n += m.viewers.size;
    return n;
  }

  add(matchId: number, res: ServerResponse): void {
    let entry = this.matches.get(matchId);
    if (!entry) {
      const created: { viewers: Set<ServerResponse>; unsubscribe: () => void; seq: number; queue: Promise<void> } = {
        viewers: new Set(),
        unsubscribe: () => undefined,
        seq: 0,
        queue: Promise.resolve(),
      };
      created.unsubscribe = this.bus.subscribe(matchId, (change) => {
        created.queue = created.queue.then(() => this.deliver(matchId, change)).catch(() => undefined);
      });
      this.matches.set(matchId, created);
      entry = created;
    }
    entry.viewers.add(res);
    res.on('close', () => this.remove(matchId, res));
  }

  private remove(matchId: number, res: ServerResponse): void {
    const entry = this.matches.get(matchId);
    if (!entry) return;
    entry.viewers.delete(res);
    if (entry.viewers.size === 0) {
      entry.unsubscribe();
      this.matches.delete(matchId);
    }
  }

  private async deliver(matchId: number, change: MatchChange): Promise<void> {
    const entry = this.matches.get(matchId);
    if (!entry) return;
    const [events, score] = await Promise.all([change.action === 'deleted' ? null : loadTimeline(this.db, matchId, change.eventId), loadScore(this.db, matchId)]);
    const event = events?.[0];
    const message: StreamMessage = { seq: ++entry.seq, action: change.action, eventId: change.eventId, score, ...(event ? { event } : {}) };
    const frame = `id: ${message.seq}\nevent: change\ndata: ${JSON.stringify(message)}\n\n`;
    for (const res of entry.viewers) res.write(frame);
  }

  private broadcastAll(frame: string): void {
    for (const entry of this.matches.values()) for (const res of entry.viewers) res.write(frame);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const entry of this.matches.values()) {
      entry.unsubscribe();
      for (const res of entry.viewers) res.end();
    }
    this.matches.clear();
  }
}
