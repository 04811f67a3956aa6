import { useCallback, useState } from 'react';

import type { GroupItem, GroupsViewProps } from './GroupsView';
import { KEYWORD_TEXT } from './keywordTexts';
import { TEXT } from '../../../lib/spec/text';
import { toast } from '../../../ui/Toasts/Toasts';
import { useLoader } from '../../shell/useLoader';
import { useMountedRef } from '../../shell/useMountedRef';
import { useRefreshOnChange } from '../workspaceChanges';

export interface GroupsPanelOptions {
  kind: GroupsViewProps['kind'];
  /** Re-read whenever this changes (the project). */
  projectId: string;
  read: () => Promise<GroupItem[]>;
  /** Create a group by name (groups only). */
  create?: (name: string) => Promise<unknown>;
  /** Delete the chosen items (groups: one call each, in order). */
  remove: (hashes: readonly string[]) => Promise<unknown>;
  onOpen: (item: GroupItem) => void;
}

/**
 * The state of the groups and labels views (doc 2 §3 "Groups state", §4 "Groups"): the load (all
 * rows unchecked), the filter, the selection, the toggled new-group input, and delete behind a
 * confirmation; creating or deleting reloads the list once.
 */
export function useGroupsPanel({ kind, projectId, read, create, remove, onOpen }: GroupsPanelOptions): GroupsViewProps {
  const mounted = useMountedRef();
  const list = useLoader(read, [] as GroupItem[], [projectId]);
  // An add from a research row can put keywords in a group or label, or create a group.
  useRefreshOnChange('keywords', projectId, list.refresh);
  const [filterText, setFilterText] = useState('');
  const [selectedHashes, setSelectedHashes] = useState<string[]>([]);
  const [isCreating, setCreating] = useState(false);
  const [newName, setNewName] = useState('');
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reload = () => {
    setSelectedHashes([]);
    list.retry();
  };
  const cancelCreate = useCallback(() => {
    setCreating(false);
    setNewName('');
  }, []);

  return {
    kind,
    load: list.load,
    items: list.data,
    filterText,
    selectedHashes,
    isCreating,
    newName,
    isConfirmingDelete,
    isDeleting,
    error,
    onFilterTextChange: setFilterText,
    onSelectedChange: setSelectedHashes,
    onToggleCreate: () => setCreating((open) => !open),
    onCancelCreate: cancelCreate,
    onNewNameChange: setNewName,
    onCreate: () => {
      const name = newName.trim();
      // doc 2 §4, §5 — an empty name is silently ignored.
      if (name === '' || !create) return;
      setError(null);
      create(name).then(
        () => {
          toast.info(TEXT.groupAdded);
          if (!mounted.current) return;
          cancelCreate();
          reload();
        },
        () => mounted.current && setError(KEYWORD_TEXT.createFailed),
      );
    },
    onDelete: () => setConfirmingDelete(true),
    onKeepDelete: () => setConfirmingDelete(false),
    onConfirmDelete: () => {
      setDeleting(true);
      setError(null);
      remove(selectedHashes)
        .catch(() => mounted.current && setError(KEYWORD_TEXT.deleteFailed))
        .finally(() => {
          if (!mounted.current) return;
          setDeleting(false);
          setConfirmingDelete(false);
          // Reloaded once, after the last delete.
          reload();
        });
    },
    onOpen,
    onRetry: list.retry,
  };
}
