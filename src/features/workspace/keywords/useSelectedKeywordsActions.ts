import { useState } from 'react';

import type { GroupingChoice, GroupingOption } from './selectedKeywords';
import { termIdsCsv } from './selectedKeywords';
import type { SelectedKeywordsAction, SelectedKeywordsActionsProps } from './SelectedKeywordsActions';
import { SELECTED_KEYWORDS_TEXT as TEXT } from './selectedKeywordsTexts';
import {
  addGroup,
  addKeywordsToLabel,
  deleteKeywordsFromProject,
  getGroups,
  getLabels,
  migrateKeywordsToGroup,
} from '../../../api/keywords';
import { fill } from '../../../lib/spec/text';
import { toast } from '../../../ui/Toasts/Toasts';
import { useLoader } from '../../shell/useLoader';
import { useMountedRef } from '../../shell/useMountedRef';

export interface SelectedKeywordsOptions {
  projectId: string;
  selectedIds: readonly string[];
  /** After a change: clear the selection and read the list again (its groups and labels columns). */
  onChanged: () => void;
}

const NONE = { groups: [] as GroupingOption[], labels: [] as GroupingOption[] };

/** The project's groups and labels, for the pickers. */
async function readGroupings(projectId: string) {
  const [groups, labels] = await Promise.all([getGroups({ projectId }), getLabels({ projectId })]);
  return {
    groups: groups.map((g) => ({ hash: g.groupHash, name: g.name })),
    labels: labels.map((l) => ({ hash: l.labelHash, name: l.labelName })),
  };
}

/**
 * The selected-keywords toolbar's calls: AddGroup for a new group then MigrateKeywordsToGroup,
 * AddKeywordsToLabel by name, DeleteKeywordsFromProject; each confirms with a toast and refreshes
 * the list and the pickers, or says it failed and keeps the dialog as it was.
 */
export function useSelectedKeywordsActions({
  projectId,
  selectedIds,
  onChanged,
}: SelectedKeywordsOptions): SelectedKeywordsActionsProps {
  const mounted = useMountedRef();
  const groupings = useLoader(() => (projectId ? readGroupings(projectId) : Promise.resolve(NONE)), NONE, [projectId]);
  const [busy, setBusy] = useState<SelectedKeywordsAction | null>(null);
  const count = selectedIds.length;

  async function run(action: SelectedKeywordsAction, send: () => Promise<string>): Promise<boolean> {
    setBusy(action);
    try {
      const message = await send();
      toast.info(message);
      onChanged();
      groupings.retry();
      return true;
    } catch {
      toast.error(TEXT.failed);
      return false;
    } finally {
      if (mounted.current) setBusy(null);
    }
  }

  const ids = termIdsCsv(selectedIds);
  return {
    count,
    groups: groupings.data.groups,
    labels: groupings.data.labels,
    busy,
    onAddToGroup: (choice: GroupingChoice) =>
      run('group', async () => {
        const groupHash =
          choice.kind === 'existing' ? choice.hash : (await addGroup({ projectId, name: choice.name })).groupHash;
        await migrateKeywordsToGroup({ projectId, newGroupHash: groupHash, termIdsCsv: ids });
        return fill(TEXT.addedToGroup, { count, name: choice.name });
      }),
    onAddToLabel: (choice: GroupingChoice) =>
      run('label', async () => {
        await addKeywordsToLabel({ projectId, labelName: choice.name, termIdsCsv: ids });
        return fill(TEXT.addedToLabel, { count, name: choice.name });
      }),
    onRemove: () =>
      run('remove', async () => {
        await deleteKeywordsFromProject({ projectId, termIdsCsv: ids });
        return fill(TEXT.removed, { count });
      }),
  };
}
