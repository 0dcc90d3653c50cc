import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  addDaysToDate,
  fixtureAnswerMessages as texts,
  type FixtureAnswersView,
  type LinkAnswer,
  type MatchAvailabilityItem,
} from '@touchline/domain';
import { availabilityReminders, matches as matchRows, players as playerRows } from '../src/db/schema';
import { signingKey } from '../src/db/install';
import { signLink, type SignedLink } from '../src/jobs/signed-links';
import { clubDateTime } from '../src/club-time';
import { today } from '../src/today';
import { personWithEmail } from './support/people';
import { linkToken, type ReceivedEmail, type SmtpSink } from './support/smtp-sink';
import { clubWithEmail, PUBLIC_URL, type ClubWithEmail } from './support/club-with-email';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Availability requests (decision 106) over a real SMTP conversation: answers and what counts, the deadline's lock,
 * which families the schedule reminds and when, 'Remind now', one-click links and unsubscribing.
 */
let t: TestApp;
let sink: SmtpSink;
let admin: string;
let coach: string;
let f: ClubWithEmail['f'];
let club: ClubWithEmail;
/** Makes the coach this team's coach (decision 116). */
let coached: (teamId: number) => Promise<void>;

beforeAll(async () => {
  club = await clubWithEmail();
  ({ t, sink, admin, coach, f } = club);
  coached = (teamId) => f.coaches(teamId, [club.coachId]);
});
afterAll(() => club.close());

let people = 0;
/** A parent account with an email, linked to the players given. */
const parent = (...playerIds: number[]) => personWithEmail(t, `parent${++people}`, ['Parent'], playerIds);

/** A team of three players with a parent each, and a fixture `days` ahead. */
async function squad(days = 10) {
  const team = await f.team();
  await coached(team.team_id);
  const players = [await f.player(team.team_id), await f.player(team.team_id), await f.player(team.team_id)];
  const parents = [
    await parent(players[0]!.player_id),
    await parent(players[1]!.player_id),
    await parent(players[2]!.player_id),
  ];
  const match = await f.match(team.team_id, { match_date: addDaysToDate(today(), days), kick_off_time: '10:00' });
  return { team, players, parents, match };
}

const answer = (matchId: number, playerId: number, token: string, payload: object) =>
  t.request({ method: 'PUT', url: `/api/matches/${matchId}/answers/${playerId}`, token, payload });
const view = async (matchId: number) =>
  (await t.request({ method: 'GET', url: `/api/matches/${matchId}/answers`, token: coach })).json<FixtureAnswersView>();
const byLink = (payload: object) => t.request({ method: 'POST', url: '/api/answers/by-link', payload });
const emailsTo = (address: string) => sink.received.filter((e) => e.to === address);

