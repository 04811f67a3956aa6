import { GroupsView } from './GroupsView';
import { useGroupsPanel } from './useGroupsPanel';
import { addGroup, deleteGroup, getGroups } from '../../../api/keywords';
import { usePanel } from '../panel/panelContext';
import type { PanelViewProps } from '../panel/panelViewProps';

/** doc 2 §4 — several groups are deleted one at a time, in order (the caller reloads once after). */
export async function deleteGroupsInTurn(projectId: string, hashes: readonly string[]): Promise<void> {
  for (const groupHash of hashes) await deleteGroup({ projectId, groupHash });
}

/** Panel view groups (params.projectId): the project's groups; a group opens group-details. */
export default function GroupsScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const projectId = params.projectId ?? panel.activeProjectId ?? '';
  const view = useGroupsPanel({
    kind: 'groups',
    projectId,
    read: async () =>
      (await getGroups({ projectId })).map((g) => ({
        hash: g.groupHash,
        name: g.name,
        numberOfKeywords: g.numberOfKeywords,
      })),
    create: (name) => addGroup({ projectId, name }),
    remove: (hashes) => deleteGroupsInTurn(projectId, hashes),
    onOpen: (item) => panel.navigate('group-details', { projectId, groupHash: item.hash, groupName: item.name }),
  });
  return <GroupsView {...view} />;
}
