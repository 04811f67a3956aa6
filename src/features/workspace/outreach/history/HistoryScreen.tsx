import { placeHistory, type PlacedHistoryEntry } from './history';
import { HistoryView } from './HistoryView';
import { getLinkHistory, getLinks } from '../../../../api/link-manager';
import { useLoader } from '../../../shell/useLoader';
import { usePanel } from '../../panel/panelContext';
import type { PanelViewProps } from '../../panel/panelViewProps';

const NO_ENTRIES: PlacedHistoryEntry[] = [];

/**
 * Panel view history (params.projectId, the all-projects id included; doc 2 §2): the project's
 * outreach activity (GetLinkHistory without urlId) with each entry's link (GetLinks).
 */
export default function HistoryScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const projectId = params.projectId ?? panel.activeProjectId ?? '';
  const history = useLoader(
    async () => {
      const [entries, links] = await Promise.all([getLinkHistory({ projectId }), getLinks({ projectId })]);
      return placeHistory(entries, links);
    },
    NO_ENTRIES,
    [projectId],
  );
  return (
    <HistoryView
      load={history.load}
      entries={history.data}
      onRetry={history.retry}
      // An entry names its link's own project, so the details can save changes in the all-projects state too.
      onOpenLink={(entry) =>
        panel.navigate('link-details', {
          domainId: String(entry.domainId),
          projectId: entry.projectId,
          urlId: String(entry.urlId),
          urlName: entry.urlName,
        })
      }
      onGoToLinks={() => panel.navigate('links', { projectId })}
    />
  );
}