/** Waits until every queued email has been sent (or has failed). */
async function outboxSettled() {
  for (let i = 0; i < 200; i++) {
    const result = await t.db.execute(sql`select count(*)::int as n from outbox where status in ('queued', 'sending')`);
    if ((result as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the outbox did not settle');
}

/**
 * Runs the planner at `now` and every job it decided, waits for an email to each address expected, and gives the
 * emails that arrived for any of `watched` (other tests' fixtures are planned too).
 */
async function runSchedule(now: Date, expected: string[], watched: string[] = expected) {
  const before = sink.received.length;
  await t.app.planNotices(now);
  await t.app.jobs.drain();
  t.app.mail?.wake();
  for (const to of expected) await sink.waitFor(1, (e) => e.to === to && sink.received.indexOf(e) >= before);
  await outboxSettled();
  return sink.received.slice(before).filter((e) => watched.includes(e.to));
}

describe('answers', () => {
  it('a parent answers for their child; the coach sees the counts and the names under each', async () => {
    const { players, parents, match } = await squad();
    const [a, b] = players;
    expect((await answer(match.match_id, a!.player_id, parents[0]!.token, { status: 'available' })).statusCode).toBe(
      200,
    );
    const maybe = await answer(match.match_id, b!.player_id, parents[1]!.token, {
      status: 'maybe',
      note: 'Cup final?',
    });
    expect(maybe.json()).toMatchObject({ answer: 'maybe', note: 'Cup final?', source: 'app' });
    const seen = await view(match.match_id);
    expect(seen.counts).toEqual({ available: 1, maybe: 1, not_available: 0, no_answer: 1 });
    expect(seen.players.find((p) => p.player_id === b!.player_id)).toMatchObject({
      answer: 'maybe',
      note: 'Cup final?',
    });
    expect(seen.fixture.open).toBe(true);
  });

  it('lets the parent decide for an under-16, not the child’s own account; the coach sees who answered', async () => {
    const { players, parents, match } = await squad();
    const child = players[0]!;
    const own = await personWithEmail(t, `child${++people}`, ['Player']);
    await t.db.update(playerRows).set({ userId: own.userId }).where(eq(playerRows.playerId, child.player_id));
    const given = await answer(match.match_id, child.player_id, parents[0]!.token, {
      status: 'not_available',
      note: 'School trip',
    });
    expect(given.json()).toMatchObject({ answer: 'not_available', answered_by: parents[0]!.username });
    // The factories' players are 12: the child's own account reads the answer, never changes it.
    const overwrite = await answer(match.match_id, child.player_id, own.token, { status: 'available' });
    expect(overwrite.statusCode).toBe(403);
    expect(overwrite.json()).toMatchObject({ error: texts.parentsDecide });
    const seen = (await view(match.match_id)).players.find((p) => p.player_id === child.player_id);
    expect(seen).toMatchObject({ answer: 'not_available', note: 'School trip', answered_by: parents[0]!.username });
    // From 16 the player answers for themself.
    await t.db.update(playerRows).set({ dateOfBirth: '2008-01-01' }).where(eq(playerRows.playerId, child.player_id));
    const grown = await answer(match.match_id, child.player_id, own.token, { status: 'available' });
    expect(grown.statusCode).toBe(200);
    expect(grown.json()).toMatchObject({ answer: 'available', answered_by: own.username });
  });

  it('refuses another family’s child, a player of another team and a bad answer, changing nothing', async () => {
    const { players, parents, match } = await squad();
    const other = await f.player((await f.team()).team_id);
    const refusals = [
      await answer(match.match_id, players[1]!.player_id, parents[0]!.token, { status: 'available' }),
      await answer(match.match_id, other.player_id, admin, { status: 'available' }),
      await answer(match.match_id, players[0]!.player_id, parents[0]!.token, { status: 'yes' }),
      await answer(match.match_id, players[0]!.player_id, parents[0]!.token, { status: 'maybe', extra: 1 }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([403, 400, 400, 400]);
    expect(refusals[1]!.json()).toMatchObject({ error: texts.notInTeam });
    expect(refusals[2]!.json().error).toBe('status must be available, maybe or not_available');
    expect((await view(match.match_id)).counts.no_answer).toBe(3);
  });

  it("a 'date I will miss' answers Not available by itself; the newer of it and an answer counts", async () => {
    const { players, parents, match } = await squad();
    const [a] = players;
    const date = addDaysToDate(today(), 10);
    const record = await t.request({
      method: 'POST',
      url: '/api/availability',
      token: parents[0]!.token,
      payload: { player_id: a!.player_id, unavailable_date: date, notes: 'Holiday' },
    });
    expect(record.statusCode).toBe(201);
    const one = async () => (await view(match.match_id)).players.find((p) => p.player_id === a!.player_id);
    expect(await one()).toMatchObject({ answer: 'not_available', source: 'date', note: 'Holiday' });
    // Not offered to the lineup editor.
    const offered = await t.request({ method: 'GET', url: `/api/players/match/${match.match_id}`, token: coach });
    expect(offered.json<{ player_id: number }[]>().map((p) => p.player_id)).not.toContain(a!.player_id);
    await answer(match.match_id, a!.player_id, parents[0]!.token, { status: 'available', note: 'Back early' });
    expect(await one()).toMatchObject({ answer: 'available', source: 'app', note: 'Back early' });
    // The dashboard's list agrees.
    const mine = await t.request({
      method: 'GET',
      url: `/api/availability/match/${a!.player_id}`,
      token: parents[0]!.token,
    });
    expect(mine.json<MatchAvailabilityItem[]>()[0]).toMatchObject({ answer: 'available', available: true });
  });

  it("changing a fixture's details keeps every answer", async () => {
    const { players, parents, match } = await squad();
    await answer(match.match_id, players[0]!.player_id, parents[0]!.token, { status: 'not_available' });
    const body = f.matchBody((await view(match.match_id)).fixture.team_id, {
      match_date: addDaysToDate(today(), 11),
      kick_off_time: '11:30',
      venue_name: 'New Ground',
    });
    const put = await t.request({ method: 'PUT', url: `/api/matches/${match.match_id}`, token: admin, payload: body });
    expect(put.statusCode).toBe(200);
    expect((await view(match.match_id)).counts).toMatchObject({ not_available: 1, no_answer: 2 });
  });
});

describe('the response deadline', () => {
  it('locks answers for families after it; coaches can still change them', async () => {
    const { team, players, parents, match } = await squad(3);
    const settings = { deadline_days: 4, reminder_days: [6, 4], reminder_time: '18:00' };
    const put = await t.request({
      method: 'PUT',
      url: `/api/teams/${team.team_id}/availability-settings`,
      token: coach,
      payload: settings,
    });
    expect(put.json()).toEqual(settings);
    const locked = await answer(match.match_id, players[0]!.player_id, parents[0]!.token, { status: 'available' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatch(/^Answers for this fixture closed on \w+day \d+ \w+, 23:59\. Ask the coach/);
    const byCoach = await answer(match.match_id, players[0]!.player_id, coach, { status: 'available' });
    expect(byCoach.json()).toMatchObject({ answer: 'available', source: 'coach' });
    expect((await view(match.match_id)).fixture.open).toBe(false);
  });

  it('keeps the defaults until set, and refuses reminders after the deadline day', async () => {
    const team = await f.team();
    await coached(team.team_id);
    const url = `/api/teams/${team.team_id}/availability-settings`;
    expect((await t.request({ method: 'GET', url, token: coach })).json()).toEqual({
      deadline_days: 2,
      reminder_days: [5, 2],
      reminder_time: '09:00',
    });
    const bad = await t.request({
      method: 'PUT',
      url,
      token: coach,
      payload: { deadline_days: 3, reminder_days: [5, 1], reminder_time: '09:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Reminders must go out on or before the deadline day' });
    const family = await parent();
    expect((await t.request({ method: 'GET', url, token: family.token })).statusCode).toBe(403);
  });
});

describe('requests and reminders', () => {
  const at = (date: string, time: string) => clubDateTime(date, time);

  it('asks every family once, reminds only those without an answer, and skips who turned reminders off', async () => {
    const { players, parents, match } = await squad(10);
    const matchDate = addDaysToDate(today(), 10);
    // The request: due 14 days before, so at once for a fixture 10 days ahead; planning again decides nothing more.
    const emails = parents.map((p) => p.email);
    const ours = await runSchedule(new Date(), emails);
    expect(ours.map((e) => e.to).sort()).toEqual([...emails].sort());
    expect(ours[0]!.subject).toMatch(/^Can Player \d+ play on \w+day \d+ \w+\?$/);
    expect(await t.app.planNotices(new Date())).toBe(0);

    // One family answers, one turns reminders off; the 5-day reminder goes to the third only.
    await answer(match.match_id, players[0]!.player_id, parents[0]!.token, { status: 'available' });
    const off = await t.request({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      token: parents[1]!.token,
      payload: {
        kinds: {
          availability_request: 'email',
          reminder: 'none',
          squad: 'email',
          fixture_change: 'email',
          club_message: 'email',
          match_day: 'none',
        },
        digest: false,
      },
    });
    expect(off.statusCode).toBe(200);
    const fiveDays = at(addDaysToDate(matchDate, -5), '09:01');
    const reminders = await runSchedule(fiveDays, [parents[2]!.email], emails);
    expect(reminders.map((e) => e.to)).toEqual([parents[2]!.email]);
    expect(reminders[0]!.subject).toMatch(/^Reminder: Can Player \d+ play/);
    // Planning the same moment again (another instance) sends nothing more.
    expect(await t.app.planNotices(fiveDays)).toBe(0);
    const third = (await view(match.match_id)).players.find((p) => p.player_id === players[2]!.player_id);
    expect(third?.reminded.map((r) => r.trigger)).toEqual(['request', 'scheduled']);
  });

  it('sends no reminder before its time, after the deadline, or for a reminder time before the request', async () => {
    const { match, parents } = await squad(4);
    const matchDate = addDaysToDate(today(), 4);
    await runSchedule(
      new Date(),
      parents.map((p) => p.email),
    );
    // The 5-day reminder's time came before the request went out: not sent.
    expect(await t.app.planNotices(new Date())).toBe(0);
    // The 2-day reminder: not before 09:00 that day, and nothing once the deadline (end of that day) has passed.
    expect(await t.app.planNotices(at(addDaysToDate(matchDate, -2), '08:59'))).toBe(0);
    expect(await t.app.planNotices(at(addDaysToDate(matchDate, -1), '09:00'))).toBe(0);
    expect(await t.app.planNotices(at(addDaysToDate(matchDate, -2), '09:00'))).toBe(1);
    expect((await view(match.match_id)).counts.no_answer).toBe(3);
  });

  it('asks for a fixture added after the deadline and gives families a day, up to kick-off (item 10)', async () => {
    // Tomorrow at 10:00: the team's deadline (the end of the day two days before) has passed before anyone was asked.
    const { match, parents } = await squad(1);
    expect((await view(match.match_id)).fixture.open).toBe(false);
    const sent = await runSchedule(
      new Date(),
      parents.map((p) => p.email),
    );
    expect(sent).toHaveLength(3);
    const [row] = await t.db
      .select({ at: matchRows.answersRequestedAt })
      .from(matchRows)
      .where(eq(matchRows.matchId, match.match_id));
    const { fixture } = await view(match.match_id);
    const aDayLater = Math.floor(row!.at!.getTime() / 1000) * 1000 + 24 * 3_600_000;
    expect(Date.parse(fixture.deadline)).toBe(Math.min(Date.parse(fixture.kick_off_at), aDayLater));
    expect(fixture.open).toBe(true);
    expect(sent[0]!.text).toContain('Please answer by');
    // The families can answer, from the app and from the email's link.
    const token = linkToken(sent[0]!.text, 'respond/available');
    expect((await byLink({ token, status: 'available' })).statusCode).toBe(200);
    // Asked once: planning again decides nothing for it.
    expect(await t.app.planNotices(new Date())).toBe(0);
  });

  it("'Remind now' emails the families without an answer, and says so without email", async () => {
    const { players, parents, match } = await squad(6);
    await answer(match.match_id, players[1]!.player_id, parents[1]!.token, { status: 'maybe' });
    const before = sink.received.length;
    const res = await t.request({ method: 'POST', url: `/api/matches/${match.match_id}/reminders`, token: coach });
    expect(res.json()).toEqual({ reminded: 2, players: 2 });
    const sent = (await sink.waitFor(before + 2)).slice(before);
    expect(sent.map((e) => e.to).sort()).toEqual([parents[0]!.email, parents[2]!.email].sort());
    const family = await t.request({
      method: 'POST',
      url: `/api/matches/${match.match_id}/reminders`,
      token: parents[0]!.token,
    });
    expect(family.statusCode).toBe(403);

    // Six taps in a row send one reminder: the others are refused in words, and nothing more goes out (item 12).
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request({ method: 'POST', url: `/api/matches/${match.match_id}/reminders`, token: coach }),
      ),
    );
    expect(again.map((r) => r.statusCode)).toEqual([429, 429, 429, 429, 429]);
    expect(again[0]!.json<{ error: string }>().error).toMatch(
      /^The families without an answer were reminded at \d\d:\d\d\. The next reminder can go at \d\d:\d\d\.$/,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received.length).toBe(before + 2);

    const plain = await createTestApp();
    try {
      const a = await plain.signIn('admin');
      const pf = factories(plain, () => a);
      const m = await pf.match((await pf.team()).team_id, { match_date: addDaysToDate(today(), 5) });
      const none = await plain.request({ method: 'POST', url: `/api/matches/${m.match_id}/reminders`, token: a });
      expect(none.statusCode).toBe(409);
      expect(none.json()).toMatchObject({ error: texts.emailOff });
    } finally {
      await plain.close();
    }
  });
});

describe('one-click links', () => {
  async function linkEmail(): Promise<{ email: ReceivedEmail; s: Awaited<ReturnType<typeof squad>> }> {
    const s = await squad(7);
    const before = sink.received.length;
    await t.request({ method: 'POST', url: `/api/matches/${s.match.match_id}/reminders`, token: coach });
    const [email] = (await sink.waitFor(before + 3)).slice(before).filter((e) => e.to === s.parents[0]!.email);
    return { email: email!, s };
  }

  it('records the answer without signing in, for that player and fixture, and takes a note after', async () => {
    const { email, s } = await linkEmail();
    expect(email.text).toContain(`${PUBLIC_URL}/respond/available#`);
    expect(email.html).toContain(`${PUBLIC_URL}/respond/not_available#`);
    const token = linkToken(email.text, 'respond/not_available');
    const looked = await byLink({ token });
    expect(looked.json<LinkAnswer>()).toMatchObject({
      answer: null,
      fixture: { match_id: s.match.match_id, open: true },
    });
    const res = await byLink({ token, status: 'not_available' });
    expect(res.statusCode).toBe(200);
    expect(res.json<LinkAnswer>()).toMatchObject({ player_name: s.players[0]!.player_name, answer: 'not_available' });
    await byLink({ token, status: 'not_available', note: 'Grandma’s birthday' });
    const seen = (await view(s.match.match_id)).players.find((p) => p.player_id === s.players[0]!.player_id);
    expect(seen).toMatchObject({ answer: 'not_available', source: 'link', note: 'Grandma’s birthday' });
  });

  it('refuses a forged link, one changed to another player, an expired one and one after the deadline', async () => {
    const { email, s } = await linkEmail();
    const token = linkToken(email.text, 'respond/available');
    const [payload, mac] = token.split('.') as [string, string];
    const forged = `${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, number>;
    const otherPlayer = Buffer.from(JSON.stringify({ ...claims, pl: s.players[1]!.player_id })).toString('base64url');
    const key = await signingKey(t.db);
    const results = [
      await byLink({ token: forged, status: 'available' }),
      await byLink({ token: `${otherPlayer}.${mac}`, status: 'available' }),
      await byLink({ token: 'not-a-token', status: 'available' }),
    ];
    expect(results.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(results[0]!.json()).toMatchObject({ error: texts.linkInvalid });
    // An unsubscribe token is not an answer link.
    const unsubscribe = signLink(key, { p: 'unsubscribe', u: claims.u!, k: 'reminder' });
    expect((await byLink({ token: unsubscribe, status: 'available' })).statusCode).toBe(400);
    // After the deadline the link still shows the fixture but takes no answer.
    await t.request({
      method: 'PUT',
      url: `/api/teams/${s.team.team_id}/availability-settings`,
      token: coach,
      payload: { deadline_days: 8, reminder_days: [8], reminder_time: '09:00' },
    });
    const late = await byLink({ token, status: 'available' });
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toMatch(/^Answers for this fixture closed on/);
    expect((await view(s.match.match_id)).counts.no_answer).toBe(3);
  });

  it('follows the fixture as it is now: a link sent for an earlier kick-off answers, a kicked-off not', async () => {
    const { email, s } = await linkEmail();
    const claims = JSON.parse(
      Buffer.from(linkToken(email.text, 'respond/available').split('.')[0]!, 'base64url').toString(),
    );
    // A link as they were sent before (#28 item 8): it carried the kick-off it was sent for, since passed because the
    // fixture was moved later. The fixture, seven days ahead, still takes answers, so the link does.
    const key = await signingKey(t.db);
    const sentForEarlier = signLink(key, { ...claims, exp: Date.now() - 60_000 } as SignedLink);
    const moved = await byLink({ token: sentForEarlier, status: 'maybe' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ answer: 'maybe' });
    // Moved to a kick-off that has passed (today at midnight): the link shows what stands and takes nothing.
    await t.db
      .update(matchRows)
      .set({ matchDate: today(), kickOffTime: '00:00' })
      .where(eq(matchRows.matchId, s.match.match_id));
    const looked = await byLink({ token: sentForEarlier });
    expect(looked.statusCode).toBe(200);
    expect(looked.json()).toMatchObject({ answer: 'maybe', fixture: { open: false, match_date: today() } });
    // Whom to ask instead (#28 item 10): the team's coach by name and the team's number.
    expect(looked.json<LinkAnswer>().contact).toEqual({ coaches: [expect.any(String)], phone: s.team.contact_number });
    const late = await byLink({ token: sentForEarlier, status: 'available' });
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toMatch(/^Answers for this fixture closed on/);
  });

  it('stops working for a parent no longer linked to the player', async () => {
    const { email, s } = await linkEmail();
    await t.db.execute(sql`delete from parent_player_associations where parent_user_id = ${s.parents[0]!.userId}`);
    const res = await byLink({ token: linkToken(email.text, 'respond/available'), status: 'available' });
    expect(res.statusCode).toBe(403);
  });
});

describe('unsubscribing', () => {
  it('every email carries List-Unsubscribe with one-click POST, which works without signing in', async () => {
    const s = await squad(8);
    const before = sink.received.length;
    await t.request({ method: 'POST', url: `/api/matches/${s.match.match_id}/reminders`, token: coach });
    const email = (await sink.waitFor(before + 3)).slice(before).find((e) => e.to === s.parents[0]!.email)!;
    expect(email.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Sent by the server, not a person (RFC 3834): no out-of-office reply comes back.
    expect(email.headers['auto-submitted']).toBe('auto-generated');
    const header = /<(https:\/\/club\.example\.org\/api\/unsubscribe\/[^>]+)>/.exec(
      email.headers['list-unsubscribe'] ?? '',
    );
    expect(header).not.toBeNull();
    const res = await t.request({
      method: 'POST',
      url: new URL(header![1]!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'reminder', label: 'Reminders to answer' });
    const prefs = await t.request({
      method: 'GET',
      url: '/api/account/notification-preferences',
      token: s.parents[0]!.token,
    });
    expect(prefs.json()).toMatchObject({ kinds: { reminder: 'none', availability_request: 'email' } });
    // The page link in the footer does the same through POST /api/unsubscribe.
    const page = linkToken(email.text, 'unsubscribe');
    expect((await t.request({ method: 'POST', url: '/api/unsubscribe', payload: { token: page } })).statusCode).toBe(
      200,
    );
    // Half an hour later (the reminders' times moved back), the coach reminds again.
    await t.db
      .update(availabilityReminders)
      .set({ sentAt: sql`sent_at - interval '31 minutes'` })
      .where(eq(availabilityReminders.matchId, s.match.match_id));
    const again = await t.request({ method: 'POST', url: `/api/matches/${s.match.match_id}/reminders`, token: coach });
    expect(again.json()).toEqual({ reminded: 2, players: 2 });
    expect(emailsTo(s.parents[0]!.email)).toHaveLength(1);
    const forged = await t.request({ method: 'POST', url: '/api/unsubscribe', payload: { token: `${page}x` } });
    expect(forged.statusCode).toBe(400);
  });
});
