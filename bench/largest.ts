/**
 * The largest clubs (issue #30), against the real server process: 100 teams, 2,000 players, 4,000 parents
 * (large-club.ts at LARGEST_CLUB), 30 matches live today and 1,000 viewers on their live streams (100 parents'
 * accounts, ten streams each: the most one account may hold). The reads measured are those of one coach, who coaches
 * one team, signed in: what the coach's dashboard and the Live Match Admin console (on the team's live match) ask the
 * server for, the coach's teams first (decision 127), read by 20 readers cycling through them. First a phase with no
 * writes (the quiet baseline), then one while 4 writes a second land (the match-day writes: match events on the live
 * matches and availability records, in turn), in one run. Reports p50 and p99 per read and over all of them in both
 * phases, whether the goal (p99 ≤ 50 ms) was met, the writes, the live delivery and the server's memory when idle.
 *
 * `BENCH_PARTS=largest` (BENCH_LARGEST_SECONDS per phase, 20 by default).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { isFixtureOn, shownTeams, withinShownTeams, type ListedMatch, type MyTeams } from '@touchline/domain';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { matches, teamCoaches, teams, userTypes, users } from '../apps/server/src/db/schema';
import { ADMIN_PASSWORD, percentile, prepare, startApiServer, stop, table } from './harness';
import {
  call,
  deliveryOf,
  follow,
  liveMatches,
  round,
  rssMb,
  signIn,
  stalls,
  startOpenLoop,
  startReaders,
  startWrites,
  type Sample,
} from './match-day';
import { BENCH_PASSWORD, LARGEST_CLUB } from '../apps/server/test/support/large-club';

const PHASE_SECONDS = Number(process.env.BENCH_LARGEST_SECONDS ?? 20);
const WARM_UP_SECONDS = 3;
const LIVE_MATCHES = 30;
const VIEWERS = 1000;
/** The most live streams one account may hold (MAX_STREAMS_PER_USER, decision 120). */
const STREAMS_PER_ACCOUNT = 10;
const READERS = 20;
/**
 * The open loop's rate: 100 of the coach's reads a second, about 6 dashboard or console openings a second (each is
 * the 17 reads), more than the largest club's 150 coaches would make opening one every 30 s on a match day.
 */
const OPEN_LOOP_PER_SECOND = Number(process.env.BENCH_LARGEST_RATE ?? 100);
const WRITES_PER_SECOND = 4;
const GOAL_P99_MS = 50;
const TEAM_COACH = 'bench-team-coach';
const METRICS_TOKEN = 'bench-metrics-token-of-the-largest-club';

/**
 * What stalled in a phase: the server's longest event loop delay and its full garbage collections (its Prometheus
 * metrics: prom-client resets the delay's maximum at each scrape), and the bench's own longest event loop delay (its
 * requests leave late when it is blocked).
 */
function stallWatch(base: string) {
  const own = monitorEventLoopDelay({ resolution: 10 });
  own.enable();
  const scrape = async () => {
    const text = (await call(base, 'GET', '/metrics', METRICS_TOKEN)).body;
    const value = (line: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(`${line} `))
          ?.slice(line.length + 1) ?? Number.NaN,
      );
    return {
      lagMax: value('nodejs_eventloop_lag_max_seconds') * 1000,
      majorGcs: value('nodejs_gc_duration_seconds_count{kind="major"}'),
      majorGcMs: value('nodejs_gc_duration_seconds_sum{kind="major"}') * 1000,
    };
  };
  return {
    start: async () => {
      own.reset();
      return scrape();
    },
    end: async (from: Awaited<ReturnType<typeof scrape>>) => {
      const to = await scrape();
      return (
        `server event loop longest delay ${round(to.lagMax)} ms, ${to.majorGcs - from.majorGcs} full GCs ` +
        `(${round(to.majorGcMs - from.majorGcMs)} ms); the bench's own longest delay ${round(own.max / 1e6)} ms`
      );
    },
  };
}

