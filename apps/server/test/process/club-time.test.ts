import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { json, startServer, type ServerProcess } from '../support/server-process';
import { initialisedDataDir } from '../support/data-dir-template';

/**
 * The club's time on the real server process run in UTC, as containers run: without CLUB_TIMEZONE it warns at start
 * and "today" turns at midnight UTC; with CLUB_TIMEZONE=Europe/London, at the club's midnight. The process's clock is
 * set to 23:30 UTC on 4 July 2027, which is already 5 July in London (support/fixed-clock.mjs).
 */
const ADMIN_PASSWORD = 'club-time-admin-password';
const FIXED_NOW = '2027-07-04T23:30:00Z';
const fixedClock = ['--import', path.resolve(import.meta.dirname, '../support/fixed-clock.mjs')];

let server: ServerProcess | undefined;
afterEach(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  server = undefined;
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = initialisedDataDir('touchline-club-time-');
  server = startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD, TZ: 'UTC', FIXED_NOW, ...env }, fixedClock);
  await server.ready;
  return server;
}

async function call<T>(s: ServerProcess, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(s.url(url), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, `${method} ${url}`).toBeLessThan(300);
  return url.endsWith('.ics') ? ((await res.text()) as T) : json<T>(res);
}

/** Two sessions, on 4 and 5 July 2027, 18:00 to 19:30; the dates of the upcoming ones and the admin's feed. */
async function upcomingAndFeed(s: ServerProcess) {
  const login = await fetch(s.url('/api/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const { token } = await json<{ token: string }>(login);
  const team = await call<{ team_id: number }>(s, token, 'POST', '/api/teams', {
    team_name: 'Clock FC',
    home_colours: 'R',
    away_colours: 'B',
    age_group: 'U10',
    club_name: 'Clock',
    contact_number: '1',
  });
  for (const date of ['2027-07-04', '2027-07-05']) {
    await call(s, token, 'POST', '/api/trainings', {
      date,
      start_time: '18:00',
      end_time: '19:30',
      venue: 'Park',
      team_id: team.team_id,
    });
  }
  const upcoming = await call<{ date: string }[]>(s, token, 'GET', '/api/trainings/upcoming');
  const feed = await call<{ url: string }>(s, token, 'GET', '/api/calendar/feed');
  const ics = await call<string>(s, token, 'GET', new URL(feed.url).pathname);
  return { upcoming: upcoming.map((t) => t.date), starts: ics.match(/^DTSTART:.*$/gm) };
}

describe('the club time zone on a server in UTC', { timeout: 400_000 }, () => {
  it('warns at start-up without CLUB_TIMEZONE, and "today" is then the UTC date', async () => {
    const s = await start({ CLUB_TIMEZONE: '' });
    expect(s.output()).toContain('CLUB_TIMEZONE is not set and the server runs in UTC');
    expect(s.output()).toContain('CLUB_TIMEZONE=Europe/London');
    const { upcoming, starts } = await upcomingAndFeed(s);
    expect(upcoming).toEqual(['2027-07-04', '2027-07-05']);
    expect(starts).toEqual(['DTSTART:20270704T180000Z', 'DTSTART:20270705T180000Z']);
  });

  it('follows the club’s wall clock with CLUB_TIMEZONE=Europe/London, and does not warn', async () => {
    const s = await start({ CLUB_TIMEZONE: 'Europe/London' });
    expect(s.output()).not.toContain('CLUB_TIMEZONE is not set');
    const { upcoming, starts } = await upcomingAndFeed(s);
    // 23:30 UTC on 4 July is 00:30 on 5 July in London: the 4 July session is past.
    expect(upcoming).toEqual(['2027-07-05']);
    // 18:00 in a British summer is 17:00 UTC.
    expect(starts).toEqual(['DTSTART:20270704T170000Z', 'DTSTART:20270705T170000Z']);
  });
});
