import { useState } from 'react';

import { filterLinkRows, RELATIONSHIP_WORDS, ratingWords, type LinkRow } from './outreach';
import { OutreachFailure, OutreachLoading } from './OutreachStates';
import { OUTREACH_TEXT } from './outreachTexts';
import styles from './OutreachViews.module.css';
import { formatNumber } from '../../../lib/format';
import { fill, TEXT, UI_TEXT } from '../../../lib/spec/text';
import { STAR_RATING_DEFAULT_MAX } from '../../../lib/spec/widgets';
import { Button } from '../../../ui/Button/Button';
import { Input } from '../../../ui/Input/Input';
import { Table, type TableColumn } from '../../../ui/Table/Table';

export type OutreachLoad = 'loading' | 'failed' | 'ready';

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
  const [filter, setFilter] = useState('');
  const shown = filterLinkRows(rows, filter);

  const columns: TableColumn<LinkRow>[] = [
    {
      id: 'urlName',
      header: OUTREACH_TEXT.columnPage,
      value: (row) => row.urlName,
      render: (row) => (
        <button
          type="button"
          className={styles.pageButton}
          aria-label={fill(OUTREACH_TEXT.openLink, { page: row.urlName })}
          onClick={() => onOpen(row)}
        >
          {row.urlName}
        </button>
      ),
      width: '34%',
    },
    {
      id: 'relationshipStatus',
      header: OUTREACH_TEXT.columnRelationship,
      value: (row) => RELATIONSHIP_WORDS[row.relationshipStatus],
    },
    {
      id: 'rating',
      header: OUTREACH_TEXT.columnRating,
      value: (row) => row.rating,
      render: (row) => ratingWords(row.rating, STAR_RATING_DEFAULT_MAX),
      sortKind: 'numeric',
      align: 'right',
    },
    {
      id: 'tags',
      header: OUTREACH_TEXT.columnTags,
      value: (row) => row.tags.join(', '),
      render: (row) => (
        <span className={styles.tags}>
          {row.tags.map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
        </span>
      ),
    },
    {
      id: 'urlMonthlyOrganicClicks',
      header: OUTREACH_TEXT.columnClicks,
      value: (row) => row.urlMonthlyOrganicClicks,
      render: (row) => formatNumber(row.urlMonthlyOrganicClicks),
      sortKind: 'numeric',
      align: 'right',
    },
    {
      id: 'urlRankedKeywords',
      header: OUTREACH_TEXT.columnRankedKeywords,
      value: (row) => row.urlRankedKeywords,
      sortKind: 'numeric',
      align: 'right',
    },
  ];

  return (
    <section className={styles.root} aria-labelledby="outreach-links-title">
      <header className={styles.header}>
        <h2 id="outreach-links-title" className={styles.title}>
          {OUTREACH_TEXT.linksTitle}
        </h2>
        <Button size="small" variant="secondary" onPress={onImport}>
          {OUTREACH_TEXT.importUrls}
        </Button>
      </header>
      {load === 'loading' && <OutreachLoading label={OUTREACH_TEXT.linksLoading} />}
      {load === 'failed' && <OutreachFailure message={OUTREACH_TEXT.linksLoadFailed} onRetry={onRetry} />}
      {load === 'ready' && rows.length === 0 && <p className={styles.muted}>{OUTREACH_TEXT.noLinks}</p>}
      {load === 'ready' && rows.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <Input
              label={OUTREACH_TEXT.filterLabel}
              placeholder={UI_TEXT.groupsFilterPlaceholder}
              size="small"
              value={filter}
              onChange={setFilter}
            />
            <p className={styles.muted} aria-live="polite">
              {fill(OUTREACH_TEXT.linkCount, { count: formatNumber(shown.length) })}
            </p>
          </div>
          <Table
            label={OUTREACH_TEXT.linksTableLabel}
            columns={columns}
            rows={shown}
            getRowId={(row) => String(row.urlId)}
            getRowLabel={(row) => row.urlName}
            emptyMessage={TEXT.noItemsFoundWithFilter}
          />
        </>
      )}
    </section>
  );
}
