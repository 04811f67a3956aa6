/** The SEO keywords page's own wording (the spec gives none of these words). */
export const SEO_KEYWORDS_TEXT = {
  tabsLabel: 'Keyword segments',
  segments: {
    core: 'Core',
    all: 'All',
    questions: 'Questions',
    missing: 'Missing',
    content: 'Content',
    transactional: 'Transactional',
  },
  segmentHints: {
    core: 'Keywords {domain} and every compared rival rank for.',
    all: 'Every keyword {domain} ranks for in the top 100.',
    questions: 'Keywords phrased as questions.',
    missing: 'Keywords every compared rival ranks for and {domain} does not.',
    content: 'Keywords that look for information.',
    transactional: 'Keywords that look to buy.',
  },
  comparedWith: 'Compared with {rivals}: their ranks are in the last columns.',
  tableLabel: 'Organic keywords of {domain}',
  rowCount: '{count} keywords',
  columns: {
    keyword: 'Keyword',
    position: 'Rank',
    rankChange: 'Rank change',
    volume: 'Monthly searches',
    cpc: 'Cost per click',
    difficulty: 'Difficulty',
    clicks: 'Est. monthly clicks',
    clickValue: 'Monthly click value',
  },
  /** The selector's radios of the searches column. */
  volumeMatchType: 'Monthly searches match type',
  presets: {
    traffic: 'Traffic',
    opportunity: 'Opportunity',
    cost: 'Cost',
  },
} as const;
