/**
 * npm run bench: seeds a large club, drives the API with autocannon (20 connections, BENCH_SECONDS per endpoint
 * after a warm-up) on the embedded database and on PostgreSQL, and prints per endpoint: req/s, p50, p99, SQL
 * queries per request and the share of a bare Fastify ceiling serving the same JSON from memory. Then the
 * front-end budget: gzipped JS per route and Lighthouse scores. BENCH_TARGETS=pglite skips PostgreSQL, =none both.
 * Per target, the match-day scenario too (match-day.ts), the reminder run (reminders.ts) and the money run
 * (money.ts) and the season's rollover (rollover.ts); BENCH_PARTS=endpoints, =match-day, =reminders, =money or
 * =rollover (or a comma-separated list) runs only those.
 * BENCH_PARTS=largest (not in the default list) runs the largest club of #30 (largest.ts): 100 teams, 30 matches
 * live, 1,000 viewers, and one team's coach reading the dashboard and the match console with no writes and while
 * 4 writes a second land (BENCH_LARGEST_SECONDS a phase).
 * BENCH_FRONT_END=0 skips the front end.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { measureFrontEnd } from './front-end';
import { ADMIN_PASSWORD, prepare, root, startApiServer, startProcess, stop, table } from './harness';
import { largestClub } from './largest';
import { matchDay } from './match-day';
import { reminderRun } from './reminders';
import { moneyRun } from './money';
import { rolloverRun } from './rollover';
import { BENCH_PASSWORD, type LargeClub } from '../apps/server/test/support/large-club';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP ?? 2);
const CONNECTIONS = 20;
const COUNT_SCALES = (process.env.BENCH_COUNT_SCALES ?? '1,10').split(',').map(Number);
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres')
  .split(',')
  .filter((t) => t === 'pglite' || t === 'postgres');

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  as: 'coach' | 'admin' | 'parent' | 'none';
}

function endpoints(club: LargeClub, playerOfParent: number): Endpoint[] {
  return [
    {
      name: 'login',
      method: 'POST',
      path: '/api/login',
      body: { username: club.coachUsername, password: BENCH_PASSWORD },
      as: 'none',
    },
    { name: 'validate', method: 'GET', path: '/api/users/validate', as: 'coach' },
    { name: 'matches', method: 'GET', path: '/api/matches', as: 'coach' },
    { name: 'matches/current-season', method: 'GET', path: '/api/matches/current-season', as: 'coach' },
    { name: 'matches/{id}/timeline', method: 'GET', path: `/api/matches/${club.playedMatchId}/timeline`, as: 'coach' },
    { name: 'matches/{id}/score', method: 'GET', path: `/api/matches/${club.playedMatchId}/score`, as: 'coach' },
    {
      name: 'players/{id}/statistics',
      method: 'GET',
      path: `/api/players/${playerOfParent}/statistics?currentSeasonOnly=true`,
      as: 'parent',
    },
    { name: 'player-targets/all', method: 'GET', path: '/api/player-targets/all', as: 'coach' },
    {
      name: 'coach-reports/training-attendance',
      method: 'GET',
      path: '/api/coach-reports/training-attendance',
      as: 'coach',
    },
    { name: 'coach-reports/match-attendance', method: 'GET', path: '/api/coach-reports/match-attendance', as: 'coach' },
    { name: 'coach-reports/top-scorers', method: 'GET', path: '/api/coach-reports/top-scorers', as: 'coach' },
    {
      name: 'coach-reports/training-session-absences',
      method: 'GET',
      path: '/api/coach-reports/training-session-absences',
      as: 'coach',
    },
    { name: 'coach-reports/match-absences', method: 'GET', path: '/api/coach-reports/match-absences', as: 'coach' },
    { name: 'coach-reports/playing-time', method: 'GET', path: '/api/coach-reports/playing-time', as: 'coach' },
    {
      name: 'availability/match/{playerId}',
      method: 'GET',
      path: `/api/availability/match/${playerOfParent}?limit=4`,
      as: 'parent',
    },
    {
      name: 'POST matches/{id}/goals',
      method: 'POST',
      path: `/api/matches/${club.liveMatchId}/goals`,
      body: { player_id: club.livePlayerId, minute: 30 },
      as: 'coach',
    },
  ];
}

async function run(url: string, endpoint: Endpoint, token: string | undefined, seconds: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    method: endpoint.method,
    // As a browser sends it.
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(endpoint.body === undefined ? {} : { body: JSON.stringify(endpoint.body) }),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Per endpoint, at each size of club: SQL statements and milliseconds of its first, uncached request. */
type Uncached = Map<string, { queries: number[]; ms: number[] }>;

