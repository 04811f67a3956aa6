#!/usr/bin/env node
// Fails when an exported component under src/ui or src/features has no story: every
// src/<area>/…/Name.tsx needs stories/<area>/…/Name.stories.tsx (a folder named like its
// component collapses: src/ui/Table/Table.tsx ↔ stories/ui/Table.stories.tsx), and that story
// file must import every component the source file exports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const COMPONENT_EXPORT = /export\s+(?:default\s+)?(?:function|const|class)\s+([A-Z][A-Za-z0-9]*)\b/g;

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The story file a component file must have, relative to the project root. */
export function storyPathFor(componentFile) {
  const name = basename(componentFile, '.tsx');
  const parts = dirname(componentFile).split(sep).slice(1); // drop the leading "src"
  if (parts.at(-1) === name) parts.pop();
  return join('stories', ...parts, `${name}.stories.tsx`);
}

export function findMissingStories(root) {
  const problems = [];
  for (const area of ['ui', 'features']) {
    for (const file of walk(join(root, 'src', area))) {
      if (!file.endsWith('.tsx') || /\.(test|stories)\.tsx$/.test(file)) continue;
      const components = [...readFileSync(file, 'utf8').matchAll(COMPONENT_EXPORT)].map((m) => m[1]);
      if (components.length === 0) continue;
      const source = relative(root, file);
      const story = storyPathFor(source);
      const storyFile = join(root, story);
      if (!existsSync(storyFile)) {
        problems.push(`${source}: no story file (expected ${story})`);
        continue;
      }
      const storySource = readFileSync(storyFile, 'utf8');
      for (const component of components) {
        if (!new RegExp(`\\b${component}\\b`).test(storySource)) {
          problems.push(`${source}: ${component} is exported but ${story} never uses it`);
        }
      }
    }
  }
  return problems.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = findMissingStories(root);
  if (problems.length > 0) {
    console.error(`Components without stories (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('check-stories: every exported component under src/ui and src/features has a story.');
}
