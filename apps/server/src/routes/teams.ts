import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  contracts,
  isYouthMode,
  matchLength,
  matchMinutesChoice,
  youthModeChoice,
  type TeamBody,
} from '@touchline/domain';
import { matches, players, teams, trainings } from '../db/schema';
import { audit } from '../audit/record';
import { cachedRead } from '../plugins/read-cache';
import { route } from './route';
import { assertUnused, firstOr404 } from './shared';

const columns = {
  team_id: teams.teamId,
  team_name: teams.teamName,
  home_colours: teams.homeColours,
  away_colours: teams.awayColours,
  age_group: teams.ageGroup,
  club_name: teams.clubName,
  contact_number: teams.contactNumber,
  youth_mode_choice: teams.youthMode,
  match_minutes_choice: teams.matchMinutes,
};

/**
 * A team as the API answers it: the admin's choices of youth mode (decision 110) and match length (decision 124),
 * and what is in effect.
 */
function toTeam<
  R extends { age_group: string; youth_mode_choice: boolean | null; match_minutes_choice: number | null },
>(row: R) {
  return {
    ...row,
    youth_mode: isYouthMode({ age_group: row.age_group, youth_mode: row.youth_mode_choice }),
    match_minutes: matchLength({ age_group: row.age_group, team_minutes: row.match_minutes_choice }),
  };
}

/** The row's values; youth mode and the match length only when the body asks for a choice. */
function toRow(body: TeamBody & { youth_mode_choice?: unknown; match_minutes_choice?: unknown }) {
  const choice = youthModeChoice(body);
  const minutes = matchMinutesChoice(body);
  return {
    ...(choice !== undefined ? { youthMode: choice } : {}),
    ...(minutes !== undefined ? { matchMinutes: minutes } : {}),
    teamName: body.team_name,
    homeColours: body.home_colours,
    awayColours: body.away_colours,
    ageGroup: body.age_group,
    clubName: body.club_name,
    contactNumber: body.contact_number,
  };
}

export const teamRoutes: FastifyPluginAsync = async (app) => {
  const c = contracts.teams;
  route(app, c.list, async () => (await app.db.select(columns).from(teams).orderBy(teams.teamName)).map(toTeam));

  // The coach's dashboard reads its next fixture's team each time it opens: from the read cache (the club's data).
  route(app, c.get, async (request, reply) =>
    cachedRead(
      request,
      reply,
      async () =>
        toTeam(firstOr404(await app.db.select(columns).from(teams).where(eq(teams.teamId, request.params.id)))),
      'club',
    ),
  );

  route(app, c.create, async (request) =>
    app.db.transaction(async (tx) => {
      const row = toTeam(firstOr404(await tx.insert(teams).values(toRow(request.body)).returning(columns)));
      await audit(tx, request, { entityId: row.team_id, after: row });
      return row;
    }),
  );

  route(app, c.update, async (request) =>
    app.db.transaction(async (tx) => {
      const where = eq(teams.teamId, request.params.id);
      const before = toTeam(firstOr404(await tx.select(columns).from(teams).where(where).for('update')));
      const row = toTeam(firstOr404(await tx.update(teams).set(toRow(request.body)).where(where).returning(columns)));
      await audit(tx, request, { entityId: row.team_id, before, after: row });
      return row;
    }),
  );

  route(app, c.remove, async (request) => {
    const { id } = request.params;
    await assertUnused(app.db, 'team', [
      {
        label: 'player(s)',
        key: 'playerCount',
        count: sql`select count(*) from ${players} where ${players.teamId} = ${id}`,
      },
      {
        label: 'match(es)',
        key: 'matchCount',
        count: sql`select count(*) from ${matches} where ${matches.teamId} = ${id}`,
      },
      {
        label: 'training session(s)',
        key: 'trainingCount',
        count: sql`select count(*) from ${trainings} where ${trainings.teamId} = ${id}`,
      },
    ]);
    await app.db.transaction(async (tx) => {
      const before = toTeam(firstOr404(await tx.delete(teams).where(eq(teams.teamId, id)).returning(columns)));
      await audit(tx, request, { entityId: id, before });
    });
  });
};
