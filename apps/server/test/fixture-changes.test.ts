import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, type Match } from '@touchline/domain';
import { today } from '../src/today';
import { personWithEmail } from './support/people';
import type { SmtpSink } from './support/smtp-sink';
import { clubWithEmail, inboxOf as inboxOfPerson, type ClubWithEmail } from './support/club-with-email';
import type { TestApp } from './support/test-app';

/**
 * Fixture changes (decision 106): a changed date, kick-off, meet time or venue, and a fixture postponed or cancelled
 * with a reason, reach every family of the team in their inbox and by email; the calendar feed shows it.
 */
let t: TestApp;
let sink: SmtpSink;
let admin: string;
let coach: string;
let f: ClubWithEmail['f'];
let club: ClubWithEmail;

beforeAll(async () => {
  club = await clubWithEmail();
  ({ t, sink, admin, coach, f } = club);
});
afterAll(() => club.close());

let n = 0;
const family = (playerId: number) => personWithEmail(t, `family${++n}`, ['Parent'], [playerId]);

async function fixture() {
  const team = await f.team();
  await f.coaches(team.team_id, [club.coachId]);
  const a = await f.player(team.team_id);
  const b = await f.player(team.team_id);
  const parents = [await family(a.player_id), await family(b.player_id)];
  const match = await f.match(team.team_id, { match_date: addDaysToDate(today(), 6), kick_off_time: '10:00' });
  return { team, parents, match, players: [a, b] };
}

const inboxOf = (userId: number) => inboxOfPerson(t, userId);