/**
 * SQL statements and time per request at two sizes of club (1× and 10× by default), measured in-process on a cold
 * cache: the first request of each endpoint, which runs its queries (later ones are answered from the read cache).
 */
async function queryCounts(): Promise<Uncached> {
  const counts: Uncached = new Map();
  for (const [index, scale] of COUNT_SCALES.entries()) {
    const { database, club, drop } = await prepare('pglite', scale);
    const app = await buildApp({
      config: loadConfig({ QUERY_COUNT: '1', DEMO_DATA: '0', WEB_DIST: '/nonexistent' }),
      db: database.db,
    });
    const login = async (username: string, password: string) =>
      (await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } })).json<{
        token: string;
      }>().token;
    const tokens = {
      coach: await login(club.coachUsername, BENCH_PASSWORD),
      admin: await login('admin', ADMIN_PASSWORD),
      parent: await login(club.parentUsername, BENCH_PASSWORD),
      none: undefined,
    };
    const player = (
      await app.inject({
        method: 'GET',
        url:
          '/api/parent-player-associations/parent/' +
          (
            await app.inject({
              method: 'GET',
              url: '/api/users/validate',
              headers: { authorization: `Bearer ${tokens.parent}` },
            })
          ).json<{ user_id: number }>().user_id,
        headers: { authorization: `Bearer ${tokens.parent}` },
      })
    ).json<{ player_id: number }[]>()[0]?.player_id as number;
    for (const e of endpoints(club, player)) {
      const token = tokens[e.as];
      const started = performance.now();
      const res = await app.inject({
        method: e.method,
        url: e.path,
        ...(e.body ? { payload: e.body as object } : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const entry = counts.get(e.name) ?? { queries: [], ms: [] };
      entry.queries[index] = Number(res.headers['x-query-count']);
      entry.ms[index] = performance.now() - started;
      counts.set(e.name, entry);
    }
    await app.close();
    await database.close();
    await drop();
  }
  return counts;
}

async function benchTarget(target: string, counts: Uncached): Promise<string> {
  const started = performance.now();
  const { database, env, club, drop } = await prepare(target, 1);
  const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
  await database.close();
  const { server, base } = await startApiServer(env, '3511');
  const login = async (username: string, password: string) =>
    (
      (await (
        await fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        })
      ).json()) as { token: string }
    ).token;
  const tokens = {
    coach: await login(club.coachUsername, BENCH_PASSWORD),
    admin: await login('admin', ADMIN_PASSWORD),
    parent: await login(club.parentUsername, BENCH_PASSWORD),
    none: undefined,
  };
  const parentId = (
    (await (
      await fetch(`${base}/api/users/validate`, { headers: { authorization: `Bearer ${tokens.parent}` } })
    ).json()) as { user_id: number }
  ).user_id;
  const player = (
    (await (
      await fetch(`${base}/api/parent-player-associations/parent/${parentId}`, {
        headers: { authorization: `Bearer ${tokens.parent}` },
      })
    ).json()) as { player_id: number }[]
  )[0]?.player_id as number;

  const list = endpoints(club, player);
  const payloads: Record<string, string> = {};
  const results: {
    name: string;
    rps: number;
    p50: number;
    p99: number;
    bad: number;
    queries: string;
    uncached: string;
    bytes: number;
    cold: number;
  }[] = [];
  for (const e of list) {
    const token = tokens[e.as];
    const coldStart = performance.now();
    const sample = await fetch(`${base}${e.path}`, {
      method: e.method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(e.body ? { body: JSON.stringify(e.body) } : {}),
    });
    const text = await sample.text();
    const cold = performance.now() - coldStart;
    payloads[e.name.replace(/\W+/g, '_')] = text;
    await run(`${base}${e.path}`, e, token, WARM_UP_SECONDS);
    const r = await run(`${base}${e.path}`, e, token, SECONDS);
    const { queries: [small, large] = [], ms = [] } = counts.get(e.name) ?? {};
    results.push({
      name: e.name,
      rps: r.rps,
      p50: r.p50,
      p99: r.p99,
      bad: r.non2xx + r.errors,
      queries: small === large ? String(large) : `${small} → ${large}`,
      uncached: ms.map((x) => String(Math.round(x))).join(' → '),
      bytes: text.length,
      cold,
    });
    process.stderr.write(`  ${target} ${e.name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms\n`);
  }
  await stop(server);
  await drop();

  // The ceiling for each payload.
  const payloadFile = path.join(mkdtempSync(path.join(tmpdir(), 'touchline-bare-')), 'payloads.json');
  writeFileSync(payloadFile, JSON.stringify(payloads));
  const bare = await startProcess('bench/bare-server.ts', {
    PORT: '3512',
    BARE_PAYLOADS: payloadFile,
    READY_PATH: '/bare/x',
  });
  const rows = [
    [
      'endpoint',
      'req/s',
      'p50 ms',
      'p99 ms',
      'first request ms',
      `SQL per uncached request (${COUNT_SCALES.map((x) => `${x}×`).join(' → ')})`,
      `uncached ms in-process (${COUNT_SCALES.map((x) => `${x}×`).join(' → ')})`,
      'bare req/s',
      'share of bare',
      'non-2xx',
    ],
  ];
  for (const r of results) {
    const e = list.find((x) => x.name === r.name) as Endpoint;
    const ceiling = await run(
      `http://127.0.0.1:3512/bare/${r.name.replace(/\W+/g, '_')}`,
      { ...e, method: 'GET', body: undefined },
      undefined,
      Math.max(3, Math.round(SECONDS / 2)),
    );
    rows.push([
      r.name,
      String(Math.round(r.rps)),
      String(r.p50),
      String(r.p99),
      String(Math.round(r.cold)),
      r.queries,
      r.uncached,
      String(Math.round(ceiling.rps)),
      `${Math.round((r.rps / ceiling.rps) * 100)} %`,
      String(r.bad),
    ]);
  }
  await stop(bare);
  const sizes = Object.entries(club.counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  return (
    `### ${target === 'postgres' ? 'PostgreSQL server' : 'Embedded PostgreSQL (PGlite)'}\n\n` +
    `Data: ${sizes} (seeded in ${seedSeconds} s). ` +
    `${CONNECTIONS} connections, ${SECONDS} s per endpoint after ${WARM_UP_SECONDS} s warm-up.\n\n${table(rows)}\n`
  );
}

