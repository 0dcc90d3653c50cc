import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { randomPassword } from '../auth/tokens';
import type { Db } from './open';
import { users } from './schema';
import { seedDemoClub } from './seed/demo-club';

export interface BootstrapOptions {
  adminPassword: string | undefined;
  demoData: boolean;
  /** The demo accounts' password; random when unset. */
  demoPassword?: string | undefined;
}

export interface BootstrapResult {
  created: boolean;
  /** ADMIN_PASSWORD was set, but the database already had its users: nothing was changed. */
  adminPasswordIgnored?: boolean;
  adminPassword?: string;
  demo?: { usernames: string[]; password: string };
}

/**
 * First run only: an empty database gets the `admin` user (and the demo club unless DEMO_DATA=0).
 * There is never a default password: ADMIN_PASSWORD, or a random one printed once.
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
      const usernames = await seedDemoClub(tx as unknown as Db, { password, today: new Date() });
      result.demo = { usernames, password };
    }
    return result;
  });
}

export function logBootstrap(log: FastifyBaseLogger, result: BootstrapResult): void {
  if (result.adminPasswordIgnored) {
    log.warn(
      'ADMIN_PASSWORD is set but the users already exist, so it was ignored (it sets the first admin only). To set a ' +
        'new password: npm run admin:reset-password -- admin',
    );
  }
  if (!result.created) return;
  if (result.adminPassword) {
    log.warn(
      `First run: created user 'admin' with password '${result.adminPassword}'. It is shown only this once: sign in ` +
        `and keep it safe.`,
    );
  } else {
    log.info("First run: created user 'admin' with the password from ADMIN_PASSWORD.");
  }
  if (result.demo) {
    log.warn(
      `Demo club created. Demo accounts (${result.demo.usernames.join(', ')}) share the password ` +
        `'${result.demo.password}', shown only this once.`,
    );
  }
}
