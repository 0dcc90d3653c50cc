import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysToDate, liveLinkMessages, type LiveLink, type LiveMatchView } from '@touchline/domain';
import { auditLog, liveLinks, playerConsents, teamCoaches } from '../src/db/schema';
import { today } from '../src/today';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A match's live link for relatives (decision 111): who may share and revoke it, what the public read shows (first
 * names only, no score in youth mode), when it stops working, and that its token reaches neither the database nor
 * the log.
 */
let t: TestApp;
let logged = '';
let admin: string;
let make: ReturnType<typeof factories>;
const tokens = { teamCoach: '', otherCoach: '', parent: '' };
let teamId = 0;
let matchId = 0;
const ids = { ben: 0, dan: 0, sam: 0, alex: 0, chris: 0 };

const PUBLIC_URL = 'https://club.example.org';

beforeAll(async () => {
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await createTestApp({ CLUB_TIMEZONE: 'Europe/London', PUBLIC_URL }, { log });
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
  teamId = (await make.team({ team_name: 'Riverside U12 Tigers', age_group: 'U12' })).team_id;
  const otherTeam = (await make.team({ team_name: 'Riverside U14 Eagles', age_group: 'U14' })).team_id;
  const player = async (name: string, short: string) =>
    (await make.player(teamId, { player_name: name, player_short_name: short })).player_id;
  ids.ben = await player('Benjamin Okonkwo-Hart', 'Ben O.');
  ids.dan = await player('Daniel Fairweather', 'Dan F.');
  ids.sam = await player('Samuel Quigley', 'Sam Q.');
  ids.alex = await player('Alexander Pemberton', 'Alex P.');
  ids.chris = await player('Christopher Lindqvist', 'Chris L.');
  // Named on the link with their families' consent (decision 130); Chris's family has not given it.
  await t.db
    .insert(playerConsents)
    .values(
      [ids.ben, ids.dan, ids.sam, ids.alex].map((playerId) => ({ playerId, kind: 'photos' as const, granted: true })),
    );
  matchId = (await make.match(teamId, { match_date: today(), opposition_name: 'Hilltop Rovers' })).match_id;

  const teamCoach = await t.createUser({ username: 'coach-tigers', types: ['Coach'], shortName: 'Coach Dan' });
  const otherCoach = await t.createUser({ username: 'coach-eagles', types: ['Coach'] });
  await t.db.insert(teamCoaches).values([
    { teamId, userId: teamCoach },
    { teamId: otherTeam, userId: otherCoach },
  ]);
  await t.createUser({ username: 'parent-tigers', types: ['Parent'] });
  tokens.teamCoach = await t.signIn('coach-tigers');
  tokens.otherCoach = await t.signIn('coach-eagles');
  tokens.parent = await t.signIn('parent-tigers');
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const linksOf = (match: number) => `/api/matches/${match}/live-links`;

async function share(token: string, match = matchId) {
  return t.request({ method: 'POST', url: linksOf(match), token });
}

async function shareOk(token = tokens.teamCoach, match = matchId) {
  const res = await share(token, match);
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<LiveLink & { url: string }>();
  return { ...created, token: decodeURIComponent(created.url.split('#')[1] ?? '') };
}

async function view(token: unknown) {
  return t.request({ method: 'POST', url: '/api/live-links/view', payload: { token } });
}

/** Records an event as the team's coach. */
async function record(path: string, payload: object) {
  const res = await t.request({
    method: 'POST',
    url: `/api/matches/${matchId}/${path}`,
    token: tokens.teamCoach,
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('sharing a live link', () => {
  it('gives the team coach an address on PUBLIC_URL, token after #, working until the club’s midnight', async () => {
    const link = await shareOk();
    expect(link.url.startsWith(`${PUBLIC_URL}/watch#`)).toBe(true);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.created_by).toBe('Coach Dan');
    // The end of the match day in London: the next day's 00:00 there (GMT or BST).
    const next = addDaysToDate(today(), 1);
    const midnight = new Date(link.expires_at);
    expect(midnight.getTime()).toBeGreaterThan(Date.now());
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(midnight),
    ).toBe(`${next.slice(8, 10)}/${next.slice(5, 7)}/${next.slice(0, 4)}, 00:00`);

    // Only the token's hash is stored, and the audit entry names the link without its address.
    const [row] = await t.db.select().from(liveLinks).where(eq(liveLinks.id, link.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(link.token);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'live_links'));
    expect(entries.map((e) => e.action)).toContain('POST /api/matches/:id/live-links');
    expect(JSON.stringify(entries)).not.toContain(link.token);
  });

  it('is for admins and the coaches of the match’s team: a parent and another team’s coach are refused', async () => {
    expect((await share(tokens.parent)).statusCode).toBe(403);
    const other = await share(tokens.otherCoach);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: liveLinkMessages.onlyTeamCoaches });
    expect((await t.request({ method: 'POST', url: linksOf(matchId) })).statusCode).toBe(401);
    const byAdmin = await shareOk(admin);
    expect(byAdmin.created_by).toBe('Admin');
    expect((await share(tokens.teamCoach, 999_999)).statusCode).toBe(404);
  });

  it('is refused on any day but the match day', async () => {
    for (const day of [addDaysToDate(today(), 1), addDaysToDate(today(), -1)]) {
      const match = (await make.match(teamId, { match_date: day })).match_id;
      const res = await share(tokens.teamCoach, match);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: liveLinkMessages.notMatchDay });
    }
  });

  it('is refused for a postponed or cancelled match', async () => {
    for (const status of ['postponed', 'cancelled'] as const) {
      const match = (await make.match(teamId, { match_date: today() })).match_id;
      const set = await t.request({
        method: 'POST',
        url: `/api/matches/${match}/status`,
        token: admin,
        payload: { status, reason: 'Waterlogged pitch' },
      });
      expect(set.statusCode, set.body).toBe(200);
      const res = await share(tokens.teamCoach, match);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: `This match is ${status}: there is nothing to watch` });
    }
  });
});

