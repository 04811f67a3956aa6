/**
 * The keyword, group and label views' own wording: the spec names these controls but does not word
 * them. Spec texts ('Search...', 'Create Group', 'No items found with this filter', the import and
 * undo messages…) come from src/lib/spec/text.ts; the copy and export words from the shell, as the
 * research tables say them.
 */
import { LIST_COPY_EXPORT_TEXT } from '../../shell/listCopyExportTexts';

export const KEYWORD_TEXT = {
  // keyword list
  listTitle: 'Keywords',
  groupListTitle: 'Group: {group}',
  labelListTitle: 'Label: {label}',
  tableLabel: 'Keywords of this project',
  filterLabel: 'Filter keywords',
  filterPlaceholder: 'Text the keywords contain',
  selectedCount: '{count} selected',
  noKeywords: 'This project has no keywords yet.',
  importKeywords: 'Import keywords',
  loadFailed: 'The keywords could not be loaded. Check your connection and try again.',
  retry: 'Retry',
  loading: 'Loading keywords…',
  ...LIST_COPY_EXPORT_TEXT,
  upsellTitle: 'Export more rows with a bigger plan',
  upsellBody: 'This list has {rows} rows; your plan exports up to {limit}.',
  seePlans: 'See plans',
  close: 'Close',
  // column headers
  columns: {
    keyword: 'Keyword',
    groups: 'Groups',
    labels: 'Labels',
    costPerClick: 'Cost per Click',
    monthlySearches: 'Monthly Searches',
    currentRank: 'Rank',
    clickChange: 'Click Change',
    rankingDifficulty: 'Ranking Difficulty',
    rankChange: 'Rank Change',
  },
  // keyword import
  importTitle: 'Import keywords',
  importTermsLabel: 'Keywords (one per line or comma separated)',
  importGroupsLabel: 'Group names (optional, comma separated)',
  importLabelsLabel: 'Label names (optional, comma separated)',
  importSubmit: 'Import',
  importEmpty: 'Enter at least one keyword.',
  importFailed: 'The keywords could not be imported. Please try again.',
  undo: 'Undo',
  undoFailed: 'The import could not be undone. Please try again.',
  viewKeywords: 'View keywords',
  alreadyActiveCount: '{count} keywords were already in the project.',
  importing: 'Importing…',
  // groups and labels
  labelsTitle: 'Labels',
  groupsTableLabel: 'Groups of this project',
  labelsTableLabel: 'Labels of this project',
  groupsFilterLabel: 'Filter groups',
  labelsFilterLabel: 'Filter labels',
  newGroupLabel: 'New group name',
  noLabels: 'This project has no labels yet. Label keywords when you import them.',
  groupsLoadFailed: 'The groups could not be loaded. Check your connection and try again.',
  labelsLoadFailed: 'The labels could not be loaded. Check your connection and try again.',
  createFailed: 'The group could not be created. Please try again.',
  deleteFailed: 'Some items could not be deleted. Please try again.',
  deleteGroupsTitle: 'Delete groups?',
  deleteLabelsTitle: 'Delete labels?',
  deleteLabelsConfirmation: 'This action cannot be undone. This will permanently delete this label / these labels.',
  keywordsColumn: 'Keywords',
  nameColumn: 'Name',
  rename: 'Rename',
  renameLabel: 'Group name',
  save: 'Save',
  cancel: 'Cancel',
  renameFailed: 'The group could not be renamed. Please try again.',
  renamed: 'Group renamed to "{name}".',
  notAvailableYet: 'Not available yet',
  groupsLoading: 'Loading…',
} as const;
