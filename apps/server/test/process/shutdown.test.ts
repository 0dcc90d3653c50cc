import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const main = path.resolve(import.meta.dirname, '../../src/main.ts');

/** Starts the real server process on a new data directory and waits until it answers. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, LOG_LEVEL: 'info', DEMO_DATA: '0', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 25_000);
    child.stdout.on('data', () => {
      if (output.includes('Touchline ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  // The first test never awaits `ready`: keep its rejection from counting as unhandled.
  ready.catch(() => undefined);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

describe('the server process', () => {
  it('refuses a bad configuration with a message naming the variable', async () => {
    const server = start({ PORT: 'eighty' });
    await expect(server.exited).resolves.toBe(1);
    expect(server.output()).toContain('PORT');
  });

  it('prints a random admin password on first run, and closes cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-data-'));
    const server = start({ PORT: '0', DATA_DIR: dataDir, ADMIN_PASSWORD: '' });
    await server.ready;
    expect(server.output()).toMatch(/created user 'admin' with password '[A-Za-z0-9_-]{16}'/);
    server.child.kill('SIGTERM');
    await expect(server.exited).resolves.toBe(0);
    // The second start on the same data directory creates nothing and prints no password.
    const again = start({ PORT: '0', DATA_DIR: dataDir });
    await again.ready;
    expect(again.output()).not.toContain('password');
    again.child.kill('SIGTERM');
    await expect(again.exited).resolves.toBe(0);
  });
});
