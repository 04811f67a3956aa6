import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

// @ts-expect-error -- a plain Node script, no type declarations
import { findMissingStories, storyPathFor } from './check-stories.mjs';

let root: string | undefined;
function write(path: string, text: string) {
  if (!root) throw new Error('make the temporary root first');
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('check-stories', () => {
  it('mirrors src paths, collapsing a folder named like its component', () => {
    expect(storyPathFor(join('src', 'ui', 'Table', 'Table.tsx'))).toBe(join('stories', 'ui', 'Table.stories.tsx'));
    expect(storyPathFor(join('src', 'features', 'errors', 'ErrorView.tsx'))).toBe(
      join('stories', 'features', 'errors', 'ErrorView.stories.tsx'),
    );
  });

  it('reports a component with no story file, and one its story never uses', () => {
    root = mkdtempSync(join(tmpdir(), 'check-stories-'));
    write('src/ui/Button/Button.tsx', 'export function Button() {}\nexport const IconButton = () => null;');
    write('stories/ui/Button.stories.tsx', "import { Button } from '../../src/ui/Button/Button';");
    write('src/features/home/HomeScreen.tsx', 'export function HomeScreen() {}');
    write('src/ui/format.tsx', 'export function formatThing() {}'); // not a component
    expect(findMissingStories(root!)).toEqual([
      join('src', 'features', 'home', 'HomeScreen.tsx') +
        `: no story file (expected ${join('stories', 'features', 'home', 'HomeScreen.stories.tsx')})`,
      join('src', 'ui', 'Button', 'Button.tsx') +
        `: IconButton is exported but ${join('stories', 'ui', 'Button.stories.tsx')} never uses it`,
    ]);
  });

  it('passes when every component has a story that uses it', () => {
    root = mkdtempSync(join(tmpdir(), 'check-stories-'));
    write('src/ui/Button/Button.tsx', 'export function Button() {}');
    write('stories/ui/Button.stories.tsx', "import { Button } from '../../src/ui/Button/Button';");
    expect(findMissingStories(root!)).toEqual([]);
  });
});
