import {
  hasEnded,
  isFixtureOn,
  isYouthMode,
  overDailyLimit,
  planFestivalDay,
  type FestivalDay,
  type FestivalMatch,
  type FestivalMinutesKind,
} from '@touchline/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { matches, players } from '../db/schema';
import { matchEventSummary, summaryColumns, toMatchState } from './match-state';
import { playingTimeReport } from './playing-time';
import { maxMinutesFor, playedMinutes, rotationBasis, rotationMatch } from './rotation';

/** The team's matches on that date in kick-off order, each with where it stands (its phase and score). */
async function matchesOfDay(db: Db, teamId: number, date: string) {
  const summary = matchEventSummary(db);
  return db
    .select({
      matchId: matches.matchId,
      kickOff: sql<string>`to_char(${matches.kickOffTime}, 'HH24:MI')`,
      opposition: matches.oppositionName,
      venue: matches.venueName,
      status: matches.status,
      homeOrAway: matches.homeOrAway,
      ownMinutes: matches.matchMinutes,
      ...summaryColumns(summary),
    })
    .from(matches)
    .leftJoinLateral(summary, sql`true`)
    .where(and(eq(matches.teamId, teamId), eq(matches.matchDate, date)))
    .orderBy(asc(matches.kickOffTime), asc(matches.matchId));
}

type Team = NonNullable<Awaited<ReturnType<typeof rotationMatch>>>;
type Row = Awaited<ReturnType<typeof matchesOfDay>>[number];
type DayMatch = Awaited<ReturnType<typeof dayMatch>>;

/** One match of the day: its rotation's settings and squad, where it stands, and its played minutes once over. */
async function dayMatch(db: Db, team: Team, row: Row, youthMode: boolean) {
  const { matchId, ownMinutes } = row;
  const basis = await rotationBasis(db, {
    matchId,
    ageGroup: team.ageGroup,
    teamMinutes: team.teamMinutes,
    ownMinutes,
  });
  const state = toMatchState(row, row.homeOrAway, youthMode);
  const kind: FestivalMinutesKind = !isFixtureOn(row) ? 'none' : hasEnded(state.phase) ? 'played' : 'planned';
  const played = kind === 'played' ? await playedMinutes(db, matchId, basis.settings.match_minutes) : null;
  return { row, basis, state, kind, played };
}

const add = (to: Map<number, number>, from: ReadonlyMap<number, number>) => {
  for (const [id, minutes] of from) to.set(id, (to.get(id) ?? 0) + minutes);
};

/**
 * A festival day (#34): the team's matches on the date of `matchId`, in kick-off order. A match that is over counts
 * the minutes its timeline played; the rest of the day's fixtures that are on are planned together
 * (`planFestivalDay`), with what was played earlier as today's minutes, so the day evens out within the most minutes
 * per day; a postponed or cancelled one is listed, not planned. The players are every squad of the day together.
 * `showGoals`: the viewer sees a youth-mode team's goals (coaches and admins, decision 110).
 */
export async function loadFestivalDay(db: Db, matchId: number, showGoals: boolean): Promise<FestivalDay | null> {
  const team = await rotationMatch(db, matchId);
  if (!team) return null;
  const youthMode = isYouthMode({ age_group: team.ageGroup, youth_mode: team.youthMode });
  const max = await maxMinutesFor(db, team.ageGroup);
  const day: DayMatch[] = [];
  for (const row of await matchesOfDay(db, team.teamId, team.matchDate))
    day.push(await dayMatch(db, team, row, youthMode));

  const names = new Map<number, string>();
  const playedToday = new Map<number, number>();
  for (const { basis, kind, played } of day) {
    if (kind !== 'none') for (const p of basis.squad) names.set(p.id, p.name);
    if (played) add(playedToday, played);
  }
  // Someone who played without being in a squad (brought on from the bench of another match) is on the day too.
  const unnamed = [...playedToday.keys()].filter((id) => !names.has(id));
  if (unnamed.length)
    for (const p of await db
      .select({ id: players.playerId, name: players.playerName })
      .from(players)
      .where(inArray(players.playerId, unnamed)))
      names.set(p.id, p.name);

  // The season before today breaks ties (who has played less this season starts), as in one match's rotation.
  const season = new Map(
    (await playingTimeReport(db, team.teamId)).players.map((p) => [p.player_id, p.minutes_played] as const),
  );
  const squad = [...names.keys()].map((id) => ({
    player_id: id,
    season_minutes: Math.max(0, (season.get(id) ?? 0) - (playedToday.get(id) ?? 0)),
    today_minutes: playedToday.get(id) ?? 0,
  }));
  const toPlan: FestivalMatch[] = day
    .filter((m) => m.kind === 'planned')
    .map(({ row, basis }) => ({ key: row.matchId, ...basis.settings, keeper: basis.keeper }));
  const plan = planFestivalDay(squad, toPlan, max);
  const plans = new Map(plan.matches.map((m) => [m.key, m.plan.minutes] as const));

  const minutesIn = (m: (typeof day)[number], id: number): number | null =>
    m.kind === 'none' ? null : ((m.played ?? plans.get(m.row.matchId))?.get(id) ?? 0);
  const rows = [...names]
    .map(([id, name]) => {
      const minutes = day.map((m) => minutesIn(m, id));
      return { player_id: id, player_name: name, minutes, total: minutes.reduce<number>((a, b) => a + (b ?? 0), 0) };
    })
    .sort((a, b) => a.player_name.localeCompare(b.player_name) || a.player_id - b.player_id);
  const here = day.findIndex((m) => m.row.matchId === matchId);
  const next = day.slice(here + 1).find((m) => isFixtureOn(m.row));
  const hideGoals = youthMode && !showGoals;
  return {
    date: team.matchDate,
    team_id: team.teamId,
    team_name: team.teamName,
    age_group: team.ageGroup,
    youth_mode: youthMode,
    max_minutes_per_day: max,
    matches: day.map(({ row, basis, state, kind }) => ({
      match_id: row.matchId,
      kick_off_time: row.kickOff,
      opposition_name: row.opposition,
      venue_name: row.venue,
      status: row.status,
      ...basis.settings,
      over: hasEnded(state.phase),
      phase: state.phase,
      our_goals: hideGoals ? null : state.our_goals,
      opposition_goals: hideGoals ? null : state.opposition_goals,
      minutes_from: kind,
    })),
    players: rows,
    over_limit: overDailyLimit(plan, max).sort((a, b) => a - b),
    next_match_id: next?.row.matchId ?? null,
  };
}
