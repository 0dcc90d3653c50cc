import { paymentReference } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';
import { auditLog } from '../db/schema';

/**
 * Gives every player a family that pays for them (#33, decision 133), the first time the money screens look after a
 * player arrives or a parent is linked: a child whose parent already has a child in a family joins that family (the
 * lowest, when the parents' children are in two); children who share a parent and have no family yet share a new one;
 * a child with no parent is a family of their own. Two families that come to share a parent become one (the lower):
 * the other's children, entries and bank lines move to it, and its reference is matched to it from then on. A child
 * the treasurer placed by hand (`family_chosen`) stays where they were put, and so does their family. One small read
 * when nothing is new (most calls). Several instances at once take turns (an advisory lock).
 */
export async function syncFamilies(db: Db): Promise<number> {
  const [state] = await rowsOf<{ waiting: number; split: boolean }>(
    db,
    sql`select (select count(*)::int from players where family_id is null) as waiting,
      exists (${splitFamilies}) as split`,
  );
  if (!state || (state.waiting === 0 && !state.split)) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(733033)`);
    const rows = await rowsOf<FamilyRow>(
      tx,
      sql`select p.player_id, p.family_id, p.family_chosen,
            coalesce(array_agg(a.parent_user_id) filter (where a.parent_user_id is not null), '{}') as parents
          from players p left join parent_player_associations a on a.player_id = p.player_id
          group by p.player_id order by p.player_id`,
    );
    const { groups, merges } = familyGroups(rows);
    const fresh = groups.filter((g) => g.family === null);
    const ids = fresh.length
      ? await rowsOf<{ id: number }>(
          tx,
          sql`select nextval(pg_get_serial_sequence('families', 'family_id'))::int as id
              from generate_series(1, ${fresh.length})`,
        )
      : [];
    fresh.forEach((g, i) => (g.family = ids[i]?.id ?? null));
    if (ids.length)
      await tx.execute(
        sql`insert into families (family_id, reference) values ${sql.join(
          ids.map((r) => sql`(${r.id}, ${paymentReference(r.id)})`),
          sql`, `,
        )}`,
      );
    const assignments = groups.flatMap((g) => g.players.map((p) => sql`(${p}::int, ${g.family}::int)`));
    if (assignments.length)
      await tx.execute(sql`update players set family_id = v.f from (values ${sql.join(assignments, sql`, `)}) as v(p, f)
        where players.player_id = v.p`);
    for (const [from, into] of merges) {
      await tx.execute(sql`update players set family_id = ${into} where family_id = ${from}`);
      await tx.execute(sql`update ledger_entries set family_id = ${into} where family_id = ${from}`);
      await tx.execute(sql`update bank_lines set family_id = ${into} where family_id = ${from}`);
      await tx.execute(
        sql`update families set merged_into = ${into} where family_id = ${from} or merged_into = ${from}`,
      );
    }
    if (merges.length)
      await tx.insert(auditLog).values(
        merges.map(([from, into]) => ({
          actorUsername: '(Touchline)',
          action: 'families merged',
          entity: 'families',
          entityId: String(from),
          status: 200,
          after: { family_id: from, merged_into: into, reason: 'a parent of children in both' },
        })),
      );
    return assignments.length + merges.length;
  });
}

/** Two children who share a parent in two families, neither placed by hand nor in a family with one who was. */
const splitFamilies = sql`select 1 from parent_player_associations a
  join parent_player_associations b on b.parent_user_id = a.parent_user_id and b.player_id <> a.player_id
  join players p on p.player_id = a.player_id join players q on q.player_id = b.player_id
  where p.family_id < q.family_id
    and not exists (select 1 from players c where c.family_id in (p.family_id, q.family_id) and c.family_chosen)`;

interface FamilyRow {
  player_id: number;
  family_id: number | null;
  family_chosen: boolean;
  parents: readonly number[];
}

/**
 * The children grouped by shared parents: each group of children without a family, with the family it joins (the
 * lowest of its siblings' families) or null for a new one; and each family to merge into another (`[from, into]`),
 * when a parent links children of two. A family with a child placed by hand takes no part in merges, and that child
 * in no group.
 */
export function familyGroups(rows: readonly FamilyRow[]): {
  groups: { players: number[]; family: number | null }[];
  merges: [number, number][];
} {
  const pinned = new Set(rows.filter((r) => r.family_chosen && r.family_id !== null).map((r) => r.family_id));
  const free = rows.filter((r) => !r.family_chosen && (r.family_id === null || !pinned.has(r.family_id)));
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let root = x;
    while ((parent.get(root) ?? root) !== root) root = parent.get(root) ?? root;
    parent.set(x, root);
    return root;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
  };
  const byParent = new Map<number, number[]>();
  for (const r of free) for (const p of r.parents) byParent.set(p, [...(byParent.get(p) ?? []), r.player_id]);
  for (const kids of byParent.values()) for (const kid of kids.slice(1)) union(kids[0] ?? kid, kid);
  // A child placed by hand still brings the siblings who have no family yet into their family.
  const handPlaced = new Map<number, number>();
  for (const r of rows)
    if ((r.family_chosen || (r.family_id !== null && pinned.has(r.family_id))) && r.family_id !== null)
      for (const p of r.parents) handPlaced.set(p, Math.min(handPlaced.get(p) ?? r.family_id, r.family_id));
  const components = new Map<number, FamilyRow[]>();
  for (const r of free) components.set(find(r.player_id), [...(components.get(find(r.player_id)) ?? []), r]);
  const groups: { players: number[]; family: number | null }[] = [];
  const merges: [number, number][] = [];
  for (const members of components.values()) {
    const own = [...new Set(members.map((m) => m.family_id).filter((f): f is number => f !== null))].sort(
      (a, b) => a - b,
    );
    const waiting = members.filter((m) => m.family_id === null).map((m) => m.player_id);
    const [into] = own;
    if (into !== undefined) for (const from of own.slice(1)) merges.push([from, into]);
    if (waiting.length === 0) continue;
    const viaHand = members.flatMap((m) => m.parents.map((p) => handPlaced.get(p))).filter((f) => f !== undefined);
    groups.push({ players: waiting, family: into ?? (viaHand.length ? Math.min(...viaHand) : null) });
  }
  return { groups, merges };
}
