/**
 * The panel's open/close and navigation rules (doc 2 §4 "Panel open and close") and the store that
 * keeps what the URL does not: the active project, group and label, the history since opening, and
 * whether the content transition is suppressed. The view and its params live in the URL
 * (panelUrl.ts); WorkspacePanel applies a location here whenever the URL changes.
 */
import {
  ALL_PROJECTS_ID,
  ALL_PROJECTS_VIEWS,
  isPanelView,
  PANEL_VIEWS,
  type PanelParams,
  type PanelView,
} from './panelViews';
import { PANEL_TRANSITION_SUPPRESS_MS } from '../../../lib/spec/workspace';
import { defineStore } from '../../../state/registry';

/** The placeholder page an unknown view shows (doc 2 §2), with a link to projects. */
export const PANEL_NOT_FOUND = 'not-found';
export type PanelScreen = PanelView | typeof PANEL_NOT_FOUND;

/** Where the panel is: a view (or the 404 placeholder) and its params. */
export interface PanelLocation {
  view: PanelScreen;
  params: PanelParams;
}

export interface PanelState {
  isOpen: boolean;
  /** doc 2 §4 — the active project (the all-projects id counts), group and label. */
  activeProjectId: string | undefined;
  activeGroupHash: string | undefined;
  activeLabelHash: string | undefined;
  /** The locations visited since the panel opened; closing clears it. */
  history: PanelLocation[];
  /** doc 2 §4 — true for 150 ms after opening: the content appears without its transition. */
  suppressTransition: boolean;
}

const initialPanelState = (): PanelState => ({
  isOpen: false,
  activeProjectId: undefined,
  activeGroupHash: undefined,
  activeLabelHash: undefined,
  history: [],
  suppressTransition: false,
});

export const panelState = defineStore<PanelState>('workspacePanel', initialPanelState);

/** A view name from the URL: a known view, or the 404 placeholder. */
export const screenOf = (view: string): PanelScreen => (isPanelView(view) ? view : PANEL_NOT_FOUND);

/** doc 2 §4 — a real project is any but the all-projects placeholder. */
export const isRealProject = (projectId: string | undefined): projectId is string =>
  projectId !== undefined && projectId !== '' && projectId !== ALL_PROJECTS_ID;

/**
 * doc 2 §4 — navigating to a view with no all-projects state while no real project is active
 * redirects to projects. The project the view is given counts as active.
 */
export function resolveNavigation(location: PanelLocation, activeProjectId: string | undefined): PanelLocation {
  const { view, params } = location;
  if (view === PANEL_NOT_FOUND || ALL_PROJECTS_VIEWS.has(view)) return location;
  if (isRealProject(params.projectId ?? activeProjectId)) return location;
  return { view: 'projects', params: {} };
}

/** What the panel remembers between visits (localStorage): the last location and its active project. */
export interface LastPanelView extends PanelLocation {
  activeProjectId: string | undefined;
}

/**
 * doc 2 §4 — opening with no target: the last view if its project still exists (or is the
 * all-projects placeholder), else projects when the user has some, else create-project.
 */
export function openTarget(last: LastPanelView | null, projectIds: readonly string[]): PanelLocation {
  if (last) {
    const projectId = last.params.projectId ?? last.activeProjectId;
    const stillThere = projectId === ALL_PROJECTS_ID || (projectId !== undefined && projectIds.includes(projectId));
    // A view that needs no project (history, websites…) opened without one is fine too.
    if (stillThere || (projectId === undefined && last.view !== PANEL_NOT_FOUND && ALL_PROJECTS_VIEWS.has(last.view)))
      return { view: last.view, params: last.params };
  }
  return projectIds.length > 0 ? { view: 'projects', params: {} } : { view: 'create-project', params: {} };
}

/** doc 2 §4 — navigating sets the active project (kept when the view names none), group and label. */
export function activeAfter(
  params: PanelParams,
  state: Pick<PanelState, 'activeProjectId'>,
): Pick<PanelState, 'activeProjectId' | 'activeGroupHash' | 'activeLabelHash'> {
  return {
    activeProjectId: params.projectId || state.activeProjectId,
    activeGroupHash: params.groupHash || undefined,
    activeLabelHash: params.labelHash || undefined,
  };
}

const sameLocation = (a: PanelLocation | undefined, b: PanelLocation) =>
  a !== undefined && a.view === b.view && JSON.stringify(a.params) === JSON.stringify(b.params);

let suppressTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The panel arrived at a location (a navigation, the URL, back or forward): it is open, the active
 * project, group and label follow the params, and the history gains an entry unless skipHistory
 * or it is the entry already on top. Opening suppresses the content transition for 150 ms.
 */
export function arriveAt(location: PanelLocation, { skipHistory = false }: { skipHistory?: boolean } = {}): void {
  if (!panelState.isOpen) {
    panelState.isOpen = true;
    panelState.suppressTransition = true;
    clearTimeout(suppressTimer);
    suppressTimer = setTimeout(() => {
      panelState.suppressTransition = false;
    }, PANEL_TRANSITION_SUPPRESS_MS);
  }
  Object.assign(panelState, activeAfter(location.params, panelState));
  const { history } = panelState;
  if (!skipHistory && !sameLocation(history[history.length - 1], location)) history.push(location);
  saveLastView({ ...location, activeProjectId: panelState.activeProjectId });
}

/** doc 2 §4 — closing clears the history (the URL's msf params are removed by the caller). */
export function closePanelState(): void {
  clearTimeout(suppressTimer);
  panelState.isOpen = false;
  panelState.suppressTransition = false;
  panelState.history = [];
}

/** doc 2 §2 — the last panel view is restored from local storage. */
export const LAST_PANEL_VIEW_KEY = 'rivalscope.workspacePanel.lastView';

export function saveLastView(last: LastPanelView, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(LAST_PANEL_VIEW_KEY, JSON.stringify(last));
  } catch {
    // A full or blocked storage only costs the restore.
  }
}

/** The saved last view, or null when there is none or it is not one we wrote (an older shape, a hand edit). */
export function readLastView(storage: Storage | undefined = globalThis.localStorage): LastPanelView | null {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(LAST_PANEL_VIEW_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { view, params, activeProjectId } = value as Record<string, unknown>;
  if (typeof view !== 'string' || !(PANEL_VIEWS as readonly string[]).includes(view)) return null;
  if (typeof params !== 'object' || params === null) return null;
  const stringParams = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ) as PanelParams;
  return {
    view: view as PanelView,
    params: stringParams,
    activeProjectId: typeof activeProjectId === 'string' ? activeProjectId : undefined,
  };
}
