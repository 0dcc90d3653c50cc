/**
 * The match-day scenario (issue #16), against the real server process: the large club with 10 matches live today,
 * 300 viewers on their live streams (30 a match) and 20 readers cycling through the heavy reads (fixtures, timelines,
 * scores, statistics, targets, coach reports, availability). First a phase with no writes, then one while 4 writes a
 * second land (match events on the live matches and availability records, in turn). Reports the reads in both
 * phases, the writes, the live delivery (from a write's answer to each viewer of its match) with a check that every
 * viewer got every event exactly once, and the server's memory when idle.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/open';
import { matchEvents, matches, players, seasons, teams } from '../apps/server/src/db/schema';
import { ADMIN_PASSWORD, percentile, prepare, startApiServer, stop, table } from './harness';
import { BENCH_PASSWORD, type LargeClub } from '../apps/server/test/support/large-club';

const PHASE_SECONDS = Number(process.env.BENCH_MATCH_DAY_SECONDS ?? 20);
const WARM_UP_SECONDS = 3;
const LIVE_MATCHES = 10;
const VIEWERS_PER_MATCH = 30;
const READERS = 20;
const WRITES_PER_SECOND = 4;

export interface LiveMatch {
  matchId: number;
  squad: number[];
}

/** `count` matches live today (ten by default), each of a different team: the seed's one and more, each kicked off. */
export async function liveMatches(db: Db, club: LargeClub, count = LIVE_MATCHES): Promise<LiveMatch[]> {
  const teamIds = (await db.select({ id: teams.teamId }).from(teams).orderBy(asc(teams.teamId)).limit(count)).map(
    (t) => t.id,
  );
  const [season] = await db.select({ id: seasons.seasonId }).from(seasons).where(eq(seasons.isCurrent, true));
  const [seeded] = await db.select().from(matches).where(eq(matches.matchId, club.liveMatchId));
  const added = await db
    .insert(matches)
    .values(
      teamIds
        .filter((id) => id !== seeded?.teamId)
        .slice(0, count - 1)
        .map((teamId, i) => ({
          oppositionName: `Saturday Rovers ${i + 1}`,
          venueName: 'Bench Park',
          venueAddress: '1 Bench Road',
          homeOrAway: 'Home' as const,
          kickOffTime: '10:00',
          meetTime: '09:30',
          colours: 'Red',
          matchDate: seeded?.matchDate as string,
          teamId,
          matchTypeId: 1,
          seasonId: season?.id as number,
        })),
    )
    .returning({ matchId: matches.matchId, teamId: matches.teamId });
  await db
    .insert(matchEvents)
    .values(
      added.map((m) => ({ matchId: m.matchId, kind: 'MATCH_EVENT' as const, eventType: 'GAME_START', minute: 0 })),
    );
  const all = [{ matchId: club.liveMatchId, teamId: seeded?.teamId as number }, ...added];
  const squads = await db
    .select({ id: players.playerId, teamId: players.teamId })
    .from(players)
    .where(
      inArray(
        players.teamId,
        all.map((m) => m.teamId),
      ),
    )
    .orderBy(asc(players.playerId));
  return all.map((m) => ({ matchId: m.matchId, squad: squads.filter((p) => p.teamId === m.teamId).map((p) => p.id) }));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One request on a kept-alive connection, accepting gzip as browsers do: its status, body (unzipped only when read, so
 * the readers do not spend the machine's time on bodies nobody looks at) and time in milliseconds.
 */
export function call(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  body?: unknown,
): Promise<{ status: number; readonly body: string; ms: number }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent,
        headers: {
          'accept-encoding': 'gzip',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const gzipped = res.headers['content-encoding'] === 'gzip';
          resolve({
            status: res.statusCode ?? 0,
            get body() {
              return (gzipped ? gunzipSync(raw) : raw).toString('utf8');
            },
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export interface Viewer {
  matchId: number;
  /** Event id → the times it arrived (more than one would be a duplicate). */
  received: Map<number, number[]>;
  ready: Promise<void>;
  close: () => void;
}

export function follow(base: string, matchId: number, token: string): Viewer {
  const received = new Map<number, number[]>();
  let markReady!: () => void;
  let refuse!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    refuse = reject;
  });
  const req = http.get(
    `${base}/api/matches/${matchId}/stream`,
    { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
    (res) => {
      if (res.statusCode !== 200) refuse(new Error(`a live stream was refused: ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: ready')) markReady();
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (frame.includes('event: change') && data) {
            const { eventId } = JSON.parse(data.slice(6)) as { eventId: number };
            received.set(eventId, [...(received.get(eventId) ?? []), at]);
          }
        }
      });
    },
  );
  req.on('error', () => undefined);
  return { matchId, received, ready, close: () => req.destroy() };
}

export interface Sample {
  url: string;
  ms: number;
  ok: boolean;
  /** When it was due (an open loop's request), in performance.now() time. */
  due?: number;
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(/\d+/.exec(line ?? '')?.[0] ?? Number.NaN) / 1024);
}

export const round = (ms: number) => (Number.isNaN(ms) ? '–' : ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

/** Signs in on the server at `base`: the session's token. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  return (
    JSON.parse((await call(base, 'POST', '/api/login', undefined, { username, password })).body) as {
      token: string;
    }
  ).token;
}

/**
 * `count` readers, each cycling through `reads` from its own starting point, one request at a time, from now until
 * `stop`. `phase(seconds)` collects their answers' times for that long.
 */
export function startReaders(base: string, reads: readonly { url: string; token: string }[], count: number) {
  let samples: Sample[] | null = null;
  let running = true;
  const readers = Array.from({ length: count }, async (_, reader) => {
    for (let n = reader; running; n++) {
      const read = reads[n % reads.length] as (typeof reads)[number];
      const res = await call(base, 'GET', read.url, read.token);
      samples?.push({ url: read.url, ms: res.ms, ok: res.status === 200 });
    }
  });
  return {
    phase: async (seconds: number): Promise<{ samples: Sample[]; seconds: number }> => {
      samples = [];
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      const taken = samples;
      samples = null;
      return { samples: taken, seconds: (performance.now() - started) / 1000 };
    },
    stop: async () => {
      running = false;
      await Promise.all(readers);
    },
  };
}

/**
 * The stretches in which an open loop's requests waited over `ms`: requests due within a second of each other are one
 * stretch. Each: when it began (seconds into the phase), how long its requests were due for, how many, the longest
 * wait.
 */
export function stalls(phase: { samples: Sample[]; from: number }, ms = 100) {
  const slow = phase.samples.filter((s) => s.ms > ms && s.due !== undefined).sort((a, b) => a.due! - b.due!);
  const found: { at: number; span: number; requests: number; longest: number }[] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (const s of slow) {
    const due = s.due!;
    const current = found[found.length - 1];
    if (current && due - last <= 1000) {
      current.span = (due - phase.from) / 1000 - current.at;
      current.requests++;
      current.longest = Math.max(current.longest, s.ms);
    } else found.push({ at: (due - phase.from) / 1000, span: 0, requests: 1, longest: s.ms });
    last = due;
  }
  return found;
}

/**
 * Requests at a set rate (open loop), cycling through `reads`, from now until `stop`: each leaves on its schedule
 * whether or not the ones before it were answered, and its time counts from when it was due, so a stall shows as the
 * wait of every request due during it (no coordinated omission). `phase(seconds)` collects the times of the requests
 * due in that time once they are answered.
 */
export function startOpenLoop(base: string, reads: readonly { url: string; token: string }[], perSecond: number) {
  let samples: Sample[] | null = null;
  let running = true;
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  let n = 0;
  const send = (due: number) => {
    const read = reads[n++ % reads.length] as (typeof reads)[number];
    const into = samples;
    const request = call(base, 'GET', read.url, read.token).then((res) => {
      into?.push({ url: read.url, ms: performance.now() - due, ok: res.status === 200, due });
    });
    pending.add(request);
    void request.finally(() => pending.delete(request));
  };
  const loop = (async () => {
    for (let k = 0; running; k++) {
      const due = started + (k * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (running) send(due);
    }
  })();
  return {
    phase: async (seconds: number): Promise<{ samples: Sample[]; seconds: number; from: number }> => {
      const taken: Sample[] = [];
      samples = taken;
      const from = performance.now();
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      samples = null;
      const took = (performance.now() - from) / 1000;
      // The requests due in the phase, answered.
      await Promise.all([...pending]);
      return { samples: taken, seconds: took, from };
    },
    stop: async () => {
      running = false;
      await loop;
      await Promise.all([...pending]);
    },
  };
}

export interface Write {
  ms: number;
  ok: boolean;
  event?: { matchId: number; eventId: number; answeredAt: number };
}

/**
 * The writes, `perSecond` on a fixed schedule whatever the answers' times (a slow answer does not slow the schedule),
 * in turn on the live matches: a goal, an opposition goal and a card (as `coach`), then an availability record (as
 * `admin`). `stop` ends the schedule and waits for the last answers.
 */
export function startWrites(base: string, live: readonly LiveMatch[], coach: string, admin: string, perSecond: number) {
  const writes: Write[] = [];
  let firstFailure = '';
  const failed = (res: { status: number; body: string }, what: string) => {
    if (!firstFailure) firstFailure = `${what}: ${res.status} ${res.body.slice(0, 200)}`;
  };
  const pending: Promise<void>[] = [];
  let k = 0;
  const write = async (n: number) => {
    const match = live[n % live.length] as LiveMatch;
    const player = match.squad[1 + (Math.floor(n / live.length) % (match.squad.length - 1))] as number;
    if (n % 4 === 3) {
      const day = new Date(Date.now() + (30 + n) * 86_400_000).toISOString().slice(0, 10);
      const res = await call(base, 'POST', '/api/availability', admin, {
        player_id: player,
        unavailable_date: day,
        notes: 'Match-day bench',
      });
      if (res.status !== 201) failed(res, 'POST /api/availability');
      writes.push({ ms: res.ms, ok: res.status === 201 });
      return;
    }
    const body =
      n % 4 === 2
        ? { player_id: player, card_type: 'YELLOW', minute: 20 + (n % 60) }
        : n % 4 === 1
          ? { is_opposition_goal: true, opposition_scorer_name: 'Their number 9', minute: 20 + (n % 60) }
          : { player_id: player, minute: 20 + (n % 60) };
    const res = await call(
      base,
      'POST',
      `/api/matches/${match.matchId}/${n % 4 === 2 ? 'cards' : 'goals'}`,
      coach,
      body,
    );
    const answeredAt = performance.now();
    const ok = res.status === 201;
    if (!ok) failed(res, `POST ${n % 4 === 2 ? 'card' : 'goal'}`);
    const eventId = ok ? (JSON.parse(res.body) as { data: { id: number } }).data.id : 0;
    writes.push({ ms: res.ms, ok, ...(ok ? { event: { matchId: match.matchId, eventId, answeredAt } } : {}) });
  };
  const writer = setInterval(() => pending.push(write(k++)), 1000 / perSecond);
  return {
    writes,
    firstFailure: () => firstFailure,
    stop: async () => {
      clearInterval(writer);
      await Promise.all(pending);
    },
  };
}

/**
 * The live delivery of the events written: from a write's answer to each viewer of its match, in milliseconds, and
 * what was missing, duplicated or of another match.
 */
export function deliveryOf(viewers: readonly Viewer[], writes: readonly Write[]) {
  const events = writes.flatMap((w) => (w.event ? [w.event] : []));
  const delivery: number[] = [];
  let missing = 0;
  let duplicates = 0;
  let strays = 0;
  for (const viewer of viewers) {
    const mine = events.filter((e) => e.matchId === viewer.matchId);
    for (const event of mine) {
      const times = viewer.received.get(event.eventId) ?? [];
      if (times.length === 0) missing++;
      if (times.length > 1) duplicates++;
      if (times[0] !== undefined) delivery.push(Math.max(0, times[0] - event.answeredAt));
    }
    strays += [...viewer.received.keys()].filter((id) => !mine.some((e) => e.eventId === id)).length;
  }
  return { events, delivery, missing, duplicates, strays };
}

export async function matchDay(target: 'pglite' | 'postgres'): Promise<string> {
  const { database, env, club, drop } = await prepare(target, 1);
  const live = await liveMatches(database.db, club);
  await database.close();
  const { server, base } = await startApiServer(env, '3513');
  try {
    const login = (username: string, password: string) => signIn(base, username, password);
    const admin = await login('admin', ADMIN_PASSWORD);
    const coach = await login(club.coachUsername, BENCH_PASSWORD);
    const parent = await login(club.parentUsername, BENCH_PASSWORD);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleMb = rssMb(server.pid as number);

    const parentId = (JSON.parse((await call(base, 'GET', '/api/users/validate', parent)).body) as { user_id: number })
      .user_id;
    const child = (
      JSON.parse((await call(base, 'GET', `/api/parent-player-associations/parent/${parentId}`, parent)).body) as {
        player_id: number;
      }[]
    )[0]?.player_id as number;
    const reads: { url: string; token: string }[] = [
      '/api/matches',
      '/api/matches/current-season',
      '/api/matches/upcoming',
      ...live.slice(0, 5).flatMap((m) => [`/api/matches/${m.matchId}/timeline`, `/api/matches/${m.matchId}/score`]),
      `/api/players/${live[0]?.squad[3]}/statistics?currentSeasonOnly=true`,
      '/api/player-targets/all',
      '/api/coach-reports/training-attendance',
      '/api/coach-reports/match-attendance',
      '/api/coach-reports/top-scorers',
      '/api/coach-reports/training-session-absences',
      '/api/coach-reports/match-absences',
      '/api/coach-reports/playing-time',
    ].map((url) => ({ url, token: coach }));
    reads.push({ url: `/api/availability/match/${child}?limit=4`, token: parent });

    // Each viewer is a coach's phone of its own: one account holds at most ten streams (decision 120).
    const viewerTokens: string[] = [];
    for (let i = 0; i < VIEWERS_PER_MATCH; i++) {
      const username = `bench-viewer-${i + 1}`;
      const body = { username, password: BENCH_PASSWORD, userTypes: ['Coach'] };
      const made = await call(base, 'POST', '/api/register', admin, body);
      if (made.status !== 201) throw new Error(`could not make ${username}: ${made.status} ${made.body}`);
      viewerTokens.push(await login(username, BENCH_PASSWORD));
    }
    const viewers = live.flatMap((m) =>
      Array.from({ length: VIEWERS_PER_MATCH }, (_, i) => follow(base, m.matchId, viewerTokens[i] as string)),
    );
    await Promise.all(viewers.map((v) => v.ready));

    // The readers: each cycles through the reads from its own starting point, one request at a time.
    const readers = startReaders(base, reads, READERS);
    await readers.phase(WARM_UP_SECONDS);
    const quiet = await readers.phase(PHASE_SECONDS);

    const writer = startWrites(base, live, coach, admin, WRITES_PER_SECOND);
    const busy = await readers.phase(PHASE_SECONDS);
    await writer.stop();
    await readers.stop();
    // Time for the last events to reach every viewer.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const viewer of viewers) viewer.close();

    const { writes } = writer;
    const firstFailure = writer.firstFailure();
    const { events, delivery, missing, duplicates, strays } = deliveryOf(viewers, writes);

    const summary = (s: { samples: Sample[]; seconds: number }) => {
      const ms = s.samples.map((x) => x.ms);
      return [
        String(Math.round(s.samples.length / s.seconds)),
        round(percentile(ms, 50)),
        round(percentile(ms, 99)),
        String(s.samples.filter((x) => !x.ok).length),
      ];
    };
    const writeMs = writes.map((w) => w.ms);
    const rows = [
      ['', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
      ['reads, no writes', ...summary(quiet)],
      [`reads while writing ${WRITES_PER_SECOND}/s`, ...summary(busy)],
      [
        `writes (${writes.length})`,
        (writes.length / busy.seconds).toFixed(1),
        round(percentile(writeMs, 50)),
        round(percentile(writeMs, 99)),
        String(writes.filter((w) => !w.ok).length),
      ],
      [
        `live event delivery (${events.length} events × ${VIEWERS_PER_MATCH} viewers)`,
        '',
        round(percentile(delivery, 50)),
        round(percentile(delivery, 99)),
        String(missing),
      ],
    ];
    const label = (url: string) => url.replace(/\/\d+/g, '/{id}');
    const labels = [...new Set(reads.map((r) => label(r.url)))];
    const p99Of = (s: { samples: Sample[] }, name: string) =>
      round(
        percentile(
          s.samples.filter((x) => label(x.url) === name).map((x) => x.ms),
          99,
        ),
      );
    const perRead = [
      ['read', 'p99 ms, no writes', 'p99 ms, writing'],
      ...labels.map((name) => [name, p99Of(quiet, name), p99Of(busy, name)]),
    ];
    const share = Math.round((busy.samples.length / busy.seconds / (quiet.samples.length / quiet.seconds)) * 100);
    const exactlyOnce = missing === 0 && duplicates === 0 && strays === 0;
    return (
      `### Match day: ${target === 'postgres' ? 'PostgreSQL server' : 'embedded PostgreSQL (PGlite)'}\n\n` +
      `The large club with ${live.length} matches live, ${viewers.length} viewers on their live streams, ${READERS} ` +
      `readers; ${PHASE_SECONDS} s with no writes, then ${PHASE_SECONDS} s with ${WRITES_PER_SECOND} writes a second ` +
      `(3 match events, 1 availability record). Server memory idle: ${idleMb} MB.\n\n${table(rows)}\n\n` +
      `Reads while writing: ${share} % of the throughput with no writes. Every viewer got every event exactly once: ` +
      `${exactlyOnce ? 'yes' : `no (${missing} missing, ${duplicates} duplicated, ${strays} of other matches)`}.\n\n` +
      (firstFailure ? `First failed write: ${firstFailure}\n\n` : '') +
      `${table(perRead)}\n`
    );
  } finally {
    await stop(server);
    await drop();
  }
}
