/**
 * Runs the server integration tests on PGlite and on the PostgreSQL server at TEST_DATABASE_URL.
 * Without a reachable PostgreSQL: in CI (CI=true) that is a failure; elsewhere the PostgreSQL half
 * is not run, and this says so loudly.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ci = process.env.CI === 'true' || process.env.CI === '1';

async function reachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const problem = await reachable();
const projects = ['--project', 'server-pglite'];
if (problem === null) {
  projects.push('--project', 'server-postgres');
} else if (ci) {
  console.error(`PostgreSQL is not reachable at ${url} (${problem}); CI requires it. Failing.`);
  process.exit(1);
} else {
  console.warn(
    `\n*** PostgreSQL is not reachable at ${url} (${problem}).\n*** The PostgreSQL half of the API tests (and the ` +
      `PostgreSQL outage test) was NOT run. Set TEST_DATABASE_URL to run it.\n`,
  );
  projects.push('--exclude', 'apps/server/test/process/pg-outage.test.ts');
}
const result = spawnSync('npx', ['vitest', 'run', ...projects, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
