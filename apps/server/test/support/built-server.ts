/**
 * The compiled server that the process tests start (decision 112): `npm test` builds it once (`npm run build`) and the
 * process tests and the browser tests run that same apps/server/dist. Run alone, the process tests build it here
 * first when a source file is newer than the build (esbuild: a few seconds).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../build';

const server = path.resolve(import.meta.dirname, '../..');
export const builtMain = path.join(server, 'dist/main.js');

/** The newest modification time of a file under `folder`. */
function newest(folder: string): number {
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Vitest's global setup: builds the server unless apps/server/dist is newer than every source it is built from. */
export default async function setup(): Promise<void> {
  const sources = [path.join(server, 'src'), path.resolve(server, '../../packages/domain/src')];
  const built = existsSync(builtMain) ? statSync(builtMain).mtimeMs : 0;
  const changed = Math.max(...sources.map(newest), statSync(path.join(server, 'build.ts')).mtimeMs);
  if (changed > built) await buildServer();
}
