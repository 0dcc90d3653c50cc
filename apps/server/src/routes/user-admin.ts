import type { FastifyPluginAsync } from 'fastify';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { accountMessages, contracts, headOfCoachingMessages, messages, playerAccountMessages } from '@touchline/domain';

import { queueInvitation } from '../auth/invitations';
import { assertEmailFree } from '../auth/one-account';
import { assertPasswordAllowed } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { endOtherSessions } from '../auth/sessions';
import type { Db } from '../db/open';
import { parentPlayerAssociations, players, teams, userTypes, users } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { listUsers } from '../queries/users';
import { firstOr404 } from './shared';
import { audit } from '../audit/record';
import { route } from './route';
import { asksPage, pageOf, setPageHeaders, slicePage } from '../plugins/paging';

async function assertUsernameFree(db: Db, username: string, exceptId?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(eq(sql`lower(${users.username})`, username.toLowerCase()), exceptId ? ne(users.userId, exceptId) : undefined),
    );
  if ((row?.n ?? 0) > 0) throw new HttpError(409, 'Username already exists');
}

/** Gives a player record to the account; only a player without one (or already this one's) is taken. */
async function takePlayer(tx: Db, userId: number, playerId: number): Promise<void> {
  // One conditional update: two admins linking the same player cannot both win.
  const linked = await tx
    .update(players)
    .set({ userId })
    .where(and(eq(players.playerId, playerId), sql`(${players.userId} is null or ${players.userId} = ${userId})`))
    .returning({ id: players.playerId });
  if (linked.length) return;
  const [exists] = await tx.select({ id: players.playerId }).from(players).where(eq(players.playerId, playerId));
  throw exists
    ? new HttpError(409, playerAccountMessages.playerTaken)
    : new HttpError(400, playerAccountMessages.noPlayer(playerId));
}

