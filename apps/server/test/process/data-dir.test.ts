import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer as start } from '../support/server-process';

/** Every file and folder under `dir` whose mode lets its group or others in, with that mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (target: string) => {
    const stat = statSync(target);
    if ((stat.mode & 0o077) !== 0) found.push(`${target} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(target)) walk(path.join(target, name));
  };
  walk(dir);
  return found;
}

describe('the data folder', () => {
  it("is the server's user's alone: a new one, and an older one left open to others", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'touchline-modes-'));
    const fresh = path.join(root, 'fresh', 'data');
    const older = path.join(root, 'older');
    mkdirSync(older, { mode: 0o755 });
    chmodSync(older, 0o755);
    writeFileSync(path.join(older, 'notes.txt'), 'left by an older version', { mode: 0o644 });
    chmodSync(path.join(older, 'notes.txt'), 0o644);
    for (const dataDir of [fresh, older]) {
      const server = start({ DATA_DIR: dataDir, ADMIN_PASSWORD: '' });
      await server.ready;
      expect(openToOthers(dataDir)).toEqual([]);
      expect(readdirSync(dataDir)).toContain('first-run-passwords.txt');
      server.child.kill('SIGTERM');
      await expect(server.exited).resolves.toBe(0);
    }
  }, 300_000);

  it.each([
    ['a folder inside a file', (file: string) => path.join(file, 'data'), 'a part of the path is a file, not a folder'],
    ['a file', (file: string) => file, 'it is a file, not a folder'],
  ])('that is %s stops the server with one line naming it', async (_what, dataDirOf, reason) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'touchline-bad-')), 'plain-file');
    writeFileSync(file, '');
    const dataDir = dataDirOf(file);
    const server = start({ DATA_DIR: dataDir });
    await expect(server.exited).resolves.toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toEqual([expect.stringContaining(`DATA_DIR ${dataDir} cannot be used: ${reason}`)]);
  });
});
