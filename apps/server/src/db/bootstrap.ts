import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { randomPassword } from '../auth/tokens';
import { today } from '../today';
import type { Db } from './open';
import { users } from './schema';
import { seedDemoClub } from './seed/demo-club';

export interface BootstrapOptions {
  adminPassword: string | undefined;
  demoData: boolean;
  /** The demo accounts' password; random when unset. */
  demoPassword?: string | undefined;
  /** The club's currency (CLUB_CURRENCY), the demo's ledger is in; GBP when unset. */
  currency?: string;
}

export interface BootstrapResult {
  created: boolean;
  /** ADMIN_PASSWORD was set, but the database already had its users: nothing was changed. */
  adminPasswordIgnored?: boolean;
  /** The admin's password, when it was generated (never one the operator supplied). */
  adminPassword?: string;
  /** The demo accounts, with their shared password when it was generated. */
  demo?: { usernames: string[]; password?: string };
}

/**
 * First run only: an empty database gets the `admin` user (and the demo club when asked for).
 * There is never a default password: ADMIN_PASSWORD, or a random one handed over once (see recordFirstRun).
 * One transaction under an advisory lock, so two instances starting together do it once.
 */
export async function bootstrap(db: Db, options: BootstrapOptions): Promise<BootstrapResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0)
      return options.adminPassword ? { created: false, adminPasswordIgnored: true } : { created: false };
    const adminPassword = options.adminPassword ?? randomPassword();
    await tx.insert(users).values({
      username: 'admin',
      passwordHash: await hashPassword(adminPassword),
      role: 'admin',
      shortName: 'Admin',
    });
    const result: BootstrapResult = { created: true };
    if (!options.adminPassword) result.adminPassword = adminPassword;
    if (options.demoData) {
      const password = options.demoPassword ?? randomPassword();
      // The seed counts days in UTC from midnight of the club's date.
      const usernames = await seedDemoClub(tx, {
        password,
        today: new Date(`${today()}T00:00:00Z`),
        currency: options.currency ?? 'GBP',
      });
      result.demo = options.demoPassword ? { usernames } : { usernames, password };
    }
    return result;
  });
}

/** Where a first run leaves the passwords it generated: in the data folder, readable by the server's user only. */
export const FIRST_RUN_FILE = 'first-run-passwords.txt';

/**
 * Hands over what a first run created. A generated password never goes to the log (logs are shipped and kept): it is
 * written to `FIRST_RUN_FILE` in the data folder with mode 0600, and the log says where. A password the operator
 * supplied is neither logged nor written.
 */
export function recordFirstRun(log: FastifyBaseLogger, result: BootstrapResult, dataDir: string): void {
  if (result.adminPasswordIgnored) {
    log.warn(
      'ADMIN_PASSWORD is set but the users already exist, so it was ignored (it sets the first admin only). To set a ' +
        'new password: npm run admin:reset-password -- admin',
    );
  }
  if (!result.created) return;
  const generated = [
    ...(result.adminPassword ? [`admin: ${result.adminPassword}`] : []),
    ...(result.demo?.password ? [`demo accounts (${result.demo.usernames.join(', ')}): ${result.demo.password}`] : []),
  ];
  const file = path.join(dataDir, FIRST_RUN_FILE);
  if (generated.length) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${generated.join('\n')}\n`, { mode: 0o600 });
  }
  log.warn(
    result.adminPassword
      ? `First run: created user 'admin'. Its password is in ${file} (readable by this user only): sign in, then ` +
          'delete the file.'
      : "First run: created user 'admin' with the password from ADMIN_PASSWORD.",
  );
  if (result.demo) {
    const accounts = `Demo club created, for trying Touchline out. Its accounts (${result.demo.usernames.join(', ')})`;
    log.warn(
      result.demo.password
        ? `${accounts} share the password in ${file}. To remove the demo club: npm run demo:remove`
        : `${accounts} share the password from DEMO_PASSWORD. To remove the demo club: npm run demo:remove`,
    );
  }
}
