/**
 * The groups list page's own wording: doc 2 §2 "Groups list page" names its parts (title Groups, a
 * filter, action buttons, an exportable table, a spinner) but words only the title. Spec texts
 * ('Groups', 'Search...', 'No items found with this filter', the delete confirmation, Delete/Keep)
 * come from src/lib/spec/text.ts.
 */
export const GROUPS_PAGE_TEXT = {
  lead: 'The keyword groups of your project, with how their keywords are doing.',
  filterLabel: 'Filter groups',
  tableLabel: 'Groups of this project',
  loading: 'Loading groups…',
  loadFailed: 'The groups could not be loaded. Check your connection and try again.',
  retry: 'Retry',
  noProject: 'Choose a project to see its groups.',
  openProjects: 'Open your projects',
  noGroups: 'This project has no groups yet.',
  openGroupsPanel: 'Create a group in the side panel',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  deleteSelected: 'Delete selected',
  exportCsv: 'Export CSV',
  selectedCount: '{count} selected',
  deleteTitle: 'Delete groups?',
  deleteFailed: 'Some groups could not be deleted. The list shows what is left.',
  deleted: '{count} groups deleted.',
  exportPending: 'Preparing your export…',
  exportDownload: 'Download {file}',
  exportFailed: 'Your export failed. Please try again.',
  detailsLoading: 'Loading details for {group}…',
  detailsFailed: 'The details of {group} could not be loaded.',
  detailsLabel: 'Details of {group}',
  columns: {
    name: 'Group',
    numberOfKeywords: 'Keywords',
    rankChange: 'Rank Change',
    clickChange: 'Click Change',
    impressionShare: 'Impression Share',
  },
  details: {
    estMonthlyClicks: 'Est. Monthly Clicks',
    potentialClicks: 'Potential Clicks',
    improvedRanks: 'Improved Ranks',
    lostRanks: 'Lost Ranks',
    newlyRankedKeywords: 'Newly Ranked',
    organicCount: 'Organic',
    paidCount: 'Paid',
    bothCount: 'Organic and Paid',
    avgAdPosition: 'Avg. Ad Position',
    topOfPagePct: 'Top of Page',
  },
} as const;
