import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { players, seasons, teams } from '../db/schema';
import type { TeamData } from '../db/data-versions';
import { versionsOf } from './read-cache';

/** Past this share of teams to read again, one query for the whole club costs less than one per team. */
const WHOLE_CLUB_FROM = 0.25;

/** A guess of a row's size in the cache's accounting: what matters is that many rows weigh more than few. */
const ROW_BYTES = 256;

/**
 * The rows of a club-wide read, kept in the read cache as one piece per team, each filed under the versions of its
 * team (decision 097). After a match event only the pieces of the teams it touched are read again, with one query
 * for those teams; the rest come from the cache. A club-wide answer is then a concatenation and a sort in memory,
 * not a query over the whole club on the server's one thread. When more than a quarter are missing (the first read, or
 * after a change to the club's data) one query for the whole club fills them all.
 *
 * `reads` names the one part of each team's data the rows depend on, when they depend on only one (decision 099).
 *
 * `load` answers the rows of the given teams (every team when `teamIds` is undefined), each row of one team, which
 * `teamOf` names. The rows come back grouped by team, in no particular order: the caller sorts them. `only` keeps the
 * answer to those teams (a coach's screens, #30): their pieces alone are read (never the whole club's: the largest
 * club's bench found a one-team read loading 10,001 matches whenever the team's piece was stale, decision 129) or
 * taken from the cache.
 */
export async function teamPieces<Row>(
  request: FastifyRequest,
  name: string,
  load: (teamIds: number[] | undefined) => Promise<Row[]>,
  teamOf: (row: Row) => number,
  reads?: TeamData,
  only?: readonly number[],
): Promise<Row[]> {
  const cache = request.server.readCache;
  const versions = await versionsOf(request);
  const clubTeamIds = await cache.remember(`teams\n`, versions.key('club'), async () =>
    (await request.server.db.select({ id: teams.teamId }).from(teams).orderBy(asc(teams.teamId))).map((t) => t.id),
  );
  const teamIds = only ? clubTeamIds.filter((teamId) => only.includes(teamId)) : clubTeamIds;
  const keyOf = (teamId: number) => `piece\n${name}\n${teamId}`;
  const versionOf = (team: number) => versions.key(reads ? { team, reads } : { team });
  const pieces = new Map<number, Row[]>();
  const missing: number[] = [];
  for (const teamId of teamIds) {
    const piece = cache.peek<Row[]>(keyOf(teamId), versionOf(teamId));
    if (piece) pieces.set(teamId, piece);
    else missing.push(teamId);
  }
  if (missing.length > 0) {
    // The whole club only for a club-wide answer: a coach's one team must not read the club's 10,000 matches.
    const whole = only === undefined && missing.length > teamIds.length * WHOLE_CLUB_FROM;
    const fresh = new Map<number, Row[]>((whole ? teamIds : missing).map((teamId) => [teamId, []]));
    for (const row of await load(whole ? undefined : missing)) fresh.get(teamOf(row))?.push(row);
    for (const [teamId, rows] of fresh) {
      // Filed under the versions the request started with: the rows are at least as new as those.
      cache.put(keyOf(teamId), versionOf(teamId), rows, rows.length * ROW_BYTES);
      pieces.set(teamId, rows);
    }
  }
  return teamIds.flatMap((teamId) => pieces.get(teamId) ?? []);
}

/**
 * Each player's (or team's) place in name order as the database sorts names (its collation, which JavaScript cannot
 * repeat), so rows put together from pieces sort exactly as one query's `order by player_name` would. Equal names
 * share a place. Kept for each version of the club's data (names are club data).
 */
export async function nameOrder(request: FastifyRequest, of: 'players' | 'teams'): Promise<Map<number, number>> {
  const versions = await versionsOf(request);
  const db = request.server.db;
  return request.server.readCache.remember(`name-order\n${of}`, versions.key('club'), async () => {
    const rows =
      of === 'players'
        ? await db
            .select({
              id: players.playerId,
              place: sql<number>`dense_rank() over (order by ${players.playerName})::int`,
            })
            .from(players)
        : await db
            .select({ id: teams.teamId, place: sql<number>`dense_rank() over (order by ${teams.teamName})::int` })
            .from(teams);
    return new Map(rows.map((row) => [row.id, row.place]));
  });
}

/** Compares two rows by player name (as the database orders names), then by player id. */
export function byPlayerName(order: Map<number, number>) {
  return (a: { player_id: number }, b: { player_id: number }) =>
    (order.get(a.player_id) ?? 0) - (order.get(b.player_id) ?? 0) || a.player_id - b.player_id;
}

/** The current season's name, as the reports' `season` has it; kept for each version of the club's data. */
export async function currentSeasonName(request: FastifyRequest): Promise<string | null> {
  const versions = await versionsOf(request);
  return request.server.readCache.remember(`current-season-name\n`, versions.key('club'), async () => {
    const [row] = await request.server.db
      .select({ name: seasons.name })
      .from(seasons)
      .where(eq(seasons.isCurrent, true))
      .limit(1);
    return row?.name ?? null;
  });
}
