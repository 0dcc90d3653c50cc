import type { FastifyPluginAsync } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import { contracts, hasValidDbs, teamCoachMessages, type TeamCoachesView } from '@touchline/domain';
import { audit } from '../audit/record';
import type { Db } from '../db/open';
import { teamCoaches, teams, userTypes, users } from '../db/schema';
import { HttpError, notFound } from '../plugins/errors';
import { qualificationRows } from '../queries/qualifications';
import { today } from '../today';
import { route } from './route';

async function coachesOf(db: Db, teamId: number): Promise<TeamCoachesView> {
  const rows = await db
    .select({ userId: teamCoaches.userId })
    .from(teamCoaches)
    .where(eq(teamCoaches.teamId, teamId))
    .orderBy(asc(teamCoaches.userId));
  return { team_id: teamId, user_ids: rows.map((r) => r.userId) };
}

/** Which coaches coach which team (admins): the coaches who may correct a match's events on its day (decision 108). */
export const teamCoachRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.teamCoaches.list, async () => {
    const rows = await app.db
      .select({ teamId: teams.teamId, userId: teamCoaches.userId })
      .from(teams)
      .leftJoin(teamCoaches, eq(teamCoaches.teamId, teams.teamId))
      .orderBy(asc(teams.teamId), asc(teamCoaches.userId));
    const byTeam = new Map<number, number[]>();
    for (const row of rows) {
      const list = byTeam.get(row.teamId) ?? [];
      if (row.userId !== null) list.push(row.userId);
      byTeam.set(row.teamId, list);
    }
    // Each coach's DBS check today: one without a valid one is flagged on Team Management (#31); nothing is refused.
    const coachIds = [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
    const day = today();
    const checks = await qualificationRows(app.db, coachIds);
    const withoutDbs = new Set(
      coachIds.filter(
        (id) =>
          !hasValidDbs(
            checks.filter((c) => c.user_id === id),
            day,
          ),
      ),
    );
    return {
      teams: [...byTeam].map(([team_id, user_ids]) => ({
        team_id,
        user_ids,
        without_valid_dbs: user_ids.filter((id) => withoutDbs.has(id)),
      })),
    };
  });

  route(app, contracts.teamCoaches.set, async (request) => {
    const teamId = request.params.id;
    const wanted = [...new Set(request.body.user_ids)];
    const [team] = await app.db.select({ id: teams.teamId }).from(teams).where(eq(teams.teamId, teamId));
    if (!team) throw notFound();
    if (wanted.length > 0) {
      const found = await app.db
        .select({ id: users.userId, username: users.username, type: userTypes.type })
        .from(users)
        .leftJoin(userTypes, eq(userTypes.userId, users.userId))
        .where(inArray(users.userId, wanted));
      const missing = wanted.find((id) => !found.some((u) => u.id === id));
      if (missing !== undefined) throw new HttpError(400, teamCoachMessages.noSuchUser);
      const notCoach = found.find((u) => !found.some((c) => c.id === u.id && c.type === 'Coach'));
      if (notCoach) throw new HttpError(400, teamCoachMessages.notACoach(notCoach.username));
    }
    return app.db.transaction(async (tx) => {
      const before = await coachesOf(tx, teamId);
      await tx.delete(teamCoaches).where(eq(teamCoaches.teamId, teamId));
      if (wanted.length > 0) await tx.insert(teamCoaches).values(wanted.map((userId) => ({ teamId, userId })));
      const after = await coachesOf(tx, teamId);
      await audit(tx, request, { entityId: teamId, before, after });
      return after;
    });
  });
};
