import path from 'node:path';

/** The part of a module's information (Rolldown's chunking context) this file reads. */
export interface ModuleFacts {
  /** The module's code after the TypeScript/JSX transform: ES `import` and `export` statements are still there. */
  code: string | null;
  importedIds: readonly string[];
  exports: readonly string[];
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleFacts | null;
}

const STATEMENT = new RegExp(
  [
    /import\s+(?:[\w$]+\s*,\s*)?\{[^}]*\}\s*from\s*["'][^"']+["'];?/,
    /import\s+[^;'"]*from\s*["'][^"']+["'];?/,
    /import\s*["'][^"']+["'];?/,
    /export\s*\*\s*(?:as\s+[\w$]+\s+)?from\s*["'][^"']+["'];?/,
    /export\s*\{[^}]*\}(?:\s*from\s*["'][^"']+["'])?;?/,
  ]
    .map((alternative) => alternative.source)
    .join('|'),
  'g',
);
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const DIRECTIVE = /["']use client["'];?/g;
const NAMESPACE = /(?:import|export)\s*\*\s*as\s/;

/** A barrel only gathers other modules' exports (a package's index): nothing but import and export statements. */
export function isBarrel(code: string | null): boolean {
  if (code === null) return false;
  return code.replace(COMMENT, '').replace(STATEMENT, '').replace(DIRECTIVE, '').trim() === '';
}

/** The names a module imports with `import { a, b as c } from '…'` (the imported names: a, b). */
export function namedImports(code: string | null): Set<string> {
  const names = new Set<string>();
  for (const [, list] of (code ?? '').matchAll(/import\s+(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from/g)) {
    for (const part of (list ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * Every module `roots` use, directly or through others, the roots included. Where a module imports from a barrel
 * (`@mantine/core`, the domain package), only the modules that define the names it imports are followed: following
 * the whole barrel would take in every component of the library the rest of the app uses.
 */
export function usedClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const barrels = new Map<string, boolean>();
  const barrel = (id: string): boolean => {
    let known = barrels.get(id);
    if (known === undefined) barrels.set(id, (known = isBarrel(graph.getModuleInfo(id)?.code ?? null)));
    return known;
  };
  /** The modules behind `barrelId` that define `name`, through barrels of barrels. */
  const providers = (barrelId: string, name: string, seen = new Set<string>()): string[] => {
    if (seen.has(barrelId)) return [];
    seen.add(barrelId);
    const found: string[] = [];
    for (const id of graph.getModuleInfo(barrelId)?.importedIds ?? []) {
      const info = graph.getModuleInfo(id);
      if (!info?.exports.includes(name)) continue;
      found.push(...(barrel(id) ? providers(id, name, seen) : [id]));
    }
    // A name the barrel exports but none of its modules does is a namespace it builds
    // (`import * as z …; export { z }`).
    if (found.length === 0 && graph.getModuleInfo(barrelId)?.exports.includes(name)) return [barrelId];
    return found;
  };

  const used = new Set<string>();
  const visited = new Set<string>();
  // `whole`: a barrel imported as a namespace (`import * as z`), all of whose exports may be used.
  const queue: [string, boolean][] = roots.map((id) => [id, false]);
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const [id, whole] = next;
    if (visited.has(`${whole}:${id}`)) continue;
    visited.add(`${whole}:${id}`);
    used.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    const names = namedImports(info.code);
    const namespace = whole || NAMESPACE.test(info.code ?? '');
    for (const dep of info.importedIds) {
      if (!barrel(dep)) queue.push([dep, false]);
      else if (namespace) queue.push([dep, true]);
      else for (const name of names) for (const provider of providers(dep, name)) queue.push([provider, false]);
    }
  }
  return used;
}

/**
 * Names the chunk of each module for Rolldown's `output.codeSplitting.groups`.
 *
 * Left to itself the bundler gives every set of screens sharing some modules a chunk of its own: the dashboard came
 * in 60 files of 1–3 kB, fetched after the session check in two waves, each file a round trip on a phone's network
 * and a `<link rel=modulepreload>` the page had to insert. Here each named group (the first that holds a module wins)
 * is one file: `signed-in` is the app frame and the dashboard, the first screen after sign-in, with everything they
 * use that the entry (the login page, taken first by a group of higher priority) does not; the lazily loaded parts
 * of the dashboard make one file each. Every other screen keeps the bundler's own splitting.
 */
export function chunkNamer(srcDir: string, groups: Record<string, readonly string[]>) {
  const rooted = Object.entries(groups).map(([name, files]) => ({
    name,
    roots: files.map((file) => path.join(srcDir, file)),
  }));
  let known: { graph: ModuleGraph; groups: { name: string; used: Set<string> }[] } | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (known?.graph !== graph)
      known = { graph, groups: rooted.map(({ name, roots }) => ({ name, used: usedClosure(graph, roots) })) };
    return known.groups.find((group) => group.used.has(id))?.name ?? null;
  };
}

/**
 * The groups for Rolldown, one per name, the first named of highest priority (below `belowPriority`): Rolldown turns
 * the group of higher priority into a chunk first, and a chunk takes in the modules its own modules import, so the
 * order must be explicit or a later file could take what the first uses.
 */
export function chunkGroups(srcDir: string, groups: Record<string, readonly string[]>, belowPriority: number) {
  const nameOf = chunkNamer(srcDir, groups);
  return Object.keys(groups).map((name, index) => ({
    name: (id: string, graph: ModuleGraph) => (nameOf(id, graph) === name ? name : null),
    priority: belowPriority - 1 - index,
  }));
}
