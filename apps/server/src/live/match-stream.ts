import type { ServerResponse } from 'node:http';
import { showsEvent, withHiddenGoals, type StreamMessage } from '@touchline/domain';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../db/open';
import { matchChanges } from '../db/schema';
import { loadScore } from '../queries/score';
import { loadTimeline } from '../queries/timeline';
import type { LiveBus } from './bus';

/** The `change` message, described once in domain (the web parses it with the same schema). */
export type { StreamMessage } from '@touchline/domain';

const HEARTBEAT_MS = 25_000;
/** Open live streams one account may hold on an instance (a family's phones and tabs; #28 item 16). */
export const MAX_STREAMS_PER_USER = 10;

/** Whose session a stream was opened with: it ends when that session ends. */
export interface StreamOwner {
  sessionId: number;
  userId: number;
}
/** A viewer away for longer than this many changes gets the newest ones only (it re-reads the match on connecting). */
const MAX_REPLAY = 1000;

interface Followed {
  viewers: Set<ServerResponse>;
  /** Viewers still being sent what they missed: live changes wait until they have caught up. */
  catchingUp: Set<ServerResponse>;
  /** Viewers youth mode hides results from (parents, players): they get the events without the score's goals. */
  scoreless: Set<ServerResponse>;
  unsubscribe: () => void;
  /** The newest change written to the viewers. */
  seq: number;
  queue: Promise<void>;
}

/** One change's SSE frame as coaches and admins see it, and as parents and players do. */
interface Frames {
  seq: number;
  frame: string;
  scoreless: string;
}

function toFrame(message: StreamMessage): string {
  return `id: ${message.seq}\nevent: change\ndata: ${JSON.stringify(message)}\n\n`;
}

/** The frame this viewer of the match is sent. */
function frameFor(entry: Followed, res: ServerResponse, frames: Frames): string {
  return entry.scoreless.has(res) ? frames.scoreless : frames.frame;
}

/**
 * Fans a match's changes out to its viewers on this instance. A message on the bus only says "something changed":
 * the changes since the last one sent are read from `match_changes` (numbered per match by the database), each
 * event and score re-read once whatever the number of viewers, and written to every open stream in order. A viewer
 * that reconnects with Last-Event-ID first gets the changes after it. A message holds the event and score as they
 * are when it is sent, never older: an "updated" change read after a later deletion carries no event, and the
 * "deleted" message after it follows. A parent or player viewing a youth-mode team's match gets each message with the
 * score's goals null (decision 110): each change is written twice at most, once with them and once without.
 */
