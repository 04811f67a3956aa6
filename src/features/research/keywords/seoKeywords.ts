/**
 * The SEO keywords page's rules (doc 2 §9 keyword segments): its segments,
 * the organic keyword columns and presets. The month and curve line, the no-data state and its
 * similar domains are the research screens' shared ones (../shared).
 */
import { SEO_KEYWORDS_TEXT } from './seoKeywordsTexts';
import type { components } from '../../../api/schema.gen';
import { createColumnState, type ColumnState } from '../../../lib/columns';
import { NULL_SYMBOL } from '../../../lib/spec/formats';
import type { ColumnPreset } from '../../../ui/ColumnSelector/ColumnSelector';
import { currencyColumn, numericColumn } from '../listPage/listTable';
import type { ResearchColumn } from '../table/researchTable';

export type DomainOrganicKeywords = components['schemas']['DomainOrganicKeywords'];
export type OrganicKeywordRow = components['schemas']['OrganicKeywordRow'];
export type KeywordSegment = components['schemas']['KeywordSegment'];
export type OrganicKeywordColumnId = components['schemas']['OrganicKeywordColumn'];

/** doc 2 §9 — the keyword segments, in the order the tabs show them. */
export const KEYWORD_SEGMENTS: readonly KeywordSegment[] = [
  'core',
  'all',
  'questions',
  'missing',
  'content',
  'transactional',
];
/** The server's default segment (the contract's). */
export const DEFAULT_SEGMENT: KeywordSegment = 'all';

/** The segment of the URL's `segment` parameter; anything else is the default. */
export function segmentOf(value: string | null | undefined): KeywordSegment {
  const segment = (value ?? '').trim().toLowerCase();
  return (KEYWORD_SEGMENTS as readonly string[]).includes(segment) ? (segment as KeywordSegment) : DEFAULT_SEGMENT;
}

/** Core and missing compare the domain with its closest rivals: their positions are columns. */
export function comparesRivals(segment: KeywordSegment): boolean {
  return segment === 'core' || segment === 'missing';
}

/** The presets of the column selector (ours; the spec names presets but not these). */
export const ORGANIC_KEYWORD_PRESETS: readonly ColumnPreset[] = [
  { id: 'traffic', label: SEO_KEYWORDS_TEXT.presets.traffic },
  { id: 'opportunity', label: SEO_KEYWORDS_TEXT.presets.opportunity },
  { id: 'cost', label: SEO_KEYWORDS_TEXT.presets.cost },
];

const H = SEO_KEYWORDS_TEXT.columns;

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/**
 * The organic keyword columns (ids are the contract's OrganicKeywordColumn). The keyword is always
 * shown; the others are offered, at most five at a time. Values are the server's; only formatting
 * happens here (`render` for currency and signed changes, see the view).
 */
export const ORGANIC_KEYWORD_COLUMNS: readonly ResearchColumn<OrganicKeywordRow>[] = [
  { id: 'keyword', header: H.keyword, value: (r) => r.keyword, sortKind: 'text', isAlwaysPresent: true },
  // Not ranking is the worst position.
  numericColumn('position', H.position, (r) => r.position, { nulls: 'high', preset: ['traffic', 'opportunity'] }),
  numericColumn('rankChange', H.rankChange, (r) => r.rankChange, {
    render: (r) => rankChangeText(r.rankChange) ?? NULL_SYMBOL,
    // The server puts keywords without a previous position last, either way (the contract).
    nulls: 'low',
    preset: ['traffic'],
  }),
  // doc 2 §3 — the searches take a match type: their own (exact) unless the selector chooses phrase or broad.
  numericColumn('volume', H.volume, (r) => r.volume, {
    preset: ['traffic', 'opportunity', 'cost'],
    matchType: 'exact',
    matchTypeHeader: SEO_KEYWORDS_TEXT.volumeMatchType,
  }),
  currencyColumn('cpc', H.cpc, (r) => r.cpc, { preset: ['opportunity', 'cost'] }),
  numericColumn('difficulty', H.difficulty, (r) => r.difficulty, { preset: ['opportunity'] }),
  numericColumn('clicks', H.clicks, (r) => r.clicks, { preset: ['traffic'] }),
  currencyColumn('clickValue', H.clickValue, (r) => r.clickValue, { preset: ['traffic', 'cost'] }),
];

export const ORGANIC_KEYWORD_COLUMN_IDS: readonly string[] = ORGANIC_KEYWORD_COLUMNS.map((c) => c.id);

/** The columns when the URL names none: the traffic preset. */
export const DEFAULT_ORGANIC_COLUMN_STATE: ColumnState = createColumnState(
  ORGANIC_KEYWORD_COLUMNS.filter((c) => !c.isAlwaysPresent && c.preset?.includes('traffic')).map((c) => c.id),
  'traffic',
);

/** A signed rank change ('+3', '-2', '0'); null is '-' (it did not rank last month). */
export function rankChangeText(value: number | null): string | null {
  return value === null ? null : signed(value);
}
