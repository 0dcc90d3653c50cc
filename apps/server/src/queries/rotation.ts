import {
  defaultMaxMinutesPerDay,
  matchLength,
  defaultOnPitch,
  minutesSpread,
  proposeRotation,
  rotationChanges,
  timelineMinutes,
  type RotationView,
} from '@touchline/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/open';
import { lineupPlayers, matchRotations, matches, minutesLimits, players, squadPlayers, teams } from '../db/schema';
import { availableForMatch } from './fixture-answers';
import { playingTimeReport } from './playing-time';
import { loadTimeline } from './timeline';

/** The club's most minutes per day for an age group, else the FA's figure (decision 109). */
export async function maxMinutesFor(db: Db, ageGroup: string): Promise<number | null> {
  const [row] = await db.select().from(minutesLimits).where(eq(minutesLimits.ageGroup, ageGroup));
  return row?.maxMinutes ?? defaultMaxMinutesPerDay(ageGroup);
}

async function startersOf(db: Db, matchId: number): Promise<number[]> {
  return (await lineupOf(db, matchId)).map((r) => r.id);
}

async function lineupOf(db: Db, matchId: number) {
  return db
    .select({ id: lineupPlayers.playerId, position: lineupPlayers.position })
    .from(lineupPlayers)
    .where(eq(lineupPlayers.matchId, matchId));
}

/** The position a rotation never leaves empty (the formations' name for it, migration 0003). */
const KEEPER_POSITION = 'Goalkeeper';

/** The published squad's starters and substitutes; without one, the lineup's starters and every available player. */
async function rotationSquad(db: Db, matchId: number, starting: number[]) {
  const published = await db
    .select({ id: squadPlayers.playerId, name: players.playerName, role: squadPlayers.role })
    .from(squadPlayers)
    .innerJoin(players, eq(players.playerId, squadPlayers.playerId))
    .where(and(eq(squadPlayers.matchId, matchId), ne(squadPlayers.role, 'standby')))
    .orderBy(asc(players.playerName));
  if (published.length) return published.map((p) => ({ ...p, role: p.role as 'starting' | 'substitute' }));
  const available = await db
    .select({ id: players.playerId, name: players.playerName })
    .from(players)
    .where(availableForMatch(matchId))
    .orderBy(asc(players.playerName));
  const starters = new Set(starting);
  return available.map((p) => ({ ...p, role: starters.has(p.id) ? ('starting' as const) : ('substitute' as const) }));
}

/**
 * The side a rotation may play (#29 item 6): how many are in the match's squad, and how many of them start (the
 * published squad's starters, else the lineup's). Two small reads, without the plan and the season's minutes.
 */
export async function rotationSide(db: Db, matchId: number): Promise<{ squad: number; starters: number }> {
  const squad = await rotationSquad(db, matchId, await startersOf(db, matchId));
  return { squad: squad.length, starters: squad.filter((p) => p.role === 'starting').length };
}

/** Minutes each player has played in a match so far (all of them once it is over), from its lineup and timeline. */
export async function playedMinutes(db: Db, matchId: number, length: number): Promise<Map<number, number>> {
  return timelineMinutes(await startersOf(db, matchId), await loadTimeline(db, matchId), length).minutes;
}

/** Minutes each player has played today in the team's other matches, from their lineups and timelines. */
async function todaysMinutes(
  db: Db,
  match: { matchId: number; teamId: number; matchDate: string; teamMinutes: number | null },
  ageGroup: string,
) {
  const others = await db
    .select({ id: matches.matchId, length: matches.matchMinutes })
    .from(matches)
    .where(
      and(eq(matches.teamId, match.teamId), eq(matches.matchDate, match.matchDate), ne(matches.matchId, match.matchId)),
    );
  const today = new Map<number, number>();
  for (const other of others) {
    const length = matchLength({ age_group: ageGroup, team_minutes: match.teamMinutes, match_minutes: other.length });
    for (const [id, minutes] of await playedMinutes(db, other.id, length))
      today.set(id, (today.get(id) ?? 0) + minutes);
  }
  return today;
}