describe('the list of links and revoking one', () => {
  it('lists the links that work, with who shared them and until when, never their address', async () => {
    const match = (await make.match(teamId, { match_date: today() })).match_id;
    const a = await shareOk(tokens.teamCoach, match);
    const b = await shareOk(admin, match);
    const res = await t.request({ method: 'GET', url: linksOf(match), token: tokens.teamCoach });
    expect(res.statusCode).toBe(200);
    const { links } = res.json<{ links: LiveLink[] }>();
    expect(links.map((l) => [l.id, l.created_by])).toEqual([
      [a.id, 'Coach Dan'],
      [b.id, 'Admin'],
    ]);
    expect(links[0]).toEqual({ id: a.id, created_by: 'Coach Dan', created_at: a.created_at, expires_at: a.expires_at });
    expect(res.body).not.toContain(a.token);
    expect((await t.request({ method: 'GET', url: linksOf(match), token: tokens.otherCoach })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: linksOf(match), token: tokens.parent })).statusCode).toBe(403);
  });

  it('revokes a link: it stops working at once and leaves the list; another team’s coach may not', async () => {
    const link = await shareOk();
    expect((await view(link.token)).statusCode).toBe(200);
    // Listed (and the list kept in the read cache, decision 129) before the link is revoked.
    const listed = await t.request({ method: 'GET', url: linksOf(matchId), token: admin });
    expect(listed.json<{ links: LiveLink[] }>().links.map((l) => l.id)).toContain(link.id);
    const url = `${linksOf(matchId)}/${link.id}`;
    expect((await t.request({ method: 'DELETE', url, token: tokens.otherCoach })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url, token: tokens.parent })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url, token: tokens.teamCoach })).statusCode).toBe(204);

    const gone = await view(link.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ error: liveLinkMessages.gone });
    const list = await t.request({ method: 'GET', url: linksOf(matchId), token: admin });
    expect(list.json<{ links: LiveLink[] }>().links.map((l) => l.id)).not.toContain(link.id);
    // Revoked already, or a link of another match: 404 JSON.
    const again = await t.request({ method: 'DELETE', url, token: tokens.teamCoach });
    expect(again.statusCode).toBe(404);
    expect(typeof again.json<{ error: unknown }>().error).toBe('string');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'DELETE /api/matches/:id/live-links/:linkId'));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorUsername).toBe('coach-tigers');
  });
});

