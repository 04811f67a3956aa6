import { formatDate } from '../../lib/format';

// Our own wording, kept beside the widget (spec texts live in src/lib/spec/text.ts): the spec gives no labels for these.
export const DATE_RANGE_TEXT = {
  label: 'Date range',
  start: 'Start date',
  end: 'End date',
  separator: ' - ',
} as const;

/** The display text of a range: 'MMM Do, YYYY - MMM Do, YYYY' (doc 2 §9). */
export function dateRangeText(start: Date, end: Date): string {
  return `${formatDate(start)}${DATE_RANGE_TEXT.separator}${formatDate(end)}`;
}
