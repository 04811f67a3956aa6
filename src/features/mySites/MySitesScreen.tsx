import { useLocation } from 'react-router-dom';

import type { DomainOverview, Project } from './mySites';
import { MySitesView } from './MySitesView';
import { useProjectReads } from './useProjectReads';
import { getKeywordList } from '../../api/keywords';
import { getProjects } from '../../api/projects';
import { getDomainOverview } from '../../api/research';
import { panelLinkSearch } from '../../lib/panelLink';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useLoader } from '../shell/useLoader';

/**
 * Route hq (/hq, My Sites): the caller's projects (GetProjects), then for each project at once its
 * domain's overview (the domain overview's headline figures) and its keyword count (the keyword
 * list's total, one row asked for), each card answering and retrying on its own. The guard keeps
 * visitors out (doc 1 §2: the page reloads without a login).
 */
export function MySitesScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const { pathname } = useLocation();
  const projects = useLoader(() => getProjects(), null as Project[] | null, []);
  const list = projects.load === 'ready' ? projects.data : null;
  const overviews = useProjectReads<DomainOverview | null>(list, (project) =>
    // A project without a domain has nothing to look up: its card asks for one instead.
    project.primaryDomainName ? getDomainOverview({ query: project.primaryDomainName }) : Promise.resolve(null),
  );
  const keywordCounts = useProjectReads(list, (project) =>
    getKeywordList({ projectId: project.id, rowsToDisplay: 1 }).then((answer) => answer.totalRowCount),
  );
  const panelAt = (view: string, params?: Record<string, string>) => `${pathname}${panelLinkSearch(view, params)}`;

  return (
    <MySitesView
      title={title}
      section={section}
      load={projects.load}
      sites={(list ?? []).map((project) => ({
        project,
        overview: overviews.readOf(project.id),
        keywordCount: keywordCounts.readOf(project.id),
      }))}
      createProjectHref={panelAt('create-project')}
      overviewHref={(domain) => linkTo('overview:domain', {}, { query: domain })}
      keywordsHref={(projectId) => panelAt('keyword-list', { projectId })}
      editProjectHref={(projectId) => panelAt('edit-project', { projectId })}
      onRetry={projects.retry}
      onRetryOverview={overviews.retry}
      onRetryKeywordCount={keywordCounts.retry}
    />
  );
}
