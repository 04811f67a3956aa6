import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';

import {
  areAllExpanded,
  filterGroups,
  GROUP_COLUMNS,
  groupDetailFigures,
  type DetailsState,
  type GroupRow,
} from './groupsPage';
import styles from './GroupsPage.module.css';
import { GROUPS_PAGE_TEXT } from './groupsPageTexts';
import { formatNumber } from '../../../../lib/format';
import { fill, TEXT, UI_TEXT } from '../../../../lib/spec/text';
import { Button } from '../../../../ui/Button/Button';
import { ConfirmModal } from '../../../../ui/Modal/Modal';
import { Table, type TableColumn } from '../../../../ui/Table/Table';
import { LoadFailed } from '../../../shell/ListTableParts';
import { SectionFrame } from '../../../shell/SectionFrame';

export type GroupsPageLoad = 'loading' | 'ready' | 'failed' | 'no-project';

export interface GroupsPageViewProps {
  /** The route title: Groups (doc 2 §2). */
  title: string;
  load: GroupsPageLoad;
  groups: readonly GroupRow[];
  filterText: string;
  selectedHashes: readonly string[];
  expandedHashes: readonly string[];
  /** Each expanded group's details: loading (a spinner in its row), loaded or failed. */
  details: Readonly<Record<string, DetailsState>>;
  isConfirmingDelete: boolean;
  isDeleting: boolean;
  isExporting: boolean;
  /** Opens a group in the side panel (group-details). */
  groupHref: (group: GroupRow) => string;
  /** Opens the side panel's groups view (where groups are created). */
  groupsPanelHref: string;
  /** Opens the side panel's projects view (no project chosen). */
  projectsPanelHref: string;
  onFilterTextChange: (text: string) => void;
  onSelectionChange: (hashes: string[]) => void;
  onExpandedChange: (hashes: string[]) => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  onDelete: () => void;
  onConfirmDelete: () => void;
  onKeepDelete: () => void;
  onExportCsv: () => void;
  onRetry: () => void;
}

/**
 * The groups list page (doc 2 §2 "Groups list page", §4 "Groups"): the title Groups and a filter;
 * Expand all / Collapse all, Delete selected and Export CSV once groups exist; the groups table
 * with row checkboxes, each row expanding to its details (a spinner in the row while they load);
 * a spinner while the list loads; Delete behind a Delete/Keep confirmation.
 */
