import { describe, expect, it } from 'vitest';
import type { ModuleFacts } from '../vite-chunks';
import { chunkGroups, chunkNamer, isBarrel, namedImports, usedClosure } from '../vite-chunks';

function graphOf(modules: Record<string, Partial<ModuleFacts>>) {
  return {
    getModuleInfo: (id: string): ModuleFacts | null => {
      const m = modules[id];
      return m ? { code: m.code ?? '', importedIds: m.importedIds ?? [], exports: m.exports ?? [] } : null;
    },
  };
}

// A library barrel re-exporting three components, and an app where the layout uses one of them.
const graph = graphOf({
  '/src/shell/app-layout.tsx': {
    code: "import { Menu as M } from '@ui/core';\nimport { helper } from './helper';\nexport function AppLayout() {}",
    importedIds: ['/lib/index.mjs', '/src/shell/helper.ts'],
  },
  '/src/shell/helper.ts': { code: 'export const helper = 1;' },
  '/src/features/admin/teams.tsx': { code: "import { Table } from '@ui/core';", importedIds: ['/lib/index.mjs'] },
  '/lib/index.mjs': {
    code:
      "'use client';\nimport { Menu } from './menu.mjs';\nimport { Table } from './table.mjs';\nexport * from " +
      "'./inner.mjs';\nexport { Menu, Table };",
    importedIds: ['/lib/menu.mjs', '/lib/table.mjs', '/lib/inner.mjs'],
    exports: ['Menu', 'Table', 'Tooltip'],
  },
  '/lib/inner.mjs': {
    code: "export { Tooltip } from './tooltip.mjs';",
    importedIds: ['/lib/tooltip.mjs'],
    exports: ['Tooltip'],
  },
  '/lib/menu.mjs': {
    code: "import { Popover } from './popover.mjs';\nexport function Menu() {}",
    importedIds: ['/lib/popover.mjs'],
    exports: ['Menu'],
  },
  '/lib/popover.mjs': { code: 'export function Popover() {}', exports: ['Popover'] },
  '/lib/table.mjs': { code: 'export function Table() {}', exports: ['Table'] },
  '/lib/tooltip.mjs': { code: 'export function Tooltip() {}', exports: ['Tooltip'] },
});

describe('the signed-in chunk', () => {
  it('tells a barrel from a module with code of its own', () => {
    expect(isBarrel("'use client';\nimport { a } from './a.mjs';\nexport * from './b';\nexport { a };")).toBe(true);
    expect(isBarrel("import { a } from './a';\nexport const b = a + 1;")).toBe(false);
    expect(isBarrel(null)).toBe(false);
  });

  it('reads the imported names, not their local aliases', () => {
    expect(namedImports("import { Menu as M, type Props, Stack } from '@ui/core';\nimport x, { y } from 'z';")).toEqual(
      new Set(['Menu', 'Props', 'Stack', 'y']),
    );
  });

  it('follows through a barrel only to the components used', () => {
    const used = usedClosure(graph, ['/src/shell/app-layout.tsx']);
    expect([...used].sort()).toEqual([
      '/lib/menu.mjs',
      '/lib/popover.mjs',
      '/src/shell/app-layout.tsx',
      '/src/shell/helper.ts',
    ]);
  });

  it('names the layout and what it uses signed-in, and leaves other screens to the bundler', () => {
    const name = chunkNamer('/src', { 'signed-in': ['shell/app-layout.tsx'] });
    expect(name('/lib/popover.mjs', graph)).toBe('signed-in');
    expect(name('/lib/table.mjs', graph)).toBeNull();
    expect(name('/src/features/admin/teams.tsx', graph)).toBeNull();
  });

  it('follows a namespace re-exported through a barrel whole', () => {
    const zod = graphOf({
      '/src/api/users.ts': {
        code: "import { z } from 'zod';\nexport const user = z.object({});",
        importedIds: ['/zod/index.js'],
      },
      '/zod/index.js': {
        code: "import * as z from './external.js';\nexport { z };",
        importedIds: ['/zod/external.js'],
        exports: ['z'],
      },
      '/zod/external.js': {
        code: "export * from './schemas.js';",
        importedIds: ['/zod/schemas.js'],
        exports: ['object', 'string'],
      },
      '/zod/schemas.js': {
        code: 'export function object() {}\nexport function string() {}',
        exports: ['object', 'string'],
      },
    });
    expect(usedClosure(zod, ['/src/api/users.ts'])).toEqual(
      new Set(['/src/api/users.ts', '/zod/index.js', '/zod/external.js', '/zod/schemas.js']),
    );
  });

  it('gives a module to the first group that uses it', () => {
    const name = chunkNamer('/src', {
      'signed-in': ['shell/app-layout.tsx'],
      teams: ['features/admin/teams.tsx', 'shell/helper.ts'],
    });
    expect(name('/src/shell/helper.ts', graph)).toBe('signed-in');
    expect(name('/lib/table.mjs', graph)).toBe('teams');
  });

  it('makes one group per name, the first of highest priority', () => {
    const groups = chunkGroups(
      '/src',
      { 'signed-in': ['shell/app-layout.tsx'], teams: ['features/admin/teams.tsx'] },
      10,
    );
    expect(groups.map((g) => g.priority)).toEqual([9, 8]);
    expect(groups.map((g) => g.name('/lib/popover.mjs', graph))).toEqual(['signed-in', null]);
    expect(groups.map((g) => g.name('/lib/table.mjs', graph))).toEqual([null, 'teams']);
  });
});
