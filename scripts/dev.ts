/**
 * `npm run dev`: the server from its TypeScript source in watch mode (tsx restarts it on every change) and the Vite
 * dev server with hot reload, together. Vite answers on http://localhost:5173 and proxies /api to the server on port
 * 3000. Ctrl+C stops both; if either stops on its own, the other is stopped too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// Both run as direct children (not through npm or a shell), so stopping them reaches the processes themselves.
const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const viteCli = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');

const children: ChildProcess[] = [
  spawn(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn(process.execPath, [viteCli], { cwd: 'apps/web', stdio: 'inherit' }),
];

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
