import {
  ageingOf,
  balanceOf,
  daysOverdue,
  type FamilyBalance,
  type LedgerEntry,
  type LedgerLine,
} from '@touchline/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';

interface FamilyRow {
  family_id: number;
  reference: string;
  players: FamilyBalance['players'] | null;
  parents: FamilyBalance['parents'] | null;
  entries: LedgerLine[] | null;
  last_payment_on: string | null;
}

/**
 * Families with what they owe (#33): one query for every family asked for (their children and teams, parents, and
 * each entry's kind, amount and date), the balance and ageing worked out from the entries by the domain's rules.
 * A family with no children left and nothing on its ledger is not listed.
 */
export async function familyBalances(db: Db, today: string, where: SQL = sql`true`): Promise<FamilyBalance[]> {
  const rows = await rowsOf<FamilyRow>(
    db,
    sql`select f.family_id, f.reference,
      (select json_agg(json_build_object('player_id', p.player_id, 'player_name', p.player_name,
          'team_name', t.team_name) order by p.player_name, p.player_id)
        from players p join teams t on t.team_id = p.team_id where p.family_id = f.family_id) as players,
      (select json_agg(json_build_object('user_id', u.user_id, 'name', coalesce(u.short_name, u.username))
          order by u.user_id)
        from users u where u.user_id in (select a.parent_user_id from parent_player_associations a
          join players p on p.player_id = a.player_id where p.family_id = f.family_id)) as parents,
      (select json_agg(json_build_object('kind', e.kind, 'amount_minor', e.amount_minor, 'due_on', e.due_on))
        from ledger_entries e where e.family_id = f.family_id) as entries,
      (select max(e.due_on)::text from ledger_entries e where e.family_id = f.family_id and e.kind = 'payment')
        as last_payment_on
    from families f where ${where} order by f.family_id`,
  );
  return rows
    .filter((r) => r.players !== null || r.entries !== null)
    .map((r) => {
      const entries = r.entries ?? [];
      return {
        family_id: r.family_id,
        reference: r.reference,
        players: r.players ?? [],
        parents: r.parents ?? [],
        balance_minor: balanceOf(entries),
        ageing: ageingOf(entries, today),
        days_overdue: daysOverdue(entries, today),
        last_payment_on: r.last_payment_on,
      };
    });
}

/** A family's entries, oldest first, as the ledger screens show them. */
export async function familyEntries(
  db: Db,
  familyIds: readonly number[],
): Promise<(LedgerEntry & { family_id: number })[]> {
  if (familyIds.length === 0) return [];
  return rowsOf(
    db,
    sql`select e.entry_id, e.family_id, e.kind, e.category, e.amount_minor, e.description, e.due_on::text as due_on,
        e.method, e.external_id, p.player_name, e.recorded_by_name,
        to_char(e.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_at
      from ledger_entries e left join players p on p.player_id = e.player_id
      where e.family_id in (${sql.join(
        familyIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by e.due_on, e.entry_id`,
  );
}
