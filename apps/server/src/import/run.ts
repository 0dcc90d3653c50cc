import type { FastifyRequest } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { accountMessages, importMessages } from '@touchline/domain';
import type { ImportBody, ImportKind, ImportPreview, ImportResult, Language } from '@touchline/domain';
import { queueInvitation } from '../auth/invitations';
import type { MailConfig } from '../config';
import { users } from '../db/schema';
import type { Db } from '../db/open';
import { authOf } from '../plugins/access';
import { HttpError } from '../plugins/errors';
import { readCsvFile, type CsvFile } from './csv';
import { planFixtures } from './fixtures';
import { newParentAccount } from './new-parent-account';
import { planParents } from './parents';
import { totalsOf, type ImportPlan, type Planner } from './plan';
import { today } from '../today';
import { planPlayers } from './players';

/** Imports take turns (an advisory lock held by the transaction), so two of one file cannot both create its rows. */
const IMPORT_LOCK = 727_275;

const planners: Record<ImportKind, Planner> = { players: planPlayers, parents: planParents, fixtures: planFixtures };

function previewOf(kind: ImportKind, file: CsvFile, planned: ImportPlan): ImportPreview {
  const before = today();
  return {
    kind,
    columns: file.map.columns.map(({ key, label, header }) => ({ key, label, header })),
    ignored_columns: file.map.ignored,
    past_fixtures:
      kind === 'fixtures'
        ? planned.rows.filter((r) => r.action !== null && typeof r.values.date === 'string' && r.values.date < before)
            .length
        : 0,
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

/** Queues an invitation to each new parent with an email; how many went. */
async function inviteParents(
  tx: Db,
  mail: MailConfig,
  userIds: number[],
  invitedBy: string,
  clubLanguage: Language | null,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const parents = await tx
    .select({ userId: users.userId, username: users.username, shortName: users.shortName, email: users.email })
    .from(users)
    .where(inArray(users.userId, userIds));
  let invited = 0;
  for (const parent of parents) {
    if (!parent.email) continue;
    await queueInvitation(tx, mail, { ...parent, email: parent.email }, invitedBy, clubLanguage);
    invited += 1;
  }
  return invited;
}

/**
 * Imports the file, all or nothing (decision 100): in one transaction, every row is compared with the club's data
 * again; when any row has an error nothing is written and the answer is 400 with the preview; otherwise each row is
 * created or updated, with an audit entry per record made or changed.
 */
export async function runImport(
  db: Db,
  request: FastifyRequest,
  kind: ImportKind,
  { csv, invite = false, played_before_today: playedBeforeToday = false }: ImportBody,
): Promise<ImportResult> {
  const mail = request.server.settings.mail();
  if (invite && kind !== 'parents') throw new HttpError(400, importMessages.inviteParentsOnly);
  if (playedBeforeToday && kind !== 'fixtures') throw new HttpError(400, importMessages.playedFixturesOnly);
  if (invite && !mail) throw new HttpError(400, accountMessages.emailNotConfigured);
  const file = readCsvFile(kind, csv);
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const planned = await planners[kind](tx, file.records, { auth, newAccount: newParentAccount, playedBeforeToday });
    const preview = previewOf(kind, file, planned);
    if (preview.totals.errors > 0)
      throw new HttpError(
        400,
        importMessages.rowsWithErrors(preview.rows.filter((r) => r.errors.length > 0).map((r) => r.row)),
        { preview },
      );
    const written = await planned.write(tx, request);
    // The invitations go with the import: the same transaction, so all or none of them.
    const clubLanguage = request.server.config.clubLanguage;
    const invited =
      invite && mail ? await inviteParents(tx, mail, written.created_ids, auth.username, clubLanguage) : 0;
    return { kind, totals: preview.totals, ...written, invited };
  });
}
