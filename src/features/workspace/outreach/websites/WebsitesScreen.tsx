import { websiteRows, type WebsiteRow } from './websites';
import { WebsitesView } from './WebsitesView';
import { getLinks } from '../../../../api/link-manager';
import { getProjects } from '../../../../api/projects';
import { getRelationships } from '../../../../api/workspace';
import { useLoader } from '../../../shell/useLoader';
import { usePanel } from '../../panel/panelContext';
import type { PanelViewProps } from '../../panel/panelViewProps';
import { ALL_PROJECTS_ID } from '../../panel/panelViews';
import { useRefreshOnChange } from '../../workspaceChanges';

const NO_ROWS: WebsiteRow[] = [];

/**
 * Panel view websites (params.projectId, the all-projects id included: the server answers across
 * projects): the websites of GetRelationships (its rows without a urlId), each with the number of its
 * pages among GetLinks; in the all-projects state the project names come from GetProjects.
 */
export default function WebsitesScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const projectId = params.projectId ?? panel.activeProjectId ?? '';
  const allProjects = projectId === ALL_PROJECTS_ID;
  const websites = useLoader(
    async () => {
      const [relationships, links, projects] = await Promise.all([
        getRelationships({ projectId }),
        getLinks({ projectId }),
        allProjects ? getProjects() : Promise.resolve([]),
      ]);
      return websiteRows(relationships, links, projects);
    },
    NO_ROWS,
    [projectId],
  );
  useRefreshOnChange('links', projectId, websites.refresh);
  return (
    <WebsitesView
      load={websites.load}
      rows={websites.data}
      allProjects={allProjects}
      onRetry={websites.retry}
      // A row names its own project, so the details can save changes in the all-projects state too.
      onOpen={(row) =>
        panel.navigate('website-details', {
          projectId: row.projectId,
          domainId: String(row.domainId),
          domainName: row.domainName,
        })
      }
      onGoToLinks={() => panel.navigate('links', { projectId })}
      onImport={() => panel.navigate('outreach-import', { projectId })}
    />
  );
}
