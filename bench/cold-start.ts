/**
 * Cold start of the server process: from spawn to "Server listening" in its log and to the first 200 from
 * GET /api/health, for the TypeScript source under tsx and for the compiled build under plain node, alternating runs
 * on one existing embedded data directory (made by a first start, reported apart). Then the part that compiling
 * changes, alone: loading the code, timed from spawn to the exit on a refused configuration (PORT=none), which comes
 * right after every module is loaded and before the database opens. Needs `npm run build` first.
 *
 * `node --import tsx bench/cold-start.ts` (COLD_START_RUNS=5, COLD_START_PORT=3499).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.COLD_START_RUNS ?? 5);
const port = Number(process.env.COLD_START_PORT ?? 3499);
const variants = {
  'tsx on source': ['--import', 'tsx', 'apps/server/src/main.ts'],
  'node on dist': ['--enable-source-maps', 'apps/server/dist/main.js'],
} as const;
type Variant = keyof typeof variants;

interface Timing {
  listening: number;
  health: number;
  /** Resident memory in MB, `settleMs` after the first 200 (when asked). */
  rssMb?: number;
}

/** Resident memory of a process, in MB (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(/\d+/.exec(line ?? '')?.[0] ?? Number.NaN) / 1024);
}

async function startOnce(
  args: readonly string[],
  dataDir: string,
  options: { env?: Record<string, string>; settleMs?: number } = {},
): Promise<Timing> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'cold-start-admin',
      DEMO_DATA: '1',
      DEMO_PASSWORD: 'cold-start-demo',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let listening = 0;
  child.stdout.on('data', (d: Buffer) => {
    if (!listening && d.toString().includes('Server listening')) listening = performance.now() - started;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) {
        const health = performance.now() - started;
        if (options.settleMs === undefined) return { listening, health };
        await new Promise((r) => setTimeout(r, options.settleMs));
        return { listening, health, rssMb: rssOf(child.pid as number) };
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** Spawn to exit with a configuration error: Node's start plus loading (and, under tsx, transpiling) every module. */
async function loadOnce(args: readonly string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, PORT: 'none' }, stdio: 'ignore' });
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  if (code !== 1) throw new Error(`expected exit 1 on a bad PORT, got ${code}`);
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (x: number) => `${Math.round(x)} ms`;

if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) throw new Error('run `npm run build` first');
const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-cold-start-'));
try {
  const first = await startOnce(variants['node on dist'], dataDir);
  console.log(`first run (new data directory, migrations, demo club), node on dist: health after ${ms(first.health)}`);
  const results: Record<Variant, Timing[]> = { 'tsx on source': [], 'node on dist': [] };
  for (let i = 0; i < runs; i++)
    for (const name of Object.keys(variants) as Variant[]) results[name].push(await startOnce(variants[name], dataDir));
  for (const name of Object.keys(variants) as Variant[]) {
    const r = results[name];
    console.log(
      `${name}: listening median ${ms(median(r.map((t) => t.listening)))}, health median ` +
        `${ms(median(r.map((t) => t.health)))} (runs: ${r.map((t) => Math.round(t.health)).join(', ')} ms)`,
    );
  }
  const loads: Record<Variant, number[]> = { 'tsx on source': [], 'node on dist': [] };
  for (let i = 0; i < runs; i++)
    for (const name of Object.keys(variants) as Variant[]) loads[name].push(await loadOnce(variants[name]));
  for (const name of Object.keys(variants) as Variant[])
    console.log(
      `${name}: code loaded (spawn to exit on a bad config) median ${ms(median(loads[name]))} ` +
        `(runs: ${loads[name].map(Math.round).join(', ')} ms)`,
    );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// Idle memory of a production install (no demo club), 20 s after it answers: its first start, which makes the
// database and runs every migration, against a restart on the same data (#28, Running it; decision 122).
const production = mkdtempSync(path.join(tmpdir(), 'touchline-cold-start-prod-'));
try {
  const env = { NODE_ENV: 'production', DEMO_DATA: '0' };
  const first = await startOnce(variants['node on dist'], production, { env, settleMs: 20_000 });
  const again = await startOnce(variants['node on dist'], production, { env, settleMs: 20_000 });
  console.log(
    `production idle memory 20 s after ready: first start ${first.rssMb} MB, after a restart ${again.rssMb} MB`,
  );
} finally {
  rmSync(production, { recursive: true, force: true });
}