export class MatchStreams {
  private readonly matches = new Map<number, Followed>();
  private readonly owners = new Map<ServerResponse, StreamOwner>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly bus: LiveBus,
    /** Which of these sessions are still live (auth/sessions.ts `liveSessions`). */
    private readonly liveSessions: (sessionIds: readonly number[]) => Promise<Set<number>>,
  ) {
    this.heartbeat = setInterval(() => {
      this.broadcastAll(': keep-alive\n\n');
      void this.endDeadSessions().catch(() => undefined);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** How many streams this account holds open here. */
  streamsOf(userId: number): number {
    let n = 0;
    for (const owner of this.owners.values()) if (owner.userId === userId) n += 1;
    return n;
  }

  /**
   * Ends every stream whose session has ended (signed out, expired, revoked, or an impersonation whose admin was
   * demoted): with each heartbeat, so within 25 s on every instance, and at once here on a sign-out (`endSession`).
   */
  async endDeadSessions(): Promise<number> {
    const ids = new Set([...this.owners.values()].map((o) => o.sessionId));
    if (ids.size === 0) return 0;
    const alive = await this.liveSessions([...ids]);
    let ended = 0;
    for (const [res, owner] of this.owners) {
      if (alive.has(owner.sessionId)) continue;
      res.end();
      this.owners.delete(res);
      ended += 1;
    }
    return ended;
  }

  /** Ends this session's streams on this instance (its sign-out). */
  endSession(sessionId: number): void {
    for (const [res, owner] of this.owners) {
      if (owner.sessionId !== sessionId) continue;
      res.end();
      this.owners.delete(res);
    }
  }

  get viewerCount(): number {
    let n = 0;
    for (const m of this.matches.values()) n += m.viewers.size;
    return n;
  }

  /**
   * Adds a viewer; `lastEventId` is the last change it saw (the Last-Event-ID header), or null for a new viewer;
   * `scoreless` when youth mode hides results from it (a parent or player).
   */
  add(
    matchId: number,
    res: ServerResponse,
    owner: StreamOwner,
    lastEventId: number | null = null,
    scoreless = false,
  ): void {
    this.owners.set(res, owner);
    let entry = this.matches.get(matchId);
    if (!entry) {
      const created: Followed = {
        viewers: new Set(),
        catchingUp: new Set(),
        scoreless: new Set(),
        unsubscribe: () => undefined,
        seq: 0,
        queue: Promise.resolve(),
      };
      // Listening first, then reading the newest number: every later change wakes the queue up.
      created.unsubscribe = this.bus.subscribe(matchId, () =>
        this.enqueue(created, () => this.deliver(matchId, created)),
      );
      this.enqueue(created, async () => {
        created.seq = await this.newestSeq(matchId);
      });
      this.matches.set(matchId, created);
      entry = created;
    }
    const followed = entry;
    followed.viewers.add(res);
    followed.catchingUp.add(res);
    if (scoreless) followed.scoreless.add(res);
    res.on('close', () => this.remove(matchId, res));
    this.enqueue(followed, async () => {
      try {
        if (lastEventId !== null && lastEventId < followed.seq) {
          for (const frames of await this.frames(matchId, lastEventId, followed.seq))
            res.write(frameFor(followed, res, frames));
        }
      } finally {
        followed.catchingUp.delete(res);
      }
    });
  }

  private enqueue(entry: Followed, task: () => Promise<void>): void {
    entry.queue = entry.queue.then(task).catch(() => undefined);
  }

  private async newestSeq(matchId: number): Promise<number> {
    const [row] = await this.db
      .select({ seq: max(matchChanges.seq) })
      .from(matchChanges)
      .where(eq(matchChanges.matchId, matchId));
    return row?.seq ?? 0;
  }

  /**
   * The SSE frames of the changes after `after` (up to `upTo` when given), in order: each as coaches and admins see
   * it, and as parents and players do (the same frame unless youth mode hides the score's goals).
   */
  private async frames(matchId: number, after: number, upTo?: number): Promise<Frames[]> {
    const changes = await this.db
      .select({ seq: matchChanges.seq, action: matchChanges.action, eventId: matchChanges.eventId })
      .from(matchChanges)
      .where(
        and(
          eq(matchChanges.matchId, matchId),
          gt(matchChanges.seq, Math.max(after, upTo === undefined ? after : upTo - MAX_REPLAY)),
        ),
      )
      .orderBy(asc(matchChanges.seq));
    const frames: Frames[] = [];
    for (const change of changes) {
      if (upTo !== undefined && change.seq > upTo) break;
      const [events, score] = await Promise.all([
        change.action === 'deleted' ? null : loadTimeline(this.db, matchId, change.eventId),
        loadScore(this.db, matchId),
      ]);
      const event = events?.[0];
      const message: StreamMessage = {
        seq: change.seq,
        action: change.action,
        eventId: change.eventId,
        score,
        ...(event ? { event } : {}),
      };
      const frame = toFrame(message);
      frames.push({
        seq: change.seq,
        frame,
        // Youth mode (decision 110): parents and players get neither the goals of the score nor a goal event.
        scoreless: score?.youth_mode
          ? toFrame({
              seq: change.seq,
              action: change.action,
              eventId: change.eventId,
              score: withHiddenGoals(score),
              ...(event && showsEvent(event, true) ? { event } : {}),
            })
          : frame,
      });
    }
    return frames;
  }

  private remove(matchId: number, res: ServerResponse): void {
    this.owners.delete(res);
    const entry = this.matches.get(matchId);
    if (!entry) return;
    entry.viewers.delete(res);
    entry.catchingUp.delete(res);
    entry.scoreless.delete(res);
    if (entry.viewers.size === 0) {
      entry.unsubscribe();
      this.matches.delete(matchId);
    }
  }

  private async deliver(matchId: number, entry: Followed): Promise<void> {
    if (this.matches.get(matchId) !== entry) return;
    for (const frames of await this.frames(matchId, entry.seq)) {
      entry.seq = frames.seq;
      for (const res of entry.viewers) if (!entry.catchingUp.has(res)) res.write(frameFor(entry, res, frames));
    }
  }

  private broadcastAll(frame: string): void {
    for (const entry of this.matches.values())
      for (const res of entry.viewers) if (!entry.catchingUp.has(res)) res.write(frame);
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
