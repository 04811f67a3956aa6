// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { moduleMockingTests } from './moduleMockingTests';

describe('moduleMockingTests', () => {
  const root = mkdtempSync(join(tmpdir(), 'module-mocking-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('src/a/mocks.test.ts', "vi.mock('./api', () => ({}));");
  write('src/a/deep/later.test.tsx', "it('x', async () => {\n  vi.resetModules();\n});");
  write('src/a/plain.test.ts', "it('spies only', () => {\n  vi.spyOn(console, 'log');\n});\n// vi.mock('./a');");
  write('src/a/mocks.ts', "vi.mock('./not-a-test');");
  write('src/server/mocks.test.ts', "vi.mock('./db');");
  write('scripts/tool.test.ts', 'vi.unmock("./x");');

  it('lists the test files that replace modules, and no other file', () => {
    expect(moduleMockingTests(root, ['src', 'scripts'], ['src/server/'])).toEqual([
      'scripts/tool.test.ts',
      'src/a/deep/later.test.tsx',
      'src/a/mocks.test.ts',
    ]);
  });
});