const parts = (process.env.BENCH_PARTS ?? 'endpoints,match-day,reminders,money,rollover').split(',');
const report: string[] = [
  '## Touchline benchmark',
  `Run ${new Date().toISOString()} on ${(await import('node:os')).cpus().length} cores, Node ${process.version}.`,
  '',
];
if (targets.length > 0)
  process.stderr.write(
    `Counting SQL statements per request at ${COUNT_SCALES.map((x) => `${x}×`).join(' and ')} the data…\n`,
  );
const counts: Uncached = targets.length > 0 && parts.includes('endpoints') ? await queryCounts() : new Map();
for (const target of targets) {
  if (parts.includes('endpoints')) {
    process.stderr.write(`Benchmarking ${target}…\n`);
    report.push(await benchTarget(target, counts));
  }
  if (parts.includes('match-day')) {
    process.stderr.write(`Match day on ${target}…\n`);
    report.push(await matchDay(target));
  }
  if (parts.includes('reminders')) {
    process.stderr.write(`Reminder run on ${target}…\n`);
    report.push(await reminderRun(target));
  }
  if (parts.includes('money')) {
    process.stderr.write(`Money run on ${target}…\n`);
    report.push(await moneyRun(target));
  }
  if (parts.includes('rollover')) {
    process.stderr.write(`Season rollover on ${target}…\n`);
    report.push(await rolloverRun(target));
  }
  if (parts.includes('largest')) {
    process.stderr.write(`The largest club on ${target}…\n`);
    report.push(await largestClub(target));
  }
}
if (process.env.BENCH_FRONT_END !== '0') {
  process.stderr.write('Measuring the front end…\n');
  report.push(await measureFrontEnd(root));
}
console.log(report.join('\n'));
process.exit(0);