describe('what relatives see', () => {
  it("shows header, phase, score and timeline with first names only, 'Player' without consent", async () => {
    const link = await shareOk();
    await record('events', { event_type: 'GAME_START', minute: 0, notes: 'Kick-off, Okonkwo-Hart on the left' });
    await record('goals', {
      player_id: ids.ben,
      assist_player_id: ids.dan,
      minute: 12,
      notes: 'Great finish by Okonkwo-Hart',
    });
    await record('goals', {
      is_opposition_goal: true,
      opposition_scorer_name: 'Tommy Vasquez-Moreno',
      opposition_assist_name: 'Jake Ellery',
      minute: 20,
    });
    await record('cards', { player_id: ids.sam, card_type: 'YELLOW', minute: 25, notes: 'Quigley, late tackle' });
    await record('substitutions', { player_off_id: ids.alex, player_on_id: ids.chris, minute: 30 });
    await record('man-of-the-match', { player_id: ids.ben, notes: 'Ben O. was everywhere' });

    const res = await view(link.token);
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json<LiveMatchView>();
    expect(seen.match).toEqual({
      team_name: 'Riverside U12 Tigers',
      opposition_name: 'Hilltop Rovers',
      match_date: today(),
      kick_off_time: '10:00',
      home_or_away: 'Home',
      match_minutes: 90,
    });
    expect(seen.phase).toBe('FIRST_HALF');
    expect(seen.youth_mode).toBe(false);
    expect(seen.score).toMatchObject({ our_goals: 1, opposition_goals: 1 });
    expect(seen.expires_at).toBe(link.expires_at);

    const [goal, theirs] = seen.events.filter((e) => e.type === 'GOAL');
    expect(goal?.data).toMatchObject({
      scorer: 'Benjamin',
      assist: 'Daniel',
      player_id: null,
      scorer_short_name: null,
    });
    expect(theirs?.data).toMatchObject({ scorer: 'Tommy', opposition_scorer_name: 'Tommy', assist: 'Jake' });
    expect(seen.events.find((e) => e.type === 'CARD')?.data).toMatchObject({ player: 'Samuel', player_id: null });
    expect(seen.events.find((e) => e.type === 'SUBSTITUTION')?.data).toMatchObject({
      player_off: 'Alexander',
      player_on: 'Player',
    });
    expect(seen.events.find((e) => e.type === 'MAN_OF_THE_MATCH')?.data.player).toBe('Benjamin');
    expect(seen.events.every((e) => e.data.notes === null)).toBe(true);
    for (const secret of [
      'Okonkwo',
      'Hart',
      'Fairweather',
      'Quigley',
      'Pemberton',
      'Lindqvist',
      'Christopher',
      'Vasquez',
      'Moreno',
      'Ellery',
      'Ben O.',
      'Dan F.',
      link.token,
    ]) {
      expect(res.body, `the answer holds ${secret}`).not.toContain(secret);
    }
    for (const id of Object.values(ids)) expect(res.body).not.toMatch(new RegExp(`"player[a-z_]*id":${id}\\b`));
  });

  it('carries no score and no goals for a team in youth mode', async () => {
    const lions = (await make.team({ team_name: 'Riverside U10 Lions', age_group: 'U10' })).team_id;
    const kid = (await make.player(lions, { player_name: 'Oliver Brackenbury' })).player_id;
    await t.db.insert(playerConsents).values({ playerId: kid, kind: 'photos', granted: true });
    const match = (await make.match(lions, { match_date: today() })).match_id;
    const link = await shareOk(admin, match);
    const events = `/api/matches/${match}`;
    for (const [path, payload] of [
      ['events', { event_type: 'GAME_START', minute: 0 }],
      ['goals', { player_id: kid, minute: 5 }],
      ['goals', { is_opposition_goal: true, opposition_scorer_name: 'Number 9', minute: 7 }],
      ['cards', { player_id: kid, card_type: 'YELLOW', minute: 9 }],
    ] as const) {
      const res = await t.request({ method: 'POST', url: `${events}/${path}`, token: admin, payload });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await view(link.token);
    expect(res.statusCode).toBe(200);
    const seen = res.json<LiveMatchView>();
    expect(seen.youth_mode).toBe(true);
    expect(seen.score).toBeNull();
    expect(seen.events.map((e) => e.type)).toEqual(['MATCH_EVENT', 'CARD']);
    expect(seen.events[1]?.data).toMatchObject({ player: 'Oliver' });
    expect(res.body).not.toContain('our_goals');
    expect(res.body).not.toContain('Brackenbury');
  });

  it('stops at the end of the match day', async () => {
    const link = await shareOk();
    const end = new Date(link.expires_at).getTime();
    vi.useFakeTimers({ toFake: ['Date'], now: end - 1_000 });
    expect((await view(link.token)).statusCode).toBe(200);
    const listed = await t.request({ method: 'GET', url: linksOf(matchId), token: admin });
    expect(listed.json<{ links: LiveLink[] }>().links.map((l) => l.id)).toContain(link.id);
    vi.setSystemTime(end);
    const expired = await view(link.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ error: liveLinkMessages.gone });
    // Gone from the coach's list too.
    const list = await t.request({ method: 'GET', url: linksOf(matchId), token: admin });
    expect(list.json<{ links: LiveLink[] }>().links.map((l) => l.id)).not.toContain(link.id);
  });

  it('answers an unknown or malformed token with 4xx JSON', async () => {
    const unknown = await view('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: liveLinkMessages.invalid });
    for (const bad of ['', 'x'.repeat(201), 42, null]) {
      const res = await view(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(typeof res.json<{ error: unknown }>().error).toBe('string');
    }
    const noBody = await t.request({ method: 'POST', url: '/api/live-links/view' });
    expect(noBody.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBody.statusCode).toBeLessThan(500);
  });
});

describe('the log', () => {
  it('never holds a live link’s token or address, while it logs the requests that carried them', async () => {
    const link = await shareOk();
    expect((await view(link.token)).statusCode).toBe(200);
    await t.request({ method: 'DELETE', url: `${linksOf(matchId)}/${link.id}`, token: tokens.teamCoach });
    expect((await view(link.token)).statusCode).toBe(410);
    expect(logged).toContain('/api/live-links/view');
    expect(logged).toContain(`/api/matches/${matchId}/live-links`);
    expect(logged).not.toContain(link.token);
    expect(logged).not.toContain(link.url);
  });
});
