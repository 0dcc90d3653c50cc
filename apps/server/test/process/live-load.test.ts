import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type ServerProcess } from '../support/server-process';
import { initialisedDataDir } from '../support/data-dir-template';

/**
 * Load on the live stream, against the real server process: 300 viewers follow one match while an admin posts 100
 * events; every viewer must receive every event exactly once, in order, within a second (p99), and the server's
 * memory must return to its baseline afterwards. Then 500 idle viewers must cost under 100 MB.
 */
const ADMIN_PASSWORD = 'live-load-admin-password';
let server: ServerProcess;
let token: string;
/** The viewers' own sessions: one account may hold ten streams (decision 120), so 50 coaches' phones hold 500. */
let viewerTokens: string[];
const VIEWER_ACCOUNTS = 50;
const VIEWER_PASSWORD = 'live-load-viewer-password';
let matchId: number;
let playerId: number;

function call(method: string, url: string, body?: unknown) {
  return fetch(server.url(url), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

interface Viewer {
  received: { seq: number; eventId: number; at: number }[];
  ready: Promise<void>;
  stop: () => void;
}

function follow(id: number, i: number): Viewer {
  const controller = new AbortController();
  const received: Viewer['received'] = [];
  let markReady!: () => void;
  let refuse!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    refuse = reject;
  });
  void (async () => {
    try {
      const res = await fetch(server.url(`/api/matches/${id}/stream`), {
        headers: { authorization: `Bearer ${viewerTokens[i % viewerTokens.length]}` },
        signal: controller.signal,
      });
      // A refused stream fails the test at once rather than leaving it waiting for a ready that never comes.
      if (!res.ok) {
        refuse(new Error(`stream refused: ${res.status} ${await res.text()}`));
        return;
      }
      const reader = res.body?.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: ready')) markReady();
          const data = frame.split('\n').find((l) => l.startsWith('data: '));
          if (frame.includes('event: change') && data) {
            const message = JSON.parse(data.slice(6)) as { seq: number; eventId: number };
            received.push({ seq: message.seq, eventId: message.eventId, at: performance.now() });
          }
        }
      }
    } catch {
      // stopped
    }
  })();
  return { received, ready, stop: () => controller.abort() };
}

async function metrics() {
  return json<{ rss_mb: number; heap_used_mb: number; live_viewers: number }>(await call('GET', '/api/metrics'));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

beforeAll(async () => {
  server = startServer({ DATA_DIR: initialisedDataDir('touchline-live-'), ADMIN_PASSWORD }, ['--expose-gc']);
  await server.ready;
  const login = await fetch(server.url('/api/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  token = (await json<{ token: string }>(login)).token;
  const team = await json<{ team_id: number }>(
    await call('POST', '/api/teams', {
      team_name: 'Live FC',
      home_colours: 'R',
      away_colours: 'B',
      age_group: 'U9',
      club_name: 'L',
      contact_number: '1',
    }),
  );
  playerId = (
    await json<{ player_id: number }>(
      await call('POST', '/api/players', {
        player_name: 'Live Kid',
        preferred_position: 'FW',
        date_of_birth: '2015-01-01',
        shirt_number: 9,
        team_id: team.team_id,
      }),
    )
  ).player_id;
  matchId = (
    await json<{ match_id: number }>(
      await call('POST', '/api/matches', {
        opposition_name: 'X',
        venue_name: 'V',
        venue_address: 'A',
        home_or_away: 'Home',
        kick_off_time: '10:00',
        meet_time: '09:30',
        colours: 'R',
        match_date: '2027-01-02',
        team_id: team.team_id,
        match_type: 'league',
      }),
    )
  ).match_id;
  await call('POST', `/api/matches/${matchId}/events`, { event_type: 'GAME_START', minute: 0 });
  viewerTokens = [];
  for (let i = 0; i < VIEWER_ACCOUNTS; i++) {
    const username = `viewer${i}`;
    const made = await call('POST', '/api/register', { username, password: VIEWER_PASSWORD, userTypes: ['Coach'] });
    expect(made.status).toBe(201);
    const signedIn = await fetch(server.url('/api/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: VIEWER_PASSWORD }),
    });
    viewerTokens.push((await json<{ token: string }>(signedIn)).token);
  }
}, 300_000);

afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
});

describe('live stream under load', { timeout: 480_000 }, () => {
  it(
    '300 viewers each get all 100 events exactly once, in ' + 'order, within 1 s (p99); memory returns to baseline',
    async () => {
      const baseline = await metrics();
      const viewers = Array.from({ length: 300 }, (_, i) => follow(matchId, i));
      await Promise.all(viewers.map((v) => v.ready));
      expect((await metrics()).live_viewers).toBe(300);

      const postedAt = new Map<number, number>();
      for (let i = 0; i < 100; i++) {
        const started = performance.now();
        const res = await call('POST', `/api/matches/${matchId}/goals`, { player_id: playerId, minute: 1 + (i % 89) });
        expect(res.status).toBe(201);
        postedAt.set((await json<{ data: { id: number } }>(res)).data.id, started);
      }
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && viewers.some((v) => v.received.length < 100))
        await new Promise((r) => setTimeout(r, 50));

      const delays: number[] = [];
      for (const v of viewers) {
        // Numbered per match: the kick-off is change 1, the goals 2 to 101.
        expect(v.received.map((r) => r.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 2));
        expect(new Set(v.received.map((r) => r.eventId)).size).toBe(100);
        expect(v.received.map((r) => r.eventId)).toEqual([...postedAt.keys()]);
        for (const r of v.received) delays.push(r.at - (postedAt.get(r.eventId) ?? r.at));
      }
      const p99 = percentile(delays, 99);
      console.log(
        `live load: 300 viewers x 100 events, delivery p50 ${percentile(delays, 50).toFixed(0)} ms, ` +
          `p99 ${p99.toFixed(0)} ms`,
      );
      expect(p99).toBeLessThan(1000);

      viewers.forEach((v) => v.stop());
      const settled = Date.now() + 10_000;
      while (Date.now() < settled && (await metrics()).live_viewers > 0) await new Promise((r) => setTimeout(r, 100));
      const after = await metrics();
      console.log(
        `live load: heap ${baseline.heap_used_mb} MB before, ${after.heap_used_mb} MB after; rss ${baseline.rss_mb} ` +
          `→ ${after.rss_mb} MB`,
      );
      expect(after.live_viewers).toBe(0);
      expect(after.heap_used_mb).toBeLessThan(baseline.heap_used_mb * 1.25 + 5);
    },
  );

  it('holds 500 idle viewers with under 100 MB of extra memory', async () => {
    const before = await metrics();
    const viewers = Array.from({ length: 500 }, (_, i) => follow(matchId, i));
    await Promise.all(viewers.map((v) => v.ready));
    const during = await metrics();
    console.log(
      `idle viewers: 500 streams, rss ${before.rss_mb} → ${during.rss_mb} MB ` +
        `(+${(during.rss_mb - before.rss_mb).toFixed(1)}), heap ${before.heap_used_mb} → ${during.heap_used_mb} MB`,
    );
    expect(during.live_viewers).toBe(500);
    expect(during.rss_mb - before.rss_mb).toBeLessThan(100);
    viewers.forEach((v) => v.stop());
  });
});
