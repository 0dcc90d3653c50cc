import { assignDuties, type DutyFamily, type DutySlot } from '@touchline/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';
import { awayDays, eventKey, idList, loadEvents, seasonCounts, seasonStartOf, teamFamilies } from './read';

/** Serialises plans of one team (and a swap's checks): two coaches planning at once would give one slot twice. */
export const dutyLock = (teamId: number) => sql`select pg_advisory_xact_lock(734035, ${teamId})`;

/**
 * Fills the team's empty duties at its events from `from` (today at the earliest) to `to` (#34, decision 135): each
 * kind that applies to the event, as many people as it needs, given by `assignDuties` (fewest duties this season
 * first, a family's away days respected, one duty an event per family). Duties already given stay as they are.
 * Inside the caller's transaction, under the team's lock. Returns how many duties were given and how many are left
 * with nobody.
 */
export async function planDuties(
  tx: Db,
  teamId: number,
  from: string,
  to: string,
): Promise<{ given: number; empty: number }> {
  await tx.execute(dutyLock(teamId));
  const events = await loadEvents(tx, { teams: [teamId], from, to });
  const kinds = await rowsOf<{ kind_id: number; people: number; applies_to: string }>(
    tx,
    sql`select kind_id, people, applies_to from duty_kinds order by kind_id`,
  );
  const existing = await rowsOf<{
    duty_id: number;
    kind_id: number;
    slot: number;
    family_id: number | null;
    match_id: number | null;
    training_id: number | null;
  }>(
    tx,
    sql`select duty_id, kind_id, slot, family_id, match_id, training_id from duties
      where match_id in (${idList(events.filter((e) => e.event === 'match').map((e) => e.event_id))})
        or training_id in (${idList(events.filter((e) => e.event === 'training').map((e) => e.event_id))})`,
  );
  const keyOf = (event: string, kind: number, slot: number) => `${event}:${String(kind).padStart(6, '0')}:${slot}`;
  const taken = new Map(
    existing.map((d) => [keyOf(d.match_id !== null ? `m${d.match_id}` : `t${d.training_id}`, d.kind_id, d.slot), d]),
  );
  const slots: (DutySlot & { kind_id: number; slot: number; event_row: (typeof events)[number] })[] = [];
  for (const e of events) {
    const applies = kinds.filter(
      (k) => k.applies_to === 'both' || k.applies_to === (e.event === 'match' ? 'matches' : 'training'),
    );
    for (const k of applies)
      for (let n = 1; n <= k.people; n += 1) {
        const key = keyOf(eventKey(e), k.kind_id, n);
        if (taken.get(key)?.family_id == null)
          slots.push({ key, date: e.date, event: eventKey(e), kind_id: k.kind_id, slot: n, event_row: e });
      }
  }
  if (slots.length === 0) return { given: 0, empty: 0 };
  const [start] = await rowsOf<{ start: string }>(tx, sql`select ${seasonStartOf(from)} as start`);
  const counts = await seasonCounts(tx, teamId, start?.start ?? from);
  const away = await awayDays(tx, teamId, events);
  const busy = new Map<number, string[]>();
  for (const d of existing)
    if (d.family_id !== null)
      busy.set(d.family_id, [
        ...(busy.get(d.family_id) ?? []),
        d.match_id !== null ? `m${d.match_id}` : `t${d.training_id}`,
      ]);
  const families: DutyFamily[] = (await teamFamilies(tx, teamId)).map((f) => {
    const c = counts.get(f.family_id);
    return {
      family_id: f.family_id,
      // The season's duties so far, those already given in this stretch included.
      count: c?.count ?? 0,
      unavailable: [...(away.get(f.family_id) ?? [])],
      last_duty: c?.last ?? null,
      events: busy.get(f.family_id) ?? [],
    };
  });
  const bySlot = new Map(slots.map((s) => [s.key, s]));
  // Written in two statements, however many places: the empty rows given, the new ones made.
  const updates: SQL[] = [];
  const inserts: SQL[] = [];
  let given = 0;
  for (const a of assignDuties(families, slots)) {
    const s = bySlot.get(a.key);
    if (!s) continue;
    if (a.family_id !== null) given += 1;
    const row = taken.get(a.key);
    const event = s.event_row;
    if (row) updates.push(sql`(${row.duty_id}::int, ${a.family_id}::int)`);
    else
      inserts.push(sql`(${s.kind_id}::int, ${teamId}::int, ${event.event === 'match' ? event.event_id : null}::int,
        ${event.event === 'training' ? event.event_id : null}::int, ${s.slot}::int, ${a.family_id}::int)`);
  }
  if (updates.length)
    await tx.execute(sql`update duties set family_id = v.f, updated_at = now()
      from (values ${sql.join(updates, sql`, `)}) as v(d, f) where duties.duty_id = v.d`);
  if (inserts.length)
    await tx.execute(sql`insert into duties (kind_id, team_id, match_id, training_id, slot, family_id)
      values ${sql.join(inserts, sql`, `)}`);
  return { given, empty: slots.length - given };
}
