/**
 * Writes the OpenAPI document the server generates (GET /api/openapi.json, on an empty in-memory database) to a
 * temporary file and lints it with Redocly's CLI and the rules in redocly.yaml. `--out FILE` keeps the document.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open';

const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({
  config: loadConfig({ ADMIN_PASSWORD: 'not-used-here', DEMO_DATA: '0', WEB_DIST: '/nonexistent-web-dist' }),
  db: database.db,
});
const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
await app.close();
await database.close();
if (answer.statusCode !== 200) {
  console.error(`GET /api/openapi.json answered ${answer.statusCode}: ${answer.body}`);
  process.exit(1);
}

const outIndex = process.argv.indexOf('--out');
const dir = mkdtempSync(path.join(tmpdir(), 'touchline-openapi-'));
const file = outIndex > 0 ? path.resolve(process.argv[outIndex + 1] ?? 'openapi.json') : path.join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(JSON.parse(answer.body), null, 2));

// Offline: no telemetry, no look-up of a newer version.
const result = spawnSync('npx', ['redocly', 'lint', file, '--config', 'redocly.yaml'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
