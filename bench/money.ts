/**
 * The money run of the large club (#33, decision 133): the season's subs raised for every player in three instalments
 * with a sibling discount, then a bank statement of 2,000 lines (1,500 credits, most carrying a family's reference,
 * some only the amount a family owes, some neither; 500 debits) previewed, imported, imported again (nothing changes)
 * and every reference match confirmed; the treasurer's balances (every family with its ageing and the club's totals)
 * read before and after. Through the API in the server's own process, as the treasurer's screens call it.
 */
import { sql } from 'drizzle-orm';
import { sampleCsvStatement, type SampleLine } from '../apps/server/src/bank';
import { adminApi, percentile, prepare, table } from './harness';

const LINES = 2000;
const CREDITS = 1500;

export async function moneyRun(target: 'pglite' | 'postgres'): Promise<string> {
  const { database, env, drop } = await prepare(target, 1);
  const db = database.db;
  // One family in five has a second child, in the next team (as the reminder run): the sibling discount applies.
  await db.execute(sql`insert into parent_player_associations (parent_user_id, player_id)
    select a.parent_user_id, (select min(q.player_id) from players q where q.team_id > p.team_id
      and q.player_id % 20 = p.player_id % 20)
    from parent_player_associations a join players p on p.player_id = a.player_id
    where p.player_id % 5 = 0 and exists (select 1 from players q where q.team_id > p.team_id
      and q.player_id % 20 = p.player_id % 20)
    on conflict do nothing`);
  const { app, call } = await adminApi(db, env);
  const balances = async () => {
    const times: number[] = [];
    let bytes = 0;
    let families = 0;
    for (let i = 0; i < 7; i++) {
      const { ms, res } = await call('GET', '/api/money/families');
      times.push(ms);
      bytes = res.body.length;
      families = res.json<{ families: unknown[] }>().families.length;
    }
    return { p50: percentile(times, 50), first: times[0] ?? 0, bytes, families };
  };

  const rows = [['Step', 'Time', 'What it did']];
  const charge = await call('POST', '/api/money/charges', {
    scope: 'club',
    category: 'subs',
    description: 'Season subs',
    amount_minor: 12_000,
    first_due_on: '2026-09-01',
    instalments: 3,
    sibling_discount_percent: 25,
  });
  const charged = charge.res.json<{ entries: number; families: number }>();
  rows.push([
    'Raise the season subs (whole club, first look makes the families)',
    `${Math.round(charge.ms)} ms`,
    `${charged.entries} entries for ${charged.families} families`,
  ]);
  const before = await balances();
  rows.push([
    'Balances (every family, ageing, totals), p50 of 7',
    `${Math.round(before.p50)} ms`,
    `${before.families} families, ${Math.round(before.bytes / 1024)} kB (first ${Math.round(before.first)} ms)`,
  ]);

  const families = (
    (await db.execute(sql`select family_id, reference from families order by family_id`)) as unknown as {
      rows: { family_id: number; reference: string }[];
    }
  ).rows;
  const lines: SampleLine[] = [];
  for (let i = 0; i < LINES; i++) {
    const family = families[i % families.length];
    const day = `2026-09-${String(2 + (i % 27)).padStart(2, '0')}`;
    if (i >= CREDITS)
      lines.push({
        booked_on: day,
        amount_minor: -(1000 + i),
        description: `DD SUPPLIER ${i}`,
        counterparty: 'PITCH HIRE',
      });
    else if (i % 10 === 9)
      lines.push({ booked_on: day, amount_minor: 777 + i, description: `GIFT ${i}`, counterparty: 'SPONSOR' });
    else
      lines.push({
        booked_on: day,
        amount_minor: 4000,
        description: `SUBS ${family?.reference ?? ''} ${i}`,
        counterparty: `PARENT ${i}`,
      });
  }
  const content = sampleCsvStatement(lines);
  const preview = await call('POST', '/api/money/statements/preview', { file_name: 'september.csv', content });
  const previewed = preview.res.json<{ lines: { matched_by: string }[]; debits: number }>();
  const byReference = previewed.lines.filter((l) => l.matched_by === 'reference').length;
  rows.push([
    `Preview a ${LINES.toLocaleString('en-GB')}-line statement`,
    `${Math.round(preview.ms)} ms`,
    `${previewed.lines.length} credits (${byReference} by reference), ${previewed.debits} debits`,
  ]);
  const imported = await call('POST', '/api/money/statements', { file_name: 'september.csv', content });
  rows.push([
    `Import it`,
    `${Math.round(imported.ms)} ms`,
    `${imported.res.json<{ imported: number }>().imported} credits stored`,
  ]);
  const again = await call('POST', '/api/money/statements', { file_name: 'september.csv', content });
  const twice = again.res.json<{ imported: number; already_imported: number }>();
  rows.push([
    'Import it again',
    `${Math.round(again.ms)} ms`,
    `${twice.imported} stored, ${twice.already_imported} already imported`,
  ]);
  const confirm = await call('POST', '/api/money/bank-lines/confirm-matched');
  rows.push([
    'Confirm every reference match',
    `${Math.round(confirm.ms)} ms`,
    `${confirm.res.json<{ confirmed: number }>().confirmed} payments recorded`,
  ]);
  const after = await balances();
  rows.push([
    'Balances after, p50 of 7',
    `${Math.round(after.p50)} ms`,
    `${after.families} families, ${Math.round(after.bytes / 1024)} kB (first ${Math.round(after.first)} ms)`,
  ]);
  const entries = (
    (await db.execute(sql`select count(*)::int as n from ledger_entries`)) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n;
  await app.close();
  await database.close();
  await drop();
  return (
    `### Money run: ${target === 'postgres' ? 'PostgreSQL server' : 'Embedded PostgreSQL (PGlite)'}\n\n` +
    `The large club (600 players, 1,200 parents, one family in five with a second child); the API in the server's ` +
    `process. ${entries} ledger entries at the end.\n\n${table(rows)}\n`
  );
}