describe('fixture changes', () => {
  it('tells every family of a changed kick-off, in the inbox and by email, once', async () => {
    const { team, parents, match } = await fixture();
    const body = f.matchBody(team.team_id, { match_date: addDaysToDate(today(), 6), kick_off_time: '11:30' });
    const res = await t.request({ method: 'PUT', url: `/api/matches/${match.match_id}`, token: admin, payload: body });
    expect(res.statusCode).toBe(200);
    expect(await t.app.jobs.drain()).toBe(1);
    for (const parent of parents) {
      const [notice] = await inboxOf(parent.userId);
      expect(notice?.kind).toBe('fixture_change');
      expect(notice?.subject).toMatch(/^Kick-off changed: Team \d+ v Opp \d+, \w+day \d+ \w+$/);
      expect(notice?.body).toContain('Kick-off: 10:00 → now 11:30.');
    }
    const emails = await sink.waitFor(2, (e) => parents.some((p) => p.email === e.to));
    expect(emails[0]!.text).toContain('Kick-off: 10:00 → now 11:30.');
    expect(emails[0]!.text).toMatch(/Open in Touchline: https:\/\/club\.example\.org\/inbox\/\d+/);
    expect(emails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await t.app.jobs.drain()).toBe(0);
  });

  it('says nothing when only what families do not act on changes (kit colours)', async () => {
    const { team, parents, match } = await fixture();
    const body = f.matchBody(team.team_id, { match_date: addDaysToDate(today(), 6), colours: 'Green and gold' });
    await t.request({ method: 'PUT', url: `/api/matches/${match.match_id}`, token: admin, payload: body });
    expect(await t.app.jobs.drain()).toBe(0);
    expect(await inboxOf(parents[0]!.userId)).toEqual([]);
  });

  it('postpones with a reason, shows it in the lists and the calendar, and puts the fixture back on', async () => {
    const { parents, match, players } = await fixture();
    const url = `/api/matches/${match.match_id}/status`;
    const noReason = await t.request({ method: 'POST', url, token: coach, payload: { status: 'postponed' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: 'Give families a reason' });
    expect(await t.app.jobs.drain()).toBe(0);
    const family = await t.request({
      method: 'POST',
      url,
      token: await t.signIn(`family${n}`),
      payload: { status: 'cancelled', reason: 'x' },
    });
    expect(family.statusCode).toBe(403);

    const cancelled = await t.request({
      method: 'POST',
      url,
      token: coach,
      payload: { status: 'cancelled', reason: 'Waterlogged pitch' },
    });
    expect(cancelled.json<Match>()).toMatchObject({ status: 'cancelled', status_reason: 'Waterlogged pitch' });
    await t.app.jobs.drain();
    const [notice] = await inboxOf(parents[0]!.userId);
    expect(notice?.subject).toMatch(/^Cancelled: /);
    expect(notice?.body).toContain('Reason: Waterlogged pitch');
    // It says so first, and what it was to be: never its kick-off and meet time as if it were on (#28 item 14).
    expect(notice?.body).toContain('This match is cancelled: it will not be played.');
    expect(notice?.body).toMatch(/It was to be played on \w+day \d+ \w+, kick-off \d\d:\d\d, at /);
    expect(notice?.body).not.toMatch(/Kick-off \d\d:\d\d, meet at/);
    const listed = await t.request({ method: 'GET', url: '/api/matches/upcoming', token: coach });
    expect(listed.json<Match[]>().find((m) => m.match_id === match.match_id)).toMatchObject({ status: 'cancelled' });
    const ics = await t.request({ method: 'GET', url: `/api/matches/${match.match_id}/calendar`, token: coach });
    expect(ics.body).toContain('STATUS:CANCELLED');
    expect(ics.body).toContain('SUMMARY:CANCELLED: Team');
    expect(ics.body).toMatch(/SEQUENCE:[1-9]/);
    // Answers are closed while it is off.
    const answer = await t.request({
      method: 'PUT',
      url: `/api/matches/${match.match_id}/answers/${players[0]!.player_id}`,
      token: coach,
      payload: { status: 'available' },
    });
    expect(answer.statusCode).toBe(409);

    const back = await t.request({ method: 'POST', url, token: coach, payload: { status: 'scheduled' } });
    expect(back.json<Match>()).toMatchObject({ status: 'scheduled', status_reason: null });
    await t.app.jobs.drain();
    expect((await inboxOf(parents[0]!.userId)).map((m) => m.subject.split(':')[0])).toEqual(['Cancelled', 'Back on']);
  });
});

describe("a team's coach runs the team's fixtures and training (#30)", () => {
  const call = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
    t.request({ method, url: `/api${url}`, token, payload });

  it('creates a fixture and moves its kick-off, and the families are told as when an admin does', async () => {
    const { team, parents } = await fixture();
    const created = await call(
      'POST',
      '/matches',
      coach,
      f.matchBody(team.team_id, { match_date: addDaysToDate(today(), 9) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const match = created.json<Match>();
    const moved = await call('PUT', `/matches/${match.match_id}`, coach, {
      ...f.matchBody(team.team_id, { match_date: addDaysToDate(today(), 9) }),
      kick_off_time: '14:15',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Match>().kick_off_time).toBe('14:15');
    await t.app.jobs.drain();
    for (const parent of parents)
      expect((await inboxOf(parent.userId)).some((m) => m.kind === 'fixture_change' && m.body.includes('14:15'))).toBe(
        true,
      );
    // Postponed and put back on by the coach too.
    const postponed = await call('POST', `/matches/${match.match_id}/status`, coach, {
      status: 'postponed',
      reason: 'Pitch waterlogged',
    });
    expect(postponed.statusCode, postponed.body).toBe(200);
  });

  it("refuses another team's fixtures and training before any rule (403), and moving one to another team", async () => {
    const own = await fixture();
    const other = await f.team();
    const theirs = await f.match(other.team_id, { match_date: addDaysToDate(today(), 10) });
    const refusal = { error: "Only this team's coaches and admins can change its matches" };
    // An incomplete body still gets 403, not the schema's 400: the permission first.
    for (const [method, url, payload] of [
      ['POST', '/matches', { team_id: other.team_id }],
      ['PUT', `/matches/${theirs.match_id}`, {}],
      ['PUT', `/matches/${own.match.match_id}`, f.matchBody(other.team_id)],
    ] as const) {
      const res = await call(method, url, coach, payload);
      expect([res.statusCode, res.json()], `${method} ${url}`).toMatchObject([403, refusal]);
    }
    const trainingRefusal = { error: "Only this team's coaches and admins can change its training sessions" };
    const session = { date: addDaysToDate(today(), 5), start_time: '18:00', end_time: '19:00', venue: 'Park' };
    expect((await call('POST', '/trainings', coach, { ...session, team_id: other.team_id })).json()).toMatchObject(
      trainingRefusal,
    );
    const theirTraining = await f.training(other.team_id);
    const refused = await call('PUT', `/trainings/${theirTraining.training_id}`, coach, {
      ...session,
      team_id: other.team_id,
    });
    expect([refused.statusCode, refused.json()]).toMatchObject([403, trainingRefusal]);
    // Nothing changed.
    const still = (
      await t.request({ method: 'GET', url: `/api/matches/${own.match.match_id}`, token: admin })
    ).json<Match>();
    expect(still.team_id).toBe(own.team.team_id);
  });

  it('adds and changes training sessions of their team; an admin changes any', async () => {
    const { team } = await fixture();
    const session = { date: addDaysToDate(today(), 5), start_time: '18:00', end_time: '19:00', venue: 'Park' };
    const created = await call('POST', '/trainings', coach, { ...session, team_id: team.team_id });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ training_id: number }>().training_id;
    const changed = await call('PUT', `/trainings/${id}`, coach, {
      ...session,
      venue: 'Sports hall',
      team_id: team.team_id,
    });
    expect([changed.statusCode, changed.json<{ venue: string }>().venue]).toEqual([200, 'Sports hall']);
    const byAdmin = await call('PUT', `/trainings/${id}`, admin, {
      ...session,
      venue: 'Field 2',
      team_id: team.team_id,
    });
    expect(byAdmin.statusCode).toBe(200);
    // Deleting stays an admin's.
    const removed = await t.request({ method: 'DELETE', url: `/api/trainings/${id}`, token: coach });
    expect(removed.statusCode).toBe(403);
  });
  it("refuses postponing, cancelling or putting back on another team's fixture before any rule", async () => {
    const own = await fixture();
    const other = await f.team();
    const child = await f.player(other.team_id);
    const theirParent = await family(child.player_id);
    const theirs = await f.match(other.team_id, { match_date: addDaysToDate(today(), 11) });
    const url = `/matches/${theirs.match_id}/status`;
    const refusal = { error: "Only this team's coaches and admins can change its matches" };
    await t.app.jobs.drain(); // what the tests before queued
    for (const payload of [{}, { status: 'cancelled', reason: 'Waterlogged' }, { status: 'scheduled' }]) {
      const res = await call('POST', url, coach, payload);
      expect([res.statusCode, res.json()], JSON.stringify(payload)).toMatchObject([403, refusal]);
    }
    expect(await t.app.jobs.drain()).toBe(0);
    expect(await inboxOf(theirParent.userId)).toEqual([]);
    const still = await t.request({ method: 'GET', url: `/api/matches/${theirs.match_id}`, token: admin });
    expect(still.json<Match>().status).toBe('scheduled');
    // Their own team's: the permission passes, then the rules ('Give families a reason').
    const own400 = await call('POST', `/matches/${own.match.match_id}/status`, coach, { status: 'postponed' });
    expect([own400.statusCode, own400.json()]).toMatchObject([400, { error: 'Give families a reason' }]);
  });

  it("refuses moving a training session to another team, and another team's before any rule (403)", async () => {
    const { team } = await fixture();
    const other = await f.team();
    const refusal = { error: "Only this team's coaches and admins can change its training sessions" };
    const session = { date: addDaysToDate(today(), 4), start_time: '18:00', end_time: '19:00', venue: 'Park' };
    const created = await call('POST', '/trainings', coach, { ...session, team_id: team.team_id });
    const id = created.json<{ training_id: number }>().training_id;
    const moved = await call('PUT', `/trainings/${id}`, coach, { ...session, team_id: other.team_id });
    expect([moved.statusCode, moved.json()]).toMatchObject([403, refusal]);
    const kept = await t.request({ method: 'GET', url: `/api/trainings/${id}`, token: admin });
    expect(kept.json<{ team_id: number }>().team_id).toBe(team.team_id);
    // An incomplete body: the coach of another team is refused first; their own team's goes on to the rules' 400.
    const theirs = await f.training(other.team_id);
    for (const [method, url, payload] of [
      ['POST', '/trainings', { team_id: other.team_id }],
      ['PUT', `/trainings/${theirs.training_id}`, {}],
      ['PUT', `/trainings/${id}`, { team_id: other.team_id }],
    ] as const) {
      const res = await call(method, url, coach, payload);
      expect([res.statusCode, res.json()], `${method} ${url}`).toMatchObject([403, refusal]);
    }
    expect((await call('POST', '/trainings', coach, { team_id: team.team_id })).statusCode).toBe(400);
    expect((await call('PUT', `/trainings/${id}`, coach, {})).statusCode).toBe(400);
  });

  it("lets an admin create, change, move and postpone any team's fixtures and sessions", async () => {
    const { team } = await fixture();
    const other = await f.team();
    const match = await call('POST', '/matches', admin, f.matchBody(other.team_id));
    expect(match.statusCode, match.body).toBe(201);
    const matchId = match.json<Match>().match_id;
    const moved = await call('PUT', `/matches/${matchId}`, admin, f.matchBody(team.team_id));
    expect([moved.statusCode, moved.json<Match>().team_id]).toEqual([200, team.team_id]);
    const off = await call('POST', `/matches/${matchId}/status`, admin, { status: 'postponed', reason: 'Snow' });
    expect(off.statusCode, off.body).toBe(200);
    const session = { date: addDaysToDate(today(), 3), start_time: '18:00', end_time: '19:00', venue: 'Park' };
    const training = await call('POST', '/trainings', admin, { ...session, team_id: other.team_id });
    expect(training.statusCode, training.body).toBe(201);
    const trainingId = training.json<{ training_id: number }>().training_id;
    const trainingMoved = await call('PUT', `/trainings/${trainingId}`, admin, { ...session, team_id: team.team_id });
    expect(trainingMoved.statusCode, trainingMoved.body).toBe(200);
  });
});
