// The operator's commands (npm run backup / restore / admin:reset-password / migrate-to-postgres / demo:remove) run
// the compiled apps/server/dist/cli.js, which needs only node; this says what to do when it has not been built.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const cli = fileURLToPath(new URL('../apps/server/dist/cli.js', import.meta.url));
if (!existsSync(cli)) {
  console.error('apps/server/dist/cli.js is missing: run `npm run build` first (`npm start` builds it too).');
  process.exit(1);
}
await import(pathToFileURL(cli).href);
