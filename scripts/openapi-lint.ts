/**
 * Writes the OpenAPI document the server generates (GET /api/openapi.json, on an empty in-memory database) to a
 * temporary file and lints it with Redocly's CLI and the rules in redocly.yaml. `--out FILE` keeps the document.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openApiDocument } from './openapi-document';

const document = await openApiDocument();

const outIndex = process.argv.indexOf('--out');
const dir = mkdtempSync(path.join(tmpdir(), 'touchline-openapi-'));
const file = outIndex > 0 ? path.resolve(process.argv[outIndex + 1] ?? 'openapi.json') : path.join(dir, 'openapi.json');
writeFileSync(file, document);

// Offline: no telemetry, no look-up of a newer version.
const result = spawnSync('npx', ['redocly', 'lint', file, '--config', 'redocly.yaml'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
