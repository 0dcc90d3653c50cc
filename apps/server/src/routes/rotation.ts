import type { FastifyPluginAsync } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import {
  contracts,
  defaultMaxMinutesPerDay,
  matchLength,
  rotationMessages as texts,
  type MinutesLimitsView,
} from '@touchline/domain';
import { audit } from '../audit/record';
import type { Db } from '../db/open';
import { matchRotations, matches, minutesLimits, teams } from '../db/schema';
import { HttpError, notFound } from '../plugins/errors';
import { cachedRead } from '../plugins/read-cache';
import { loadRotation, rotationSide } from '../queries/rotation';
import { route } from './route';

/** Every age group a team plays in, with the FA's most minutes per day and the club's own figure. */
async function loadLimits(db: Db): Promise<MinutesLimitsView> {
  const rows = await db
    .selectDistinct({ ageGroup: teams.ageGroup, maxMinutes: minutesLimits.maxMinutes })
    .from(teams)
    .leftJoin(minutesLimits, eq(minutesLimits.ageGroup, teams.ageGroup))
    .orderBy(asc(teams.ageGroup));
  return {
    limits: rows.map((r) => ({
      age_group: r.ageGroup,
      default_minutes: defaultMaxMinutesPerDay(r.ageGroup),
      max_minutes: r.maxMinutes,
    })),
  };
}

/**
 * Fair minutes (decision 109): a match's roll-on/roll-off settings and the plan proposed from them, set by the team's
 * coaches and admins; and the most minutes per day by age group, set by admins.
 */
export const rotationRoutes: FastifyPluginAsync = async (app) => {
  // The same for every coach and admin who may read it: cached under its team's match day and availability (the
  // squad's tables are mapped there, decision 128), and the club's data (the limits, the players).
  route(app, contracts.rotation.get, async (request, reply) =>
    cachedRead(
      request,
      reply,
      async () => {
        const rotation = await loadRotation(app.db, request.params.id);
        if (!rotation) throw notFound();
        return rotation;
      },
      { match: request.params.id },
    ),
  );

  route(app, contracts.rotation.save, async (request) => {
    const matchId = request.params.id;
    const [match] = await app.db
      .select({ id: matches.matchId, ageGroup: teams.ageGroup, teamMinutes: teams.matchMinutes })
      .from(matches)
      .innerJoin(teams, eq(teams.teamId, matches.teamId))
      .where(eq(matches.matchId, matchId));
    if (!match) throw notFound();
    const { on_pitch: onPitch, change_every: changeEvery, match_minutes: length } = request.body;
    // The side the rotation plays is the squad's and the lineup's (#29 item 6): not more than the squad, and the
    // lineup's size from kick-off (a rotation of another size played the lineup's in its first spell).
    const { squad, starters } = await rotationSide(app.db, matchId);
    if (squad > 0 && onPitch > squad) throw new HttpError(400, texts.moreThanSquad(squad));
    if (starters > 0 && onPitch !== starters) throw new HttpError(400, texts.notTheLineup(starters));
    // The match's own length only where it is not its team's (decision 124): a team's new length then still reaches it.
    const teamLength = matchLength({ age_group: match.ageGroup, team_minutes: match.teamMinutes });
    const matchMinutes = length === teamLength ? null : length;
    const after = await app.db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          onPitch: matchRotations.onPitch,
          changeEvery: matchRotations.changeEvery,
          length: matches.matchMinutes,
        })
        .from(matches)
        .leftJoin(matchRotations, eq(matchRotations.matchId, matches.matchId))
        .where(eq(matches.matchId, matchId));
      await tx
        .insert(matchRotations)
        .values({ matchId, onPitch, changeEvery })
        .onConflictDoUpdate({ target: matchRotations.matchId, set: { onPitch, changeEvery, updatedAt: sql`now()` } });
      await tx.update(matches).set({ matchMinutes }).where(eq(matches.matchId, matchId));
      await audit(tx, request, {
        entityId: matchId,
        entity: 'rotation',
        before:
          before?.onPitch != null
            ? { on_pitch: before.onPitch, change_every: before.changeEvery, match_minutes: before.length ?? teamLength }
            : null,
        after: request.body,
        everyone: true,
      });
      return loadRotation(tx, matchId);
    });
    return after!;
  });

  route(app, contracts.rotation.limits, async () => loadLimits(app.db));

  route(app, contracts.rotation.setLimit, async (request) => {
    const ageGroup = request.params.age_group;
    const { max_minutes: maxMinutes } = request.body;
    return app.db.transaction(async (tx) => {
      const [team] = await tx.select({ id: teams.teamId }).from(teams).where(eq(teams.ageGroup, ageGroup)).limit(1);
      if (!team) throw new HttpError(404, texts.noSuchAgeGroup);
      const [before] = await tx.select().from(minutesLimits).where(eq(minutesLimits.ageGroup, ageGroup));
      if (maxMinutes === null) await tx.delete(minutesLimits).where(eq(minutesLimits.ageGroup, ageGroup));
      else
        await tx
          .insert(minutesLimits)
          .values({ ageGroup, maxMinutes })
          .onConflictDoUpdate({ target: minutesLimits.ageGroup, set: { maxMinutes } });
      await audit(tx, request, {
        entityId: ageGroup,
        entity: 'minutes_limits',
        before: before?.maxMinutes ?? null,
        after: maxMinutes,
      });
      return loadLimits(tx);
    });
  });
};
