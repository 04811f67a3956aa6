import { filterWebsiteRows, type WebsiteRow } from './websites';
import { WEBSITES_TEXT } from './websitesTexts';
import { formatNumber } from '../../../../lib/format';
import { fill } from '../../../../lib/spec/text';
import { Button } from '../../../../ui/Button/Button';
import { countColumn } from '../../../../ui/Table/countColumn';
import type { TableColumn } from '../../../../ui/Table/Table';
import panel from '../../panel/PanelView.module.css';
import { openColumn, ratingColumn, relationshipColumn, tagsColumn } from '../outreachColumns';
import { OutreachListFrame, type OutreachLoad } from '../OutreachViewFrame';
import styles from '../OutreachViews.module.css';

export interface WebsitesViewProps {
  load: OutreachLoad;
  rows: readonly WebsiteRow[];
  /** The all-projects state: each row names its project. */
  allProjects: boolean;
  onRetry: () => void;
  /** A row's website was chosen: open its details. */
  onOpen: (row: WebsiteRow) => void;
  /** The empty state's ways in: the links view (add a link) and the outreach import. */
  onGoToLinks: () => void;
  onImport: () => void;
}

/**
 * The websites view: the project's outreach websites (every project's in the all-projects state)
 * with their relationship, rating, tags and number of pages; a filter, sorting by name, rating or
 * pages, and each website opening its details.
 */
export function WebsitesView({ load, rows, allProjects, onRetry, onOpen, onGoToLinks, onImport }: WebsitesViewProps) {
  const columns: TableColumn<WebsiteRow>[] = [
    openColumn({
      id: 'domainName',
      header: WEBSITES_TEXT.columnWebsite,
      name: (row) => row.domainName,
      label: (row) => fill(WEBSITES_TEXT.openWebsite, { website: row.domainName }),
      onOpen,
      width: '30%',
    }),
    ...(allProjects
      ? [{ id: 'projectName', header: WEBSITES_TEXT.columnProject, value: (row: WebsiteRow) => row.projectName }]
      : []),
    relationshipColumn(false),
    ratingColumn(),
    tagsColumn(false),
    countColumn('pageCount', WEBSITES_TEXT.columnPages, (row) => row.pageCount),
  ];

  return (
    <OutreachListFrame
      titleId="outreach-websites-title"
      title={WEBSITES_TEXT.websitesTitle}
      load={load}
      loadingLabel={WEBSITES_TEXT.websitesLoading}
      failedMessage={WEBSITES_TEXT.websitesLoadFailed}
      onRetry={onRetry}
      rows={rows}
      empty={
        <div className={styles.failure}>
          <p className={panel.muted}>{WEBSITES_TEXT.noWebsites}</p>
          <div className={styles.itemActions}>
            <Button size="small" variant="secondary" onPress={onGoToLinks}>
              {WEBSITES_TEXT.goToLinks}
            </Button>
            <Button size="small" variant="secondary" onPress={onImport}>
              {WEBSITES_TEXT.importOutreach}
            </Button>
          </div>
        </div>
      }
      filterLabel={WEBSITES_TEXT.filterLabel}
      filterRows={filterWebsiteRows}
      countText={(shown) => fill(WEBSITES_TEXT.websiteCount, { count: formatNumber(shown) })}
      tableLabel={WEBSITES_TEXT.websitesTableLabel}
      columns={columns}
      getRowId={(row) => `${row.projectId}/${row.domainId}`}
      getRowLabel={(row) => row.domainName}
    />
  );
}
