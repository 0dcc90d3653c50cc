import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, squadMessages, type SquadView } from '@touchline/domain';
import { today } from '../src/today';
import { personWithEmail } from './support/people';
import type { SmtpSink } from './support/smtp-sink';
import { clubWithEmail, inboxOf as inboxOfPerson, type ClubWithEmail } from './support/club-with-email';
import type { TestApp } from './support/test-app';

/**
 * Squad announcements (decision 106): the coach publishes the lineup's starting players with substitutes and standby;
 * the selected players' families get it in their inbox and by email, with meet time, venue, kit and kick-off.
 */
let t: TestApp;
let sink: SmtpSink;
let coach: string;
let f: ClubWithEmail['f'];
let club: ClubWithEmail;

beforeAll(async () => {
  club = await clubWithEmail();
  ({ t, sink, coach, f } = club);
});
afterAll(() => club.close());

let n = 0;
async function setUp() {
  const team = await f.team();
  await f.coaches(team.team_id, [club.coachId]);
  const kids: { player_id: number; player_name: string }[] = [];
  for (let i = 0; i < 5; i += 1) kids.push(await f.player(team.team_id));
  const parents = [];
  for (const kid of kids) parents.push(await personWithEmail(t, `squad.parent${++n}`, ['Parent'], [kid.player_id]));
  const match = await f.match(team.team_id, { match_date: addDaysToDate(today(), 5), meet_time: '09:15' });
  const formations = (await t.request({ method: 'GET', url: '/api/formations', token: coach })).json<
    { id: number; players_on_pitch: number }[]
  >();
  const five = formations.find((x) => x.players_on_pitch === 5)!;
  const shape = (await t.request({ method: 'GET', url: `/api/formations/${five.id}`, token: coach })).json<{
    positions: { id: number; position_name: string }[];
  }>();
  const place = (count: number) =>
    t.request({
      method: 'POST',
      url: `/api/lineups/match/${match.match_id}`,
      token: coach,
      payload: {
        formationId: five.id,
        players: kids.slice(0, count).map((k, i) => ({
          player_id: k.player_id,
          formation_position_id: shape.positions[i]!.id,
          position: shape.positions[i]!.position_name,
        })),
      },
    });
  return { team, kids, parents, match, place };
}

const publish = (matchId: number, body: object, token = coach) =>
  t.request({ method: 'POST', url: `/api/matches/${matchId}/squad`, token, payload: body });

const inboxOf = (userId: number) => inboxOfPerson(t, userId);

describe('squad announcements', () => {
  it("publishes the lineup's starters with substitutes and standby, and tells only the selected families", async () => {
    const { kids, parents, match, place } = await setUp();
    expect((await publish(match.match_id, { substitutes: [], standby: [] })).json()).toMatchObject({
      error: squadMessages.saveLineupFirst,
    });
    expect((await place(2)).statusCode).toBe(200);
    const res = await publish(match.match_id, { substitutes: [kids[2]!.player_id], standby: [kids[3]!.player_id] });
    expect(res.statusCode).toBe(200);
    const squad = res.json<SquadView>();
    expect(squad.times).toBe(1);
    expect(squad.players.map((p) => p.role)).toEqual(['starting', 'starting', 'substitute', 'standby']);
    expect(await t.app.jobs.drain()).toBe(1);

    const [notice] = await inboxOf(parents[2]!.userId);
    expect(notice?.kind).toBe('squad');
    expect(notice?.subject).toMatch(/^Squad: Team \d+ v Opp \d+, \w+day \d+ \w+$/);
    expect(notice?.body).toContain('Kick-off 10:00, meet at 09:15.');
    expect(notice?.body).toContain('Venue: Riverside Park, Mill Lane (map: https://www.google.com/maps/search/');
    expect(notice?.body).toContain(`Substitutes: ${kids[2]!.player_name}.`);
    // The fifth player was not selected: their family hears nothing.
    expect(await inboxOf(parents[4]!.userId)).toEqual([]);
    const emails = await sink.waitFor(4, (e) => parents.slice(0, 4).some((p) => p.email === e.to));
    expect(emails[0]!.text).toContain('Kit: Red.');
    expect(emails.some((e) => e.to === parents[4]!.email)).toBe(false);

    const again = await publish(match.match_id, { substitutes: [kids[2]!.player_id], standby: [] });
    expect(again.json<SquadView>().times).toBe(2);
    await t.app.jobs.drain();
    expect((await inboxOf(parents[2]!.userId)).map((m) => m.subject.split(':')[0])).toEqual(['Squad', 'Squad updated']);
    // The player dropped from standby: their family is told too, and the message names who is no longer in (item 13).
    const dropped = await inboxOf(parents[3]!.userId);
    expect(dropped.map((m) => m.subject.split(':')[0])).toEqual(['Squad', 'Squad updated']);
    expect(dropped[1]!.body).toContain(`No longer in the squad: ${kids[3]!.player_name}.`);
    expect(await inboxOf(parents[4]!.userId)).toEqual([]);
  });

  it('refuses to publish while a starter has since answered Not available, naming them (item 13)', async () => {
    const { kids, parents, match, place } = await setUp();
    await place(2);
    await t.request({
      method: 'PUT',
      url: `/api/matches/${match.match_id}/answers/${kids[1]!.player_id}`,
      token: parents[1]!.token,
      payload: { status: 'not_available' },
    });
    const refused = await publish(match.match_id, { substitutes: [], standby: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: squadMessages.starterNotAvailable(kids[1]!.player_name) });
    expect(await t.app.jobs.drain()).toBe(0);
  });

  it('refuses a player twice, one of another team or not available, and families', async () => {
    const { kids, parents, match, place } = await setUp();
    await place(2);
    const other = await f.player((await f.team()).team_id);
    await t.request({
      method: 'PUT',
      url: `/api/matches/${match.match_id}/answers/${kids[3]!.player_id}`,
      token: parents[3]!.token,
      payload: { status: 'not_available' },
    });
    const refusals = [
      await publish(match.match_id, { substitutes: [kids[0]!.player_id], standby: [] }),
      await publish(match.match_id, { substitutes: [other.player_id], standby: [] }),
      await publish(match.match_id, { substitutes: [kids[3]!.player_id], standby: [] }),
      await publish(match.match_id, { substitutes: [], standby: [] }, parents[0]!.token),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([400, 400, 400, 403]);
    expect(refusals.slice(0, 3).map((r) => r.json().error)).toEqual([
      squadMessages.oneGroup,
      squadMessages.notInTeam,
      squadMessages.notAvailable(kids[3]!.player_name),
    ]);
    const none = await t.request({ method: 'GET', url: `/api/matches/${match.match_id}/squad`, token: coach });
    expect(none.json()).toEqual({ published_at: null, times: 0, players: [] });
    expect(await t.app.jobs.drain()).toBe(0);
  });
});
