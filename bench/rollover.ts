/**
 * The season's rollover of the large club (#34, decision 134): what the screen reads first, the preview and the turn
 * itself (30 teams up an age group, 600 players, two leavers in each team, 3,000 matches' lengths frozen), then the
 * statistics of the season that ended, read again. Through the API in the server's own process, as the screen calls it.
 */
import { adminApi, prepare, table } from './harness';

interface Start {
  season: { name: string; start_date: string; end_date: string };
  current: { season_id: number } | null;
  teams: { team_id: number; next_name: string; next_age_group: string; players: { player_id: number }[] }[];
}

export async function rolloverRun(target: 'pglite' | 'postgres'): Promise<string> {
  const { database, env, drop } = await prepare(target, 1);
  const { app, call } = await adminApi(database.db, env);

  const rows = [['Step', 'Time', 'What it did']];
  const first = await call('GET', '/api/seasons/rollover');
  const start = first.res.json<Start>();
  rows.push([
    'What the screen reads (the next season, every team and its players)',
    `${Math.round(first.ms)} ms`,
    `${start.teams.length} teams, ${start.teams.reduce((n, t) => n + t.players.length, 0)} players`,
  ]);
  const body = {
    season: start.season,
    teams: start.teams.map((t) => ({ team_id: t.team_id, team_name: t.next_name, age_group: t.next_age_group })),
    leaving: start.teams.flatMap((t) => t.players.slice(0, 2).map((p) => p.player_id)),
  };
  const preview = await call('POST', '/api/seasons/rollover/preview', body);
  const planned = preview.res.json<{ problems: string[]; families_asked: number; checks_due: unknown[] }>();
  rows.push([
    'Preview',
    `${Math.round(preview.ms)} ms`,
    `${planned.problems.length} problems, ${planned.families_asked} parents to ask, ` +
      `${planned.checks_due.length} checks due`,
  ]);
  const last = start.current?.season_id ?? 0;
  const stats = `/api/players/statistics?season_id=${last}`;
  const before = await call('GET', stats);
  const applied = await call('POST', '/api/seasons/rollover', body);
  rows.push([
    'The turn, in one transaction',
    `${Math.round(applied.ms)} ms`,
    `${body.teams.length} teams moved, ${body.leaving.length} leavers archived`,
  ]);
  const after = await call('GET', stats);
  rows.push([
    "The ended season's statistics, after",
    `${Math.round(after.ms)} ms`,
    after.res.body === before.res.body ? 'the same answer as before the turn' : 'CHANGED',
  ]);
  await app.close();
  await database.close();
  await drop();
  return (
    `### Season rollover: ${target === 'postgres' ? 'PostgreSQL server' : 'Embedded PostgreSQL (PGlite)'}\n\n` +
    `The large club (30 teams, 600 players, five seasons, 3,000 matches); the API in the server's process.\n\n` +
    `${table(rows)}\n`
  );
}
