import type { FastifyPluginAsync } from 'fastify';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { contracts, familyMessages } from '@touchline/domain';
import { queueInvitation } from '../auth/invitations';
import { emailOwner } from '../auth/one-account';
import { auditEach, type Change } from '../audit/record';
import { parentPlayerAssociations, players, userTypes, users } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError } from '../plugins/errors';
import { listUsers } from '../queries/users';
import { listPlayers, toRow } from './players';
import { route } from './route';
import { firstOr404 } from './shared';

/**
 * Add family (decision 105): a parent or guardian and their children in one transaction: new players made, every
 * child linked, the parent's account made without a password, and (email set up) the invitation queued. A second
 * guardian is the same form with the same children, picked as existing players.
 */
export const familyRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.families.create, async (request) => {
    const body = request.body;
    const auth = authOf(request);
    const email = body.email.trim();
    const username = body.username ?? email.toLowerCase();
    const mail = app.settings.mail();
    const invite = (body.invite ?? true) && mail !== null;
    const existingIds = body.player_ids;
    if (new Set(existingIds).size !== existingIds.length) throw new HttpError(400, familyMessages.childTwice);

    const answer = await app.db.transaction(async (tx) => {
      if ((await emailOwner(tx, email)) !== undefined) throw new HttpError(409, familyMessages.emailTaken);
      const [sameName] = await tx
        .select({ n: count() })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
      if ((sameName?.n ?? 0) > 0) throw new HttpError(409, familyMessages.usernameTaken);
      const found = existingIds.length
        ? await tx.select({ id: players.playerId }).from(players).where(inArray(players.playerId, existingIds))
        : [];
      const missing = existingIds.find((playerId) => !found.some((f) => f.id === playerId));
      if (missing !== undefined) throw new HttpError(400, familyMessages.noChild(missing));

      const [parent] = await tx
        .insert(users)
        .values({ username, email, shortName: body.parent_name, passwordHash: null })
        .returning({ id: users.userId });
      const parentId = parent?.id as number;
      await tx.insert(userTypes).values({ userId: parentId, type: 'Parent' });
      const childIds: number[] = [];
      const changes: Change[] = [];
      childIds.push(...existingIds);
      for (const child of body.new_players) {
        const [made] = await tx.insert(players).values(toRow(child)).returning({ id: players.playerId });
        childIds.push(made?.id as number);
      }
      await tx
        .insert(parentPlayerAssociations)
        .values(childIds.map((playerId) => ({ parentUserId: parentId, playerId })));
      const made = await listPlayers(tx, auth, inArray(players.playerId, childIds));
      for (const child of made.filter((p) => !existingIds.includes(p.player_id)))
        changes.push({ entityId: child.player_id, entity: 'players', after: child });
      const parentRow = firstOr404(await listUsers(tx, parentId));
      changes.unshift({ entityId: parentId, entity: 'users', after: { ...parentRow, children: childIds } });
      if (invite && mail)
        await queueInvitation(
          tx,
          mail,
          { userId: parentId, username, shortName: body.parent_name, email },
          auth.username,
          app.config.clubLanguage,
        );
      await auditEach(tx, request, changes);
      return {
        parent: firstOr404(await listUsers(tx, parentId)),
        children: childIds.map((playerId) => ({
          player_id: playerId,
          player_name: made.find((p) => p.player_id === playerId)?.player_name ?? '',
        })),
        invited: invite ? email : null,
      };
    });
    if (answer.invited) app.mail?.wake();
    return answer;
  });
};
