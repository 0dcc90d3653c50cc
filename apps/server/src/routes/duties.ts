import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  contracts,
  daysBetween,
  DUTY_PLAN_MAX_DAYS,
  dutyMessages,
  type DutyKind,
  type MyDuties,
} from '@touchline/domain';
import type { AuthUser } from '../auth/sessions';
import { audit } from '../audit/record';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';
import { dutyLock, planDuties } from '../duties/plan';
import { idList, loadEvents, rotaRange, seasonStartOf, teamFamilies, teamRota, withDuties } from '../duties/read';
import { enqueueSwapNotice } from '../jobs/duty-notices';
import { syncFamilies } from '../money/families';
import { authOf } from '../plugins/access';
import { notFound, HttpError } from '../plugins/errors';
import { assertCoachesTeam } from '../plugins/team-access';
import { today } from '../today';
import { route } from './route';

/** A read of several statements from one snapshot: a plan committed in between shows wholly or not at all. */
const readSnapshot = <T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });

/** The id in a path, before validation (a malformed one is left to the route's 400). */
function rawId(request: FastifyRequest): number | null {
  const raw = (request.params as { id?: unknown }).id;
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** The caller's families: their children's (a parent's account; a player's own account has none). */
async function familiesOf(db: Db, auth: AuthUser): Promise<number[]> {
  if (auth.userTypes.some((t) => t.type === 'Player')) return [];
  const rows = await rowsOf<{ family_id: number }>(
    db,
    sql`select distinct p.family_id from parent_player_associations a join players p on p.player_id = a.player_id
      where a.parent_user_id = ${auth.userId} and p.family_id is not null order by 1`,
  );
  return rows.map((r) => r.family_id);
}

interface DutyRow {
  duty_id: number;
  team_id: number;
  family_id: number | null;
  status: string;
  match_id: number | null;
  training_id: number | null;
}

async function dutyOf(db: Db, dutyId: number): Promise<DutyRow | undefined> {
  const [row] = await rowsOf<DutyRow>(
    db,
    sql`select duty_id, team_id, family_id, status, match_id, training_id from duties where duty_id = ${dutyId}`,
  );
  return row;
}

/** The duty's event (null: no longer on). */
async function eventOf(db: Db, duty: DutyRow) {
  const [event] = await loadEvents(db, {
    matches: duty.match_id !== null ? [duty.match_id] : [],
    trainings: duty.training_id !== null ? [duty.training_id] : [],
  });
  return event ?? null;
}

/**
 * Whether the family can take the duty: its event is on and the family is not among those who cannot take another
 * duty there (on one already, or every child away: the one rule `withDuties` answers every reader with).
 */
async function familyFree(db: Db, duty: DutyRow, familyId: number): Promise<boolean> {
  const event = await eventOf(db, duty);
  if (!event) return false;
  const [withTheirs] = await withDuties(db, [event]);
  return !withTheirs?.unavailable_family_ids.includes(familyId);
}

/** A parent's view (#34): their family's duties this season, swaps asked of them, the families of their teams. */
async function myDuties(db: Db, auth: AuthUser): Promise<MyDuties> {
  const mine = await familiesOf(db, auth);
  if (mine.length === 0) return { duties: [], asked: [], families: [] };
  const day = today();
  const [start] = await rowsOf<{ start: string }>(db, sql`select ${seasonStartOf(day)} as start`);
  const rows = await rowsOf<{ match_id: number | null; training_id: number | null; asked: boolean; team_id: number }>(
    db,
    sql`select d.match_id, d.training_id, d.team_id, d.family_id not in (${idList(mine)}) as asked from duties d
      where d.family_id in (${idList(mine)})
        or exists (select 1 from duty_swaps s where s.duty_id = d.duty_id and s.status = 'asked'
          and s.to_family_id in (${idList(mine)}))`,
  );
  const events = (
    await loadEvents(db, {
      matches: rows.flatMap((r) => (r.match_id !== null ? [r.match_id] : [])),
      trainings: rows.flatMap((r) => (r.training_id !== null ? [r.training_id] : [])),
    })
  ).filter((e) => e.date >= (start?.start ?? day));
  const ours = new Set(mine);
  const own = await withDuties(db, events, (d) => d.family_id !== null && ours.has(d.family_id));
  const asked = await withDuties(
    db,
    events.filter((e) => e.date >= day),
    (d) => d.to_family_id !== null && ours.has(d.to_family_id),
  );
  const teams = [
    ...new Set(
      (
        await rowsOf<{ team_id: number }>(
          db,
          sql`select distinct team_id from players where family_id in (${idList(mine)}) and team_id is not null`,
        )
      ).map((r) => r.team_id),
    ),
  ];
  return {
    duties: own.filter((e) => e.duties.length > 0),
    asked: asked.filter((e) => e.duties.length > 0),
    families: await Promise.all(
      teams.map(async (team_id) => ({
        team_id,
        families: (await teamFamilies(db, team_id)).filter((f) => !ours.has(f.family_id)),
      })),
    ),
  };
}

/**
 * The duty rota (#34, decision 135): the club's kinds (admins), a team's rota planned and changed by its coaches, a
 * family's swaps. Every write is on the audit log; a swap's notices go through the durable jobs, never to a child.
 */
export const dutyRoutes: FastifyPluginAsync = async (app) => {
  const kinds = async (db: Db, id?: number): Promise<DutyKind[]> =>
    rowsOf<DutyKind>(
      db,
      sql`select k.kind_id, k.name, k.people, k.applies_to,
          (select count(*)::int from duties d where d.kind_id = k.kind_id and d.family_id is not null) as used
        from duty_kinds k ${id === undefined ? sql`` : sql`where k.kind_id = ${id}`} order by k.name`,
    );

  route(app, contracts.duties.kinds, async () => kinds(app.db));

  const nameTaken = async (db: Db, name: string, except = 0) =>
    (await rowsOf(db, sql`select 1 from duty_kinds where lower(name) = lower(${name}) and kind_id <> ${except}`))
      .length > 0;

  route(app, contracts.duties.createKind, async (request, reply) => {
    const b = request.body;
    const made = await app.db.transaction(async (tx) => {
      if (await nameTaken(tx, b.name)) throw new HttpError(409, dutyMessages.kindTaken);
      const [row] = await rowsOf<{ kind_id: number }>(
        tx,
        sql`insert into duty_kinds (name, people, applies_to) values (${b.name}, ${b.people}, ${b.applies_to})
          returning kind_id`,
      );
      const [after] = await kinds(tx, row?.kind_id ?? 0);
      await audit(tx, request, { entityId: row?.kind_id ?? null, entity: 'duty_kinds', after });
      return after!;
    });
    return reply.code(201).send(made);
  });

  route(app, contracts.duties.updateKind, async (request) =>
    app.db.transaction(async (tx) => {
      const { id } = request.params;
      const [before] = await kinds(tx, id);
      if (!before) throw notFound();
      const b = request.body;
      if (await nameTaken(tx, b.name, id)) throw new HttpError(409, dutyMessages.kindTaken);
      await tx.execute(sql`update duty_kinds set name = ${b.name}, people = ${b.people}, applies_to = ${b.applies_to}
        where kind_id = ${id}`);
      const [after] = await kinds(tx, id);
      await audit(tx, request, { entityId: id, entity: 'duty_kinds', before, after });
      return after!;
    }),
  );

  route(app, contracts.duties.removeKind, async (request, reply) => {
    await app.db.transaction(async (tx) => {
      const { id } = request.params;
      const [before] = await kinds(tx, id);
      if (!before) throw notFound();
      if (before.used > 0) throw new HttpError(409, dutyMessages.kindInUse);
      await tx.execute(sql`delete from duties where kind_id = ${id}`);
      await tx.execute(sql`delete from duty_kinds where kind_id = ${id}`);
      await audit(tx, request, { entityId: id, entity: 'duty_kinds', before });
    });
    return reply.code(204).send();
  });

  route(app, contracts.duties.rota, async (request) => {
    await syncFamilies(app.db);
    const { from, to } = rotaRange(today(), request.query);
    if (to < from) throw new HttpError(400, dutyMessages.rangeOrder);
    if (daysBetween(from, to) > DUTY_PLAN_MAX_DAYS) throw new HttpError(400, dutyMessages.rangeTooLong);
    const rota = await readSnapshot(app.db, (tx) => teamRota(tx, request.params.id, from, to));
    if (!rota) throw notFound();
    return rota;
  });

  route(app, contracts.duties.plan, async (request) => {
    const { id } = request.params;
    const { from, to } = request.body;
    if (to < from) throw new HttpError(400, dutyMessages.rangeOrder);
    if (daysBetween(from, to) > DUTY_PLAN_MAX_DAYS) throw new HttpError(400, dutyMessages.rangeTooLong);
    await syncFamilies(app.db);
    return app.db.transaction(async (tx) => {
      const [team] = await rowsOf(tx, sql`select 1 from teams where team_id = ${id}`);
      if (!team) throw notFound();
      if ((await kinds(tx)).length === 0) throw new HttpError(400, dutyMessages.noKinds);
      // Only days to come are planned: a past day's duties are what happened.
      const day = today();
      const planned = await planDuties(tx, id, from < day ? day : from, to);
      await audit(tx, request, { entityId: id, entity: 'duties', after: { from, to, ...planned }, everyone: true });
      return (await teamRota(tx, id, from, to))!;
    });
  });

  /** The duty's team's coaches and admins, before the body is read (403 before any rule's 400). */
  const teamCoachOnly = async (request: FastifyRequest): Promise<void> => {
    const id = rawId(request);
    if (id === null) return;
    const duty = await dutyOf(app.db, id);
    if (duty) await assertCoachesTeam(app.db, authOf(request), duty.team_id, dutyMessages.onlyTeamCoaches);
  };

  route(
    app,
    contracts.duties.update,
    async (request) => {
      const { id } = request.params;
      const b = request.body;
      const teamId = await app.db.transaction(async (tx) => {
        const duty = await dutyOf(tx, id);
        if (!duty) throw notFound();
        await tx.execute(dutyLock(duty.team_id));
        const event = await eventOf(tx, duty);
        if (!event) throw notFound();
        if (b.status !== undefined && b.status !== 'assigned' && event.date > today())
          throw new HttpError(409, dutyMessages.notPastYet);
        if (b.family_id !== undefined && b.family_id !== null) {
          const families = await teamFamilies(tx, duty.team_id);
          if (!families.some((f) => f.family_id === b.family_id)) throw new HttpError(400, dutyMessages.notInTeam);
        }
        const family = b.family_id === undefined ? duty.family_id : b.family_id;
        await tx.execute(sql`update duties set family_id = ${family}, status = ${b.status ?? duty.status},
          updated_at = now() where duty_id = ${id}`);
        // The coach answers a swap waiting on the duty: given to another family, it is done; kept, it is declined.
        if (b.family_id !== undefined) {
          const [open] = await rowsOf<{ swap_id: number; from_family_id: number }>(
            tx,
            sql`select swap_id, from_family_id from duty_swaps where duty_id = ${id} and status = 'asked'`,
          );
          if (open) {
            const status = family !== open.from_family_id ? 'accepted' : 'declined';
            await tx.execute(sql`update duty_swaps set status = ${status}, answered_by = ${authOf(request).userId},
              answered_at = now() where swap_id = ${open.swap_id}`);
            await enqueueSwapNotice(tx, open.swap_id, status);
          }
        }
        await audit(tx, request, {
          entityId: id,
          entity: 'duties',
          before: { family_id: duty.family_id, status: duty.status },
          after: { family_id: family, status: b.status ?? duty.status },
          everyone: true,
        });
        return duty.team_id;
      });
      app.jobs.wake();
      const { from, to } = rotaRange(today(), {});
      return (await readSnapshot(app.db, (tx) => teamRota(tx, teamId, from, to)))!;
    },
    { preValidation: teamCoachOnly },
  );

  route(app, contracts.duties.mine, async (request) => {
    await syncFamilies(app.db);
    return readSnapshot(app.db, (tx) => myDuties(tx, authOf(request)));
  });

  /** The family's own duty only: anyone else gets 403 before any rule's 400. */
  const ownDutyOnly = async (request: FastifyRequest): Promise<void> => {
    const id = rawId(request);
    if (id === null) return;
    const duty = await dutyOf(app.db, id);
    if (!duty) return;
    const mine = await familiesOf(app.db, authOf(request));
    if (duty.family_id === null || !mine.includes(duty.family_id)) throw new HttpError(403, dutyMessages.notYourDuty);
  };

  route(
    app,
    contracts.duties.swap,
    async (request, reply) => {
      const { id } = request.params;
      const { to_family_id, note } = request.body;
      const auth = authOf(request);
      await app.db.transaction(async (tx) => {
        const duty = await dutyOf(tx, id);
        if (!duty || duty.family_id === null) throw notFound();
        await tx.execute(dutyLock(duty.team_id));
        const event = await eventOf(tx, duty);
        if (!event) throw notFound();
        if (event.date < today() || duty.status !== 'assigned') throw new HttpError(409, dutyMessages.dutyPast);
        const [open] = await rowsOf(tx, sql`select 1 from duty_swaps where duty_id = ${id} and status = 'asked'`);
        if (open) throw new HttpError(409, dutyMessages.swapOpen);
        if (to_family_id !== null) {
          if (to_family_id === duty.family_id) throw new HttpError(400, dutyMessages.swapSelf);
          const families = await teamFamilies(tx, duty.team_id);
          if (!families.some((f) => f.family_id === to_family_id)) throw new HttpError(400, dutyMessages.notInTeam);
          if (!(await familyFree(tx, duty, to_family_id))) throw new HttpError(400, dutyMessages.familyBusy);
        }
        const [swap] = await rowsOf<{ swap_id: number }>(
          tx,
          sql`insert into duty_swaps (duty_id, from_family_id, to_family_id, note, asked_by)
            values (${id}, ${duty.family_id}, ${to_family_id}, ${note ?? null}, ${auth.userId}) returning swap_id`,
        );
        await enqueueSwapNotice(tx, swap!.swap_id, 'asked');
        await audit(tx, request, {
          entityId: swap!.swap_id,
          entity: 'duty_swaps',
          after: { duty_id: id, from_family_id: duty.family_id, to_family_id },
          everyone: true,
        });
      });
      app.jobs.wake();
      return reply.code(201).send(await readSnapshot(app.db, (tx) => myDuties(tx, auth)));
    },
    { preValidation: ownDutyOnly },
  );

  /** Accept and decline: the family asked; withdraw: the family who asked. 403 before any rule's 400. */
  const swapPartyOnly = async (request: FastifyRequest): Promise<void> => {
    const id = rawId(request);
    const answer = (request.params as { answer?: unknown }).answer;
    if (id === null) return;
    const [swap] = await rowsOf<{ from_family_id: number; to_family_id: number | null }>(
      app.db,
      sql`select from_family_id, to_family_id from duty_swaps where swap_id = ${id}`,
    );
    if (!swap) return;
    const mine = await familiesOf(app.db, authOf(request));
    if (answer === 'withdraw') {
      if (!mine.includes(swap.from_family_id)) throw new HttpError(403, dutyMessages.notAsker);
    } else if (swap.to_family_id === null || !mine.includes(swap.to_family_id))
      throw new HttpError(403, dutyMessages.notAsked);
  };

  route(
    app,
    contracts.duties.answer,
    async (request) => {
      const { id, answer } = request.params;
      const auth = authOf(request);
      await app.db.transaction(async (tx) => {
        const [swap] = await rowsOf<{
          duty_id: number;
          from_family_id: number;
          to_family_id: number | null;
          status: string;
        }>(
          tx,
          sql`select duty_id, from_family_id, to_family_id, status from duty_swaps where swap_id = ${id} for update`,
        );
        if (!swap) throw notFound();
        const duty = await dutyOf(tx, swap.duty_id);
        if (!duty) throw notFound();
        await tx.execute(dutyLock(duty.team_id));
        if (swap.status !== 'asked') throw new HttpError(409, dutyMessages.swapAnswered);
        const status = answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : 'withdrawn';
        if (status === 'accepted') {
          const event = await eventOf(tx, duty);
          if (!event || event.date < today()) throw new HttpError(409, dutyMessages.dutyPast);
          if (!(await familyFree(tx, duty, swap.to_family_id!))) throw new HttpError(409, dutyMessages.familyBusy);
          await tx.execute(sql`update duties set family_id = ${swap.to_family_id}, updated_at = now()
            where duty_id = ${duty.duty_id}`);
        }
        await tx.execute(sql`update duty_swaps set status = ${status}, answered_by = ${auth.userId}, answered_at = now()
          where swap_id = ${id}`);
        if (status !== 'withdrawn') await enqueueSwapNotice(tx, id, status);
        await audit(tx, request, {
          entityId: id,
          entity: 'duty_swaps',
          before: { status: swap.status, family_id: duty.family_id },
          after: { status, family_id: status === 'accepted' ? swap.to_family_id : duty.family_id },
          everyone: true,
        });
      });
      app.jobs.wake();
      return readSnapshot(app.db, (tx) => myDuties(tx, auth));
    },
    { preValidation: swapPartyOnly },
  );
};
