import { givesOwnConsent, isCoachOrAdmin, messages } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/open';
import { authOf } from './access';
import { HttpError, notFound } from './errors';
import { versionKey } from './read-cache';
import type { AuthUser } from '../auth/sessions';
import { relationTo, type PlayerRelation } from '../queries/medical';
import { today } from '../today';

/**
 * May this user see and change this player's data? Coaches and admins: anyone (404 if there is no such
 * player). A player account: only its own player. A parent: only their linked children. Others: 403,
 * the same answer whether or not the player exists.
 */
export async function assertCanActForPlayer(db: Db, auth: AuthUser, playerId: number): Promise<void> {
  const who = await relationTo(db, auth, playerId);
  if (isCoachOrAdmin(auth)) {
    if (!who.found) throw notFound();
    return;
  }
  if (!who.family) throw new HttpError(403, messages.notYourPlayer);
}

/** Is this the user's own player record or their child's? 403 otherwise, whether or not the player exists. */
export async function assertFamilyOf(db: Db, auth: AuthUser, playerId: number): Promise<void> {
  if (!(await relationTo(db, auth, playerId)).family) throw new HttpError(403, messages.notYourPlayer);
}

/**
 * assertCanActForPlayer for a read, remembered in the read cache for this version of the club's data (players,
 * parent links and user types are club data); a refusal is never kept.
 */
export async function assertCanReadPlayer(request: FastifyRequest, playerId: number): Promise<void> {
  const auth = authOf(request);
  const key = `player-access\n${auth.userId}\n${isCoachOrAdmin(auth)}\n${playerId}`;
  await request.server.readCache.remember(key, await versionKey(request, 'club'), async () => {
    await assertCanActForPlayer(request.server.db, auth, playerId);
    return true;
  });
}

/** SQL condition on a `player_id` column: the players this user may see (all for coaches and admins). */
export function visiblePlayers(auth: AuthUser, column: AnyPgColumn) {
  if (isCoachOrAdmin(auth)) return sql`true`;
  return sql`(${column} in (select player_id from players where user_id = ${auth.userId})
    or ${column} in (select player_id from parent_player_associations where parent_user_id = ${auth.userId}))`;
}

/**
 * May this person write a player's family records, their medical information and consents (decision 130)? The
 * player's parents, the player themself from 16, and admins (a paper form).
 */
export function writesFamilyRecords(auth: AuthUser, who: PlayerRelation, today: string): boolean {
  return who.found && (who.parent || (who.own && givesOwnConsent(who.dateOfBirth, today)) || auth.role === 'admin');
}

/**
 * A route's `preValidation` for a write on a player's family records (the path's `id`): 403 with `refusal` before the
 * body is validated, so a stranger's bad input is refused for who they are, not for what they sent (#31). An id that
 * is not one is left to the schema's 400.
 */
export function familyRecordsWriter(refusal: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const raw = (request.params as { id?: unknown }).id;
    const playerId = Number(raw);
    if (!Number.isSafeInteger(playerId) || playerId < 1 || String(playerId) !== raw) return;
    const auth = authOf(request);
    const who = await relationTo(request.server.db, auth, playerId);
    if (!who.found && auth.role === 'admin') throw notFound();
    if (!writesFamilyRecords(auth, who, today())) throw new HttpError(403, refusal);
  };
}
