import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { matchBody } from '@touchline/domain';
import { byKickOff, contracts, isYouthMode, matchLength, withHiddenGoals } from '@touchline/domain';
import type { z } from 'zod';
import type { Db } from '../db/open';
import { matchTypes, matches, seasons, teams } from '../db/schema';
import { hidesResultsFromViewer } from '../plugins/access';
import { HttpError } from '../plugins/errors';
import { cachedRead } from '../plugins/read-cache';
import { teamPieces } from '../plugins/team-pieces';
import { matchEventSummary, matchNotEnded, summaryColumns, toMatchState } from '../queries/match-state';
import { today } from '../today';
import { firstOr404 } from './shared';
import { audit } from '../audit/record';
import { noticeFixtureChange } from '../jobs/fixture-changes';
import { releaseDuties } from '../duties/release';
import { enqueueWebhookEvent, fixtureChangeEvent, fixtureFacts } from '../webhooks/events';
import { route } from './route';
import { asksPage, pageOf } from '../plugins/paging';
import { assertIfMatch, tagged, versionOf } from '../plugins/preconditions';

type MatchInput = z.infer<typeof matchBody>;

/** The match type by id, or else by its name (case-insensitive); a name that matches none is a 400. */
async function resolveMatchTypeId(db: Db, body: MatchInput): Promise<number> {
  if (body.match_type_id) return body.match_type_id;
  const [row] = await db
    .select({ id: matchTypes.matchTypeId })
    .from(matchTypes)
    .where(eq(sql`lower(${matchTypes.name})`, (body.match_type ?? '').toLowerCase()));
  if (!row) throw new HttpError(400, `Match type '${body.match_type}' does not exist`);
  return row.id;
}

async function toRow(db: Db, b: MatchInput) {
  return {
    oppositionName: b.opposition_name,
    venueName: b.venue_name,
    venueAddress: b.venue_address,
    homeOrAway: b.home_or_away,
    kickOffTime: b.kick_off_time,
    meetTime: b.meet_time,
    colours: b.colours,
    matchDate: b.match_date,
    teamId: b.team_id,
    matchTypeId: await resolveMatchTypeId(db, b),
    seasonId: b.season_id ?? null,
    oppositionTeamId: b.opposition_team_id ?? null,
  };
}

/** One query: matches with team and match type names, times as HH:MM, and their state from events, in date order. */
export async function listMatches(db: Db, where?: SQL, limit?: number) {
  const summary = matchEventSummary(db);
  const query = db
    .select({
      match_id: matches.matchId,
      opposition_name: matches.oppositionName,
      venue_name: matches.venueName,
      venue_address: matches.venueAddress,
      home_or_away: matches.homeOrAway,
      kick_off_time: sql<string>`to_char(${matches.kickOffTime}, 'HH24:MI')`,
      meet_time: sql<string | null>`to_char(${matches.meetTime}, 'HH24:MI')`,
      colours: matches.colours,
      match_date: matches.matchDate,
      team_id: matches.teamId,
      team_name: teams.teamName,
      age_group: teams.ageGroup,
      youth_mode: teams.youthMode,
      team_minutes: teams.matchMinutes,
      own_minutes: matches.matchMinutes,
      match_type: matchTypes.name,
      match_type_id: matches.matchTypeId,
      season_id: matches.seasonId,
      opposition_team_id: matches.oppositionTeamId,
      status: matches.status,
      status_reason: matches.statusReason,
      ...summaryColumns(summary),
    })
    .from(matches)
    .innerJoin(teams, eq(teams.teamId, matches.teamId))
    .innerJoin(matchTypes, eq(matchTypes.matchTypeId, matches.matchTypeId))
    .leftJoinLateral(summary, sql`true`)
    .where(where)
    .orderBy(asc(matches.matchDate), asc(matches.kickOffTime), asc(matches.matchId));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map(({ event_types, ours, theirs, events, forfeiting_team, age_group, youth_mode, ...rest }) => {
    const { team_minutes, own_minutes: match_minutes, ...r } = rest;
    const fixture = {
      ...r,
      team: { team_name: r.team_name },
      match_minutes: matchLength({ age_group, team_minutes, match_minutes }),
    };
    return {
      ...fixture,
      // The fixture's version: its live state moves on by itself (decision 140).
      version: versionOf(fixture),
      state: toMatchState(
        { event_types, ours, theirs, events, forfeiting_team },
        r.home_or_away,
        isYouthMode({ age_group, youth_mode }),
      ),
    };
  });
}

type ListedMatch = Awaited<ReturnType<typeof listMatches>>[number];

/**
 * A fixture list as this request's viewer may see it: the goals of youth-mode teams' matches hidden (null) from
 * parents and players (decision 110). Rows shown as they are stay the same objects (their JSON is kept).
 */
function forViewer(request: FastifyRequest, rows: ListedMatch[]) {
  if (!hidesResultsFromViewer(request)) return rows;
  return rows.map((row) => (row.state.youth_mode ? { ...row, state: withHiddenGoals(row.state) } : row));
}

/** The fixture lists read the club's data and the teams' match events (scores), not availability (decision 099). */
const MATCH_LISTS = { teams: 'events' } as const;

