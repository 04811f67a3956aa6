/**
 * The wording of the SEO list pages (competitors, top pages, backlinks, ranking history). The specs
 * leave the research screens' contents out (doc 1 §2), so this is our own wording; only the
 * enumerations (doc 2 §9: top pages search types, ranking history types) come from the spec.
 */
export const SEO_LISTS_TEXT = {
  // A view's count under its tab label ('(402)').
  tabCount: '({count})',
  competitors: {
    tableLabel: 'Organic competitors of {domain}',
    hint: 'Sites that rank for the same keywords as {domain}, most shared keywords first.',
    rowCount: '{count} competitors',
    targetKeywords: '{domain} ranks for {count} keywords',
    columns: {
      domain: 'Competitor',
      sharedKeywords: 'Shared keywords',
      share: 'Share of keywords',
      keywords: 'Their keywords',
    },
  },
  topPages: {
    tableLabel: 'Top pages of {domain}',
    tabsLabel: 'Top pages views',
    views: { mosttraffic: 'Most traffic', newpages: 'New pages' },
    hints: {
      mosttraffic: 'Every page of {domain} that ranks, most estimated clicks first.',
      newpages: 'Pages of {domain} that rank this month and in no earlier month.',
    },
    rowCount: '{count} pages',
    columns: {
      url: 'Page',
      keywords: 'Keywords',
      top10Keywords: 'First-page keywords',
      clicks: 'Est. monthly clicks',
      clickValue: 'Monthly click value',
    },
  },
  backlinks: {
    tableLabel: 'Backlinks of {domain}',
    hint: 'The links pointing to {domain}, strongest sources first.',
    counts: '{backlinks} backlinks from {domains} referring domains',
    follow: 'Follow',
    nofollow: 'Nofollow',
    columns: {
      sourceUrl: 'Linking page',
      sourceDomain: 'Source domain',
      sourceStrength: 'Source strength',
      targetUrl: 'Target page',
      anchor: 'Anchor text',
      nofollow: 'Link type',
      firstSeen: 'First seen',
      lastSeen: 'Last seen',
    },
  },
  rankingHistory: {
    tableLabel: 'Ranking history of {domain}: {type}',
    tabsLabel: 'Ranking history types',
    // doc 2 §9 ranking history types, in the spec's order.
    views: {
      MostValuable: 'Most valuable',
      FellFromTop10: 'Fell from top 10',
      MadeTheTop10: 'Made the top 10',
      NewKeywords: 'New keywords',
      NoLongerRanks: 'No longer ranks',
      GainedRanks: 'Gained ranks',
      LostRanks: 'Lost ranks',
      GainedClicks: 'Gained clicks',
      LostClicks: 'Lost clicks',
    },
    hints: {
      MostValuable: 'Every keyword {domain} ranks for this month, most valuable first.',
      FellFromTop10: 'Keywords {domain} ranked on the first page last month and no longer does.',
      MadeTheTop10: 'Keywords {domain} ranks on the first page this month and did not last month.',
      NewKeywords: 'Keywords {domain} ranks for this month and did not last month.',
      NoLongerRanks: 'Keywords {domain} ranked for last month and no longer does.',
      GainedRanks: 'Keywords where {domain} moved up since last month.',
      LostRanks: 'Keywords where {domain} moved down since last month.',
      GainedClicks: 'Keywords that bring {domain} more estimated clicks than last month.',
      LostClicks: 'Keywords that bring {domain} fewer estimated clicks than last month.',
    },
    rowCount: '{count} keywords',
    comparedMonths: '{month} against {previous}',
    /** The match-type radios' group name of the searches column. */
    volumeMatchType: 'Monthly searches match type',
    columns: {
      keyword: 'Keyword',
      position: 'Rank',
      previousPosition: 'Last month’s rank',
      rankChange: 'Rank change',
      volume: 'Monthly searches',
      cpc: 'Cost per click',
      clicks: 'Est. monthly clicks',
      previousClicks: 'Last month’s clicks',
      clickChange: 'Click change',
      clickValue: 'Monthly click value',
    },
    presets: { ranks: 'Ranks', clicks: 'Clicks' },
    // The charts above the list.
    chartsLabel: 'Ranking history charts',
    bucketsHeading: 'Keywords by position',
    seriesHeading: '{type}, month by month',
    seriesValue: 'Keywords',
    seriesEmpty: 'The corpus has only one month: there is no history to compare yet.',
  },
} as const;
