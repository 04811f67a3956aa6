import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { PanelContext, type PanelNavigation, type PanelNavigateOptions } from './panelContext';
import type { NavGroup } from './PanelNavigation';
import { PanelNotFoundView } from './PanelNotFoundView';
import { PanelProjectsContext, projectById, type PanelProjects, type Project } from './panelProjects';
import { PANEL_REGISTRY } from './panelRegistry';
import {
  arriveAt,
  closePanelState,
  isRealProject,
  openTarget,
  PANEL_NOT_FOUND,
  panelState,
  readLastView,
  resolveNavigation,
  type PanelLocation,
} from './panelState';
import { PANEL_TEXT } from './panelTexts';
import { decodePanelLocation, withPanelLocation } from './panelUrl';
import styles from './WorkspacePanel.module.css';
import { WorkspacePanelView } from './WorkspacePanelView';
import { getGroups, getKeywordCount } from '../../../api/keywords';
import { getProjects } from '../../../api/projects';
import { fill, UI_TEXT } from '../../../lib/spec/text';
import { NAV_GROUPS_FETCHED } from '../../../lib/spec/workspace';
import { isSignedIn, user } from '../../../state';
import { useLinkTo } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';

const sameLocation = (a: PanelLocation | null, b: PanelLocation | null) =>
  a === b || (a !== null && b !== null && a.view === b.view && JSON.stringify(a.params) === JSON.stringify(b.params));

/**
 * The workspace side panel (doc 2 §1, §2, §4), for logged-in users once their projects have
 * loaded. Its view and params live in the URL (msf parameters, panelUrl.ts), so links, reloads and
 * back/forward move it; the rest (active project, history, the transition suppression) is in
 * panelState. The app shows it on every route not flagged hideMSF.
 */
export function WorkspacePanel() {
  const { isLoggedIn, userId, isFullUser } = useSnapshot(user);
  if (!isSignedIn({ isLoggedIn, userId })) return null;
  return <SignedInPanel isFullUser={isFullUser} />;
}

function SignedInPanel({ isFullUser }: { isFullUser: boolean }) {
  const linkTo = useLinkTo();
  const routerNavigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useMemo(() => decodePanelLocation(searchParams), [searchParams]);
  const state = useSnapshot(panelState);

  const projects = useLoader(() => getProjects(), [] as Project[], []);
  // Shown once the projects have loaded (doc 2 §2); a later reload keeps it on screen.
  const [loadedOnce, setLoadedOnce] = useState(false);
  if (!loadedOnce && projects.load !== 'loading') setLoadedOnce(true);

  // doc 2 §6 — counts only when logged in (always, here); a user who is not full sees the upsell instead.
  const keywordCount = useLoader(() => (isFullUser ? getKeywordCount() : Promise.resolve(null)), null, [isFullUser]);
  const realProjectId = isRealProject(state.activeProjectId) ? state.activeProjectId : undefined;
  // Read again on every view change: a view may have created or removed a group.
  const groups = useLoader(
    (): Promise<NavGroup[]> =>
      isFullUser && realProjectId
        ? getGroups({ projectId: realProjectId, maxResults: NAV_GROUPS_FETCHED })
        : Promise.resolve([]),
    [],
    [isFullUser, realProjectId, location?.view],
  );

  // The location the panel itself last wrote to the URL: the URL effect leaves it alone.
  const writtenRef = useRef<PanelLocation | null>(null);

  const go = useCallback(
    (target: PanelLocation, { skipHistory = false }: PanelNavigateOptions = {}) => {
      const resolved = resolveNavigation(target, panelState.activeProjectId);
      arriveAt(resolved, { skipHistory });
      writtenRef.current = resolved;
      setSearchParams((current) => withPanelLocation(current, resolved), { replace: skipHistory });
    },
    [setSearchParams, writtenRef],
  );

  const close = useCallback(() => {
    closePanelState();
    writtenRef.current = null;
    setSearchParams((current) => withPanelLocation(current, null));
  }, [setSearchParams, writtenRef]);

  // The URL moved (a link, a reload, back or forward): the panel follows it (doc 2 §2).
  useEffect(() => {
    if (sameLocation(writtenRef.current, location)) return;
    writtenRef.current = location;
    if (!location) {
      if (panelState.isOpen) closePanelState();
      return;
    }
    const resolved = resolveNavigation(location, panelState.activeProjectId);
    if (sameLocation(resolved, location)) arriveAt(location);
    else go(resolved, { skipHistory: true });
  }, [location, go, writtenRef]);

  const navigation = useMemo<PanelNavigation>(
    () => ({
      view: location && location.view !== PANEL_NOT_FOUND ? location.view : 'projects',
      params: location?.params ?? {},
      activeProjectId: state.activeProjectId,
      activeGroupHash: state.activeGroupHash,
      activeLabelHash: state.activeLabelHash,
      navigate: (view, params = {}, options) => go({ view, params }, options),
      // doc 2 §4 — Back goes back in browser history only while the panel is open.
      back: () => {
        if (panelState.isOpen) void routerNavigate(-1);
      },
      close,
    }),
    [location, state.activeProjectId, state.activeGroupHash, state.activeLabelHash, go, close, routerNavigate],
  );
  const sharedProjects = useMemo<PanelProjects>(
    () => ({ projects: projects.data, reload: projects.retry }),
    [projects.data, projects.retry],
  );

  if (!loadedOnce) return null;

  const isOpen = location !== null;
  const active = projectById(projects.data, state.activeProjectId);
  const groupName =
    state.activeGroupHash &&
    (groups.data.find((g) => g.groupHash === state.activeGroupHash)?.name ?? location?.params.groupName);
  const tabLabel =
    fill(UI_TEXT.sidebarTabProject, { name: active?.projectName ?? UI_TEXT.allProjects }) +
    (groupName ? fill(UI_TEXT.sidebarTabGroupSuffix, { group: groupName }) : '');

  const View = location && location.view !== PANEL_NOT_FOUND ? PANEL_REGISTRY[location.view] : undefined;
  const goToProjects = () => go({ view: 'projects', params: {} });

  return (
    <PanelProjectsContext.Provider value={sharedProjects}>
      <WorkspacePanelView
        tabLabel={tabLabel}
        isOpen={isOpen}
        onToggle={() =>
          isOpen
            ? close()
            : go(
                openTarget(
                  readLastView(),
                  projects.data.map((p) => p.id),
                ),
              )
        }
        onClose={close}
        onBack={state.history.length > 1 ? navigation.back : undefined}
        isFullUser={isFullUser}
        upgradeHref={linkTo('mainpurchase')}
        failed={projects.load === 'failed' && projects.data.length === 0}
        onRetry={projects.retry}
        suppressTransition={state.suppressTransition}
        navigation={{
          projects: projects.data,
          active,
          onNavigate: (view, params = {}) => go({ view, params }),
          view: location?.view ?? 'projects',
          groups: groups.data,
          activeGroupHash: state.activeGroupHash,
          keywordCount: keywordCount.data,
        }}
      >
        {isOpen &&
          (View ? (
            <PanelContext.Provider value={navigation}>
              <Suspense
                fallback={
                  <p className={styles.view} role="status">
                    {PANEL_TEXT.loading}
                  </p>
                }
              >
                <View key={`${location.view}?${JSON.stringify(location.params)}`} params={location.params} />
              </Suspense>
            </PanelContext.Provider>
          ) : (
            <PanelNotFoundView onGoToProjects={goToProjects} />
          ))}
      </WorkspacePanelView>
    </PanelProjectsContext.Provider>
  );
}
