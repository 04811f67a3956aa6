import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  activeAfter,
  arriveAt,
  closePanelState,
  LAST_PANEL_VIEW_KEY,
  openTarget,
  PANEL_NOT_FOUND,
  panelState,
  readLastView,
  resolveNavigation,
  saveLastView,
  screenOf,
} from './panelState';
import { ALL_PROJECTS_ID } from './panelViews';
import { PANEL_TRANSITION_SUPPRESS_MS } from '../../../lib/spec/workspace';
import { resetStores } from '../../../state';

const ACME = 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b';
const RIVAL = 'c2a9e2d3-5f6b-4d4c-8e3f-8b7a6f5e4d3c';

beforeEach(() => {
  resetStores();
  closePanelState();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('opening with no target (doc 2 §4)', () => {
  const last = (projectId: string | undefined) => ({
    view: 'keyword-list' as const,
    params: projectId ? { projectId } : {},
    activeProjectId: projectId,
  });

  it('returns to the last view while its project still exists', () => {
    expect(openTarget(last(ACME), [ACME, RIVAL])).toEqual({ view: 'keyword-list', params: { projectId: ACME } });
  });

  it('returns to the last view of the all-projects placeholder', () => {
    const websites = {
      view: 'websites' as const,
      params: { projectId: ALL_PROJECTS_ID },
      activeProjectId: ALL_PROJECTS_ID,
    };
    expect(openTarget(websites, [])).toEqual({ view: 'websites', params: { projectId: ALL_PROJECTS_ID } });
  });

  it('goes to projects when the last project is gone and others exist', () => {
    expect(openTarget(last('gone'), [RIVAL])).toEqual({ view: 'projects', params: {} });
    expect(openTarget(null, [RIVAL])).toEqual({ view: 'projects', params: {} });
  });

  it('goes to create-project when there are no projects', () => {
    expect(openTarget(last('gone'), [])).toEqual({ view: 'create-project', params: {} });
    expect(openTarget(null, [])).toEqual({ view: 'create-project', params: {} });
  });
});

describe('navigating (doc 2 §4)', () => {
  it('redirects a view that needs a project to projects while no real project is active', () => {
    expect(resolveNavigation({ view: 'keyword-list', params: {} }, undefined)).toEqual({
      view: 'projects',
      params: {},
    });
    expect(resolveNavigation({ view: 'groups', params: { projectId: ALL_PROJECTS_ID } }, undefined)).toEqual({
      view: 'projects',
      params: {},
    });
    expect(resolveNavigation({ view: 'labels', params: {} }, ALL_PROJECTS_ID).view).toBe('projects');
  });

  it('lets a view go ahead with a real project, given or active', () => {
    expect(resolveNavigation({ view: 'keyword-list', params: { projectId: ACME } }, undefined).view).toBe(
      'keyword-list',
    );
    expect(resolveNavigation({ view: 'groups', params: {} }, ACME).view).toBe('groups');
  });

  it('lets the all-projects views go ahead without one', () => {
    for (const view of ['projects', 'create-project', 'websites', 'links', 'contacts', 'history'] as const) {
      expect(resolveNavigation({ view, params: {} }, undefined).view).toBe(view);
    }
    expect(resolveNavigation({ view: PANEL_NOT_FOUND, params: {} }, undefined).view).toBe(PANEL_NOT_FOUND);
  });

  it('reads an unknown view as the 404 placeholder', () => {
    expect(screenOf('nowhere')).toBe(PANEL_NOT_FOUND);
    expect(screenOf('labels')).toBe('labels');
  });

  it('sets the active project, group and label; the project stays when the view names none', () => {
    expect(activeAfter({ projectId: ACME, groupHash: 'g1' }, { activeProjectId: undefined })).toEqual({
      activeProjectId: ACME,
      activeGroupHash: 'g1',
      activeLabelHash: undefined,
    });
    expect(activeAfter({ labelHash: 'l1' }, { activeProjectId: ACME })).toEqual({
      activeProjectId: ACME,
      activeGroupHash: undefined,
      activeLabelHash: 'l1',
    });
    expect(activeAfter({ projectId: ALL_PROJECTS_ID }, { activeProjectId: ACME }).activeProjectId).toBe(
      ALL_PROJECTS_ID,
    );
  });

  it('adds a history entry unless told not to, and not twice for the same place', () => {
    arriveAt({ view: 'projects', params: {} });
    arriveAt({ view: 'keyword-list', params: { projectId: ACME } });
    arriveAt({ view: 'keyword-list', params: { projectId: ACME } });
    arriveAt({ view: 'groups', params: { projectId: ACME } }, { skipHistory: true });
    expect(panelState.history.map((entry) => entry.view)).toEqual(['projects', 'keyword-list']);
    expect(panelState.activeProjectId).toBe(ACME);
  });
});

describe('open and close (doc 2 §4)', () => {
  it('suppresses the content transition for 150 ms after opening', () => {
    vi.useFakeTimers();
    arriveAt({ view: 'projects', params: {} });
    expect(panelState.isOpen).toBe(true);
    expect(panelState.suppressTransition).toBe(true);
    vi.advanceTimersByTime(PANEL_TRANSITION_SUPPRESS_MS - 1);
    expect(panelState.suppressTransition).toBe(true);
    // Navigating while open does not restart it.
    arriveAt({ view: 'history', params: {} });
    vi.advanceTimersByTime(1);
    expect(panelState.suppressTransition).toBe(false);
    arriveAt({ view: 'websites', params: {} });
    expect(panelState.suppressTransition).toBe(false);
  });

  it('closing clears the history', () => {
    vi.useFakeTimers();
    arriveAt({ view: 'projects', params: {} });
    arriveAt({ view: 'history', params: {} });
    closePanelState();
    expect(panelState).toMatchObject({ isOpen: false, history: [], suppressTransition: false });
    // A timer left from the opening does not touch the next one.
    arriveAt({ view: 'projects', params: {} });
    vi.advanceTimersByTime(PANEL_TRANSITION_SUPPRESS_MS - 1);
    expect(panelState.suppressTransition).toBe(true);
  });
});

describe('the last view in local storage (doc 2 §2)', () => {
  it('is saved on every arrival and read back', () => {
    arriveAt({ view: 'group-details', params: { projectId: ACME, groupHash: 'g1', groupName: 'Brand' } });
    expect(readLastView()).toEqual({
      view: 'group-details',
      params: { projectId: ACME, groupHash: 'g1', groupName: 'Brand' },
      activeProjectId: ACME,
    });
  });

  it('ignores what it did not write', () => {
    expect(readLastView()).toBeNull();
    localStorage.setItem(LAST_PANEL_VIEW_KEY, '{not json');
    expect(readLastView()).toBeNull();
    localStorage.setItem(LAST_PANEL_VIEW_KEY, JSON.stringify({ view: 'nowhere', params: {} }));
    expect(readLastView()).toBeNull();
    localStorage.setItem(LAST_PANEL_VIEW_KEY, JSON.stringify({ view: 'history', params: { projectId: 3, name: 'x' } }));
    expect(readLastView()).toEqual({ view: 'history', params: { name: 'x' }, activeProjectId: undefined });
  });

  it('survives a storage that refuses writes', () => {
    const refusing = {
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    expect(() => saveLastView({ view: 'projects', params: {}, activeProjectId: undefined }, refusing)).not.toThrow();
  });
});
