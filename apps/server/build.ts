/**
 * Compiles the server to JavaScript: src/main.ts and everything it imports from this repository (the server and the
 * workspace package @touchline/domain, which is TypeScript source) into one ES module, dist/main.js, with a source
 * map; src/cli/main.ts, the operator's commands (decision 086), likewise into dist/cli.js, and the embedded database's
 * thread into dist/pglite-worker.js. npm packages stay outside
 * the bundle and load from node_modules at run time, so the build fails if the server imports one that is not in this
 * package's `dependencies` (a production install would not have it). The SQL migrations are copied to
 * dist/migrations, where `db/open.ts` looks for them next to the running module, and the common-password list to
 * dist/common-passwords.txt.
 *
 * `npm run build -w apps/server` (part of the root `npm run build`); tests call `buildServer()` with their own folder.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const here = import.meta.dirname;

/** Every bare import (`fastify`, `drizzle-orm/pglite`) is external, except the workspace's own packages. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@touchline/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; `node:fs` → null (built in). */
function packageName(specifier: string): string | null {
  if (specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export async function buildServer(outdir = path.join(here, 'dist')): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    // The server, and the operator's commands (backup, restore, reset-password; decision 086) beside it.
    // The embedded database's thread (decision 098) is its own file, which db/pglite-thread.ts starts next to it.
    entryPoints: {
      main: path.join(here, 'src/main.ts'),
      cli: path.join(here, 'src/cli/main.ts'),
      'pglite-worker': path.join(here, 'src/db/pglite-worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal],
  });
  const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const imported = new Set<string>();
  for (const input of Object.values(result.metafile.inputs))
    for (const i of input.imports) if (i.external) imported.add(packageName(i.path) ?? '');
  imported.delete('');
  const undeclared = [...imported].filter((name) => !(name in manifest.dependencies));
  if (undeclared.length > 0)
    throw new Error(`The server imports ${undeclared.join(', ')}, missing from apps/server/package.json dependencies`);
  cpSync(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  // The common-password list (auth/password-policy.ts reads it next to the running module).
  cpSync(path.join(here, 'src/auth/common-passwords.txt'), path.join(outdir, 'common-passwords.txt'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(`apps/server/dist/main.js and cli.js built in ${Math.round(performance.now() - started)} ms`);
}
