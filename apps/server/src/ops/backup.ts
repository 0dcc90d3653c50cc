/**
 * Backups in a logical, engine-neutral format (decision 086): gzipped JSON lines, read from PGlite or PostgreSQL and
 * restored into either. The first line is the header, then each table as a marker line `{"$table":"name"}` followed
 * by its rows (one JSON object a line, as `row_to_json` writes them), parents before children, and a last line
 * `{"$end":{"name":rows,…}}` that a truncated file lacks. The database writes and reads the JSON itself (row_to_json,
 * json_populate_recordset), so every column type round-trips exactly as PostgreSQL prints it, on both engines.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/open';

export const BACKUP_FORMAT = 'touchline-backup';
export const BACKUP_FORMAT_VERSION = 1;

/**
 * Every table a backup holds, in foreign-key order, with its primary key (the order rows are read in). Left out on
 * purpose: `sessions` (a restore must not carry live sign-in tokens), `login_throttle` and `request_throttle`
 * (short-lived counters), `data_versions` (the read cache's counters, which the restore's own writes move on) and
 * `outbox` (a restored server must not send the old server's emails again; queued ones carry live links). The
 * `jobs` are kept: they say what has been decided (#28).
 */
export const BACKUP_TABLES: readonly { name: string; key: readonly string[] }[] = [
  { name: 'users', key: ['user_id'] },
  { name: 'user_types', key: ['user_id', 'type'] },
  { name: 'teams', key: ['team_id'] },
  { name: 'team_coaches', key: ['team_id', 'user_id'] },
  // Before the players: a leaver names the season they left at the end of (#34).
  { name: 'seasons', key: ['season_id'] },
  // The families that pay together (#33), before the players that name them.
  { name: 'families', key: ['family_id'] },
  { name: 'players', key: ['player_id'] },
  { name: 'parent_player_associations', key: ['parent_user_id', 'player_id'] },
  { name: 'match_types', key: ['match_type_id'] },
  { name: 'opposition_teams', key: ['id'] },
  { name: 'matches', key: ['match_id'] },
  { name: 'match_events', key: ['id'] },
  // After the events: inserting those logs changes of its own (a trigger), which the backup's rows replace.
  { name: 'match_changes', key: ['match_id', 'seq'] },
  { name: 'formations', key: ['id'] },
  { name: 'formation_positions', key: ['id'] },
  { name: 'match_lineups', key: ['match_id'] },
  { name: 'lineup_players', key: ['id'] },
  { name: 'trainings', key: ['training_id'] },
  { name: 'availability', key: ['availability_id'] },
  { name: 'player_targets', key: ['player_id', 'season_id'] },
  { name: 'calendar_feeds', key: ['user_id'] },
  { name: 'team_availability_settings', key: ['team_id'] },
  { name: 'fixture_responses', key: ['match_id', 'player_id'] },
  { name: 'availability_reminders', key: ['id'] },
  { name: 'messages', key: ['id'] },
  { name: 'message_recipients', key: ['message_id', 'user_id'] },
  { name: 'squad_announcements', key: ['match_id'] },
  { name: 'squad_players', key: ['match_id', 'player_id'] },
  { name: 'email_preferences', key: ['user_id', 'kind'] },
  // The devices families turned notifications on for (#32): a restored club still reaches them. Not `push_outbox`,
  // for the outbox's reason.
  { name: 'push_subscriptions', key: ['id'] },
  { name: 'match_rotations', key: ['match_id'] },
  { name: 'minutes_limits', key: ['age_group'] },
  { name: 'live_links', key: ['id'] },
  // Safeguarding (decision 130): the families' medical information and consents, the qualifications register.
  { name: 'player_medical', key: ['player_id'] },
  { name: 'player_consents', key: ['player_id', 'kind'] },
  { name: 'qualifications', key: ['user_id', 'kind'] },
  // Money (#33): the ledger, its bank lines and settings, match fees and kit orders.
  { name: 'finance_settings', key: ['id'] },
  { name: 'team_fees', key: ['team_id'] },
  { name: 'bank_mappings', key: ['bank'] },
  { name: 'bank_lines', key: ['line_id'] },
  { name: 'ledger_entries', key: ['entry_id'] },
  { name: 'kit_windows', key: ['window_id'] },
  { name: 'kit_items', key: ['item_id'] },
  { name: 'kit_orders', key: ['item_id', 'player_id'] },
  // The duty rota (#34): its kinds, each family's duties and the swaps asked.
  { name: 'duty_kinds', key: ['kind_id'] },
  { name: 'duties', key: ['duty_id'] },
  { name: 'duty_swaps', key: ['swap_id'] },
  // Operators and integrators (#35): the club's settings, identities linked for OIDC sign-in, API keys (hashes) and
  // webhooks. Not `webhook_deliveries`, for the outbox's reason, nor `oidc_logins` (ten minutes' sign-ins).
  { name: 'club_settings', key: ['id'] },
  { name: 'user_identities', key: ['identity_id'] },
  { name: 'api_keys', key: ['key_id'] },
  { name: 'webhooks', key: ['webhook_id'] },
  // Emailed links (hashes only): a restored club's pending invitations still work.
  { name: 'account_links', key: ['id'] },
  { name: 'audit_log', key: ['id'] },
  // The installation's id (calendar UIDs): a restored club keeps it, so its events keep their UIDs.
  { name: 'install', key: ['id'] },
  // Which rows are the demo club's (`npm run demo:remove`): a restored club can still remove its demo.
  { name: 'demo_rows', key: ['entity', 'row_id'] },
  // What was decided (each job's key): a restored club decides none of it again, so no family is asked twice for a
  // fixture (the availability requests and reminders, decision 106). A job still queued runs on the restored server.
  { name: 'jobs', key: ['id'] },
];

