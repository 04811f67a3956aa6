// The columns the outreach lists (links, websites, contacts) share.
import { RELATIONSHIP_WORDS, ratingWords, type RelationshipStatus } from './outreach';
import { OUTREACH_TEXT } from './outreachTexts';
import styles from './OutreachViews.module.css';
import { STAR_RATING_DEFAULT_MAX } from '../../../lib/spec/widgets';
import type { TableColumn } from '../../../ui/Table/Table';

/** A list's first column: the row's name as a link-styled button that opens it. */
export function openColumn<Row>({
  id,
  header,
  name,
  label,
  onOpen,
  width,
}: {
  id: string;
  header: string;
  name: (row: Row) => string;
  /** The button's accessible name ('Open … details'). */
  label: (row: Row) => string;
  onOpen: (row: Row) => void;
  width: string;
}): TableColumn<Row> {
  return {
    id,
    header,
    value: name,
    render: (row) => (
      <button type="button" className={styles.pageButton} aria-label={label(row)} onClick={() => onOpen(row)}>
        {name(row)}
      </button>
    ),
    width,
  };
}

/** The relationship in words. */
export function relationshipColumn<Row extends { relationshipStatus: RelationshipStatus }>(
  isSortable = true,
): TableColumn<Row> {
  return {
    id: 'relationshipStatus',
    header: OUTREACH_TEXT.columnRelationship,
    value: (row) => RELATIONSHIP_WORDS[row.relationshipStatus],
    isSortable,
  };
}

/** The rating in words ('3 of 5 stars'), sorted by number. */
export function ratingColumn<Row extends { rating: number }>(): TableColumn<Row> {
  return {
    id: 'rating',
    header: OUTREACH_TEXT.columnRating,
    value: (row) => row.rating,
    render: (row) => ratingWords(row.rating, STAR_RATING_DEFAULT_MAX),
    sortKind: 'numeric',
    align: 'right',
  };
}

/** The tags as chips; sorted by their joined text. */
export function tagsColumn<Row extends { tags: readonly string[] }>(isSortable = true): TableColumn<Row> {
  return {
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
    isSortable,
  };
}
