import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  consentKinds,
  consentLabels,
  consentMessages as texts,
  consentsFrom16,
  contracts,
  isCoachOrAdmin,
  isMinorOfOwnConsent,
  isWelfareOrAdmin,
  type ConsentKind,
} from '@touchline/domain';
import { audit, auditRead } from '../audit/record';
import { matches, playerConsents } from '../db/schema';
import { authOf } from '../plugins/access';
import { familyRecordsWriter } from '../plugins/player-access';
import { HttpError, notFound } from '../plugins/errors';
import { loadConsents } from '../queries/consents';
import { relationTo } from '../queries/medical';
import { today } from '../today';
import { route } from './route';

/**
 * A player's consents (#31, decision 130): given or withdrawn by the parents, the player from 16, or an admin (a paper
 * form); each answer dated and signed, earlier ones on the audit log. Seen by the family, the club's coaches (the
 * squad and the live link show them) and the welfare officer, whose reads are on record.
 */
export const consentRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.consents.get, async (request) => {
    const playerId = request.params.id;
    const auth = authOf(request);
    const who = await relationTo(app.db, auth, playerId);
    if (!who.found && (isCoachOrAdmin(auth) || isWelfareOrAdmin(auth))) throw notFound();
    if (!(who.family || isCoachOrAdmin(auth) || isWelfareOrAdmin(auth))) throw new HttpError(403, texts.notSeen);
    const [consents] = await loadConsents(app.db, today(), [playerId]);
    // The welfare officer's reads are on record (decision 130).
    if (auth.welfareOfficer) await auditRead(app.db, request, [{ entity: 'player_consents', entityId: playerId }]);
    const { team_name: _team, ...answer } = consents!;
    return answer;
  });

  route(
    app,
    contracts.consents.put,
    async (request) => {
      const playerId = request.params.id;
      const auth = authOf(request);
      const now = today();
      const who = await relationTo(app.db, auth, playerId);
      const body = request.body;
      const given = consentKinds.filter((kind): kind is ConsentKind => body[kind] !== undefined);
      for (const kind of given) {
        if (consentsFrom16.includes(kind) && body[kind] && !isMinorOfOwnConsent(who.dateOfBirth, now))
          throw new HttpError(400, texts.onlyFrom16(consentLabels[kind]));
      }
      return app.db.transaction(async (tx) => {
        const [before] = await loadConsents(tx, now, [playerId]);
        const direct = body.direct_contact ?? before!.direct_contact.granted === true;
        if (body.no_parent_copy === true && !direct) throw new HttpError(400, texts.needsDirectContact);
        const at = new Date();
        for (const kind of given) {
          const values = { granted: body[kind]!, givenBy: auth.userId, givenAt: at };
          await tx
            .insert(playerConsents)
            .values({ playerId, kind, ...values })
            .onConflictDoUpdate({ target: [playerConsents.playerId, playerConsents.kind], set: values });
        }
        // Without direct contact, messages cannot go without the parents.
        if (body.direct_contact === false && before!.no_parent_copy.granted === true) {
          const values = { granted: false, givenBy: auth.userId, givenAt: at };
          await tx
            .insert(playerConsents)
            .values({ playerId, kind: 'no_parent_copy', ...values })
            .onConflictDoUpdate({ target: [playerConsents.playerId, playerConsents.kind], set: values });
        }
        const [after] = await loadConsents(tx, now, [playerId]);
        await audit(tx, request, { entityId: playerId, entity: 'player_consents', before, after, everyone: true });
        const { team_name: _team, ...answer } = after!;
        return answer;
      });
    },
    { preValidation: familyRecordsWriter(texts.notFamily) },
  );

  route(app, contracts.consents.ofMatch, async (request) => {
    const matchId = request.params.id;
    const result = (await app.db.execute(sql`
      select p.player_id, p.player_name from matches m join players p on p.team_id = m.team_id
      where m.match_id = ${matchId} and not exists (select 1 from player_consents c
        where c.player_id = p.player_id and c.kind = 'photos' and c.granted)
      order by p.player_name`)) as unknown as { rows: { player_id: number; player_name: string }[] };
    const [match] = await app.db.select({ id: matches.matchId }).from(matches).where(eq(matches.matchId, matchId));
    if (!match) throw notFound();
    return { unnamed: result.rows };
  });

  route(app, contracts.consents.register, async (request) => {
    return app.db.transaction(async (tx) => {
      const players = await loadConsents(tx, today());
      await auditRead(tx, request, [{ entity: 'player_consents', entityId: null }]);
      return { players };
    });
  });
};
