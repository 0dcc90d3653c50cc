import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');
const mantineStyles = path.resolve(import.meta.dirname, '../../../node_modules/@mantine/core/styles');

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(name)) yield full;
  }
}

/** The components the app imports from @mantine/core. */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of (list ?? '').split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && /^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

describe("Mantine's stylesheets", () => {
  it('are imported for every component the app uses that has one (decision 49)', () => {
    const imported = readFileSync(path.join(src, 'mantine-styles.ts'), 'utf8');
    const missing = [...importedComponents()].filter(
      (name) =>
        existsSync(path.join(mantineStyles, `${name}.css`)) && !imported.includes(`@mantine/core/styles/${name}.css'`),
    );
    expect(missing).toEqual([]);
  });

  it('import only files that exist, the global ones first', () => {
    const files = [
      ...readFileSync(path.join(src, 'mantine-styles.ts'), 'utf8').matchAll(
        /import '@mantine\/core\/styles\/([\w-]+\.css)';/g,
      ),
    ].map((m) => m[1] ?? '');
    expect(files.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
    for (const file of files) expect(existsSync(path.join(mantineStyles, file)), file).toBe(true);
  });
});
