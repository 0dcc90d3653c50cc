import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RolloverBody, RolloverPlan } from '@touchline/domain';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';
import { audit, auditEach } from '../audit/record';
import { HttpError } from '../plugins/errors';
import { today } from '../today';
import { loadClub, planRollover, ROLLOVER_LOCK } from './plan';

/** A list of ids as one bound parameter (a PostgreSQL array), whatever its length. */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The season's turn in one transaction (#34, decision 134), under an advisory lock: planned again inside it, refused
 * with every problem (nothing changed) when one is found, else: the new season made current; every match before it
 * keeps the length it was played at; each chosen team takes its new name and age group (youth mode and match length
 * following it); leavers leave their team (kept for their seasons' statistics); the families of those who stay are
 * asked by the medical reviews from today (`review_from`); everything on the audit log.
 */
export async function applyRollover(db: Db, request: FastifyRequest, body: RolloverBody): Promise<RolloverPlan> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLOVER_LOCK})`);
    const club = await loadClub(tx);
    const plan = await planRollover(tx, club, body);
    if (plan.problems.length > 0) throw new HttpError(400, plan.problems[0] ?? '', { problems: plan.problems });
    const day = today();
    const { season } = plan;
    await tx.execute(sql`update seasons set is_current = false where is_current`);
    const [created] = await rowsOf<{ season_id: number }>(
      tx,
      sql`insert into seasons (name, start_date, end_date, is_current, review_from)
        values (${season.name}, ${season.start_date}, ${season.end_date}, true,
          ${day < season.start_date ? day : null})
        returning season_id`,
    );
    // Last season's matches keep the length they were played at, whatever the team's new age group (decision 124).
    await tx.execute(sql`update matches m
      set match_minutes = coalesce(t.match_minutes, default_match_minutes(t.age_group))
      from teams t where t.team_id = m.team_id and m.match_minutes is null and m.match_date < ${season.start_date}`);
    const changed = plan.teams.filter(
      (t) => t.from.team_name !== t.to.team_name || t.from.age_group !== t.to.age_group,
    );
    const before = new Map(club.teams.map((t) => [t.team_id, t]));
    for (const team of changed) {
      const moves = team.from.age_group !== team.to.age_group;
      await tx.execute(sql`update teams set team_name = ${team.to.team_name}, age_group = ${team.to.age_group}
        ${moves ? sql`, youth_mode = null, match_minutes = null` : sql``}
        where team_id = ${team.team_id}`);
    }
    const leaving = plan.leavers.map((l) => l.player_id);
    if (leaving.length > 0) {
      await tx.execute(sql`update players set left_team_id = team_id, team_id = null,
        left_season_id = ${plan.last_season?.season_id ?? null}, left_on = ${day}
        where player_id = any (${idArray(leaving)})`);
      // Nothing of a coming match still names a leaver: its squad and lineup are the team's.
      await tx.execute(sql`delete from squad_players s using matches m where m.match_id = s.match_id
        and m.match_date > ${day} and s.player_id = any (${idArray(leaving)})`);
      await tx.execute(sql`delete from lineup_players l using matches m where m.match_id = l.match_id
        and m.match_date > ${day} and l.player_id = any (${idArray(leaving)})`);
    }
    const seasonId = created?.season_id ?? null;
    await audit(tx, request, {
      entityId: seasonId,
      entity: 'seasons',
      after: { season, last_season: plan.last_season, teams: changed.length, leavers: leaving.length },
    });
    await auditEach(tx, request, [
      ...changed.map((team) => ({
        entityId: team.team_id,
        entity: 'teams',
        action: 'rollover.team',
        before: before.get(team.team_id),
        after: { team_name: team.to.team_name, age_group: team.to.age_group },
      })),
      ...plan.leavers.map((leaver) => ({
        entityId: leaver.player_id,
        entity: 'players',
        action: 'rollover.leaver',
        before: { team_name: leaver.team_name },
        after: { left_on: day },
      })),
    ]);
    return { ...plan, applied: true };
  });
}