export const matchRoutes: FastifyPluginAsync = async (app) => {
  /** A club-wide list kept per team (plugins/team-pieces.ts): a match event reads its team's matches again, not all. */
  /** A club-wide list from its teams' pieces; of the teams the query names, when it names them (#30). */
  const clubList = (request: FastifyRequest, name: string, where?: SQL, only?: readonly number[]) =>
    teamPieces(
      request,
      name,
      (teamIds) => listMatches(app.db, and(where, teamIds ? inArray(matches.teamId, teamIds) : undefined)),
      (match) => match.team_id,
      'events',
      only,
    ).then((rows) => rows.sort(byKickOff));

  route(app, contracts.matches.list, async (request, reply) =>
    cachedRead(
      request,
      reply,
      async () => forViewer(request, await clubList(request, 'matches', undefined, request.query.team_id)),
      MATCH_LISTS,
      asksPage(request.query) ? { page: pageOf(request.query) } : {},
    ),
  );

  route(app, contracts.matches.upcoming, async (request, reply) => {
    // Upcoming: dated today or later and not over (a match of today that has ended or was forfeited is not).
    const upcoming = and(gte(matches.matchDate, today()), matchNotEnded);
    const { limit, team_id: only } = request.query;
    // With a limit the list is short and one query is cheap; kept per team, each piece would need the limit apart.
    return cachedRead(
      request,
      reply,
      async () =>
        forViewer(
          request,
          await (limit
            ? listMatches(app.db, and(upcoming, only ? inArray(matches.teamId, only) : undefined), limit)
            : clubList(request, 'matches-upcoming', upcoming, only)),
        ),
      MATCH_LISTS,
    );
  });

  route(app, contracts.matches.currentSeason, async (request, reply) =>
    cachedRead(
      request,
      reply,
      async () =>
        forViewer(
          request,
          await clubList(
            request,
            'matches-current-season',
            sql`${matches.seasonId} in (select ${seasons.seasonId} from ${seasons} where ${seasons.isCurrent})`,
            request.query.team_id,
          ),
        ),
      MATCH_LISTS,
    ),
  );

  route(app, contracts.matches.get, async (request, reply) =>
    tagged(reply, firstOr404(await listMatches(app.db, eq(matches.matchId, request.params.id)))),
  );

  route(app, contracts.matches.create, async (request) => {
    const created = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(matches)
        .values(await toRow(tx, request.body))
        .returning({ id: matches.matchId });
      const after = firstOr404(await listMatches(tx, eq(matches.matchId, row?.id ?? 0)));
      await audit(tx, request, { entityId: after.match_id, after });
      // The club's webhooks are told in the same transaction (decision 137).
      await enqueueWebhookEvent(tx, 'fixture.created', fixtureFacts(after));
      return after;
    });
    app.webhooks.wake();
    return created;
  });

  /**
   * A write of a fixture that tells its families what changed for them (jobs/fixture-changes.ts), on the version the
   * client edited when it names one (If-Match, decision 140): the row is locked first, so two writes of one version
   * never both go through.
   */
  async function changeFixture(request: FastifyRequest, id: number, change: (tx: Db) => Promise<unknown>) {
    const after = await app.db.transaction(async (tx) => {
      const where = eq(matches.matchId, id);
      await tx.select({ id: matches.matchId }).from(matches).where(where).for('update');
      const before = firstOr404(await listMatches(tx, where));
      assertIfMatch(request, before);
      await change(tx);
      const [row] = await tx
        .update(matches)
        .set({ revision: sql`${matches.revision} + 1`, updatedAt: new Date() })
        .where(where)
        .returning({ revision: matches.revision });
      const updated = firstOr404(await listMatches(tx, where));
      await releaseDuties(
        tx,
        { matchId: id },
        { date: before.match_date, status: before.status },
        { date: updated.match_date, status: updated.status },
      );
      await audit(tx, request, { entityId: updated.match_id, before, after: updated });
      await noticeFixtureChange(tx, before, updated, row!.revision);
      const [was, now] = [fixtureFacts(before), fixtureFacts(updated)];
      const event = fixtureChangeEvent(was, now);
      if (event) await enqueueWebhookEvent(tx, event, now);
      return updated;
    });
    app.jobs.wake();
    app.webhooks.wake();
    return after;
  }

  route(app, contracts.matches.update, async (request, reply) =>
    tagged(
      reply,
      await changeFixture(request, request.params.id, async (tx) =>
        tx
          .update(matches)
          .set(await toRow(tx, request.body))
          .where(eq(matches.matchId, request.params.id)),
      ),
    ),
  );

  route(app, contracts.matches.setStatus, async (request, reply) => {
    const { status, reason } = request.body;
    return tagged(
      reply,
      await changeFixture(request, request.params.id, (tx) =>
        tx
          .update(matches)
          .set({ status, statusReason: status === 'scheduled' ? null : (reason ?? null) })
          .where(eq(matches.matchId, request.params.id)),
      ),
    );
  });

  // A match's own events and lineup go with it (the confirmation says so); nothing else points at a match.
  route(app, contracts.matches.remove, async (request) => {
    await app.db.transaction(async (tx) => {
      const where = eq(matches.matchId, request.params.id);
      await tx.select({ id: matches.matchId }).from(matches).where(where).for('update');
      const before = firstOr404(await listMatches(tx, where));
      assertIfMatch(request, before);
      await tx.delete(matches).where(where);
      await audit(tx, request, { entityId: before.match_id, before });
      // Told to the club's webhooks as called off for good (decision 137).
      await enqueueWebhookEvent(tx, 'fixture.cancelled', { ...fixtureFacts(before), status: 'deleted' });
    });
    app.webhooks.wake();
  });
};
