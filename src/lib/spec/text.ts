/**
 * The user-facing texts of the two specifications, verbatim, misspellings included ('aleady'):
 * TEXT (error catalogues and validation messages) and UI_TEXT (labels, headings, upsells). Texts
 * the code needs but the specs do not give live in INFERRED_TEXT, never in TEXT. `{name}` marks a
 * variable; fill it with `fill()`, which checks the names against the template.
 */

// The texts the app's entry needs, and fill(): a module of their own (./textCore.ts), so the entry
// does not carry the catalogues below. Import them from either module.
import { ERROR_PAGE_TEXT, HEADER_UI_TEXT, HOME_UI_TEXT, SERVER_ERROR_TEXT } from './textCore';

export * from './textCore';

export const TEXT = {
  // doc 1 §8
  loginFailed: 'The provided username and/or password are incorrect.',
  duplicateEmail: 'There is already an account associated with that email address.',
  ...ERROR_PAGE_TEXT,
  removeUserFailed: 'There was a problem removing the user.',
  chunkLoadError: 'ChunkLoadError',
  // doc 1 §5; doc 2 §5
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Enter a password with 6 or more characters',
  passwordHint: 'Enter a password with at least 6 characters.',
  checkFieldsInRed: 'Please check the fields marked in red.',
  noInputFields: 'No input fields detected',
  invalidDate: "This doesn't appear to be a valid date.",
  endBeforeStart: 'The end date must be after the start date.',
  // doc 2 §5
  tooManyColumns: 'You may only have 5 columns displayed at a time',
  tooFewColumns: 'You must have at least one column displayed',
  groupAdded: 'New group successfully added',
  groupCreated: 'New group successfully created',
  deleteGroupsConfirmation: 'This action cannot be undone. This will permanently delete this group / these groups.',
  deleteGroupConfirmationOne: 'This action cannot be undone. This will permanently delete this group.',
  deleteGroupConfirmationMany: 'This action cannot be undone. This will permanently delete these groups.',
  textareaMax: 'The max number of characters is {n}',
  textareaCount: '{current}/{max}',
  noColumnDisplayText: 'No display text could be found for the column',
  // doc 2 §8
  trackingCapReached: 'Unable to add keywords. You are currently tracking {used}/{limit} keywords',
  keywordAlreadyExists: '"{kw}" aleady exists in project "{project}"',
  keywordAlreadyExistsGroupSuffix: ' in group "{group}"',
  selectedKeywordsAlreadyExist: 'Selected keywords aleady exist in project {project}.',
  someKeywordsAlreadyPresent:
    'Keywords successfully imported to project {project}, though some keywords were already present.',
  termsAdded: '{count} terms added',
  addedToProject: 'Success! {subject} added to project {project}',
  removedFromProject: '{subject} removed from project {project}',
  undoMessages: ["Alright, you're the boss. Undoing...", 'Nevermind, undoing that last part.'],
  googleSheetsShareFailed: 'Unable to share to Google Sheets. Please contact support if this issue persists.',
  googleSheetsShared: 'Successfully shared to Google Sheets.',
  googleAuthRemoveFailed: 'Unable to remove Google Authorization. Please contact support if this issue persists.',
  googleAuthRemoved: 'Successfully removed Google Authorization.',
  googleSheetsRowLimit: 'Google Sheets is limited to 100k rows. If you would like more results, please export as CSV.',
  addColumnBeforeMatchType: 'Add {column} to your columns (above) before you adjust the match type.',
  noMatchesFound: 'No matches found.',
  noItemsFoundWithFilter: 'No items found with this filter',
  scrollTargetNotFound: 'An element with a selector of {selector} was not found.',
} as const;

/** Other user-facing texts quoted verbatim by the specs (labels, headings, upsells). */
export const UI_TEXT = {
  // doc 1 §1
  ...HOME_UI_TEXT,
  seeWhatsInside: "See what's inside",
  // doc 1 §4 — free sign-up form
  signUpHeading: 'Sign up for a free account to continue',
  noCreditCardRequired: '(no credit card required)',
  signUpFree: 'Sign Up Free',
  alreadyAMember: 'Already a member?',
  loginToYourAccount: 'Login to your account',
  checkOutPremiumPlans: 'Check out our premium plans',
  // doc 1 §2 — header, mobile menu, footer
  ...HEADER_UI_TEXT,
  // doc 1 §9 — paywall
  saveWithAnnualBilling: 'Save $72 with annual billing',
  moneyBackGuarantee: '30 day money back guarantee',
  // doc 1 §6; doc 2 §6 — throttled cells and rows
  unlockAllTheData: 'Unlock all the data',
  logInToSeeAllResults: 'Log in to see all results',
  // doc 2 §1 — panel upsell
  panelUpsellTitle: 'Unlimited Projects - Unlimited Insight',
  panelUpsellBullets: [
    'save and organize keywords and links',
    'export custom keyword groups',
    'track and analyze backlinks',
    'access backlink contacts',
    'create unlimited projects',
  ],
  panelUpsellPrice: 'Unlimited access only $33 - money back guarantee.',
  upgradeNow: 'Upgrade Now',
  // doc 2 §2 — panel navigation, modal, groups
  recentProjects: 'Recent Projects',
  allProjects: 'All Projects',
  viewAllProjects: 'View All Projects',
  createProject: 'Create Project',
  navGroupsMore: 'More...',
  sidebarTabProject: 'Project: {name}',
  sidebarTabGroupSuffix: ' - Group: {group}',
  selectProjectTitle: 'Select a project',
  cancel: 'Cancel',
  submit: 'Submit',
  groupsFilterPlaceholder: 'Search...',
  newGroupPlaceholder: 'Enter group name...',
  createGroup: 'Create Group',
  createPdfReport: 'Create PDF Report',
  delete: 'Delete',
  keep: 'Keep',
  groupsTitle: 'Groups',
  // doc 2 §9 — Google Sheets button
  exportGoogleSheetsCapButton: 'Export 100k Rows',
  // doc 2 §2 — view/add buttons
  add: 'Add',
  view: 'View',
} as const;

/**
 * Texts the code needs but the specs do not give ("not shown"): ours, marked as such. Keep them
 * out of TEXT so nobody mistakes them for the spec's wording.
 */
export const INFERRED_TEXT = {
  required: 'This field is required.',
  numeric: 'Please enter numbers only.',
  passwordsDoNotMatch: 'The passwords do not match.',
  labelSuffix: ' with label "{label}"',
  portalTargetNotFound: 'Portal target node "{target}" was not found.',
  // doc 1 §2, §8 — the server error and freewall pages exist, their wording is not shown
  ...SERVER_ERROR_TEXT,
  freewallTitle: 'Create a free account to keep researching',
  freewallLead: 'Sign up free to see the rest of this page. No credit card required.',
  freewallBenefitsTitle: 'What you get',
  freewallBenefits: ['Unlimited searches', 'Competitor keywords and ads', 'Backlinks and ranking history'],
  freewallLoginLead: 'Log in to pick up where you left off.',
} as const;

/** Our wording for the routes whose screens are not built yet (the coming-soon frame). */
export const COMING_SOON_TEXT = {
  badge: 'Coming soon',
  heading: 'This page is not available yet',
  whatWillBeHere: 'What you will find here',
  building: 'We are building this page now. It will appear at this address in a coming release.',
  searchFor: 'Search: {query}',
  searchKept:
    'Your search for “{query}” is kept in this page’s address, so the same link will show its results once the page is ready.',
  home: 'Back to home',
} as const;
