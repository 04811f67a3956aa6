import { useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { PROJECT_PARAM, type Project } from './rankTracking';
import type { TrackingAccess } from './TrackingStates';
import { getProjects } from '../../api/projects';
import { panelLinkSearch } from '../../lib/panelLink';
import { RETURN_URL_PARAM } from '../../lib/spec/navigation';
import { isSignedIn, user } from '../../state/user';
import { useLinkTo } from '../shell/links';
import { useLoader } from '../shell/useLoader';

/**
 * What both tracking pages start from: the caller's projects (none read for a visitor), the one
 * shown — named in the URL (`?project=`), else the most recently used — and the links of the
 * states before it (log in and come back, create a project, add keywords in the panel).
 */
export function useTrackingProjects() {
  const snapshot = useSnapshot(user);
  const signedIn = isSignedIn(snapshot);
  const linkTo = useLinkTo();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const projects = useLoader<Project[] | null>(() => (signedIn ? getProjects() : Promise.resolve(null)), null, [
    signedIn,
  ]);
  const list = projects.data ?? [];
  const asked = params.get(PROJECT_PARAM);
  const project = list.find((p) => p.id === asked) ?? list[0] ?? null;
  const access: TrackingAccess = !signedIn
    ? 'loggedOut'
    : projects.load === 'loading'
      ? 'loading'
      : projects.load === 'failed'
        ? 'failed'
        : project === null
          ? 'noProjects'
          : 'ready';
  const panelAt = (view: string, panelParams?: Record<string, string>) =>
    `${pathname}${panelLinkSearch(view, panelParams)}`;

  return {
    access,
    projects: list,
    project,
    onProjectChange: (projectId: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(PROJECT_PARAM, projectId);
        return next;
      }),
    onRetryProjects: projects.retry,
    loginHref: linkTo('auth:login', {}, { [RETURN_URL_PARAM]: `${pathname}${search}` }),
    createProjectHref: panelAt('create-project'),
    addKeywordsHref: project ? panelAt('keyword-import', { projectId: project.id }) : panelAt('create-project'),
    editProjectHref: project ? panelAt('edit-project', { projectId: project.id }) : panelAt('create-project'),
  };
}
