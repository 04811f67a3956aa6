/**
 * The keyword-details view's rules (doc 2 §2 panel view keyword-details; §3 keyword row, group,
 * label): how its keyword is read from GetKeywordList (the contract cannot ask for one term id, so
 * the list is filtered by the keyword's text and the row picked by termId), which figures it
 * shows (formatted as the keyword list formats them), and the keyword's groups and labels by name.
 */
import { KEYWORD_COLUMNS, splitNames, type KeywordRow, type KeywordSortColumn } from './keywordList';
import type { components, operations } from '../../../api/schema.gen';

type KeywordListQueryParams = operations['getKeywordList']['parameters']['query'];
export type GroupRow = components['schemas']['GroupTableRow'];
export type KeywordLabel = components['schemas']['KeywordLabel'];

/** The contract's largest page: rows whose text contains the keyword, where ours is among them. */
export const KEYWORD_DETAILS_ROWS = 1000;

/** GetKeywordList for one keyword: the rows containing its text (the API filters by text, not id). */
export function keywordDetailsRequest(projectId: string, keyword: string): KeywordListQueryParams {
  return { projectId, filterTerm: keyword.trim(), rowsToDisplay: KEYWORD_DETAILS_ROWS, startRow: 1 };
}

/** The row of this term id, or undefined when the project no longer holds it. */
export function findKeywordRow(rows: readonly KeywordRow[], termId: string): KeywordRow | undefined {
  return rows.find((row) => String(row.termId) === termId.trim());
}

/** The figures the view lists, in this order, with the keyword list's headers and formats. */
export const KEYWORD_DETAIL_FIGURES: readonly KeywordSortColumn[] = [
  'monthlySearches',
  'rankingDifficulty',
  'currentRank',
  'rankChange',
  'costPerClick',
  'clickChange',
];

export interface KeywordFigure {
  id: KeywordSortColumn;
  label: string;
  value: string;
}

export function keywordFigures(row: KeywordRow): KeywordFigure[] {
  return KEYWORD_DETAIL_FIGURES.map((id) => {
    const column = KEYWORD_COLUMNS.find((c) => c.id === id);
    return { id, label: column?.header ?? id, value: column ? column.display(row) : '' };
  });
}

export interface GroupRef {
  groupHash: string;
  name: string;
}

export interface KeywordMembership {
  /** The groups holding the keyword, in the row's order (those the project still lists). */
  groups: GroupRef[];
  /** The project's other groups: where "Add to group" can put it. */
  otherGroups: GroupRef[];
  /** The keyword's label names. */
  labels: string[];
  /** The project's other labels, offered when adding one. */
  otherLabels: string[];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The keyword's groups and labels (its row names them; GetGroups gives their hashes). */
export function keywordMembership(
  row: KeywordRow,
  groups: readonly GroupRow[],
  labels: readonly KeywordLabel[],
): KeywordMembership {
  const groupNames = splitNames(row.groupsCsv);
  const labelNames = splitNames(row.labelsCsv);
  const inGroup = (group: GroupRow) => groupNames.some((name) => sameName(name, group.name));
  const ref = (group: GroupRow): GroupRef => ({ groupHash: group.groupHash, name: group.name });
  return {
    groups: groupNames
      .map((name) => groups.find((group) => sameName(group.name, name)))
      .filter((group): group is GroupRow => group !== undefined)
      .map(ref),
    otherGroups: groups.filter((group) => !inGroup(group)).map(ref),
    labels: labelNames,
    otherLabels: labels
      .map((label) => label.labelName)
      .filter((name) => !labelNames.some((own) => sameName(own, name))),
  };
}
