import { LinksView } from './LinksView';
import { linkRows, type LinkRow } from './outreach';
import { getLinks } from '../../../api/link-manager';
import { getRelationships } from '../../../api/workspace';
import { useLoader } from '../../shell/useLoader';
import { usePanel } from '../panel/panelContext';
import type { PanelViewProps } from '../panel/panelViewProps';
import { useRefreshOnChange } from '../workspaceChanges';

const NO_ROWS: LinkRow[] = [];

/**
 * Panel view links (params.projectId, the all-projects id included: the server answers across
 * projects): GetLinks joined with the pages' relationship, rating and tags from GetRelationships.
 */
export default function LinksScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const projectId = params.projectId ?? panel.activeProjectId ?? '';
  const links = useLoader(
    async () => {
      const [entries, relationships] = await Promise.all([getLinks({ projectId }), getRelationships({ projectId })]);
      return linkRows(entries, relationships);
    },
    NO_ROWS,
    [projectId],
  );
  useRefreshOnChange('links', projectId, links.refresh);
  return (
    <LinksView
      load={links.load}
      rows={links.data}
      onRetry={links.retry}
      // A row names its own project, so the details can save changes in the all-projects state too.
      onOpen={(row) =>
        panel.navigate('link-details', {
          domainId: String(row.domainId),
          projectId: row.projectId,
          urlId: String(row.urlId),
          urlName: row.urlName,
        })
      }
      onImport={() => panel.navigate('outreach-import', { projectId })}
    />
  );
}
