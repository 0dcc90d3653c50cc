import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { contracts, isWelfareOrAdmin, medicalMessages as texts } from '@touchline/domain';
import { audit, auditRead } from '../audit/record';
import { matches, playerMedical } from '../db/schema';
import { authOf } from '../plugins/access';
import { familyRecordsWriter } from '../plugins/player-access';
import { HttpError, notFound } from '../plugins/errors';
import { loadMedical, matchSquadIds, relationTo } from '../queries/medical';
import { matchDayEnd } from '../queries/team-coaches';
import { today } from '../today';
import { route } from './route';

const ENTITY = 'player_medical';

/**
 * A player's medical and emergency information (#31, decision 130). Special-category data: read by the player's
 * family, the coaches of the player's team, the welfare officer and admins, each read on the audit log (who, whose,
 * when; never what), a refusal too; never cached and never in a log. Written by the parents, the player from 16 and
 * admins; saving it confirms it for the season.
 */
export const medicalRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.medical.get, async (request) => {
    const playerId = request.params.id;
    const auth = authOf(request);
    const who = await relationTo(app.db, auth, playerId);
    // A player that does not exist is 404 to those who may read any; 403 to others, as for someone else's child.
    if (!who.found && isWelfareOrAdmin(auth)) throw notFound();
    if (!(who.found && (who.family || who.teamCoach || isWelfareOrAdmin(auth)))) {
      // The refusal is on record, and nothing else: no data, not even whether the player exists.
      if (who.found) await auditRead(app.db, request, [{ entity: ENTITY, entityId: playerId }], true);
      throw new HttpError(403, texts.notAllowed);
    }
    return app.db.transaction(async (tx) => {
      const [record] = await loadMedical(tx, [playerId], today());
      await auditRead(tx, request, [{ entity: ENTITY, entityId: playerId }]);
      return record!;
    });
  });

  route(
    app,
    contracts.medical.put,
    async (request) => {
      const playerId = request.params.id;
      const auth = authOf(request);
      const body = request.body;
      const now = new Date();
      const values = {
        emergencyContacts: body.emergency_contacts,
        conditions: body.conditions,
        allergies: body.allergies,
        medication: body.medication,
        instructions: body.instructions,
        updatedAt: now,
        updatedBy: auth.userId,
        reviewedAt: now,
      };
      return app.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ playerId: playerMedical.playerId })
          .from(playerMedical)
          .where(eq(playerMedical.playerId, playerId));
        await tx
          .insert(playerMedical)
          .values({ playerId, ...values })
          .onConflictDoUpdate({ target: playerMedical.playerId, set: values });
        const [record] = await loadMedical(tx, [playerId], today());
        // On record that it changed and who changed it; what it says stays out of the audit log.
        await audit(tx, request, {
          entityId: playerId,
          entity: ENTITY,
          before: before ? { changed: true } : null,
          after: { changed: true },
          everyone: true,
        });
        return record!;
      });
    },
    { preValidation: familyRecordsWriter(texts.notFamily) },
  );

  route(app, contracts.medical.ofMatch, async (request) => {
    const matchId = request.params.id;
    const [match] = await app.db
      .select({ matchDate: matches.matchDate })
      .from(matches)
      .where(eq(matches.matchId, matchId));
    if (!match) throw notFound();
    // The whole squad's records go onto a phone on the match day only (each player's stays one tap away any day).
    if (match.matchDate !== today()) throw new HttpError(409, texts.notMatchDay);
    return app.db.transaction(async (tx) => {
      const players = await loadMedical(tx, await matchSquadIds(tx, matchId), today());
      await auditRead(
        tx,
        request,
        players.map((p) => ({ entity: ENTITY, entityId: p.player_id })),
      );
      return { match_id: matchId, keep_until: matchDayEnd(match.matchDate).toISOString(), players };
    });
  });
};
