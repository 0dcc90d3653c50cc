import type { FastifyPluginAsync } from 'fastify';
import { and, eq, max, sql } from 'drizzle-orm';
import {
  fixtureAnswerMessages as texts,
  contracts,
  DEFAULT_AVAILABILITY_SETTINGS,
  displayName,
  isAdmin,
  isChild,
  isCoachOrAdmin,
  nextReminderAllowedAt,
  settingsProblem,
  type FixtureAnswer,
  isFixtureOn,
  type LinkAnswer,
} from '@touchline/domain';
import type { Db } from '../db/open';
import {
  availabilityReminders,
  fixtureResponses,
  players,
  teamAvailabilitySettings,
  teamCoaches,
  teams,
  users,
} from '../db/schema';
import { audit } from '../audit/record';
import { authOf } from '../plugins/access';
import { assertCanActForPlayer, assertFamilyOf } from '../plugins/player-access';
import { coachesTeam } from '../queries/team-coaches';
import { HttpError, notFound } from '../plugins/errors';
import { cachedRead } from '../plugins/read-cache';
import { emailAnswerRequests } from '../jobs/answer-requests';
import { readLink } from '../jobs/signed-links';
import { longInstant } from '../mail/notice-templates';
import { familyContacts } from '../queries/family-contacts';
import { countsOf, loadAnswers, loadFixture, settingsOf, summaryOf, type Fixture } from '../queries/fixture-answers';
import { clubTimeZone } from '../club-time';
import { today } from '../today';
import { route } from './route';

/** The answer written: one row per player and fixture, replaced by each new answer (its time is the answer's time). */
async function saveAnswer(
  tx: Db,
  answer: { matchId: number; playerId: number; status: FixtureAnswer; note: string | null },
  by: { userId: number; via: 'app' | 'link' | 'coach' },
) {
  const values = { ...answer, respondedBy: by.userId, via: by.via, updatedAt: sql`now()` };
  await tx
    .insert(fixtureResponses)
    .values(values)
    .onConflictDoUpdate({ target: [fixtureResponses.matchId, fixtureResponses.playerId], set: values });
}

function assertTakesAnswers(fixture: Fixture, family: boolean): void {
  if (!isFixtureOn(fixture)) throw new HttpError(409, texts.notScheduled);
  if (family && !fixture.open) throw new HttpError(403, texts.closed(longInstant(fixture.deadline, clubTimeZone())));
}

/** Who a family can ask once answers have closed (#28 item 10): the team's coaches by name and its contact number. */
async function teamContact(db: Db, teamId: number): Promise<LinkAnswer['contact']> {
  const [team] = await db.select({ phone: teams.contactNumber }).from(teams).where(eq(teams.teamId, teamId));
  const coaches = await db
    .select({ username: users.username, short_name: users.shortName })
    .from(teamCoaches)
    .innerJoin(users, eq(users.userId, teamCoaches.userId))
    .where(eq(teamCoaches.teamId, teamId))
    .orderBy(users.username);
  return { coaches: coaches.map(displayName), phone: team?.phone ?? '' };
}