/** A match as its rotation reads it: its team's age group and length, and its own length (decision 124). */
export interface RotationMatch {
  matchId: number;
  ageGroup: string;
  teamMinutes: number | null;
  ownMinutes: number | null;
}

/**
 * What a match's rotation starts from (decision 109): its settings (saved, or the age group's defaults), the lineup's
 * starters, the squad it rotates and the lineup's goalkeeper in that squad. The rotation and the festival day read it.
 */
export async function rotationBasis(db: Db, match: RotationMatch) {
  const [saved] = await db.select().from(matchRotations).where(eq(matchRotations.matchId, match.matchId));
  const lineup = await lineupOf(db, match.matchId);
  const starting = lineup.map((r) => r.id);
  // The match's length is the match's (decision 124): the rotation reads it, and its dialog sets the match's own.
  const match_minutes = matchLength({
    age_group: match.ageGroup,
    team_minutes: match.teamMinutes,
    match_minutes: match.ownMinutes,
  });
  const settings = saved
    ? { on_pitch: saved.onPitch, change_every: saved.changeEvery, match_minutes }
    : { on_pitch: starting.length || defaultOnPitch(match.ageGroup), change_every: 10, match_minutes };
  const squad = await rotationSquad(db, match.matchId, starting);
  const inSquad = new Set(squad.map((p) => p.id));
  const keeper = lineup.find((r) => r.position === KEEPER_POSITION && inSquad.has(r.id))?.id ?? null;
  return { saved: Boolean(saved), settings, starting, squad, inSquad, keeper };
}

/** A match with its team as a rotation reads them (its date, its team's age group, lengths and youth mode), or null. */
export async function rotationMatch(db: Db, matchId: number) {
  const [match] = await db
    .select({
      matchId: matches.matchId,
      teamId: matches.teamId,
      matchDate: matches.matchDate,
      teamName: teams.teamName,
      ageGroup: teams.ageGroup,
      youthMode: teams.youthMode,
      teamMinutes: teams.matchMinutes,
      ownMinutes: matches.matchMinutes,
    })
    .from(matches)
    .innerJoin(teams, eq(teams.teamId, matches.teamId))
    .where(eq(matches.matchId, matchId));
  return match ?? null;
}

/** A match's rotation (decision 109): settings (saved, or the age group's defaults), squad, and the proposed plan. */
export async function loadRotation(db: Db, matchId: number): Promise<RotationView | null> {
  const match = await rotationMatch(db, matchId);
  if (!match) return null;
  const { saved, settings, starting, squad, inSquad, keeper } = await rotationBasis(db, match);
  const season = new Map(
    (await playingTimeReport(db, match.teamId, matchId)).players.map((p) => [p.player_id, p.minutes_played]),
  );
  const today = await todaysMinutes(db, match, match.ageGroup);
  const max = await maxMinutesFor(db, match.ageGroup);
  const players = squad.map((p) => ({
    player_id: p.id,
    season_minutes: season.get(p.id) ?? 0,
    today_minutes: today.get(p.id) ?? 0,
  }));
  const plan = proposeRotation(players, settings, {
    starting: starting.length ? starting.filter((id) => inSquad.has(id)) : undefined,
    max_minutes_per_day: max,
    keeper,
  });
  return {
    saved,
    settings,
    age_group: match.ageGroup,
    max_minutes_per_day: max,
    keeper,
    squad: squad.map((p, i) => ({
      player_id: p.id,
      player_name: p.name,
      role: p.role,
      season_minutes: players[i]!.season_minutes,
      today_minutes: players[i]!.today_minutes,
      planned_minutes: plan.minutes.get(p.id) ?? 0,
    })),
    segments: plan.segments,
    changes: rotationChanges(plan),
    spread: squad.length ? Math.round((minutesSpread(plan, keeper) / settings.match_minutes) * 1000) / 10 : 0,
  };
}
