import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { displayName, type LiveLink } from '@touchline/domain';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/open';
import { liveLinks, matches, teams, users } from '../db/schema';

/** A live link as the coach's list shows it (never its token or hash). */
function linkAnswer(row: {
  id: number;
  createdAt: Date;
  expiresAt: Date;
  username: string | null;
  shortName: string | null;
}): LiveLink {
  return {
    id: row.id,
    created_by: row.username === null ? null : displayName({ short_name: row.shortName, username: row.username }),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

const linkColumns = {
  id: liveLinks.id,
  createdAt: liveLinks.createdAt,
  expiresAt: liveLinks.expiresAt,
  username: users.username,
  shortName: users.shortName,
};

/** The match's links that still work at `now`, oldest first; or just one of them. */
export async function loadLiveLinks(db: Db, matchId: number, now: Date, onlyId?: number): Promise<LiveLink[]> {
  const rows = await db
    .select(linkColumns)
    .from(liveLinks)
    .leftJoin(users, eq(users.userId, liveLinks.createdBy))
    .where(
      and(
        eq(liveLinks.matchId, matchId),
        isNull(liveLinks.revokedAt),
        gt(liveLinks.expiresAt, now),
        onlyId === undefined ? undefined : eq(liveLinks.id, onlyId),
      ),
    )
    .orderBy(asc(liveLinks.createdAt), asc(liveLinks.id));
  return rows.map(linkAnswer);
}

/** The link a token opens, with its match and team, whatever its state (the caller tells expired from revoked). */
export async function findLiveLink(db: Db, token: string) {
  const [row] = await db
    .select({
      matchId: liveLinks.matchId,
      expiresAt: liveLinks.expiresAt,
      revokedAt: liveLinks.revokedAt,
      teamName: teams.teamName,
      ageGroup: teams.ageGroup,
      youthMode: teams.youthMode,
      teamMinutes: teams.matchMinutes,
      ownMinutes: matches.matchMinutes,
      oppositionName: matches.oppositionName,
      matchDate: matches.matchDate,
      status: matches.status,
      kickOffTime: matches.kickOffTime,
      homeOrAway: matches.homeOrAway,
    })
    .from(liveLinks)
    .innerJoin(matches, eq(matches.matchId, liveLinks.matchId))
    .innerJoin(teams, eq(teams.teamId, matches.teamId))
    .where(eq(liveLinks.tokenHash, hashToken(token)));
  return row ?? null;
}
