// `npm test`: every check and test, the quick ones first, and each stage's time at the end (docs/testing.md).
// Within a stage the scripts run side by side, as many at a time as there are cores; a script that ends prints its
// output then. The server and the web app are built once, for the process tests and the browser tests alike
// (decision 112); the API tests and the browser tests each have the machine to themselves (decision 128).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const stages = [
  // The longest first, so that the two lanes end together.
  {
    name: 'checks and unit',
    scripts: ['typecheck', 'test:unit', 'lint', 'format:check', 'openapi:lint', 'openapi:client'],
  },
  { name: 'build', scripts: ['build'] },
  // One after the other (decision 128): side by side on a slower machine they asked for five times its cores (load
  // average 10–13 on 2), the API tests took 3.4 times as long as alone (2,402 s against 712 s) and timed tests failed.
  { name: 'api', scripts: ['test:api'] },
  { name: 'browser', scripts: ['test:browser'] },
];

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(0);

/** Runs `npm run <script>`; alone, its output goes straight through; beside others, it is printed once it ends. */
function run(script, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const line = `${code === 0 ? 'passed' : 'FAILED'}: npm run ${script} (${seconds(started)} s)`;
      process.stdout.write(alone ? `\n${line}\n` : `\n── ${line}\n${output}`);
      resolve(code === 0);
    });
  });
}

/** Runs the scripts, as many at a time as there are cores; true when all passed. */
async function runAll(scripts) {
  if (scripts.length === 1) return run(scripts[0], true);
  const waiting = [...scripts];
  const results = [];
  const lane = async () => {
    for (let script = waiting.shift(); script; script = waiting.shift()) results.push(await run(script, false));
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), scripts.length) }, lane));
  return results.every(Boolean);
}

const started = performance.now();
const times = [];
let passed = true;
for (const stage of stages) {
  const since = performance.now();
  passed = await runAll(stage.scripts);
  times.push(`${stage.name} ${seconds(since)} s`);
  if (!passed) break;
}
console.log(`\n${passed ? 'Every stage passed' : 'FAILED'} in ${seconds(started)} s: ${times.join(', ')}`);
process.exit(passed ? 0 : 1);