interface Read {
  name: string;
  page: 'dashboard' | 'console';
  url: string;
}

export async function largestClub(target: 'pglite' | 'postgres'): Promise<string> {
  const seeding = performance.now();
  const { database, env, club, drop } = await prepare(target, 1, LARGEST_CLUB);
  const seedSeconds = ((performance.now() - seeding) / 1000).toFixed(1);
  const db = database.db;
  const live = await liveMatches(db, club, LIVE_MATCHES);
  // The coach of one team: the team of the seed's live match (the bench's other coach, who writes, coaches every team).
  const [liveMatch] = await db
    .select({ teamId: matches.teamId, teamName: teams.teamName })
    .from(matches)
    .innerJoin(teams, eq(teams.teamId, matches.teamId))
    .where(eq(matches.matchId, club.liveMatchId));
  const coachTeam = liveMatch?.teamId as number;
  const [teamCoach] = await db
    .insert(users)
    .values({
      username: TEAM_COACH,
      passwordHash: await hashPassword(BENCH_PASSWORD),
      role: 'user',
      shortName: 'Team Coach',
    })
    .returning({ id: users.userId });
  await db.insert(userTypes).values({ userId: teamCoach?.id as number, type: 'Coach' });
  await db.insert(teamCoaches).values({ teamId: coachTeam, userId: teamCoach?.id as number });
  await database.close();

  const { server, base } = await startApiServer({ ...env, METRICS_TOKEN }, '3514');
  try {
    const admin = await signIn(base, 'admin', ADMIN_PASSWORD);
    const writer = await signIn(base, club.coachUsername, BENCH_PASSWORD);
    const coach = await signIn(base, TEAM_COACH, BENCH_PASSWORD);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleMb = rssMb(server.pid as number);

    // What the dashboard reads depends on what it read first, as in the browser (decision 127): the coach's teams,
    // then the next fixture of theirs that is on (its team's name and its answers) and the statistics of their first
    // team by name.
    const read = async <T>(url: string): Promise<T> => {
      const res = await call(base, 'GET', url, coach);
      if (res.status !== 200)
        throw new Error(`the coach's GET ${url} answered ${res.status}: ${res.body.slice(0, 200)}`);
      return JSON.parse(res.body) as T;
    };
    const scope = shownTeams(await read<MyTeams>('/api/account/teams'), 'coach');
    // The dashboard and the console ask the server for the coach's teams only (decision 127).
    const teams = [...(scope.teamIds ?? [])].map((id) => `team_id=${id}`).join('&');
    const today = new Date().toISOString().slice(0, 10);
    const upcoming = `/api/matches/upcoming?${teams}`;
    const next = withinShownTeams(scope, (await read<ListedMatch[]>(upcoming)).filter(isFixtureOn))[0];
    const statisticsTeam = scope.mine[0]?.team_id;
    if (!next || statisticsTeam === undefined)
      throw new Error("no team or no upcoming fixture for the coach's dashboard");
    const m = club.liveMatchId;
    const reads: Read[] = [
      { name: 'matches/upcoming', page: 'dashboard', url: upcoming },
      { name: 'trainings/upcoming', page: 'dashboard', url: `/api/trainings/upcoming?${teams}` },
      { name: 'teams/{id}', page: 'dashboard', url: `/api/teams/${next.team_id}` },
      { name: 'players', page: 'dashboard', url: `/api/players?${teams}` },
      { name: 'availability', page: 'dashboard', url: `/api/availability?from=${today}&${teams}` },
      { name: 'availability/coaches', page: 'dashboard', url: '/api/availability/coaches' },
      { name: 'matches/{id}/answers', page: 'dashboard', url: `/api/matches/${next.match_id}/answers` },
      {
        name: 'players/statistics?team_id',
        page: 'dashboard',
        url: `/api/players/statistics?team_id=${statisticsTeam}&currentSeasonOnly=true`,
      },
      { name: 'calendar/feed', page: 'dashboard', url: '/api/calendar/feed' },
      // The coach's teams come with the token check (decision 127).
      { name: 'users/validate', page: 'dashboard', url: '/api/users/validate' },
      { name: 'matches', page: 'console', url: `/api/matches?${teams}` },
      { name: 'matches/{id}/timeline', page: 'console', url: `/api/matches/${m}/timeline` },
      { name: 'matches/{id}/score', page: 'console', url: `/api/matches/${m}/score` },
      { name: 'players/match/{id}', page: 'console', url: `/api/players/match/${m}` },
      { name: 'matches/{id}/event-rights', page: 'console', url: `/api/matches/${m}/event-rights` },
      { name: 'matches/{id}/rotation', page: 'console', url: `/api/matches/${m}/rotation` },
      { name: 'matches/{id}/live-links', page: 'console', url: `/api/matches/${m}/live-links` },
    ];
    // Each read twice, alone, as the coach (every one must be the coach's to read): the time of the first (on a cold
    // read cache, but for the two read above) and of the second, and the size of its answer (unzipped).
    const alone = new Map<string, { kB: number; first: number; second: number }>();
    for (const r of reads) {
      const [first, second] = [await call(base, 'GET', r.url, coach), await call(base, 'GET', r.url, coach)];
      for (const res of [first, second])
        if (res.status !== 200)
          throw new Error(`the coach's GET ${r.url} answered ${res.status}: ${res.body.slice(0, 200)}`);
      alone.set(r.url, { kB: Buffer.byteLength(first.body) / 1000, first: first.ms, second: second.ms });
    }

    // The viewers: parents' phones, ten streams an account, spread over the live matches.
    const accounts = Math.ceil(VIEWERS / STREAMS_PER_ACCOUNT);
    const viewerTokens: string[] = [];
    for (let i = 0; i < accounts; i++) viewerTokens.push(await signIn(base, `bench-parent-${i + 1}`, BENCH_PASSWORD));
    const viewers = Array.from({ length: VIEWERS }, (_, i) =>
      follow(
        base,
        (live[i % live.length] as (typeof live)[number]).matchId,
        viewerTokens[Math.floor(i / STREAMS_PER_ACCOUNT)] as string,
      ),
    );
    await Promise.all(viewers.map((v) => v.ready));

    // Saturated: 20 readers, each asking again as soon as it is answered (the most the server answers); at a set
    // rate: the reads arrive on a schedule, as a club's coaches' do, whatever the answers' times (open loop).
    const coachReads = reads.map((r) => ({ url: r.url, token: coach }));
    const readers = startReaders(base, coachReads, READERS);
    await readers.phase(WARM_UP_SECONDS);
    const quiet = await readers.phase(PHASE_SECONDS);
    await readers.stop();
    const paced = startOpenLoop(base, coachReads, OPEN_LOOP_PER_SECOND);
    const watch = stallWatch(base);
    let from = await watch.start();
    const pacedQuiet = await paced.phase(PHASE_SECONDS);
    const quietStalls = await watch.end(from);
    const writes = startWrites(base, live, writer, admin, WRITES_PER_SECOND);
    from = await watch.start();
    const pacedBusy = await paced.phase(PHASE_SECONDS);
    const busyStalls = await watch.end(from);
    await paced.stop();
    const saturating = startReaders(base, coachReads, READERS);
    const busy = await saturating.phase(PHASE_SECONDS);
    await writes.stop();
    await saturating.stop();
    // Time for the last events to reach every viewer.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const viewer of viewers) viewer.close();
    const { events, delivery, missing, duplicates, strays } = deliveryOf(viewers, writes.writes);

    const ms = (samples: Sample[]) => samples.map((x) => x.ms);
    const summary = (s: { samples: Sample[]; seconds: number }) => [
      String(Math.round(s.samples.length / s.seconds)),
      round(percentile(ms(s.samples), 50)),
      round(percentile(ms(s.samples), 99)),
      String(s.samples.filter((x) => !x.ok).length),
    ];
    const writeMs = writes.writes.map((w) => w.ms);
    const rows = [
      ['', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
      [`the coach's reads at ${OPEN_LOOP_PER_SECOND}/s, no writes`, ...summary(pacedQuiet)],
      [`the coach's reads at ${OPEN_LOOP_PER_SECOND}/s while writing ${WRITES_PER_SECOND}/s`, ...summary(pacedBusy)],
      [`the coach's reads, ${READERS} readers saturating, no writes`, ...summary(quiet)],
      [`the coach's reads, ${READERS} readers saturating, while writing ${WRITES_PER_SECOND}/s`, ...summary(busy)],
      [
        `writes (${writes.writes.length})`,
        (writes.writes.length / (pacedBusy.seconds + busy.seconds)).toFixed(1),
        round(percentile(writeMs, 50)),
        round(percentile(writeMs, 99)),
        String(writes.writes.filter((w) => !w.ok).length),
      ],
      [
        `live event delivery (${events.length} events to their match's viewers, ${delivery.length} deliveries)`,
        '',
        round(percentile(delivery, 50)),
        round(percentile(delivery, 99)),
        String(missing),
      ],
    ];

    type Phase = { samples: Sample[]; seconds: number };
    const stretches = (phase: { samples: Sample[]; from: number }) => {
      const found = stalls(phase);
      return found.length === 0
        ? 'no request waited over 100 ms'
        : `requests waited over 100 ms in ${found.length} stretch(es): ` +
            found
              .map(
                (f) =>
                  `at ${f.at.toFixed(1)} s for ${f.span.toFixed(1)} s, ${f.requests}, longest ${round(f.longest)} ms`,
              )
              .join('; ');
    };
    const of = (s: Phase, url: string) => ms(s.samples.filter((x) => x.url === url));
    const failedOf = (phases: Phase[], url?: string) =>
      phases.flatMap((p) => p.samples).filter((x) => (url === undefined || x.url === url) && !x.ok).length;
    const overall = (s: Phase) => percentile(ms(s.samples), 99);
    /** Whether the coach's reads met the goal in a pair of phases (no writes, writing): each read and all of them. */
    const goalOf = (label: string, calm: Phase, writing: Phase) => {
      const over = reads
        .map((r) => ({
          name: r.name,
          calm: percentile(of(calm, r.url), 99),
          writing: percentile(of(writing, r.url), 99),
        }))
        .filter((p) => !(p.calm <= GOAL_P99_MS && p.writing <= GOAL_P99_MS));
      const failed = failedOf([calm, writing]);
      const met = over.length === 0 && failed === 0 && overall(writing) <= GOAL_P99_MS && overall(calm) <= GOAL_P99_MS;
      return (
        `${label}: ${met ? 'met' : 'not met'} (all of them p99 ${round(overall(calm))} ms with no writes, ` +
        `${round(overall(writing))} ms writing` +
        (over.length > 0
          ? `; over it: ${over.map((p) => `${p.name} ${round(p.calm)} / ${round(p.writing)} ms`).join(', ')}`
          : '') +
        (failed > 0 ? `; ${failed} reads failed` : '') +
        ')'
      );
    };
    const cells = (calm: Phase, writing: Phase, url?: string) => {
      const [c, w] = url === undefined ? [ms(calm.samples), ms(writing.samples)] : [of(calm, url), of(writing, url)];
      return [c, w].flatMap((x) => [round(percentile(x, 50)), round(percentile(x, 99))]);
    };
    const perRead = reads.map((r) => ({
      read: r,
      sampled: [pacedQuiet, pacedBusy, quiet, busy].every((p) => of(p, r.url).length > 0),
      row: [
        r.name,
        r.page,
        (alone.get(r.url)?.kB ?? 0).toFixed(1),
        `${round(alone.get(r.url)?.first ?? Number.NaN)} → ${round(alone.get(r.url)?.second ?? Number.NaN)}`,
        ...cells(pacedQuiet, pacedBusy, r.url),
        ...cells(quiet, busy, r.url),
        String(failedOf([pacedQuiet, pacedBusy, quiet, busy], r.url)),
      ],
    }));
    const readTable = [
      [
        'read',
        'page',
        'answer kB',
        'alone ms (1st → 2nd)',
        `at ${OPEN_LOOP_PER_SECOND}/s: p50 ms, no writes`,
        'p99 ms, no writes',
        'p50 ms, writing',
        'p99 ms, writing',
        'saturated: p50 ms, no writes',
        'p99 ms, no writes',
        'p50 ms, writing',
        'p99 ms, writing',
        'failed',
      ],
      ...perRead.map((p) => p.row),
      [
        'all of them',
        '',
        '',
        '',
        ...cells(pacedQuiet, pacedBusy),
        ...cells(quiet, busy),
        String(failedOf([pacedQuiet, pacedBusy, quiet, busy])),
      ],
    ];
    const share = Math.round((busy.samples.length / busy.seconds / (quiet.samples.length / quiet.seconds)) * 100);
    const exactlyOnce = missing === 0 && duplicates === 0 && strays === 0;
    const sizes = Object.entries(club.counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ');
    const unread = perRead.filter((p) => !p.sampled).map((p) => p.read.name);
    return (
      `### Largest club: ${target === 'postgres' ? 'PostgreSQL server' : 'embedded PostgreSQL (PGlite)'}\n\n` +
      `Data: ${sizes} (seeded in ${seedSeconds} s). ${live.length} matches live, ${viewers.length} viewers on their ` +
      `live streams (${accounts} parents' accounts, ${STREAMS_PER_ACCOUNT} streams each). ${READERS} readers, signed ` +
      `in as the coach of one team (${liveMatch?.teamName}), cycle through the ${reads.length} reads of the coach's ` +
      `dashboard and Live Match Admin (on the team's live match) as fast as they are answered; then the same reads ` +
      `arrive at a set rate of ${OPEN_LOOP_PER_SECOND} a second (open loop: a request's time counts from when it ` +
      `was due). Each ${PHASE_SECONDS} s with no writes and ${PHASE_SECONDS} s with ${WRITES_PER_SECOND} writes a ` +
      `second (3 match events on the live matches, 1 availability record). Server memory idle: ${idleMb} MB.\n\n` +
      `${table(rows)}\n\n` +
      `At ${OPEN_LOOP_PER_SECOND}/s with no writes: ${quietStalls}; ${stretches(pacedQuiet)}. While writing: ` +
      `${busyStalls}; ${stretches(pacedBusy)}. ` +
      `Saturated, the reads while writing were ${share} % of those with no writes. ` +
      `Every viewer got every event exactly once: ` +
      `${exactlyOnce ? 'yes' : `no (${missing} missing, ${duplicates} duplicated, ${strays} of other matches)`}.\n\n` +
      (writes.firstFailure() ? `First failed write: ${writes.firstFailure()}\n\n` : '') +
      `Goal: the coach's reads p99 ≤ ${GOAL_P99_MS} ms, each and all of them, with no writes and while writing. ` +
      `${goalOf(`At ${OPEN_LOOP_PER_SECOND} reads a second`, pacedQuiet, pacedBusy)}. ` +
      `${goalOf(`${READERS} readers saturating the server`, quiet, busy)}.` +
      (unread.length > 0 ? ` Not read in a phase: ${unread.join(', ')}.` : '') +
      `\n\n${table(readTable)}\n`
    );
  } finally {
    await stop(server);
    await drop();
  }
}
