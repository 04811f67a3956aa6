import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import {
  collapseDetails,
  deleteGroupsInOrder,
  detailsToFetch,
  expandAll,
  filterGroups,
  GROUPS_PAGE_PARAMS,
  groupsExport,
  isAllExpandedParam,
  type DetailsState,
  type GroupRow,
} from './groupsPage';
import { GROUPS_PAGE_TEXT } from './groupsPageTexts';
import { GroupsPageView, type GroupsPageLoad } from './GroupsPageView';
import { deleteGroup, getGroupDetails, getGroups } from '../../../../api/keywords';
import { formatNumber } from '../../../../lib/format';
import { fill } from '../../../../lib/spec/text';
import { toast } from '../../../../ui/Toasts/Toasts';
import { useFrame } from '../../../shell/frameContext';
import { useLoader } from '../../../shell/useLoader';
import { useMountedRef } from '../../../shell/useMountedRef';
import { isRealProject, panelState } from '../../panel/panelState';
import { panelHref } from '../../panel/panelUrl';
import { useRefreshOnChange } from '../../workspaceChanges';
import { exportCsvPayload, keywordExportFilename, type ExportPolling } from '../keywordExport';

export interface GroupsPageScreenProps {
  /** How a queued export is polled; stories shorten the wait. */
  exportPolling?: ExportPolling;
}

/**
 * Route groups (/groups?projectId=…&isAllExpanded=…; doc 2 §2 "Groups list page"), for logged-in
 * users like /hq (the account-area guard sends a visitor to login and back). The project is the
 * projectId parameter, else the panel's active project.
 */
export function GroupsPageScreen({ exportPolling }: GroupsPageScreenProps) {
  const { title } = useFrame();
  const mounted = useMountedRef();
  const [searchParams, setSearchParams] = useSearchParams();
  const { activeProjectId } = useSnapshot(panelState);
  const projectId =
    searchParams.get(GROUPS_PAGE_PARAMS.projectId) ?? (isRealProject(activeProjectId) ? activeProjectId : '');
  const isAllExpanded = isAllExpandedParam(searchParams.get(GROUPS_PAGE_PARAMS.isAllExpanded));

  // doc 2 §4 — a load reads the groups with every row unchecked (and, from the URL, expanded or not).
  const list = useLoader(() => (projectId ? getGroups({ projectId }) : Promise.resolve([])), [] as GroupRow[], [
    projectId,
  ]);
  useRefreshOnChange('keywords', projectId, list.refresh);
  const groups = list.data;
  const [filterText, setFilterText] = useState('');
  const [selectedHashes, setSelectedHashes] = useState<string[]>([]);
  // null: as the URL says (isAllExpanded); a list the user chose by expanding or collapsing rows.
  const [chosenExpanded, setChosenExpanded] = useState<string[] | null>(null);
  const [details, setDetails] = useState<Record<string, DetailsState>>({});
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [isExporting, setExporting] = useState(false);

  const expandedHashes = useMemo(
    () => chosenExpanded ?? (isAllExpanded && list.load === 'ready' ? expandAll(groups) : []),
    [chosenExpanded, isAllExpanded, list.load, groups],
  );

  // doc 2 §4 — expanding a row still loading fetches its details (its row shows a spinner until then).
  const pending = useRef(new Set<string>());
  useEffect(() => {
    if (!projectId) return;
    for (const groupHash of detailsToFetch(expandedHashes, details, pending.current)) {
      pending.current.add(groupHash);
      const settle = (state: DetailsState) => {
        pending.current.delete(groupHash);
        if (mounted.current) setDetails((current) => ({ ...current, [groupHash]: state }));
      };
      getGroupDetails({ projectId, groupHash }).then(
        (loaded) => settle({ status: 'ready', details: loaded }),
        () => settle({ status: 'failed' }),
      );
    }
  }, [expandedHashes, details, projectId, mounted]);

  const setAllExpandedInUrl = (value: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(GROUPS_PAGE_PARAMS.isAllExpanded, 'true');
        else next.delete(GROUPS_PAGE_PARAMS.isAllExpanded);
        return next;
      },
      { replace: true },
    );

  const changeExpanded = (hashes: string[]) => {
    setChosenExpanded(hashes);
    setDetails((current) => collapseDetails(current, hashes));
  };

  const reload = () => {
    setSelectedHashes([]);
    setChosenExpanded(null);
    list.retry();
  };

  const groupHref = useCallback(
    (group: GroupRow) =>
      panelHref(searchParams, {
        view: 'group-details',
        params: { projectId, groupHash: group.groupHash, groupName: group.name },
      }),
    [searchParams, projectId],
  );

  const load: GroupsPageLoad = projectId ? list.load : 'no-project';

  return (
    <GroupsPageView
      title={title}
      load={load}
      groups={groups}
      filterText={filterText}
      selectedHashes={selectedHashes}
      expandedHashes={expandedHashes}
      details={details}
      isConfirmingDelete={isConfirmingDelete}
      isDeleting={isDeleting}
      isExporting={isExporting}
      groupHref={groupHref}
      groupsPanelHref={panelHref(searchParams, { view: 'groups', params: { projectId } })}
      projectsPanelHref={panelHref(searchParams, { view: 'projects', params: {} })}
      onFilterTextChange={setFilterText}
      onSelectionChange={setSelectedHashes}
      onExpandedChange={changeExpanded}
      onExpandAll={() => {
        changeExpanded(expandAll(groups));
        setAllExpandedInUrl(true);
      }}
      onCollapseAll={() => {
        changeExpanded([]);
        setAllExpandedInUrl(false);
      }}
      onDelete={() => setConfirmingDelete(true)}
      onKeepDelete={() => setConfirmingDelete(false)}
      onConfirmDelete={() => {
        // In the table's order, whatever order they were ticked in.
        const chosen = groups.map((g) => g.groupHash).filter((hash) => selectedHashes.includes(hash));
        setDeleting(true);
        void deleteGroupsInOrder(chosen, (groupHash) => deleteGroup({ projectId, groupHash }), reload).then(
          (outcome) => {
            if (outcome.failedAt) toast.error(GROUPS_PAGE_TEXT.deleteFailed);
            else toast.info(fill(GROUPS_PAGE_TEXT.deleted, { count: formatNumber(outcome.deleted.length) }));
            if (!mounted.current) return;
            setDeleting(false);
            setConfirmingDelete(false);
          },
        );
      }}
      onExportCsv={() => {
        setExporting(true);
        const id = toast.info(GROUPS_PAGE_TEXT.exportPending);
        exportCsvPayload(keywordExportFilename('groups'), groupsExport(filterGroups(groups, filterText)), exportPolling)
          .then(
            (result) => {
              const action = result.download ? (
                <a href={result.download.href} download>
                  {fill(GROUPS_PAGE_TEXT.exportDownload, { file: result.download.file })}
                </a>
              ) : undefined;
              if (result.isError) toast.error(result.text, { id });
              else toast.info(result.text, { id, action });
            },
            () => toast.error(GROUPS_PAGE_TEXT.exportFailed, { id }),
          )
          .finally(() => mounted.current && setExporting(false));
      }}
      onRetry={list.retry}
    />
  );
}
