import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ImportKind, ImportPreview, ImportResult } from '@touchline/domain';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/open';
import { authOf } from '../plugins/access';
import { HttpError } from '../plugins/errors';
import { readCsvFile, type CsvFile } from './csv';
import { planFixtures } from './fixtures';
import { newParentAccount, type NewParentAccount } from './new-parent-account';
import { planParents } from './parents';
import { totalsOf, type ImportPlan, type Planner } from './plan';
import { planPlayers } from './players';

/** Imports take turns (an advisory lock held by the transaction), so two of one file cannot both create its rows. */
const IMPORT_LOCK = 727_275;

const planners: Record<ImportKind, Planner> = { players: planPlayers, parents: planParents, fixtures: planFixtures };

function previewOf(kind: ImportKind, file: CsvFile, planned: ImportPlan): ImportPreview {
  return {
    kind,
    columns: file.map.columns.map(({ key, label, header }) => ({ key, label, header })),
    ignored_columns: file.map.ignored,
    rows: planned.rows,
    totals: totalsOf(planned.rows),
  };
}

/** What importing the file would do, row by row; nothing is written. */
export async function previewImport(
  db: Db,
  request: FastifyRequest,
  kind: ImportKind,
  csv: string,
): Promise<ImportPreview> {
  const file = readCsvFile(kind, csv);
  const context = { auth: authOf(request), newAccount: newParentAccount };
  return previewOf(kind, file, await planners[kind](db, file.records, context));
}

/**
 * The accounts of the parents the file will make, hashed before the import's transaction so that it stays short (an
 * argon2 hash each); more are made in it if the club's data changed in between.
 */
async function parentAccounts(db: Db, file: CsvFile, auth: AuthUser): Promise<() => Promise<NewParentAccount>> {
  const preview = previewOf(
    'parents',
    file,
    await planParents(db, file.records, { auth, newAccount: newParentAccount }),
  );
  const needed = preview.totals.errors ? 0 : preview.totals.create;
  const ready = await Promise.all(Array.from({ length: needed }, () => newParentAccount()));
  return () => Promise.resolve(ready.pop() ?? newParentAccount());
}

const rowsHave = (n: number) => (n === 1 ? '1 row has errors' : `${n} rows have errors`);

/**
 * Imports the file, all or nothing (decision 100): in one transaction, every row is compared with the club's data
 * again; when any row has an error nothing is written and the answer is 400 with the preview; otherwise each row is
 * created or updated, with an audit entry per record made or changed.
 */
export async function runImport(db: Db, request: FastifyRequest, kind: ImportKind, csv: string): Promise<ImportResult> {
  const file = readCsvFile(kind, csv);
  const auth = authOf(request);
  const newAccount = kind === 'parents' ? await parentAccounts(db, file, auth) : newParentAccount;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const planned = await planners[kind](tx, file.records, { auth, newAccount });
    const preview = previewOf(kind, file, planned);
    if (preview.totals.errors > 0)
      throw new HttpError(
        400,
        `${rowsHave(preview.totals.errors)}, so nothing was imported. ` +
          'Correct them in the spreadsheet and import it again.',
        { preview },
      );
    return { kind, totals: preview.totals, ...(await planned.write(tx, request)) };
  });
}
