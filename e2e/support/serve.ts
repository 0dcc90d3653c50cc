// Starts the real server for the browser tests on a brand-new embedded database with the demo club. It is the
// compiled server (`npm run build`, which `npm run test:e2e` runs first) under plain node: the build that ships.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORT, MAILBOX_PORT, PUSH_SINK_PORT, serverEnv } from './env';
import { startMailbox } from './mailbox-server';
import { startPushSink } from './push-sink-server';

const main = 'apps/server/dist/main.js';
if (!existsSync(main)) {
  console.error(`${main} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-'));
// Email goes to a real SMTP server in this process (support/mailbox-server.ts), which the specs read.
const mailbox = await startMailbox(MAILBOX_PORT);
// Push messages go to a local push service in this process (support/push-sink-server.ts), at an http:// address the
// server takes only with PUSH_ALLOW_HTTP.
await startPushSink(PUSH_SINK_PORT);
const child = spawn(process.execPath, ['--enable-source-maps', main], {
  stdio: 'inherit',
  env: {
    ...serverEnv(E2E_PORT, dataDir),
    SMTP_URL: mailbox.sink.url,
    MAIL_FROM: 'Touchline Demo <club@demo.example>',
    PUBLIC_URL: `http://localhost:${E2E_PORT}`,
    PUSH_ALLOW_HTTP: '1',
    // A family's notices go as soon as their job commits (what one job decides still goes as one email): the specs
    // read the mailbox within seconds (#32).
    MAIL_BATCH_SECONDS: '0',
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
