import { useLocation } from 'react-router-dom';

import { CompetitorProjectsView } from './CompetitorProjectsView';
import { kombatQuery, TOP_COMPETITORS, type DomainCompetitors, type Project } from './mySites';
import { useProjectReads } from './useProjectReads';
import { getProjects } from '../../api/projects';
import { getDomainCompetitors } from '../../api/research';
import { panelLinkSearch } from '../../lib/panelLink';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useLoader } from '../shell/useLoader';

/**
 * Route competitor-projects (/competitor-projects): the caller's projects (GetProjects), then for
 * each project at once its domain's top organic competitors (DomainCompetitors, the first
 * TOP_COMPETITORS rows), each card answering and retrying on its own. A free user's rows may come
 * back throttled: the card shows the spec's lock text there.
 */
export function CompetitorProjectsScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const { pathname } = useLocation();
  const projects = useLoader(() => getProjects(), null as Project[] | null, []);
  const list = projects.load === 'ready' ? projects.data : null;
  const competitors = useProjectReads<DomainCompetitors | null>(list, (project) =>
    project.primaryDomainName
      ? getDomainCompetitors({
          query: project.primaryDomainName,
          context: 'organic',
          rowsPerPage: TOP_COMPETITORS,
          visibleColumns: 'domain,sharedKeywords',
        })
      : Promise.resolve(null),
  );
  const panelAt = (view: string, params?: Record<string, string>) => `${pathname}${panelLinkSearch(view, params)}`;

  return (
    <CompetitorProjectsView
      title={title}
      section={section}
      load={projects.load}
      projects={(list ?? []).map((project) => ({ project, competitors: competitors.readOf(project.id) }))}
      createProjectHref={panelAt('create-project')}
      purchaseHref={linkTo('mainpurchase')}
      overviewHref={(domain) => linkTo('overview:domain', {}, { query: domain })}
      kombatHref={(domain, rivals) => linkTo('seo:kombat', {}, kombatQuery(domain, rivals))}
      editProjectHref={(projectId) => panelAt('edit-project', { projectId })}
      onRetry={projects.retry}
      onRetryCompetitors={competitors.retry}
    />
  );
}
