import { paymentReference } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Gives every player a family that pays for them (#33, decision 133), the first time the money screens look after a
 * player arrives: a child whose parent already has a child in a family joins that family (the lowest, when the
 * parents' children are in two); children who share a parent and have no family yet share a new one; a child with
 * no parent is a family of their own. One small read when every player has a family (most calls). Several instances
 * at once take turns (an advisory lock), so no child gets two families.
 */
export async function syncFamilies(db: Db): Promise<number> {
  const [waiting] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from players where family_id is null`,
  );
  if (!waiting || waiting.n === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(733033)`);
    const rows = await rowsOf<{ player_id: number; family_id: number | null; parents: number[] }>(
      tx,
      sql`select p.player_id, p.family_id,
            coalesce(array_agg(a.parent_user_id) filter (where a.parent_user_id is not null), '{}') as parents
          from players p left join parent_player_associations a on a.player_id = p.player_id
          group by p.player_id order by p.player_id`,
    );
    const groups = familyGroups(rows);
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
    await tx.execute(sql`update players set family_id = v.f from (values ${sql.join(assignments, sql`, `)}) as v(p, f)
      where players.player_id = v.p`);
    return assignments.length;
  });
}

/**
 * The players without a family, grouped: those sharing a parent together, each group with the family it joins (the
 * lowest family of a sibling through a shared parent) or null for a new one.
 */
export function familyGroups(
  rows: readonly { player_id: number; family_id: number | null; parents: readonly number[] }[],
): { players: number[]; family: number | null }[] {
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
  const waiting = rows.filter((r) => r.family_id === null);
  const byParent = new Map<number, number[]>();
  const familiesOfParent = new Map<number, number[]>();
  for (const r of rows)
    for (const p of r.parents) {
      if (r.family_id === null) byParent.set(p, [...(byParent.get(p) ?? []), r.player_id]);
      else familiesOfParent.set(p, [...(familiesOfParent.get(p) ?? []), r.family_id]);
    }
  for (const kids of byParent.values()) for (const kid of kids.slice(1)) union(kids[0] ?? kid, kid);
  const groups = new Map<number, { players: number[]; family: number | null }>();
  for (const r of waiting) {
    const root = find(r.player_id);
    const group = groups.get(root) ?? { players: [], family: null };
    group.players.push(r.player_id);
    for (const p of r.parents)
      for (const f of familiesOfParent.get(p) ?? [])
        group.family = group.family === null ? f : Math.min(group.family, f);
    groups.set(root, group);
  }
  return [...groups.values()];
}