export function GroupsPageView(props: GroupsPageViewProps) {
  const { title, load, groups, filterText, selectedHashes, expandedHashes, details } = props;
  const ids = useId();
  const shown = useMemo(() => filterGroups(groups, filterText), [groups, filterText]);
  const hasGroups = load === 'ready' && groups.length > 0;
  const allExpanded = areAllExpanded(groups, expandedHashes);
  const { groupHref } = props;

  const columns = useMemo<TableColumn<GroupRow>[]>(
    () =>
      GROUP_COLUMNS.map((column) => ({
        id: column.id,
        header: column.header,
        value: column.value,
        render:
          column.id === 'name'
            ? (row: GroupRow) => (
                <Link to={groupHref(row)} className={styles.link}>
                  {row.name}
                </Link>
              )
            : column.display,
        sortKind: column.sortKind,
        align: column.align,
      })),
    [groupHref],
  );

  return (
    <SectionFrame title={title} subtitle={GROUPS_PAGE_TEXT.lead}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <div className={styles.field}>
            <label htmlFor={`${ids}-filter`} className={styles.fieldLabel}>
              {GROUPS_PAGE_TEXT.filterLabel}
            </label>
            <input
              id={`${ids}-filter`}
              type="search"
              className={styles.input}
              placeholder={UI_TEXT.groupsFilterPlaceholder}
              value={filterText}
              onChange={(event) => props.onFilterTextChange(event.target.value)}
            />
          </div>
          {hasGroups && (
            <div className={styles.actions}>
              <Button size="small" variant="secondary" onPress={allExpanded ? props.onCollapseAll : props.onExpandAll}>
                {allExpanded ? GROUPS_PAGE_TEXT.collapseAll : GROUPS_PAGE_TEXT.expandAll}
              </Button>
              <Button size="small" variant="secondary" isLoading={props.isExporting} onPress={props.onExportCsv}>
                {GROUPS_PAGE_TEXT.exportCsv}
              </Button>
              <Button size="small" variant="danger" isDisabled={selectedHashes.length === 0} onPress={props.onDelete}>
                {GROUPS_PAGE_TEXT.deleteSelected}
              </Button>
            </div>
          )}
        </div>
        <p className={styles.status} role="status">
          {selectedHashes.length > 0
            ? fill(GROUPS_PAGE_TEXT.selectedCount, { count: formatNumber(selectedHashes.length) })
            : ''}
        </p>

        {load === 'loading' && (
          <div className={styles.spinner} role="status" aria-busy="true">
            <span className={styles.wheel} aria-hidden="true" />
            <span>{GROUPS_PAGE_TEXT.loading}</span>
          </div>
        )}
        {load === 'failed' && (
          <LoadFailed
            message={GROUPS_PAGE_TEXT.loadFailed}
            retryLabel={GROUPS_PAGE_TEXT.retry}
            onRetry={props.onRetry}
          />
        )}
        {load === 'no-project' && (
          <div className={styles.empty}>
            <p className={styles.emptyText}>{GROUPS_PAGE_TEXT.noProject}</p>
            <Link to={props.projectsPanelHref} className={styles.link}>
              {GROUPS_PAGE_TEXT.openProjects}
            </Link>
          </div>
        )}
        {load === 'ready' && groups.length === 0 && (
          <div className={styles.empty}>
            <p className={styles.emptyText}>{GROUPS_PAGE_TEXT.noGroups}</p>
            <Link to={props.groupsPanelHref} className={styles.link}>
              {GROUPS_PAGE_TEXT.openGroupsPanel}
            </Link>
          </div>
        )}
        {hasGroups && (
          <Table
            label={GROUPS_PAGE_TEXT.tableLabel}
            columns={columns}
            rows={shown}
            getRowId={(row) => row.groupHash}
            getRowLabel={(row) => row.name}
            selectable
            selectedRowIds={selectedHashes}
            onSelectionChange={props.onSelectionChange}
            renderExpandedRow={(row) => <GroupDetailsRow group={row} state={details[row.groupHash]} />}
            expandedRowIds={expandedHashes}
            onExpandedChange={props.onExpandedChange}
            emptyMessage={TEXT.noItemsFoundWithFilter}
          />
        )}
      </div>
      <ConfirmModal
        isOpen={props.isConfirmingDelete}
        title={GROUPS_PAGE_TEXT.deleteTitle}
        message={TEXT.deleteGroupsConfirmation}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onKeepDelete}
        isConfirming={props.isDeleting}
      />
    </SectionFrame>
  );
}

/** An expanded row: a spinner while its details load, then its figures (or what failed). */
function GroupDetailsRow({ group, state }: { group: GroupRow; state: DetailsState | undefined }) {
  if (state === undefined) {
    return (
      <div className={styles.rowSpinner} role="status">
        <span className={styles.wheel} aria-hidden="true" />
        {fill(GROUPS_PAGE_TEXT.detailsLoading, { group: group.name })}
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className={styles.detailsFailed} role="alert">
        {fill(GROUPS_PAGE_TEXT.detailsFailed, { group: group.name })}
      </p>
    );
  }
  return (
    <dl className={styles.details} aria-label={fill(GROUPS_PAGE_TEXT.detailsLabel, { group: group.name })}>
      {groupDetailFigures(state.details).map((figure) => (
        <div key={figure.id} className={styles.figure}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureValue}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
