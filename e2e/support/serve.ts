// Starts the real server for the browser tests on a brand-new embedded database with the demo club.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_PASSWORD, DEMO_PASSWORD, E2E_PORT } from './env';

const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    DEMO_DATA: '1',
    DEMO_PASSWORD,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
