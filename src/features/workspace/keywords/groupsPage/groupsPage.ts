/**
 * The groups list page's rules (doc 2 §2 "Groups list page", §3 group and groups state, §4
 * "Groups"): its URL parameters, the filter, the table's columns, which expanded rows still need
 * their details, deleting several groups one at a time with one reload after the last, and the
 * rows of its CSV export.
 */
import { GROUPS_PAGE_TEXT } from './groupsPageTexts';
import type { components } from '../../../../api/schema.gen';
import { numericColumn } from '../../../../lib/columns';
import { formatNumber, formatSignedNumber } from '../../../../lib/format';
import type { SortKind, SortValue } from '../../../../lib/sortCycle';

export type GroupRow = components['schemas']['GroupTableRow'];
export type GroupDetails = components['schemas']['GroupDetails'];
type ExportColumn = components['schemas']['ExportColumn'];

/** The page's query parameters (ours: doc 2 names them, not their spelling in the URL). */
export const GROUPS_PAGE_PARAMS = { projectId: 'projectId', isAllExpanded: 'isAllExpanded' } as const;

/** doc 2 §2 — isAllExpanded is a string, default 'false': only 'true' opens every row. */
export const isAllExpandedParam = (value: string | null | undefined): boolean => value === 'true';

/** Groups whose name contains the filter text, ignoring case and surrounding spaces. */
export function filterGroups(groups: readonly GroupRow[], text: string): GroupRow[] {
  const needle = text.trim().toLowerCase();
  return groups.filter((group) => group.name.toLowerCase().includes(needle));
}

// ------------------------------------------------------------------ columns

export interface GroupColumn {
  id: 'name' | 'numberOfKeywords' | 'rankChange' | 'clickChange' | 'impressionShare';
  header: string;
  /** The raw figure (sorting, the CSV file). */
  value: (row: GroupRow) => SortValue;
  /** The figure as the table shows it. */
  display: (row: GroupRow) => string;
  sortKind: SortKind;
  align?: 'right';
}

const H = GROUPS_PAGE_TEXT.columns;

/** The name, the keyword count and the figures GetGroups returns for each group. */
export const GROUP_COLUMNS: readonly GroupColumn[] = [
  {
    id: 'name',
    header: H.name,
    value: (row) => row.name,
    display: (row) => row.name,
    sortKind: 'text',
  },
  numericColumn('numberOfKeywords', H.numberOfKeywords, (row) => row.numberOfKeywords, formatNumber),
  numericColumn('rankChange', H.rankChange, (row) => row.rankChange, formatSignedNumber),
  numericColumn('clickChange', H.clickChange, (row) => row.clickChange, formatSignedNumber),
  numericColumn(
    'impressionShare',
    H.impressionShare,
    (row) => row.impressionShare,
    (share) => `${formatNumber(share, 1)}%`,
  ),
];

// ------------------------------------------------------------------ expansion

/** A group's details (Groups/Details), fetched when its row first expands; none yet reads as loading. */
export type DetailsState = { status: 'ready'; details: GroupDetails } | { status: 'failed' };

/** doc 2 §4 — expand-all applies to every group. */
export const expandAll = (groups: readonly GroupRow[]): string[] => groups.map((group) => group.groupHash);

export const areAllExpanded = (groups: readonly GroupRow[], expanded: readonly string[]): boolean =>
  groups.length > 0 && groups.every((group) => expanded.includes(group.groupHash));

/**
 * doc 2 §4 — expanding a row that is still loading fetches its details: the expanded groups with
 * no details yet and no fetch out (`pending`). A failed fetch is asked again once the row is
 * expanded anew (see collapseDetails).
 */
export function detailsToFetch(
  expanded: readonly string[],
  details: Readonly<Record<string, DetailsState>>,
  pending: ReadonlySet<string>,
): string[] {
  return expanded.filter((hash) => details[hash] === undefined && !pending.has(hash));
}

/** Collapsing forgets failed fetches, so expanding the row again retries it; loaded details stay. */
export function collapseDetails(
  details: Readonly<Record<string, DetailsState>>,
  expanded: readonly string[],
): Record<string, DetailsState> {
  return Object.fromEntries(
    Object.entries(details).filter(([hash, state]) => state.status !== 'failed' || expanded.includes(hash)),
  );
}

export interface GroupFigure {
  id: keyof typeof GROUPS_PAGE_TEXT.details;
  label: string;
  value: string;
}

/** The figures an expanded row shows, as Groups/Details gives them (formatted, never derived). */
export function groupDetailFigures(details: GroupDetails): GroupFigure[] {
  const figure = (id: GroupFigure['id'], value: string): GroupFigure => ({
    id,
    label: GROUPS_PAGE_TEXT.details[id],
    value,
  });
  return [
    figure('estMonthlyClicks', formatNumber(details.estMonthlyClicks)),
    figure('potentialClicks', formatNumber(details.potentialClicks)),
    figure('improvedRanks', formatNumber(details.improvedRanks)),
    figure('lostRanks', formatNumber(details.lostRanks)),
    figure('newlyRankedKeywords', formatNumber(details.newlyRankedKeywords)),
    figure('organicCount', formatNumber(details.organicCount)),
    figure('paidCount', formatNumber(details.paidCount)),
    figure('bothCount', formatNumber(details.bothCount)),
    figure('avgAdPosition', formatNumber(details.avgAdPosition, 1)),
    figure('topOfPagePct', `${formatNumber(details.topOfPagePct)}%`),
  ];
}

// ------------------------------------------------------------------ delete

export interface DeleteOutcome {
  deleted: string[];
  /** The group whose delete failed; the ones after it were not tried. */
  failedAt?: string;
}

/**
 * doc 2 §4 — deleting several groups deletes them one at a time, in order (each call waits for the
 * previous one), and reloads once after the last. A failure stops the run; the list is reloaded
 * all the same, so it shows what is left.
 */
export async function deleteGroupsInOrder(
  hashes: readonly string[],
  deleteOne: (groupHash: string) => Promise<unknown>,
  reload: () => void,
): Promise<DeleteOutcome> {
  const deleted: string[] = [];
  try {
    for (const hash of hashes) {
      try {
        await deleteOne(hash);
      } catch {
        return { deleted, failedAt: hash };
      }
      deleted.push(hash);
    }
    return { deleted };
  } finally {
    reload();
  }
}

// ------------------------------------------------------------------ export

export interface GroupsExport {
  columns: ExportColumn[];
  rows: Record<string, string | number>[];
}

/** The groups table as ExportCsv rows: the figures as GetGroups gave them, the headers as shown. */
export function groupsExport(groups: readonly GroupRow[]): GroupsExport {
  return {
    columns: GROUP_COLUMNS.map((column) => ({ id: column.id, header: column.header })),
    rows: groups.map((group) => ({
      name: group.name,
      numberOfKeywords: group.numberOfKeywords,
      rankChange: group.rankChange,
      clickChange: group.clickChange,
      impressionShare: group.impressionShare,
    })),
  };
}
