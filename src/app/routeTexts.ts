/**
 * The route table with its texts (./routes: every page's title, description and section label)
 * and the route frame built from them (./frame.ts), in a chunk of its own. The entry carries the table without texts (./routes/paths.ts); a route's
 * lazy loads the texts beside its screen when the screen shows the route's frame (./router.tsx),
 * and the Shell loads them after the first paint otherwise, then sets the page's head. The build's
 * prerender loads them before it renders a page.
 */
import { useSyncExternalStore } from 'react';

import type * as RouteTable from './frame';

export type RouteTexts = typeof RouteTable;

let loaded: RouteTexts | undefined;
let loading: Promise<RouteTexts> | undefined;
const listeners = new Set<() => void>();

/** Makes the loaded texts available to every Shell. */
function provideRouteTexts(table: RouteTexts): RouteTexts {
  loaded = table;
  for (const listener of listeners) listener();
  return table;
}

/** Loads the texts' chunk, once. */
export function loadRouteTexts(): Promise<RouteTexts> {
  loading ??= import('./frame').then(provideRouteTexts);
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => loaded;

/** The route table with its texts, or undefined until they are loaded. */
export function useRouteTexts(): RouteTexts | undefined {
  return useSyncExternalStore(subscribe, current, current);
}
