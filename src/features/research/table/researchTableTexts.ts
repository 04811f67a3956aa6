/**
 * The research table's own wording (the spec does not word these controls). Spec texts — the
 * throttle links, 'No items found with this filter' — come from src/lib/spec/text.ts.
 */
import { LIST_COPY_EXPORT_TEXT } from '../../shell/listCopyExportTexts';

export const RESEARCH_TABLE_TEXT = {
  filterLabel: 'Filter',
  filterPlaceholder: 'Text the rows contain',
  loading: 'Loading rows…',
  loadFailed: 'The rows could not be loaded. Check your connection and try again.',
  retry: 'Retry',
  noRows: 'There are no rows for this search.',
  /** Said in the export notice for entries whose flow lands with the exports issue. */
  exportNeedsFullAccount: 'Exports come with a full account.',
  exportOverLimit: 'This list has {rows} rows; your plan exports up to {limit}.',
  exportLoggedOut: 'Log in to export this list.',
  seePlans: 'See plans',
  logIn: 'Log in',
  ...LIST_COPY_EXPORT_TEXT,
  /** A searches column's header when it shows another match type than its own ('Monthly searches (Phrase)'). */
  matchTypeHeader: '{header} ({matchType})',
  /** The notice line while the server prepares the phrase and broad sums (the list shows exact figures). */
  matchTypesPending: 'Phrase and broad figures are being prepared…',
} as const;
