// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { firstRenderChunks, type FirstRenderChunk } from './firstRenderChunks';

/**
 * A small app: an entry that loads a home screen and two research screens lazily; the screens
 * share a frame and a research part, and the frame shares a helper with the home screen.
 */
const APP: Record<string, string> = {
  'main.ts': `import { shell } from './shell';
    Object.assign(globalThis, { screens: [shell, () => import('./home'), () => import('./a/screenA'), () => import('./screenB')] });`,
  'shell.ts': `export const shell = 'shell';`,
  'home.ts': `import { tiny } from './tiny'; export default tiny;`,
  'tiny.ts': `export const tiny = 'tiny';`,
  'frame.ts': `import { icon } from './icon'; import { tiny } from './tiny'; import { shell } from './shell';
    export const frame = icon + tiny + shell;`,
  'icon.ts': `export const icon = 'icon';`,
  'shared.ts': `import { frame } from './frame'; export const shared = frame + 'shared';`,
  'a/screenA.ts': `import { own } from './own'; import { frame } from '../frame'; import { shared } from '../shared';
    export default own() + frame + shared;`,
  // A function, not a constant: the bundler would inline a constant and drop its module.
  'a/own.ts': `export const own = () => document.title;`,
  'screenB.ts': `import { frame } from './frame'; import { shared } from './shared'; export default frame + shared;`,
};

const CHUNKS: FirstRenderChunk[] = [
  { name: 'appFrame', roots: ['frame.ts'] },
  { name: 'research', roots: ['a/screenA.ts'], leaving: 'a' },
  { name: 'screenA', roots: ['a/screenA.ts'] },
];

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'first-render-chunks-'));
  mkdirSync(join(root, 'a'));
  for (const [path, source] of Object.entries(APP)) writeFileSync(join(root, path), source);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The output's chunks, each as its name and its modules' paths from the app's root. */
async function chunksOf(entry: string): Promise<Map<string, { modules: string[]; imports: string[] }>> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: join(root, 'main.ts'),
        output: {
          codeSplitting: { groups: firstRenderChunks(root, { entry, keepApart: ['home.ts'], chunks: CHUNKS }) },
        },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = new Map<string, { modules: string[]; imports: string[] }>();
  for (const item of output.output) {
    if (item.type !== 'chunk') continue;
    chunks.set(item.name, {
      modules: item.moduleIds.filter((id) => id.startsWith(root)).map((id) => id.slice(root.length + 1)),
      imports: item.imports.map((file) => output.output.find((other) => other.fileName === file)?.name ?? file),
    });
  }
  return chunks;
}

describe('first-render chunks', () => {
  it('put each group’s modules in one file, leaving the entry’s and the kept-apart page’s where they were', async () => {
    const chunks = await chunksOf('main.ts');
    expect(chunks.get('appFrame')?.modules.sort()).toEqual(['frame.ts', 'icon.ts']);
    // The research part walks through the screen's folder but leaves it to the screen's own chunk.
    expect(chunks.get('research')?.modules).toEqual(['shared.ts']);
    expect(chunks.get('screenA')?.modules.sort()).toEqual(['a/own.ts', 'a/screenA.ts']);
    expect(chunks.get('main')?.modules).toEqual(expect.arrayContaining(['main.ts', 'shell.ts']));
    // The home screen loads nothing of the groups: its helper keeps a chunk of its own.
    const home = [...chunks.values()].find((chunk) => chunk.modules.includes('home.ts'));
    expect(home?.imports).not.toContain('appFrame');
    expect(chunks.get('appFrame')?.modules).not.toContain('tiny.ts');
    expect(chunks.get('screenB')?.imports).toEqual(expect.arrayContaining(['appFrame', 'research']));
  });

  it('group nothing in a build of another entry (the prerender’s, Storybook’s)', async () => {
    const chunks = await chunksOf('someOtherEntry.ts');
    expect([...chunks.keys()]).not.toContain('appFrame');
    expect([...chunks.keys()]).not.toContain('research');
  });
});
