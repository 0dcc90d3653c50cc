import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../support/server-process';

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const serveScript = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve ?? '';
/** What `npm run serve` runs: the command every recipe runs too. */
const serveCommand = serveScript.replace(/^exec /, '');

/**
 * The deployment recipes in deploy/ keep to the README's commands, and those commands work: a production install
 * (`npm ci --omit=dev`) beside the built output (apps/server/dist, built once a run: support/built-server.ts) serves
 * the app with no build or test tool. The container files are not built here (no container engine on the test
 * machines); what they run is checked against the same commands.
 */
describe('deployment', () => {
  it('a production install beside the build serves the app', async () => {
    const target = mkdtempSync(path.join(tmpdir(), 'touchline-production-'));
    for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(root, file), path.join(target, file));
    for (const workspace of ['apps/server', 'apps/web', 'packages/domain']) {
      mkdirSync(path.join(target, workspace), { recursive: true });
      cpSync(path.join(root, workspace, 'package.json'), path.join(target, workspace, 'package.json'));
    }
    cpSync(path.join(root, 'apps/server/dist'), path.join(target, 'apps/server/dist'), { recursive: true });
    execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: target,
      stdio: 'ignore',
    });
    // No TypeScript tool, bundler or test runner came with it.
    for (const tool of ['tsx', 'typescript', 'vite', 'esbuild', 'vitest', '@playwright/test']) {
      expect(() => readFileSync(path.join(target, 'node_modules', tool, 'package.json'))).toThrow();
    }
    const server = startServer(
      { DATA_DIR: path.join(target, 'data'), ADMIN_PASSWORD: 'production-admin' },
      ['--enable-source-maps'],
      path.join(target, 'apps/server/dist/main.js'),
    );
    await server.ready;
    expect((await fetch(server.url('/api/health'))).status).toBe(200);
    server.child.kill('SIGTERM');
    await expect(server.exited).resolves.toBe(0);
  }, 480_000);

  it('the recipes run the commands the README gives and the tests run', () => {
    expect(serveCommand).toBe('node --enable-source-maps apps/server/dist/main.js');
    const unit = read('deploy/touchline.service');
    expect(unit).toContain(`ExecStart=/usr/bin/${serveCommand}`);
    expect(unit).toMatch(/^UMask=0077$/m);
    const dockerfile = read('deploy/Dockerfile');
    expect(dockerfile).toContain('RUN npm ci && npm run build && npm prune --omit=dev');
    expect(dockerfile).toContain(`CMD ${JSON.stringify(serveCommand.split(' '))}`.replaceAll('","', '", "'));
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^VOLUME \["\/data"\]$/m);
    const compose = read('deploy/compose.yaml');
    expect(compose).toContain('dockerfile: deploy/Dockerfile');
    expect(compose).toContain('DATABASE_URL: postgres://touchline:${POSTGRES_PASSWORD}@db:5432/touchline');
    const readme = read('README.md');
    for (const command of ['npm ci', 'npm run build', 'npm prune --omit=dev', 'npm run serve']) {
      expect(readme).toContain(command);
    }
  });
});
