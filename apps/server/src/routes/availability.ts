import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  availabilityMessages,
  contracts,
  isCoachOrAdmin,
  messages,
  responseDeadline,
  type FixtureAnswer,
} from '@touchline/domain';
import { assertCanActForPlayer, assertCanReadPlayer, visiblePlayers } from '../plugins/player-access';
import { availability, matches, players, teamAvailabilitySettings, trainings, users } from '../db/schema';
import { isoSeconds, settingsOf } from '../queries/fixture-answers';
import { clubTimeZone } from '../club-time';
import type { AuthUser } from '../auth/sessions';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { cachedRead } from '../plugins/read-cache';
import { matchNotEnded } from '../queries/match-state';
import { today } from '../today';
import { audit } from '../audit/record';
import { route } from './route';
import { firstOr404 } from './shared';

export const availabilityRoutes: FastifyPluginAsync = async (app) => {
  /**
   * One query: player availability records this user may see, oldest date first; optionally of one player, from a
   * date on and of some teams (the coach's dashboard asks for its teams from today, not the club's whole history).
   */
  route(app, contracts.availability.list, async (request, reply) => {
    const auth = authOf(request);
    const { player_id, from, team_id } = request.query;
    // Per user (a family sees its own children's), on the availability of the player's or the teams' asked for.
    const scope = player_id
      ? ({ player: player_id, reads: 'availability' } as const)
      : team_id
        ? ({ team: team_id, reads: 'availability' } as const)
        : ({ teams: 'availability' } as const);
    return cachedRead(request, reply, () => listAvailability(auth, { player_id, from, team_id }), scope, {
      for: 'user',
    });
  });

  const listAvailability = async (
    auth: AuthUser,
    { player_id, from, team_id }: { player_id?: number; from?: string; team_id?: number[] },
  ) => {
    const rows = await app.db
      .select({
        availability_id: availability.availabilityId,
        player_id: availability.playerId,
        user_id: availability.userId,
        player_name: players.playerName,
        player_short_name: players.playerShortName,
        unavailable_date: availability.unavailableDate,
        notes: availability.notes,
      })
      .from(availability)
      .innerJoin(players, eq(players.playerId, availability.playerId))
      .where(
        and(
          visiblePlayers(auth, availability.playerId),
          player_id ? eq(availability.playerId, player_id) : undefined,
          from ? gte(availability.unavailableDate, from) : undefined,
          team_id ? inArray(players.teamId, team_id) : undefined,
        ),
      )
      .orderBy(asc(availability.unavailableDate), asc(players.playerName));
    return rows.map(({ player_name, player_short_name, ...r }) => ({
      ...r,
      player: { player_id: r.player_id as number, player_name, player_short_name },
    }));
  };

  // The coaches' own dates (a row with no player moves the club's version on, cache-map.ts).
  route(app, contracts.availability.coaches, async (request, reply) =>
    cachedRead(request, reply, () => coachesAvailability(), 'club'),
  );

  const coachesAvailability = () =>
    app.db
      .select({
        availability_id: availability.availabilityId,
        user_id: sql<number>`${availability.userId}`,
        short_name: users.shortName,
        username: users.username,
        unavailable_date: availability.unavailableDate,
        notes: availability.notes,
      })
      .from(availability)
      .innerJoin(users, eq(users.userId, availability.userId))
      .where(isNull(availability.playerId))
      .orderBy(asc(availability.unavailableDate), asc(users.username));

  /** One date per call; a null player means the coach's own availability. */
  route(app, contracts.availability.create, async (request) => {
    const auth = authOf(request);
    const body = request.body;
    const privileged = isCoachOrAdmin(auth);
    if (body.player_id === null && !privileged) throw new HttpError(400, availabilityMessages.selectPlayer);
    if (body.player_id !== null) await assertCanActForPlayer(app.db, auth, body.player_id);
    if (!privileged && body.unavailable_date < today()) throw new HttpError(400, availabilityMessages.pastDate);
    return app.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(availability)
        .values({
          playerId: body.player_id,
          userId: body.player_id === null ? auth.userId : null,
          unavailableDate: body.unavailable_date,
          notes: body.notes,
          createdBy: auth.userId,
        })
        .onConflictDoNothing()
        .returning();
      const row = inserted[0];
      if (!row) throw new HttpError(409, availabilityMessages.duplicate);
      const [player] = row.playerId
        ? await tx
            .select({
              player_id: players.playerId,
              player_name: players.playerName,
              player_short_name: players.playerShortName,
            })
            .from(players)
            .where(eq(players.playerId, row.playerId))
        : [];
      const after = {
        availability_id: row.availabilityId,
        player_id: row.playerId,
        user_id: row.userId,
        player: player ?? null,
        unavailable_date: row.unavailableDate,
        notes: row.notes,
      };
      await audit(tx, request, { entityId: row.availabilityId, after });
      return after;
    });
  });

  route(app, contracts.availability.remove, async (request) => {
    const auth = authOf(request);
    const privileged = isCoachOrAdmin(auth);
    const [record] = await app.db.select().from(availability).where(eq(availability.availabilityId, request.params.id));
    if (!record) {
      if (privileged) throw notFound();
      throw new HttpError(403, messages.notYourPlayer);
    }
    if (record.playerId !== null) await assertCanActForPlayer(app.db, auth, record.playerId);
    else if (record.userId !== auth.userId && auth.role !== 'admin') throw new HttpError(403, messages.forbidden);
    if (!privileged && record.unavailableDate < today()) throw new HttpError(403, availabilityMessages.pastDelete);
    await app.db.transaction(async (tx) => {
      const where = eq(availability.availabilityId, record.availabilityId);
      firstOr404(await tx.delete(availability).where(where).returning({ id: availability.availabilityId }));
      const before = {
        availability_id: record.availabilityId,
        player_id: record.playerId,
        user_id: record.userId,
        unavailable_date: record.unavailableDate,
        notes: record.notes,
      };
      await audit(tx, request, { entityId: record.availabilityId, before });
    });
  });

  /**
   * One query: the player's next matches (not yet over) with whether they are available and the record that says
   * not.
   */
  route(app, contracts.availability.matches, async (request, reply) => {
    const { playerId } = request.params;
    await assertCanReadPlayer(request, playerId);
    return cachedRead(
      request,
      reply,
      async () => {
        const answer = (column: string) =>
          sql.raw(`(select fa.${column} from fixture_answers fa where fa.match_id = "matches"."match_id"
            and fa.player_id = ${Number(playerId)})`);
        const rows = await app.db
          .select({
            match_id: matches.matchId,
            match_date: matches.matchDate,
            kick_off_time: sql<string>`to_char(${matches.kickOffTime}, 'HH24:MI')`,
            opponent: matches.oppositionName,
            answer: sql<FixtureAnswer | null>`${answer('answer')}`,
            note: sql<string | null>`${answer('note')}`,
            away: sql<boolean>`coalesce(${answer('away')}, false)`,
            availability_id: availability.availabilityId,
            status: matches.status,
            deadline_days: teamAvailabilitySettings.deadlineDays,
            reminder_days: teamAvailabilitySettings.reminderDays,
            reminder_time: teamAvailabilitySettings.reminderTime,
            requested_at: matches.answersRequestedAt,
          })
          .from(matches)
          .innerJoin(players, and(eq(players.teamId, matches.teamId), eq(players.playerId, playerId)))
          .leftJoin(teamAvailabilitySettings, eq(teamAvailabilitySettings.teamId, matches.teamId))
          .leftJoin(
            availability,
            and(eq(availability.playerId, playerId), eq(availability.unavailableDate, matches.matchDate)),
          )
          // Upcoming as GET /matches/upcoming has it: a match of today that has ended or was forfeited is not.
          .where(and(gte(matches.matchDate, today()), matchNotEnded))
          .orderBy(asc(matches.matchDate), asc(matches.kickOffTime))
          .limit(request.query.limit);
        return rows.map(
          ({ deadline_days, reminder_days, reminder_time, requested_at, kick_off_time, away, ...row }) => ({
            ...row,
            // The spec's toggle: available unless away (the view's one rule of decision 115).
            available: !away,
            deadline: isoSeconds(
              responseDeadline(
                { match_date: row.match_date, kick_off_time },
                settingsOf({ deadline_days, reminder_days, reminder_time }),
                clubTimeZone(),
                requested_at,
              ),
            ),
          }),
        );
      },
      { player: playerId },
    );
  });

  route(app, contracts.availability.trainings, async (request, reply) => {
    const { playerId } = request.params;
    await assertCanReadPlayer(request, playerId);
    return cachedRead(
      request,
      reply,
      () =>
        app.db
          .select({
            training_id: trainings.trainingId,
            training_date: trainings.date,
            venue: trainings.venue,
            available: sql<boolean>`${availability.availabilityId} is null`,
            availability_id: availability.availabilityId,
          })
          .from(trainings)
          .innerJoin(players, and(eq(players.teamId, trainings.teamId), eq(players.playerId, playerId)))
          .leftJoin(
            availability,
            and(eq(availability.playerId, playerId), eq(availability.unavailableDate, trainings.date)),
          )
          .where(gte(trainings.date, today()))
          .orderBy(asc(trainings.date), asc(trainings.startTime))
          .limit(request.query.limit),
      { player: playerId, reads: 'availability' },
    );
  });
};
