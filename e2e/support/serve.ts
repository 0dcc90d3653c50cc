// Starts the real server for the browser tests on a brand-new embedded database with the demo club. It is the
// compiled server (`npm run build`, which `npm run test:e2e` runs first) under plain node: the build that ships.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_PASSWORD, DEMO_PASSWORD, E2E_PORT, MAILBOX_PORT } from './env';
import { startMailbox } from './mailbox-server';

const main = 'apps/server/dist/main.js';
if (!existsSync(main)) {
  console.error(`${main} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-'));
// Email goes to a real SMTP server in this process (support/mailbox-server.ts), which the specs read.
const mailbox = await startMailbox(MAILBOX_PORT);
const child = spawn(process.execPath, ['--enable-source-maps', main], {
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
    SMTP_URL: mailbox.sink.url,
    MAIL_FROM: 'Touchline Demo <club@demo.example>',
    PUBLIC_URL: `http://localhost:${E2E_PORT}`,
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
