import { useState } from 'react';

import { filterWebsiteRows, type WebsiteRow } from './websites';
import { WEBSITES_TEXT } from './websitesTexts';
import { formatNumber } from '../../../../lib/format';
import { fill, TEXT, UI_TEXT } from '../../../../lib/spec/text';
import { STAR_RATING_DEFAULT_MAX } from '../../../../lib/spec/widgets';
import { Button } from '../../../../ui/Button/Button';
import { Input } from '../../../../ui/Input/Input';
import { Table, type TableColumn } from '../../../../ui/Table/Table';
import type { OutreachLoad } from '../LinksView';
import { RELATIONSHIP_WORDS, ratingWords } from '../outreach';
import { OutreachFailure, OutreachLoading } from '../OutreachStates';
import { OUTREACH_TEXT } from '../outreachTexts';
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
  const [filter, setFilter] = useState('');
  const shown = filterWebsiteRows(rows, filter);

  const columns: TableColumn<WebsiteRow>[] = [
    {
      id: 'domainName',
      header: WEBSITES_TEXT.columnWebsite,
      value: (row) => row.domainName,
      render: (row) => (
        <button
          type="button"
          className={styles.pageButton}
          aria-label={fill(WEBSITES_TEXT.openWebsite, { website: row.domainName })}
          onClick={() => onOpen(row)}
        >
          {row.domainName}
        </button>
      ),
      width: '30%',
    },
    ...(allProjects
      ? [{ id: 'projectName', header: WEBSITES_TEXT.columnProject, value: (row: WebsiteRow) => row.projectName }]
      : []),
    {
      id: 'relationshipStatus',
      header: OUTREACH_TEXT.columnRelationship,
      value: (row) => RELATIONSHIP_WORDS[row.relationshipStatus],
      isSortable: false,
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
      isSortable: false,
    },
    {
      id: 'pageCount',
      header: WEBSITES_TEXT.columnPages,
      value: (row) => row.pageCount,
      render: (row) => formatNumber(row.pageCount),
      sortKind: 'numeric',
      align: 'right',
    },
  ];

  return (
    <section className={styles.root} aria-labelledby="outreach-websites-title">
      <header className={styles.header}>
        <h2 id="outreach-websites-title" className={styles.title}>
          {WEBSITES_TEXT.websitesTitle}
        </h2>
      </header>
      {load === 'loading' && <OutreachLoading label={WEBSITES_TEXT.websitesLoading} />}
      {load === 'failed' && <OutreachFailure message={WEBSITES_TEXT.websitesLoadFailed} onRetry={onRetry} />}
      {load === 'ready' && rows.length === 0 && (
        <div className={styles.failure}>
          <p className={styles.muted}>{WEBSITES_TEXT.noWebsites}</p>
          <div className={styles.itemActions}>
            <Button size="small" variant="secondary" onPress={onGoToLinks}>
              {WEBSITES_TEXT.goToLinks}
            </Button>
            <Button size="small" variant="secondary" onPress={onImport}>
              {WEBSITES_TEXT.importOutreach}
            </Button>
          </div>
        </div>
      )}
      {load === 'ready' && rows.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <Input
              label={WEBSITES_TEXT.filterLabel}
              placeholder={UI_TEXT.groupsFilterPlaceholder}
              size="small"
              value={filter}
              onChange={setFilter}
            />
            <p className={styles.muted} aria-live="polite">
              {fill(WEBSITES_TEXT.websiteCount, { count: formatNumber(shown.length) })}
            </p>
          </div>
          <Table
            label={WEBSITES_TEXT.websitesTableLabel}
            columns={columns}
            rows={shown}
            getRowId={(row) => `${row.projectId}/${row.domainId}`}
            getRowLabel={(row) => row.domainName}
            emptyMessage={TEXT.noItemsFoundWithFilter}
          />
        </>
      )}
    </section>
  );
}