export const userAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.users.list, async (request, reply) => {
    const everyone = await listUsers(app.db, undefined, { withChildren: true });
    if (!asksPage(request.query)) return everyone;
    const page = pageOf(request.query);
    setPageHeaders(request, reply, page, everyone.length);
    return slicePage(everyone, page);
  });

  route(app, contracts.users.coaches, async () =>
    app.db
      .select({ user_id: users.userId, short_name: users.shortName, username: users.username })
      .from(users)
      .innerJoin(userTypes, and(eq(userTypes.userId, users.userId), eq(userTypes.type, 'Coach')))
      .orderBy(asc(users.username)),
  );

  /**
   * A new user with a password the admin chose, or (`invite`) none yet and an emailed invitation to choose one;
   * a Player account may go straight onto its player record (`player_id`).
   */
  route(app, contracts.users.create, async (request) => {
    const body = request.body;
    const mail = app.settings.mail();
    if (body.invite && !mail) throw new HttpError(400, accountMessages.emailNotConfigured);
    await assertUsernameFree(app.db, body.username);
    if (body.password) assertPasswordAllowed(body.password, body.username);
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    const created = await app.db.transaction(async (tx) => {
      await assertEmailFree(tx, body.email, { nameOwner: true });
      const [row] = await tx
        .insert(users)
        .values({
          username: body.username,
          passwordHash,
          role: body.role,
          shortName: body.short_name,
          email: body.email,
          headOfCoaching: body.head_of_coaching ?? false,
          welfareOfficer: body.welfare_officer ?? false,
          treasurer: body.treasurer ?? false,
        })
        .returning({ id: users.userId });
      const userId = row?.id as number;
      if (body.userTypes?.length) await tx.insert(userTypes).values(body.userTypes.map((type) => ({ userId, type })));
      if (body.player_id !== undefined) await takePlayer(tx, userId, body.player_id);
      if (body.invite && mail && body.email) {
        const invitee = { userId, username: body.username, shortName: body.short_name ?? null, email: body.email };
        await queueInvitation(tx, mail, invitee, authOf(request).username, app.config.clubLanguage);
      }
      const after = firstOr404(await listUsers(tx, userId));
      await audit(tx, request, { entityId: userId, after });
      return after;
    });
    if (body.invite) app.mail?.wake();
    return created;
  });

  route(app, contracts.users.update, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const auth = authOf(request);
    if (id === auth.userId && body.role !== undefined && body.role !== 'admin')
      throw new HttpError(400, 'You cannot remove your own admin role');
    await assertUsernameFree(app.db, body.username, id);
    if (body.password) assertPasswordAllowed(body.password, body.username);
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    return app.db.transaction(async (tx) => {
      const before = firstOr404(await listUsers(tx, id));
      const coach = (body.userTypes ?? before.userTypes.map((t) => t.type)).includes('Coach');
      if (body.head_of_coaching && !coach) throw new HttpError(400, headOfCoachingMessages.coachOnly);
      const player = (body.userTypes ?? before.userTypes.map((t) => t.type)).includes('Player');
      if (body.welfare_officer && player) throw new HttpError(400, headOfCoachingMessages.welfareAdultOnly);
      if (body.treasurer && player) throw new HttpError(400, headOfCoachingMessages.treasurerAdultOnly);
      await assertEmailFree(tx, body.email, { exceptUserId: id, nameOwner: true });
      firstOr404(
        await tx
          .update(users)
          .set({
            username: body.username,
            shortName: body.short_name,
            email: body.email,
            ...(body.role ? { role: body.role } : {}),
            ...(passwordHash ? { passwordHash } : {}),
            ...(coach ? { headOfCoaching: body.head_of_coaching } : { headOfCoaching: false }),
            ...(player ? { welfareOfficer: false } : { welfareOfficer: body.welfare_officer }),
            ...(player ? { treasurer: false } : { treasurer: body.treasurer }),
          })
          .where(eq(users.userId, id))
          .returning({ id: users.userId }),
      );
      if (body.userTypes) {
        await tx.delete(userTypes).where(eq(userTypes.userId, id));
        if (body.userTypes.length)
          await tx.insert(userTypes).values(body.userTypes.map((type) => ({ userId: id, type })));
        // An account that is no longer of type Player no longer speaks for a player.
        if (!body.userTypes.includes('Player'))
          await tx.update(players).set({ userId: null }).where(eq(players.userId, id));
      }
      // A new password ends the user's other sessions; an admin changing their own keeps the session doing it.
      if (passwordHash)
        await endOtherSessions(tx, id, auth.userId === id && auth.impersonatorId === null ? auth.sessionId : null);
      const after = firstOr404(await listUsers(tx, id));
      await audit(tx, request, { entityId: id, before, after });
      return after;
    });
  });

  route(app, contracts.users.remove, async (request) => {
    const { id } = request.params;
    if (id === authOf(request).userId) throw new HttpError(400, 'You cannot delete your own account');
    await app.db.transaction(async (tx) => {
      const before = firstOr404(await listUsers(tx, id));
      await tx.delete(users).where(eq(users.userId, id));
      await audit(tx, request, { entityId: id, before });
    });
  });

  /** Links a Player account to its one player record (moving it from any other), or unlinks it with null. */
  route(app, contracts.users.linkPlayer, async (request) => {
    const { id } = request.params;
    const { player_id: playerId } = request.body;
    return app.db.transaction(async (tx) => {
      const before = firstOr404(await listUsers(tx, id));
      if (playerId !== null && !before.userTypes.some((t) => t.type === 'Player'))
        throw new HttpError(400, playerAccountMessages.notPlayerType);
      await tx
        .update(players)
        .set({ userId: null })
        .where(and(eq(players.userId, id), playerId === null ? undefined : ne(players.playerId, playerId)));
      if (playerId !== null) await takePlayer(tx, id, playerId);
      const after = firstOr404(await listUsers(tx, id));
      await audit(tx, request, { entityId: id, before, after });
      return after;
    });
  });

  // Parent-player associations.
  route(app, contracts.users.parentLinks, async (request) => {
    const auth = authOf(request);
    const { userId } = request.params;
    if (auth.role !== 'admin' && auth.userId !== userId) throw new HttpError(403, messages.forbidden);
    return app.db
      .select({
        parent_user_id: parentPlayerAssociations.parentUserId,
        player_id: players.playerId,
        player_name: players.playerName,
        player_short_name: players.playerShortName,
        team_name: teams.teamName,
      })
      .from(parentPlayerAssociations)
      .innerJoin(players, eq(players.playerId, parentPlayerAssociations.playerId))
      .innerJoin(teams, eq(teams.teamId, players.teamId))
      .where(eq(parentPlayerAssociations.parentUserId, userId))
      .orderBy(asc(players.playerName));
  });

  route(app, contracts.users.addParentLink, async (request) => {
    const { parent_user_id, player_id } = request.body;
    const [parent] = await listUsers(app.db, parent_user_id);
    if (!parent) throw new HttpError(400, `User ${parent_user_id} does not exist`);
    if (!parent.userTypes.some((t) => t.type === 'Parent'))
      throw new HttpError(400, 'Only users of type Parent can be linked to players');
    return app.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(parentPlayerAssociations)
        .values({ parentUserId: parent_user_id, playerId: player_id })
        .onConflictDoNothing()
        .returning({ player_id: parentPlayerAssociations.playerId });
      if (inserted.length === 0) throw new HttpError(409, 'This player is already linked to this parent');
      const after = { parent_user_id, player_id };
      await audit(tx, request, { entityId: parent_user_id, after });
      return after;
    });
  });

  route(app, contracts.users.removeParentLink, async (request) => {
    const { parent_user_id, player_id } = request.body;
    await app.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(parentPlayerAssociations)
        .where(
          and(
            eq(parentPlayerAssociations.parentUserId, parent_user_id),
            eq(parentPlayerAssociations.playerId, player_id),
          ),
        )
        .returning({ player_id: parentPlayerAssociations.playerId });
      if (deleted.length === 0) throw notFound();
      await audit(tx, request, { entityId: parent_user_id, before: { parent_user_id, player_id } });
    });
  });
};
