import { resolve, sep } from 'node:path';

import type { Rolldown } from 'vite';

type Group = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];
type ChunkingContext = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

export interface FirstRenderChunk {
  /** The chunk's name. */
  name: string;
  /** Modules (paths from the root) whose static imports, with them, make up the chunk. */
  roots: readonly string[];
  /** A folder (from the root) whose modules the chunk walks through but leaves to a later one. */
  leaving?: string;
}

/**
 * Code-splitting groups that put each first-render chunk's modules into one file. Left to itself
 * the bundler gives every module shared by two lazily loaded screens a file of its own: the domain
 * overview's first render asked for about forty files, and over HTTP/1.1 (six connections) each
 * wave of them costs a round trip. A group takes the static-import closure of its roots, less what
 * the entry (`entry`), the pages named in `keepApart` (the prerendered home page, measured against
 * its own budget) and earlier groups already hold: those modules stay where they were, so the home
 * page loads exactly what it did, while a page that uses one module of a group loads all of it. The
 * groups are worked out once, at the build's first question: one build per loading of the config.
 */
export function firstRenderChunks(
  root: string,
  { entry, keepApart, chunks }: { entry: string; keepApart: readonly string[]; chunks: readonly FirstRenderChunk[] },
): Group[] {
  let groupOf: Map<string, string> | undefined;
  const assign = (ctx: ChunkingContext) => {
    const closure = (paths: readonly string[], into: Set<string>) => {
      const visit = (id: string) => {
        if (into.has(id)) return;
        const info = ctx.getModuleInfo(id);
        if (!info) return;
        into.add(id);
        for (const imported of info.importedIds) visit(imported);
      };
      for (const path of paths) visit(resolve(root, path));
      return into;
    };
    // Another build of this config (the prerender's SSR bundle, Storybook) has another entry: no groups.
    if (!ctx.getModuleInfo(resolve(root, entry))) return new Map<string, string>();
    const taken = closure([entry, ...keepApart], new Set());
    const assigned = new Map<string, string>();
    for (const chunk of chunks) {
      const left = chunk.leaving && resolve(root, chunk.leaving) + sep;
      for (const id of closure(chunk.roots, new Set())) {
        if (taken.has(id) || (left && id.startsWith(left))) continue;
        taken.add(id);
        assigned.set(id, chunk.name);
      }
    }
    return assigned;
  };
  return [
    {
      name: (id, ctx) => {
        groupOf ??= assign(ctx);
        return groupOf.get(id) ?? null;
      },
      debugName: 'first-render chunks',
      // One pass over the graph: the modules' own imports are already in their group.
      includeDependenciesRecursively: false,
    },
  ];
}