export const fixtureAnswerRoutes: FastifyPluginAsync = async (app) => {
  // The coach's dashboard and answers page: the fixture's team's availability part (answers, dates to miss,
  // reminders) and the club's; while answers are open, until their deadline, when `open` turns false.
  route(app, contracts.fixtureAnswers.ofFixture, async (request, reply) =>
    cachedRead(
      request,
      reply,
      async () => {
        const fixture = await loadFixture(app.db, request.params.id, clubTimeZone());
        if (!fixture) throw notFound();
        const answers = await loadAnswers(app.db, fixture.match_id);
        return { fixture: summaryOf(fixture), counts: countsOf(answers), players: answers };
      },
      { match: request.params.id, reads: 'availability' },
      { until: ({ fixture }) => (fixture.open ? new Date(fixture.deadline) : null) },
    ),
  );

  route(app, contracts.fixtureAnswers.answer, async (request) => {
    const auth = authOf(request);
    const { id, playerId } = request.params;
    const fixture = await loadFixture(app.db, id, clubTimeZone());
    if (!fixture) throw notFound();
    // A coach answers for the players of the teams they coach (decision 116); for any other, only as family.
    const coach = isAdmin(auth) || (isCoachOrAdmin(auth) && (await coachesTeam(app.db, auth.userId, fixture.team_id)));
    await (coach ? assertCanActForPlayer : assertFamilyOf)(app.db, auth, playerId);
    const [player] = await app.db
      .select({ teamId: players.teamId, userId: players.userId, dateOfBirth: players.dateOfBirth })
      .from(players)
      .where(eq(players.playerId, playerId));
    // Parents decide for under-16s (decision 106): the child's own account reads the answer, never changes it.
    if (!coach && player?.userId === auth.userId && isChild(player.dateOfBirth, today()))
      throw new HttpError(403, texts.parentsDecide);
    if (player?.teamId !== fixture.team_id) throw new HttpError(400, texts.notInTeam);
    assertTakesAnswers(fixture, !coach);
    if (coach && fixture.match_date < today()) throw new HttpError(409, texts.played);
    return app.db.transaction(async (tx) => {
      const [before] = await loadAnswers(tx, id, playerId);
      await saveAnswer(
        tx,
        // An answer replaces the note: one left out is none (not the previous answer's).
        { matchId: id, playerId, status: request.body.status, note: request.body.note ?? null },
        { userId: auth.userId, via: coach ? 'coach' : 'app' },
      );
      const [after] = await loadAnswers(tx, id, playerId);
      await audit(tx, request, { entityId: `${id}:${playerId}`, entity: 'fixture_answers', before, after });
      return after!;
    });
  });

  route(app, contracts.fixtureAnswers.remind, async (request) => {
    const fixture = await loadFixture(app.db, request.params.id, clubTimeZone());
    if (!fixture) throw notFound();
    if (!app.notices.mail) throw new HttpError(409, texts.emailOff);
    if (!isFixtureOn(fixture)) throw new HttpError(409, texts.notScheduled);
    if (Date.parse(fixture.kick_off_at) <= Date.now()) throw new HttpError(409, texts.linkExpired);
    await app.notices.signingKey(); // read before the transaction (NoticeContext)
    const sent = await app.db.transaction(async (tx) => {
      // One at a time per fixture (the row lock), and not again within REMIND_AGAIN_MINUTES of the last.
      await tx.execute(sql`select 1 from matches where match_id = ${fixture.match_id} for update`);
      const [last] = await tx
        .select({ at: max(availabilityReminders.sentAt) })
        .from(availabilityReminders)
        .where(and(eq(availabilityReminders.matchId, fixture.match_id), eq(availabilityReminders.trigger, 'manual')));
      const lastAt = last?.at ? new Date(last.at) : null;
      const next = nextReminderAllowedAt(lastAt, new Date());
      if (lastAt && next) {
        const time = (at: Date) =>
          at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: clubTimeZone() });
        throw new HttpError(429, texts.remindedRecently(time(lastAt), time(next)));
      }
      const result = await emailAnswerRequests(tx, app.notices, fixture.match_id, 'manual');
      await audit(tx, request, {
        entityId: fixture.match_id,
        entity: 'fixture_answers',
        after: result,
        everyone: true,
      });
      return result;
    });
    app.mail?.wake();
    return sent;
  });

  route(app, contracts.fixtureAnswers.byLink, async (request) => {
    const link = readLink(await app.notices.signingKey(), request.body.token, 'answer');
    // The fixture as it is now decides (#28 item 8): its kick-off and deadline, not those the link was sent with.
    const fixture = await loadFixture(app.db, link.m, clubTimeZone());
    if (!fixture) throw new HttpError(403, texts.linkExpired);
    const [player] = await app.db.select({ teamId: players.teamId }).from(players).where(eq(players.playerId, link.pl));
    if (player?.teamId !== fixture.team_id) throw new HttpError(409, texts.notInTeam);
    // The link speaks for the person it was sent to while they are still the player's family.
    const family = (await familyContacts(app.db, [link.pl], today())).get(link.pl);
    const contact = family?.contacts.find((c) => c.user_id === link.u);
    if (!family || !contact) throw new HttpError(403, texts.linkInvalid);
    const { status, note } = request.body;
    if (status) {
      assertTakesAnswers(fixture, true);
      const [user] = await app.db
        .select({ userId: users.userId, username: users.username })
        .from(users)
        .where(eq(users.userId, link.u));
      await app.db.transaction(async (tx) => {
        const [before] = await loadAnswers(tx, link.m, link.pl);
        await saveAnswer(
          tx,
          { matchId: link.m, playerId: link.pl, status, note: note ?? null },
          { userId: link.u, via: 'link' },
        );
        const [after] = await loadAnswers(tx, link.m, link.pl);
        await audit(tx, request, {
          entityId: `${link.m}:${link.pl}`,
          entity: 'fixture_answers',
          before,
          after,
          actor: user!,
        });
      });
    }
    const [now] = await loadAnswers(app.db, link.m, link.pl);
    return {
      player_name: family.player_name,
      fixture: summaryOf(fixture),
      answer: now!.answer,
      note: now!.note,
      contact: await teamContact(app.db, fixture.team_id),
    };
  });

  route(app, contracts.fixtureAnswers.settings, async (request) => {
    const [row] = await app.db
      .select({
        team_id: teams.teamId,
        deadline_days: teamAvailabilitySettings.deadlineDays,
        reminder_days: teamAvailabilitySettings.reminderDays,
        reminder_time: teamAvailabilitySettings.reminderTime,
      })
      .from(teams)
      .leftJoin(teamAvailabilitySettings, eq(teamAvailabilitySettings.teamId, teams.teamId))
      .where(eq(teams.teamId, request.params.id));
    if (!row) throw notFound();
    return settingsOf(row);
  });

  route(app, contracts.fixtureAnswers.saveSettings, async (request) => {
    const teamId = request.params.id;
    const [team] = await app.db.select({ id: teams.teamId }).from(teams).where(eq(teams.teamId, teamId));
    if (!team) throw notFound();
    const body = { ...request.body, reminder_days: [...new Set(request.body.reminder_days)].sort((a, b) => b - a) };
    const problem = settingsProblem(body);
    if (problem) throw new HttpError(400, problem);
    return app.db.transaction(async (tx) => {
      const [old] = await tx.select().from(teamAvailabilitySettings).where(eq(teamAvailabilitySettings.teamId, teamId));
      const values = {
        deadlineDays: body.deadline_days,
        reminderDays: body.reminder_days,
        reminderTime: body.reminder_time,
      };
      await tx
        .insert(teamAvailabilitySettings)
        .values({ teamId, ...values })
        .onConflictDoUpdate({ target: teamAvailabilitySettings.teamId, set: values });
      const before = old
        ? settingsOf({
            deadline_days: old.deadlineDays,
            reminder_days: old.reminderDays,
            reminder_time: old.reminderTime,
          })
        : DEFAULT_AVAILABILITY_SETTINGS;
      await audit(tx, request, { entityId: teamId, entity: 'teams', before, after: body });
      return body;
    });
  });
};
