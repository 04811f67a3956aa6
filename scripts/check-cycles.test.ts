import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

// @ts-expect-error -- a plain Node script, no type declarations
import { cyclePath, findCycles, importGraph } from './check-cycles.mjs';

let root: string | undefined;
function project(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'check-cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The cycles of a made-up project, each as the chain of file names the script reports. */
function cyclesOf(files: Record<string, string>): string[][] {
  const dir = project(files);
  const graph = importGraph([dir]);
  return (findCycles(graph) as string[][]).map((cycle) =>
    (cyclePath(graph, cycle) as string[]).map((path) => path.slice(dir.length + 1)),
  );
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('check-cycles', () => {
  it('finds a cycle of plain imports, through a folder index and an extensionless path', () => {
    const cycles = cyclesOf({
      'a.ts': "import { b } from './b';\nexport const a = b;",
      'b.ts': "import { c } from './c';\nexport const b = c;",
      'c/index.tsx': "import { a } from '../a.ts';\nexport const c = a;",
      'leaf.ts': "import { a } from './a';",
    });
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c/index.tsx', 'a.ts']]);
  });

  it('counts re-exports and import() like eslint-plugin-import did, and a side-effect import', () => {
    expect(cyclesOf({ 'a.ts': "export * from './b';", 'b.ts': "export { x } from './a';" })).toHaveLength(1);
    expect(cyclesOf({ 'a.ts': "export const load = () => import('./b');", 'b.ts': "import './a';" })).toHaveLength(1);
  });

  it('ignores type-only imports and re-exports, packages and missing files', () => {
    const cycles = cyclesOf({
      'a.ts': "import { b } from './b';\nimport 'react';\nimport { gone } from './missing';\nexport type A = string;",
      'b.ts':
        "import type { A } from './a';\nimport { type A as B } from './a';\nexport type { A } from './a';\nexport const b = 1;",
    });
    expect(cycles).toEqual([]);
  });

  it('still counts a declaration that mixes a type with a value', () => {
    expect(
      cyclesOf({ 'a.ts': "import { b } from './b';\nexport const a = 1;", 'b.ts': "import { type T, a } from './a';" }),
    ).toHaveLength(1);
  });
});
