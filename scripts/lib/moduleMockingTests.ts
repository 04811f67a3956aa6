// Which jsdom unit test files replace modules (vi.mock and its kin). Those need a module graph of
// their own; every other unit test file shares one with the rest of its worker, which spares the
// jsdom set-up and the imports a fresh graph costs each file (about 80 % of the unit run's time).
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/** A statement that replaces modules (not the words in a string or a comment). */
const REPLACES_MODULES = /^\s*(?:await\s+)?vi\.(?:mock|doMock|unmock|doUnmock|resetModules)\(/m;
const UNIT_TEST_FILE = /\.test\.tsx?$/;

/** The unit test files below `dirs` (paths relative to `root`, with `/`) that replace modules. */
export function moduleMockingTests(root: string, dirs: readonly string[], skip: readonly string[] = []): string[] {
  const files: string[] = [];
  for (const dir of dirs) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
      const file = `${dir}/${entry.split(sep).join('/')}`;
      if (!UNIT_TEST_FILE.test(file) || skip.some((prefix) => file.startsWith(prefix))) continue;
      if (REPLACES_MODULES.test(readFileSync(join(root, file), 'utf8'))) files.push(file);
    }
  }
  return files.sort();
}
