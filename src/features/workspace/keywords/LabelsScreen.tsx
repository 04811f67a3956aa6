import { GroupsView } from './GroupsView';
import { useGroupsPanel } from './useGroupsPanel';
import { deleteLabels, getLabels } from '../../../api/keywords';
import { usePanel } from '../panel/panelContext';
import type { PanelViewProps } from '../panel/panelViewProps';

/** Panel view labels (params.projectId): the project's labels; a label opens label-details. */
export default function LabelsScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const projectId = params.projectId ?? panel.activeProjectId ?? '';
  const view = useGroupsPanel({
    kind: 'labels',
    projectId,
    read: async () =>
      (await getLabels({ projectId })).map((l) => ({
        hash: l.labelHash,
        name: l.labelName,
        numberOfKeywords: l.numberOfKeywords,
      })),
    remove: (hashes) => deleteLabels({ projectId, labelHashCsv: hashes.join(',') }),
    onOpen: (item) => panel.navigate('label-details', { projectId, labelHash: item.hash, labelName: item.name }),
  });
  return <GroupsView {...view} />;
}
