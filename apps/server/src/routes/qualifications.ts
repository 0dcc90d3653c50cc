import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  contracts,
  expiryOf,
  isAdmin,
  qualificationMessages as texts,
  qualificationProblem,
  type QualificationKind,
} from '@touchline/domain';
import { audit } from '../audit/record';
import type { Db } from '../db/open';
import { qualifications } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { clubAdults, entriesOf, entryOf, loadRegister, qualificationRows } from '../queries/qualifications';
import { today } from '../today';
import { route } from './route';

/** One person's record of one kind, as the register shows it (null when there is none). */
async function recordOf(db: Db, userId: number, kind: QualificationKind, day: string) {
  const row = (await qualificationRows(db, [userId])).find((r) => r.kind === kind);
  return row ? entryOf(kind, row, day) : null;
}

/**
 * The qualifications register (#31, decision 130): status and dates of each adult's DBS check, safeguarding course
 * and first aid, never a certificate's contents. The welfare officer and admins read it, every read on the audit log,
 * and record checks, every change on it; a person reads their own.
 */
export const qualificationRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.qualifications.register, async (request) => {
    const register = await loadRegister(app.db, today());
    // A welfare read is on record whoever makes it: who looked at the register, when (not its contents).
    await audit(app.db, request, {
      entityId: null,
      entity: 'qualifications',
      after: { people: register.people.length },
      everyone: true,
    });
    return register;
  });

  route(app, contracts.qualifications.record, async (request) => {
    const auth = authOf(request);
    const { id: userId, kind } = request.params;
    const { status } = request.body;
    const issuedOn = request.body.issued_on ?? null;
    // Nobody vouches for their own check: the welfare officer's are recorded by an admin or another welfare officer.
    if (userId === auth.userId && !isAdmin(auth)) throw new HttpError(403, texts.notOwn);
    const adult = (await clubAdults(app.db)).find((a) => a.user_id === userId);
    if (!adult) throw new HttpError(404, texts.noSuchUser);
    if (adult.player_account) throw new HttpError(400, texts.playerAccount);
    const day = today();
    const problem = qualificationProblem({ status, issued_on: issuedOn }, day);
    if (problem) throw new HttpError(400, problem);
    const values = {
      status,
      issuedOn,
      expiresOn: issuedOn ? expiryOf(issuedOn) : null,
      recordedBy: auth.impersonatorId ?? auth.userId,
      recordedAt: new Date(),
    };
    return app.db.transaction(async (tx) => {
      const before = await recordOf(tx, userId, kind, day);
      await tx
        .insert(qualifications)
        .values({ userId, kind, ...values })
        .onConflictDoUpdate({ target: [qualifications.userId, qualifications.kind], set: values });
      const after = (await recordOf(tx, userId, kind, day))!;
      await audit(tx, request, { entityId: userId, entity: 'qualifications', before, after, everyone: true });
      return after;
    });
  });

  route(app, contracts.qualifications.remove, async (request) => {
    const auth = authOf(request);
    const { id: userId, kind } = request.params;
    if (userId === auth.userId && !isAdmin(auth)) throw new HttpError(403, texts.notOwn);
    await app.db.transaction(async (tx) => {
      const before = await recordOf(tx, userId, kind, today());
      if (!before) throw notFound();
      await tx.delete(qualifications).where(and(eq(qualifications.userId, userId), eq(qualifications.kind, kind)));
      await audit(tx, request, { entityId: userId, entity: 'qualifications', before, after: null, everyone: true });
    });
  });

  route(app, contracts.qualifications.own, async (request) => {
    const day = today();
    return { today: day, qualifications: entriesOf(await qualificationRows(app.db, [authOf(request).userId]), day) };
  });
};
