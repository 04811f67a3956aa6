/**
 * The websites and website-details views' own wording: the spec names these views (doc 2 §2) but
 * does not word them. Spec texts ('Search...', 'No items found with this filter') come from
 * src/lib/spec/text.ts; the words shared with the links views from ../outreachTexts.ts.
 */
export const WEBSITES_TEXT = {
  // websites
  websitesTitle: 'Websites',
  websitesTableLabel: 'Outreach websites',
  websitesLoading: 'Loading websites…',
  websitesLoadFailed: 'The websites could not be loaded. Check your connection and try again.',
  noWebsites:
    'No websites yet. A website appears here when you add a link to one of its pages or import a list of outreach URLs.',
  goToLinks: 'Go to links',
  importOutreach: 'Import outreach',
  filterLabel: 'Filter websites',
  websiteCount: '{count} websites',
  columnWebsite: 'Website',
  columnProject: 'Project',
  columnPages: 'Pages',
  openWebsite: 'Open {website}',
  // website details
  websiteLoading: 'Loading the website…',
  websiteLoadFailed: 'This website could not be loaded. Check your connection and try again.',
  backToWebsites: 'All websites',
  saving: 'Saving…',
  notSaved: 'Not saved.',
  tryAgain: 'Try again',
  contextTitle: 'Research context',
  contextOrganic: 'Organic',
  contextPaid: 'Paid',
  contextKeywords: '{count} keywords',
  contextClicks: '{count} monthly clicks',
  contextNone: 'Not seen',
  pagesTitle: 'Pages',
  noPages: 'No pages of this website are in the project.',
  openPage: 'Open {page}',
  pageFigures: '{relationship} · {rating} · {clicks} monthly organic clicks',
  moveTitle: 'Move to project',
  moveLabel: 'Project',
  moveChoose: 'Choose a project',
  moveButton: 'Move',
  moveNoOther: 'There is no other project to move this website to.',
  createProject: 'Create project',
  moveConfirmTitle: 'Move {website}?',
  moveConfirmMessage: '{website} and {pages}, with their notes, tasks and history, move to {project}.',
  pageCountOne: '1 page',
  pageCountMany: '{count} pages',
  pageCountNone: 'no pages',
  moveFailed: 'The website could not be moved: {reason}',
  moved: '{website} moved to {project}.',
} as const;
