import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = {
  include: ['apps/server/test/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // One test file per core (Vitest's default leaves one core free: on this 2-core machine, one file at a time). The
    // API tests wait on PostgreSQL and on the server processes they start, so they gain most: 5.7 → 3.2 minutes.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'], environment: 'node' } },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
      // Files named *.postgres.test.ts need several server instances on one database: PostgreSQL only.
      {
        test: {
          ...serverTests,
          name: 'server-pglite',
          env: { TEST_DB: 'pglite' },
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
