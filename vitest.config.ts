import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = {
  include: ['apps/server/test/**/*.test.ts'],
  environment: 'node' as const,
  // Beside the browser tests on a slow day, a test that takes 4 s alone took over 30 s (docs/testing.md): the limits
  // leave room for that; a test that hangs still fails.
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // Test files share a worker's modules (the app, Fastify, Drizzle, zod load once a worker, not once a file): each
  // file builds its own app on its own database, and what a file changes globally it puts back (decision 112).
  isolate: false,
  // One migrated database per run, copied for each test file (decision 112).
  globalSetup: ['apps/server/test/support/template-database.ts'],
};

export default defineConfig({
  test: {
    // One test file per core (Vitest's default leaves one core free: on this 2-core machine, one file at a time). The
    // API tests wait on PostgreSQL and on the server processes they start, so they gain most: 5.7 → 3.2 minutes.
    maxWorkers: availableParallelism(),
    projects: [
      // The unit tests share one module graph per worker (isolate: false): Mantine and happy-dom load once, not once a
      // file (decision 112). Their state is reset between tests (apps/web/test/setup.ts).
      {
        test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
      // Files named *.postgres.test.ts need several server instances on one database: PostgreSQL only.
      {
        test: {
          ...serverTests,
          name: 'server-pglite',
          env: { TEST_DB: 'pglite' },
          // The process tests start the compiled server, built once a run, on copies of one initialised data directory.
          globalSetup: [
            ...serverTests.globalSetup,
            'apps/server/test/support/built-server.ts',
            'apps/server/test/support/data-dir-template.ts',
          ],
          exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
        },
      },
      // The process tests start the real server on an embedded database; they run once, in the PGlite project.
      {
        test: {
          ...serverTests,
          name: 'server-postgres',
          env: { TEST_DB: 'postgres' },
          exclude: ['apps/server/test/process/**'],
        },
      },
    ],
  },
});
