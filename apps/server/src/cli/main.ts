/**
 * The operator's commands (decision 086), compiled to dist/cli.js beside the server and run with the server's own
 * environment (DATA_DIR or DATABASE_URL, see config.ts):
 *
 *   node dist/cli.js backup FILE              a consistent backup, while the server runs or not
 *   node dist/cli.js restore FILE             into an empty DATA_DIR or database only
 *   node dist/cli.js reset-password USERNAME  ADMIN_PASSWORD, or a random password printed once; ends their sessions
 *   node dist/cli.js migrate-to-postgres [FILE]  backup of DATA_DIR, then restore into DATABASE_URL
 *   node dist/cli.js remove-demo              the demo club's rows, and nothing of the club's own (decision 095)
 *
 * On the embedded database a running server holds DATA_DIR: the commands then ask it, through its control endpoint
 * (routes/ops.ts), instead of opening the folder. Every failure is one line on stderr and exit code 1.
 */
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { RemoveDemoAnswer } from '@touchline/domain';
import serverPackage from '../../package.json' with { type: 'json' };
import { randomPassword } from '../auth/tokens';
import { ConfigError, loadConfig, type Config } from '../config';
import { migrationsFolder, openDatabase, type Database } from '../db/open';
import { BackupError, parseHeader, restoreBackup } from '../ops/backup';
import { gzipBackupInto, writeFileFrom } from '../ops/backup-file';
import { CONTROL_FILE, processAlive, readControlFile, type ControlFile } from '../ops/control';
import { DemoRemovalError, removeDemoClub } from '../ops/remove-demo';
import { resetPassword } from '../ops/reset-password';
import { Refusal } from '../auth/refusal';

/** A refusal: its message is the one line the operator sees. */
class CliError extends Error {}

const usage =
  'Usage: cli.js backup FILE | restore FILE | reset-password USERNAME | migrate-to-postgres [FILE] | remove-demo\n' +
  '(npm run backup -- FILE, npm run restore -- FILE, npm run admin:reset-password -- USERNAME, ' +
  'npm run migrate-to-postgres, npm run demo:remove)';

/** The server running on this DATA_DIR, if one is: its control file names a live process. */
function runningServer(dataDir: string): ControlFile | null {
  const control = readControlFile(dataDir);
  return control && processAlive(control.pid) ? control : null;
}

/** Calls a running server's control endpoint; a server that does not answer is an error, never a reason to open. */
async function callServer(dataDir: string, control: ControlFile, apiPath: string, body?: unknown): Promise<Response> {
  const host = control.host.includes(':') ? `[${control.host}]` : control.host;
  const url = `http://${host}:${control.port}/api${apiPath}`;
  try {
    return await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${control.secret}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(30 * 60_000),
    });
  } catch {
    throw new CliError(
      `The server (process ${control.pid}) holds DATA_DIR but does not answer at ${url}; it cannot be opened ` +
        'beside it. Let it finish starting, or stop it, and try again (if no server runs, delete ' +
        `${path.join(dataDir, CONTROL_FILE)}).`,
    );
  }
}

async function refusal(res: Response): Promise<CliError> {
  const text = await res.text();
  let message = text;
  try {
    message = (JSON.parse(text) as { error?: string }).error ?? text;
  } catch {
    // Not JSON: the text as it is.
  }
  return new CliError(`The server refused (${res.status}): ${message}`);
}

/** Opens the embedded database when no server holds it, and only when DATA_DIR holds one already. */
async function openEmbedded(config: Config): Promise<Database> {
  if (!existsSync(path.join(config.dataDir, 'PG_VERSION')))
    throw new CliError(`There is no Touchline database in DATA_DIR (${config.dataDir}).`);
  return openDatabase({ dataDir: config.dataDir });
}

/** Writes to `file` through a temporary name, readable by its owner only (it holds password hashes). */
async function backup(config: Config, file: string): Promise<string> {
  if (!config.databaseUrl) {
    const control = runningServer(config.dataDir);
    if (control) {
      const res = await callServer(config.dataDir, control, '/ops/backup');
      if (!res.ok || !res.body) throw await refusal(res);
      const body = res.body;
      await writeFileFrom(file, (out) => pipeline(Readable.fromWeb(body as never), out));
      return `Backup written to ${file} by the running server.`;
    }
  }
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
    : await openEmbedded(config);
  try {
    let rows = 0;
    await writeFileFrom(file, async (out) => {
      const counts = await gzipBackupInto(database.db, { appVersion: serverPackage.version, migrationsFolder }, out);
      rows = Object.values(counts).reduce((a, b) => a + b, 0);
    });
    return `Backup of ${rows} rows written to ${file}.`;
  } finally {
    await database.close();
  }
}

/** The lines of a gzipped backup file, the header apart. */
async function openBackup(file: string) {
  if (!existsSync(file)) throw new CliError(`No such file: ${file}`);
  const input = createReadStream(file).pipe(createGunzip());
  input.on('error', () => undefined);
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  let first;
  try {
    first = await lines.next();
  } catch {
    throw new CliError(`${file} is not a Touchline backup (not a gzip file).`);
  }
  const header = parseHeader(first.done ? undefined : first.value);
  const rest: AsyncIterable<string> = { [Symbol.asyncIterator]: () => lines };
  return { header, lines: rest, close: () => input.destroy() };
}

