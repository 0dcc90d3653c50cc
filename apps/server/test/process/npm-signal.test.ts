import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialisedDataDir } from '../support/data-dir-template';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * A process supervisor stops the server by signalling the process it started: `npm run serve` (or `npm start`). npm
 * passes the signal to its script's process, so that process must be the server itself (`exec node …`), not a shell
 * that would die and leave the server running, then be killed, embedded database and all.
 */
describe('a stop signal to npm run serve', () => {
  it('reaches the server, which closes cleanly, and npm exits with it', async () => {
    const dataDir = initialisedDataDir('touchline-npm-signal-');
    const npm = spawn('npm', ['run', 'serve'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'npm-signal-admin',
        DEMO_DATA: '0',
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (d: Buffer) => (output += d.toString()));
    npm.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 150_000);
      npm.stdout.on('data', () => {
        const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (match && output.includes('Touchline ready')) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    npm.kill('SIGTERM');
    await expect(exited).resolves.toBe(0);
    expect(output).toContain('SIGTERM received');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 300_000);
});
