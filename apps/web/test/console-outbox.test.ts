import { describe, expect, it } from 'vitest';
import { timelineEvent } from '@touchline/domain';
import { HttpError } from '../src/api/http';
import type { NewEvent } from '../src/api/match-events';
import { isStale, sendWaiting } from '../src/features/matches/console/outbox-sender';
import { memoryOutbox, type OutboxEntry } from '../src/features/matches/console/outbox-store';
import { newKey, withPending } from '../src/features/matches/console/pending-events';
import { timelineEntry } from './timeline-fixtures';

const goal = (minute: number, opposition = false): NewEvent => ({
  type: 'GOAL',
  body: { minute, is_opposition_goal: opposition, scorer_later: true },
});

function entry(seq: number, event: NewEvent, matchId = 1): OutboxEntry {
  return { key: `key-${seq}`, matchId, seq, event, recordedAt: new Date(seq * 1000).toISOString(), refused: null };
}

describe('the console outbox', () => {
  it('sends waiting events in the order recorded, each once, and keeps them when the connection fails', async () => {
    const store = memoryOutbox();
    for (const e of [entry(3, goal(12)), entry(1, goal(5)), entry(2, goal(9, true)), entry(4, goal(1), 2)])
      await store.put(e);
    const sent: string[] = [];
    let up = false;
    const send = async (e: OutboxEntry) => {
      if (!up || e.seq === 3) {
        if (!up || sent.length >= 2) throw new HttpError('Failed to post', 0, 'network');
      }
      sent.push(e.key);
      return e.seq * 10;
    };
    expect(await sendWaiting(store, 1, send)).toEqual({ sent: 0, refused: 0, offline: true });
    expect((await store.all()).map((e) => e.key)).toEqual(['key-1', 'key-2', 'key-3', 'key-4']);
    up = true;
    expect(await sendWaiting(store, 1, send)).toEqual({ sent: 2, refused: 0, offline: true });
    expect(sent).toEqual(['key-1', 'key-2']);
    // Acknowledged ones stay, with the server's id, for Undo and a scorer picked later (after a reload too).
    expect((await store.all()).map((e) => [e.key, e.sent])).toEqual([
      ['key-1', 10],
      ['key-2', 20],
      ['key-3', undefined],
      ['key-4', undefined],
    ]);
    expect(await sendWaiting(store, 1, send)).toEqual({ sent: 0, refused: 0, offline: true });
    expect(sent).toEqual(['key-1', 'key-2']);
  });

  it("marks an event the server refuses with the server's reason and goes on with the next", async () => {
    const store = memoryOutbox();
    await store.put(entry(1, goal(5)));
    await store.put(entry(2, goal(6)));
    const result = await sendWaiting(store, 1, async (e) => {
      if (e.seq === 1) throw new HttpError('Goals cannot be recorded after the game has ended', 400);
      return 7;
    });
    expect(result).toEqual({ sent: 1, refused: 1, offline: false });
    expect(await store.all()).toEqual([
      { ...entry(1, goal(5)), refused: 'Goals cannot be recorded after the game has ended' },
      { ...entry(2, goal(6)), sent: 7 },
    ]);
    // A refused event is not sent again.
    expect(await sendWaiting(store, 1, async () => 1)).toEqual({ sent: 0, refused: 0, offline: false });
  });

  it('treats 503 and a sign-in that ran out as no connection, not as a refusal', async () => {
    const store = memoryOutbox();
    await store.put(entry(1, goal(5)));
    for (const status of [503, 401]) {
      const result = await sendWaiting(store, 1, async () => {
        throw new HttpError('Service Unavailable', status);
      });
      expect(result.offline).toBe(true);
      expect((await store.all())[0]?.refused).toBeNull();
    }
  });

  it('shows waiting events in the timeline at once, in match-minute order, and counts their goals', () => {
    const server = [timelineEntry('MATCH_EVENT', { id: 1 }, { minute: 0, event_type: 'GAME_START' })];
    const merged = withPending(server, [entry(2, goal(20, true)), entry(1, goal(7))], new Map());
    expect(merged?.map((e) => [e.type, e.minute])).toEqual([
      ['MATCH_EVENT', 0],
      ['GOAL', 7],
      ['GOAL', 20],
    ]);
    expect(merged?.filter((e) => e.type === 'GOAL').map((e) => e.data.id)).toEqual([-1, -2]);
    // Shaped as the server's events are: the scoreboard and the timeline read them alike.
    for (const event of merged ?? []) expect(timelineEvent.parse(event)).toEqual(event);
    expect(withPending(undefined, [], new Map())).toBeUndefined();
  });

  it('shows a phase once when the server has it before the outbox lets it go', () => {
    const confirm: NewEvent = {
      type: 'MATCH_EVENT',
      body: { event_type: 'LINEUP_CONFIRMED', minute: 0, notes: 'Team lineups confirmed' },
    };
    const server = [timelineEntry('MATCH_EVENT', { id: 1 }, { minute: 0, event_type: 'LINEUP_CONFIRMED' })];
    const merged = withPending(server, [entry(1, confirm), entry(2, goal(3))], new Map());
    expect(merged?.map((e) => [e.type, e.event_type, e.data.id])).toEqual([
      ['MATCH_EVENT', 'LINEUP_CONFIRMED', 1],
      ['GOAL', null, -2],
    ]);
    // Not yet on the server: shown from the device.
    expect(withPending([], [entry(1, confirm)], new Map())?.map((e) => e.data.id)).toEqual([-1]);
  });

  it('shows a pick and an Undo waiting to be sent on the server events they name', () => {
    const server = [
      timelineEntry('MATCH_EVENT', { id: 1 }, { minute: 0, event_type: 'GAME_START' }),
      timelineEntry('GOAL', { id: 2, player_id: null, scorer: null }, { minute: 5 }),
      timelineEntry('GOAL', { id: 3, player_id: 9, scorer: 'Ava' }, { minute: 8 }),
    ];
    const names = new Map([
      [4, 'Ben Two'],
      [6, 'Sam Six'],
    ]);
    const pick = (seq: number, body: object): OutboxEntry => ({
      ...entry(seq, goal(0)),
      event: { type: 'GOAL_PICK', goalId: 2, body },
    });
    const merged = withPending(
      server,
      [
        pick(1, { player_id: 4 }),
        pick(2, { assist_player_id: 6 }),
        { ...entry(3, goal(0)), event: { type: 'REMOVE', target: { type: 'GOAL', id: 3 } } },
        // Sent already: the server's events have it.
        { ...pick(4, { player_id: 9 }), sent: 2 },
      ],
      names,
    );
    expect(merged?.map((e) => [e.data.id, e.type === 'GOAL' ? [e.data.scorer, e.data.assist] : null])).toEqual([
      [1, null],
      [2, ['Ben Two', 'Sam Six']],
    ]);
  });

  it('lets go of what was acknowledged more than a match day ago, never of what waits', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const at = (iso: string, sent?: number): OutboxEntry => ({ ...entry(1, goal(1)), recordedAt: iso, sent });
    expect(isStale(at('2026-11-27T11:59:00Z', 5), now)).toBe(true);
    expect(isStale(at('2026-11-27T12:01:00Z', 5), now)).toBe(false);
    expect(isStale(at('2026-11-20T10:00:00Z'), now)).toBe(false);
  });

  it('makes version 4 UUIDs', () => {
    const key = newKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newKey()).not.toBe(key);
  });
});
