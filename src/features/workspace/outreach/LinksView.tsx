import { filterLinkRows, type LinkRow } from './outreach';
import { openColumn, ratingColumn, relationshipColumn, tagsColumn } from './outreachColumns';
import { OUTREACH_TEXT } from './outreachTexts';
import { OutreachListFrame, type OutreachLoad } from './OutreachViewFrame';
import { formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { countColumn } from '../../../ui/Table/countColumn';
import type { TableColumn } from '../../../ui/Table/Table';
import panel from '../panel/PanelView.module.css';

export interface LinksViewProps {
  load: OutreachLoad;
  rows: readonly LinkRow[];
  onRetry: () => void;
  /** A row's page was chosen: open its link details. */
  onOpen: (row: LinkRow) => void;
  onImport: () => void;
}

/**
 * The links view: the project's pages (every project's in the all-projects state) with their
 * relationship, rating and tags; sortable columns, a filter, and each page opening its details.
 */
export function LinksView({ load, rows, onRetry, onOpen, onImport }: LinksViewProps) {
  const columns: TableColumn<LinkRow>[] = [
    openColumn({
      id: 'urlName',
      header: OUTREACH_TEXT.columnPage,
      name: (row) => row.urlName,
      label: (row) => fill(OUTREACH_TEXT.openLink, { page: row.urlName }),
      onOpen,
      width: '34%',
    }),
    relationshipColumn(),
    ratingColumn(),
    tagsColumn(),
    countColumn('urlMonthlyOrganicClicks', OUTREACH_TEXT.columnClicks, (row) => row.urlMonthlyOrganicClicks),
    {
      id: 'urlRankedKeywords',
      header: OUTREACH_TEXT.columnRankedKeywords,
      value: (row) => row.urlRankedKeywords,
      sortKind: 'numeric',
      align: 'right',
    },
  ];

  return (
    <OutreachListFrame
      titleId="outreach-links-title"
      title={OUTREACH_TEXT.linksTitle}
      action={
        <Button size="small" variant="secondary" onPress={onImport}>
          {OUTREACH_TEXT.importUrls}
        </Button>
      }
      load={load}
      loadingLabel={OUTREACH_TEXT.linksLoading}
      failedMessage={OUTREACH_TEXT.linksLoadFailed}
      onRetry={onRetry}
      rows={rows}
      empty={<p className={panel.muted}>{OUTREACH_TEXT.noLinks}</p>}
      filterLabel={OUTREACH_TEXT.filterLabel}
      filterRows={filterLinkRows}
      countText={(shown) => fill(OUTREACH_TEXT.linkCount, { count: formatNumber(shown) })}
      tableLabel={OUTREACH_TEXT.linksTableLabel}
      columns={columns}
      getRowId={(row) => String(row.urlId)}
      getRowLabel={(row) => row.urlName}
    />
  );
}
