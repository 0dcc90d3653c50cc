import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer as start } from '../support/server-process';
import { initialisedDataDir } from '../support/data-dir-template';

describe('the server process', () => {
  it('refuses a bad configuration with a message naming the variable', async () => {
    const server = start({ PORT: 'eighty' });
    await expect(server.exited).resolves.toBe(1);
    expect(server.output()).toContain('PORT');
  });

  it('hands a random admin password over in a file, not the log, and closes cleanly on SIGTERM', async () => {
    const dataDir = initialisedDataDir('touchline-data-');
    const server = start({ PORT: '0', DATA_DIR: dataDir, ADMIN_PASSWORD: '' });
    await server.ready;
    const file = path.join(dataDir, 'first-run-passwords.txt');
    const password = /^admin: ([A-Za-z0-9_-]{16})$/m.exec(readFileSync(file, 'utf8'))?.[1];
    expect(password).toBeDefined();
    expect(server.output()).toContain(`Its password is in ${file}`);
    expect(server.output()).not.toContain(password);
    server.child.kill('SIGTERM');
    await expect(server.exited).resolves.toBe(0);
    // The second start on the same data directory creates nothing and prints no password.
    const again = start({ PORT: '0', DATA_DIR: dataDir });
    await again.ready;
    expect(again.output()).not.toContain('password');
    again.child.kill('SIGTERM');
    await expect(again.exited).resolves.toBe(0);
    // Two starts of a fresh embedded database (about 6 s on an idle 2-core machine) beside a loaded test run.
  }, 300_000);
});