/** Tables the migrations themselves fill (reference data): a target holding only those rows is still empty. */
const SEEDED_BY_MIGRATIONS = new Set([
  'match_types',
  'formations',
  'formation_positions',
  'install',
  'finance_settings',
]);

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  /** The tag of the last migration the database had run, e.g. `0008_login_throttle`. */
  migration: string;
  createdAt: string;
}

export class BackupError extends Error {}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

export function readJournal(migrationsFolder: string): Journal {
  return JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
}

type Runner = Db | Tx;
const rowsOf = async <T>(db: Runner, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function tableExists(db: Runner, name: string): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(db, sql`select to_regclass(${`public.${name}`}) is not null as found`);
  return row?.found === true;
}

/** The tag of the last migration run on this database, or null when none has run. */
export async function migrationLevel(db: Runner, journal: Journal): Promise<string | null> {
  const [exists] = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return null;
  const [row] = await rowsOf<{ last: string | null }>(
    db,
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  if (row?.last === null || row?.last === undefined) return null;
  const entry = journal.entries.find((e) => String(e.when) === row.last);
  if (!entry) throw new BackupError(`The database has a migration this Touchline does not know (${row.last}).`);
  return entry.tag;
}

/** Rows a page: small enough for little memory, large enough for few round trips. */
const PAGE = 2000;

/**
 * Writes a backup through `write` (one call a line, newline included), reading every table in one REPEATABLE READ,
 * READ ONLY transaction: a consistent snapshot while the server goes on writing. Answers the row counts.
 */
export async function writeBackup(
  db: Db,
  options: { appVersion: string; migrationsFolder: string },
  write: (line: string) => Promise<void> | void,
): Promise<Record<string, number>> {
  const journal = readJournal(options.migrationsFolder);
  return db.transaction(
    async (tx) => {
      const migration = await migrationLevel(tx, journal);
      if (migration === null) throw new BackupError('The database is empty: it has never been set up.');
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        appVersion: options.appVersion,
        migration,
        createdAt: new Date().toISOString(),
      };
      await write(`${JSON.stringify(header)}\n`);
      const counts: Record<string, number> = {};
      for (const table of BACKUP_TABLES) {
        if (!(await tableExists(tx, table.name))) continue;
        await write(`${JSON.stringify({ $table: table.name })}\n`);
        const t = sql.identifier(table.name);
        const keys = sql.join(
          table.key.map((k) => sql`t.${sql.identifier(k)}`),
          sql`, `,
        );
        const keysOfLast = sql.join(
          table.key.map((k) => sql.identifier(k)),
          sql`, `,
        );
        let last: string | null = null;
        let n = 0;
        for (;;) {
          const after: SQL =
            last === null
              ? sql``
              : sql`where (${keys}) > (select ${keysOfLast} from json_populate_record(null::${t}, ${last}::json))`;
          const page: { j: string }[] = await rowsOf<{ j: string }>(
            tx,
            sql`select row_to_json(t)::text as j from ${t} t ${after} order by ${keys} limit ${PAGE}`,
          );
          for (const row of page) await write(`${row.j}\n`);
          n += page.length;
          if (page.length < PAGE) break;
          last = page[page.length - 1]?.j ?? null;
        }
        counts[table.name] = n;
      }
      await write(`${JSON.stringify({ $end: counts })}\n`);
      return counts;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The tables that make a target not empty, and how many rows they hold (only those holding some). */
export async function existingData(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const name of [...BACKUP_TABLES.map((t) => t.name), 'sessions']) {
    if (SEEDED_BY_MIGRATIONS.has(name) || !(await tableExists(db, name))) continue;
    const [row] = await rowsOf<{ any: boolean }>(db, sql`select exists (select 1 from ${sql.identifier(name)}) as any`);
    if (row?.any) found.push(name);
  }
  return found;
}

/**
 * Runs the migrations up to and including `tag` only: a copy of the migrations folder whose journal stops there
 * (the migrator applies what its journal lists).
 */
export async function migrateUpTo(
  migrationsFolder: string,
  tag: string,
  migrate: (folder: string) => Promise<void>,
): Promise<void> {
  const journal = readJournal(migrationsFolder);
  const index = journal.entries.findIndex((e) => e.tag === tag);
  if (index < 0) throw new BackupError(`The backup needs migration ${tag}, which this Touchline does not know.`);
  const folder = mkdtempSync(path.join(tmpdir(), 'touchline-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const partial = { ...journal, entries: journal.entries.slice(0, index + 1) };
    writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(partial));
    await migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Reads the header line of a backup; throws a BackupError saying what is wrong with it. */
export function parseHeader(line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader> = {};
  try {
    header = JSON.parse(line ?? '') as Partial<BackupHeader>;
  } catch {
    // Reported below.
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupError('This file is not a Touchline backup.');
  if (header.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new BackupError(`This backup has format version ${header.formatVersion}; this Touchline reads version 1.`);
  if (typeof header.migration !== 'string') throw new BackupError('The backup header names no migration.');
  return header as BackupHeader;
}

/** Bytes of JSON an INSERT carries at most. */
const BATCH_BYTES = 1_000_000;

/**
 * Inserts a backup's tables (the lines after the header) into an empty database already migrated to the backup's
 * level, in one transaction: each table's rows replace what the migrations (or the triggers) put there, then every
 * serial sequence moves past the highest id. Throws a BackupError, and commits nothing, on a truncated file.
 */
export async function insertBackup(db: Db, lines: AsyncIterable<string>): Promise<Record<string, number>> {
  const known = new Set(BACKUP_TABLES.map((t) => t.name));
  return db.transaction(async (tx) => {
    const counts: Record<string, number> = {};
    let table: string | null = null;
    let batch: string[] = [];
    let bytes = 0;
    let ended: Record<string, number> | null = null;
    const flush = async () => {
      if (table === null || batch.length === 0) return;
      const t = sql.identifier(table);
      await tx.execute(
        sql`insert into ${t} select * from json_populate_recordset(null::${t}, ${`[${batch.join(',')}]`}::json)`,
      );
      counts[table] = (counts[table] ?? 0) + batch.length;
      batch = [];
      bytes = 0;
    };
    for await (const line of lines) {
      if (line === '') continue;
      if (ended) throw new BackupError('The backup has lines after its end.');
      if (line.startsWith('{"$')) {
        await flush();
        const marker = JSON.parse(line) as { $table?: string; $end?: Record<string, number> };
        if (marker.$end) {
          ended = marker.$end;
          continue;
        }
        if (!marker.$table || !known.has(marker.$table)) throw new BackupError(`Unknown table in the backup: ${line}`);
        table = marker.$table;
        counts[table] = 0;
        await tx.execute(sql`delete from ${sql.identifier(table)}`);
        continue;
      }
      if (table === null) throw new BackupError('The backup has rows before any table.');
      batch.push(line);
      bytes += line.length;
      if (bytes >= BATCH_BYTES) await flush();
    }
    await flush();
    if (!ended) throw new BackupError('The backup is incomplete (it has no end line): nothing was restored.');
    for (const [name, n] of Object.entries(ended))
      if (counts[name] !== n)
        throw new BackupError(`The backup's ${name} should have ${n} rows, it has ${counts[name]}.`);
    await resetSequences(tx);
    return counts;
  });
}

/** Moves every serial sequence of the public schema past its column's highest value. */
async function resetSequences(tx: Tx): Promise<void> {
  const serials = await rowsOf<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table_name, column_name } of serials) {
    const t = sql.identifier(table_name);
    const c = sql.identifier(column_name);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`public.${table_name}`}, ${column_name}),
        coalesce((select max(${c}) from ${t}), 0) + 1, false)`,
    );
  }
}

/**
 * Restores a backup (its header read, `lines` the rest) into an empty database: refuses one that has data, runs the
 * migrations up to the backup's level, inserts the rows (one transaction), then runs the remaining migrations.
 */
export async function restoreBackup(
  database: Database,
  header: BackupHeader,
  lines: AsyncIterable<string>,
  migrationsFolder: string,
): Promise<Record<string, number>> {
  if (!readJournal(migrationsFolder).entries.some((e) => e.tag === header.migration))
    throw new BackupError(
      `The backup was made by a newer Touchline (${header.appVersion}, migration ${header.migration}): update ` +
        'this one first.',
    );
  const found = await existingData(database.db);
  if (found.length > 0)
    throw new BackupError(
      `The target already has data (${found.join(', ')}): restore only into an empty DATA_DIR or database.`,
    );
  await migrateUpTo(migrationsFolder, header.migration, (folder) => database.migrateFrom(folder));
  const counts = await insertBackup(database.db, lines);
  await database.migrate();
  return counts;
}

/** The lines of a gzipped backup held in memory (tests, and anything that fetched one whole). */
export async function* linesOf(gzipped: Buffer): AsyncGenerator<string> {
  const text = gunzipSync(gzipped).toString('utf8');
  for (const line of text.split('\n')) if (line !== '') yield line;
}