async function restore(config: Config, file: string): Promise<string> {
  const backupFile = await openBackup(file);
  let database: Database;
  let target: string;
  if (config.databaseUrl) {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    target = 'the database of DATABASE_URL';
  } else {
    if (runningServer(config.dataDir))
      throw new CliError(`A server is running on DATA_DIR (${config.dataDir}): restore only into an empty DATA_DIR.`);
    const entries = existsSync(config.dataDir) ? readdirSync(config.dataDir) : [];
    if (entries.length > 0 && !entries.includes('PG_VERSION'))
      throw new CliError(`DATA_DIR (${config.dataDir}) is not empty and holds no Touchline database.`);
    database = await openDatabase({ dataDir: config.dataDir });
    target = `DATA_DIR (${config.dataDir})`;
  }
  try {
    const counts = await restoreBackup(database, backupFile.header, backupFile.lines, migrationsFolder);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    return `Restored ${rows} rows from ${file} (made ${backupFile.header.createdAt}) into ${target}.`;
  } finally {
    backupFile.close();
    await database.close();
  }
}

async function resetPasswordCommand(config: Config, username: string): Promise<string> {
  const password = config.adminPassword ?? randomPassword();
  const told = config.adminPassword
    ? 'set from ADMIN_PASSWORD'
    : `set to: ${password}\n(shown only this once; sign in with it and keep it safe)`;
  if (!config.databaseUrl) {
    const control = runningServer(config.dataDir);
    if (control) {
      const res = await callServer(config.dataDir, control, '/ops/reset-password', { username, password });
      if (!res.ok) {
        const refused = await refusal(res);
        if (res.status === 404 && refused.message.includes('No user'))
          throw new CliError(`No user is named '${username}'.`);
        throw refused;
      }
      const answer = (await res.json()) as { username: string };
      return `Password of '${answer.username}' ${told}\nTheir sessions have been ended.`;
    }
  }
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
    : await openEmbedded(config);
  try {
    const found = await resetPassword(database.db, username, password);
    if (found === null) throw new CliError(`No user is named '${username}'.`);
    return `Password of '${found}' ${told}\nTheir sessions have been ended.`;
  } finally {
    await database.close();
  }
}

function describeRemoval(answer: RemoveDemoAnswer): string {
  if (!answer.removed) return 'There is no demo club in this database: nothing was removed.';
  const kept = answer.kept_admins.length
    ? `\nKept ${answer.kept_admins.join(', ')}: demo accounts made admins since (remove them in Users if unwanted).`
    : '';
  return (
    `Removed the demo club: ${answer.teams} teams, ${answer.players} players, ${answer.matches} matches, ` +
    `${answer.trainings} training sessions, ${answer.accounts} accounts, ${answer.seasons} seasons and ` +
    `${answer.opposition_teams} opposition teams.${kept}`
  );
}

async function removeDemo(config: Config): Promise<string> {
  if (!config.databaseUrl) {
    const control = runningServer(config.dataDir);
    if (control) {
      const res = await callServer(config.dataDir, control, '/ops/remove-demo');
      if (!res.ok) throw await refusal(res);
      return describeRemoval((await res.json()) as RemoveDemoAnswer);
    }
  }
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
    : await openEmbedded(config);
  try {
    return describeRemoval(await removeDemoClub(database.db));
  } catch (error) {
    if (error instanceof DemoRemovalError) throw new CliError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

async function migrateToPostgres(config: Config, file: string | undefined): Promise<string> {
  if (!config.databaseUrl) throw new CliError('Set DATABASE_URL to the (empty) PostgreSQL database to move to.');
  const backupFile = file ?? `touchline-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl.gz`;
  const source = await backup({ ...config, databaseUrl: undefined }, backupFile);
  const restored = await restore(config, backupFile);
  return `${source}\n${restored}\nStart the server with DATABASE_URL set; keep ${backupFile} until all is well.`;
}

async function main(argv: string[]): Promise<string> {
  // What a command creates (a restored DATA_DIR, a backup file) is its user's alone, as the server's is.
  process.umask(0o077);
  const [command, argument] = argv;
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message.replace(/\n\s*/g, ' '));
    throw error;
  }
  if (command === 'migrate-to-postgres') return migrateToPostgres(config, argument);
  if (command === 'remove-demo') return removeDemo(config);
  if (!argument) throw new CliError(usage);
  switch (command) {
    case 'backup':
      return backup(config, argument);
    case 'restore':
      return restore(config, argument);
    case 'reset-password':
      return resetPasswordCommand(config, argument);
    default:
      throw new CliError(usage);
  }
}

main(process.argv.slice(2)).then(
  (message) => {
    process.stdout.write(`${message}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    if (error instanceof CliError || error instanceof BackupError || error instanceof Refusal)
      process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
