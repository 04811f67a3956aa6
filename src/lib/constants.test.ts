import { describe, expect, it } from 'vitest';

import * as constants from './constants';
import {
  EMPTY_GUID,
  fill,
  GOOGLE_SHEETS_ROW_CAP,
  INFERRED_TEXT,
  MAX_VISIBLE_COLUMNS,
  PASSWORD_MIN_LENGTH,
  SESSION_HEARTBEAT_MS,
  TEXT,
  UI_TEXT,
} from './constants';

/**
 * Every exported value, written out literally. A changed number, a reordered enumeration or a new
 * constant without a pinned value fails here.
 */
const EXPECTED: Record<string, unknown> = {
  EMPTY_GUID: '00000000-0000-0000-0000-000000000000',
  ALL_PROJECTS_ID: '00000000-0000-0000-0000-000000000000',
  ROLES: ['admin', 'recon_full', 'infinitelogin'],
  ROLE_ADMIN: 'admin',
  ROLE_RECON_FULL: 'recon_full',
  ROLE_INFINITE_LOGIN: 'infinitelogin',

  HOME_VARIANT_COUNT: 10,
  HOME_VARIANT_IDS: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  HOME_VARIANT_QUERY_PARAM: 'alt',
  SHOWCASE_SECTION_COUNT: 5,
  SHOWCASE_SECTIONS: ['SEO', 'PPC', 'Competitive Intel', 'Projects', 'Reports'],
  SUGGESTION_DEBOUNCE_MS: 300,
  WINDOW_RESIZE_DEBOUNCE_MS: 250,
  MEMBERSHIP_WIDGET_MOUNT_DELAY_MS: 250,
  SWIPE_THRESHOLD_PX: 20,
  ACTIVE_STATE_REFRESH_INTERVAL_MS: 3_600_000,
  HEADER_HIDE_SCROLL_PX: 200,
  HEADER_SCROLL_THROTTLE_MS: 25,
  WIDGET_SCROLL_THROTTLE_MS: 300,
  DESKTOP_MENU_CLOSE_DELAY_MS: 500,
  COLLAPSE_TRANSITION_MS: 350,
  HEADER_MENU_SECTIONS: ['SEO Research', 'PPC Research', 'Keyword Research', 'Extra Features'],
  SUPPORT_HOURS: 'Mon-Fri 6AM-5PM PST',
  SCRAPER_FREEWALL_OPEN_PATHS: ['/', '/auth', '/auth/login'],
  SCRAPER_FREEWALL_HASHES: ['#benefits', '#signup', '#login'],
  SCRAPER_FREEWALL_DEFAULT_HASH: '#benefits',
  LOGGED_OUT_PAYWALL_SEARCH_COUNT: 1,
  LOOKUP_TYPO_STATUS: 400,
  SERVER_ERROR_DEFAULT_STATUS: 500,
  RESULT_TYPE_PATH_SUFFIXES: { domain: '/domain', url: '/url', term: '/term' },
  NEC_LOGIN_QUERY_PARAM: 'nec-login',
  NEC_LOGIN_CLEAR_VALUE: 'clear',
  AI_PROMO_LOGGED_OUT_SFU: 'free',
  BILLING_CYCLE_ANNUAL: 'Annually',
  HOMEPAGE_SUGGESTION_TYPES: ['domains', 'keywords', 'default'],
  BILLING_MONTHS_QUERY_PARAM: 'b',
  SEARCH_QUERY_PARAM: 'query',
  COMPETITORS_QUERY_PARAM: 'competitors',
  RETURN_URL_PARAM: 'returnUrl',

  NEC_LOGIN_MODAL_STORAGE_KEY: 'rivalscope:nec-login-modal-at',
  BOT_SAMPLE_STORAGE_KEY: 'rivalscope:bot-sample',
  MAX_GUARD_REDIRECTS: 10,
  SEARCH_CRAWLER_PATTERNS: [
    /googlebot|google-inspectiontool|adsbot-google|mediapartners-google/i,
    /bingbot|msnbot|adidxbot/i,
    /slurp/i,
    /duckduckbot/i,
    /baiduspider/i,
    /yandex(bot|images)/i,
    /applebot/i,
  ],
  IN_HOUSE_CRAWLER_PATTERN: /rivalscopebot/i,
  HOME_VARIANT_STORAGE_KEY: 'rivalscope:home-variant',
  DEFAULT_HOME_VARIANT_ID: 1,
  COUNTRY_SITE_ORIGIN: 'https://{cc}.rivalscope.example',
  SUPPORT_CONTACT: {
    phone: '(800) 555-0142',
    phoneHref: 'tel:+18005550142',
    supportEmail: 'support@rivalscope.dev',
    salesEmail: 'sales@rivalscope.dev',
  },
  PAGE_LOADING_TEXT: 'Loading…',
  COMING_SOON_TEXT: {
    badge: 'Coming soon',
    heading: 'This page is not available yet',
    whatWillBeHere: 'What you will find here',
    building: 'We are building this page now. It will appear at this address in a coming release.',
    searchFor: 'Search: {query}',
    searchKept:
      'Your search for “{query}” is kept in this page’s address, so the same link will show its results once the page is ready.',
    home: 'Back to home',
  },

  PASSWORD_MIN_LENGTH: 6,
  LOGIN_SOURCE: 'LoginPage',
  FREE_ACCOUNT_SOURCE: 'FreeAccount',
  CAPTCHA_ACTION_LOGIN: 'login_user',
  CAPTCHA_ACTION_CREATE_FREE_ACCOUNT: 'create_free_account',
  RECAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js?render={siteKey}',
  CAPTCHA_TOKEN_TIMEOUT_MS: 10_000,
  AB_CONVERSION_GOAL_ID: 203,
  DUPLICATE_EMAIL_SERVER_ERROR: 'MembershipCreateStatus: DuplicateEmail',
  ONBOARDING_STEP_COUNT: 3,

  SESSION_HEARTBEAT_MS: 60_000,
  ADMIN_ACTIONS_TTL_MS: 3_600_000,
  SCRIPT_LOAD_TIMEOUT_MS: 120_000,

  DEFAULT_PURCHASE_ID: 1139,
  BUY_REGISTER_CLICK: 'sw1',
  MAIN_PURCHASE_CLICK: 'sw2',
  MAIN_PURCHASE_DEFAULT_PAGE: 'default',
  SPRING_OFFER_COUPON_CODE: 'spring',
  SPRING_OFFER_PERCENT_OFF: 20,
  PAYWALL_MONTHLY_PRICE_USD: 39,
  ANNUAL_BILLING_SAVINGS_USD: 72,
  PLANS_FROM_MONTHLY_PRICE_USD: 33,
  BASIC_PLAN_MONTHLY_PRICE_USD: 39,
  PROFESSIONAL_PLAN_MONTHLY_PRICE_USD: 79,
  WHITE_LABEL_REQUIRED_PLAN: 'Professional',
  PANEL_UPSELL_PRICE_USD: 33,
  MONEY_BACK_GUARANTEE_DAYS: 30,
  API_ACCESS_ROW_LIMIT: 10_000,
  MARKETING_CLAIMS: {
    yearsOfHistory: 14,
    websitesListedMillions: 50,
    comparisonYearsOfHistory: 12,
    comparisonDomainsMillions: 123,
    comparisonResultsBillions: 73,
  },
  SUBSCRIPTION_ACTIONS: ['pause', 'unpause', 'reactivate', 'cancel'],
  BILLING_UNSUCCESSFUL_CODE: 'BillingUnsuccessful',
  REQUESTED_KEYWORDS_GROUP_NAME: 'Requested Keywords',

  CARD_TYPES: ['Visa', 'Mastercard', 'Discover', 'American Express', 'Unknown'],
  CARD_NUMBER_PATTERN: /^\d{13,16}$/,
  CVV_PATTERN: /^\d{3,4}$/,
  CARD_NUMBER_MIN_DIGITS: 13,
  CARD_NUMBER_MAX_DIGITS: 16,
  CVV_MIN_DIGITS: 3,
  CVV_MAX_DIGITS: 4,
  EXPIRATION_MONTHS: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  CARD_EXPIRY_YEARS_OFFERED: 15,
  CARD_EXPIRY_FIRST_YEAR_OFFSET: -1,
  BUSINESS_START_YEAR: 2006,

  MOBILE_BREAKPOINTS_PX: [481, 768],
  BREAKPOINTS_PX: { xs: 480, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1920 },

  COUNTRY_PRIORITY_ORDER: [
    'US',
    'UK',
    'DE',
    'FR',
    'AR',
    null,
    'AU',
    'BE',
    'BR',
    'CA',
    'DK',
    'IN',
    'IE',
    'IT',
    'JP',
    'MX',
    'NL',
    'NZ',
    'NO',
    'PT',
    'SG',
    'ZA',
    'ES',
    'SE',
    'CH',
    'UA',
  ],
  COUNTRY_PRIORITY_SLOTS: 26,
  COUNTRY_PRIORITY_UNUSED_SLOT: 6,
  GLOBAL_COUNTRY_CODE: 'GLOBAL',
  UNKNOWN_COUNTRY_CODE: 'UNKNOWN',
  DEFAULT_COUNTRY_CODE: 'US',

  PANEL_VIEWS: [
    'groups',
    'group-details',
    'projects',
    'create-project',
    'edit-project',
    'keyword-details',
    'keyword-list',
    'keyword-import',
    'labels',
    'label-details',
    'websites',
    'website-details',
    'outreach-import',
    'links',
    'link-details',
    'contacts',
    'contacts-details',
    'import-progress',
    'history',
  ],
  ALL_PROJECTS_VIEWS: [
    'projects',
    'create-project',
    'edit-project',
    'websites',
    'website-details',
    'outreach-import',
    'links',
    'link-details',
    'contacts',
    'contacts-details',
    'history',
  ],
  PANEL_QUERY_PREFIX: 'msf',
  PANEL_TRANSITION_SUPPRESS_MS: 150,
  PROJECT_SELECTOR_EXPAND_DELAY_MS: 200,
  PROJECT_SELECTOR_COLLAPSE_DELAY_MS: 300,
  RECENT_PROJECTS_COUNT: 4,
  NAV_GROUPS_SHOWN: 3,
  DEFAULT_GROUPS_TO_FETCH: 16,
  GROUPS_PAGE_IS_ALL_EXPANDED_DEFAULT: 'false',
  DEFAULT_GROUP_NAME: 'Default Group',
  GROUP_CREATED_STATUS: 'Group created',
  IMPORT_REJECTIONS: ['NO_PROJECTS', 'NO_PROJECT_SELECTED'],
  STATIC_SUGGESTION_IMPORT_FLAGS: ['customGroups', 'easyWins', 'mostSearched', 'opportunities', 'topRecommendations'],

  KEYWORD_PAGE_SIZE: 250,
  KEYWORD_LIST_START_ROW: 1,
  MAX_VISIBLE_COLUMNS: 5,
  MIN_VISIBLE_COLUMNS: 1,
  MATCH_TYPES: ['broad', 'phrase', 'exact'],
  DEFAULT_MATCH_TYPE: 'broad',
  DEFAULT_COLUMNS: {
    keywords: ['groups', 'costPerClick', 'monthlySearches', 'currentRank', 'clickChange'],
    groups: ['costPerClick', 'monthlySearches', 'currentRank', 'clickChange'],
    labels: ['costPerClick', 'monthlySearches', 'currentRank', 'clickChange'],
  },
  KEYWORDS_COLUMNS_OFF_BY_DEFAULT: ['labels', 'rankingDifficulty'],
  SORT_DIRECTIONS: ['none', 'asc', 'desc'],
  PAGE_SIZES: [20, 50, 100, 250, 500, 1000],
  DEFAULT_PAGE_SIZE: 20,
  START_ROW_DEBOUNCE_MS: 500,
  MIN_START_ROW: 1,
  TABLE_ANIMATE_MIN_ROWS: 1,
  TABLE_ANIMATE_MAX_ROWS: 50,
  TABLE_SPINNER_MIN_EXPECTED_ROWS: 5,
  TERM_ID_SYNC_DEBOUNCE_MS: 100,
  KEYWORD_ANIMATION_BOUNCE_MS: 250,
  CELL_ALIGNMENTS: ['left', 'right', 'center'],
  THROTTLED_CELL_PLACEHOLDER: '!~~sub~~fo~~mo~~!',
  THROTTLED_CELL_TEXTS: ['', '!~~sub~~fo~~mo~~!', 'log in to see all results'],

  MAX_EXPORT_ROWS_DEFAULT: 500_000,
  GOOGLE_SHEETS_ROW_CAP: 100_000,
  GOOGLE_SHEETS_RETRY_LIMIT: 3,
  EXPORT_POLL_MS: 3_000,
  EXPORT_MENU_ITEMS: ['CSV', 'Google Sheets', 'copy to clipboard', 'copy keywords', 'Create Report (PDF)'],
  PDF_EXPORT_ALERT_TYPE_ID: 1,
  REPORT_FREQUENCIES: ['WEEKLY', 'MONTHLY'],
  REPORT_TEMPLATES: ['Comprehensive', 'Executive', 'Opportunity', 'Progress', 'Strategy'],
  REPORT_DESIGNS: ['Surf', 'Executive', 'Arc', 'Slate', 'Whiteboard', 'Zest', 'Harmony', 'White'],
  PRESET_REPORT_LINKS: [
    'SEO overview',
    'top pages',
    'keywords',
    'competitors',
    'kombat',
    'related keywords',
    'ranking history',
    'backlinks',
    'PPC overview',
    'PPC kombat',
    'Google Ads advisor',
  ],
  RECON_WIZARD_STEP_COUNT: 4,

  ALERT_TIMEOUT_MS: 8_000,
  ALERT_MOUSELEAVE_TIMEOUT_MS: 1_000,
  ALERT_TYPES: ['info', 'error'],
  TOOLTIP_SHOW_DELAY_MS: 200,
  TOOLTIP_HIDE_DELAY_MS: 300,
  DESKTOP_DROPDOWN_CLOSE_DELAY_MS: 500,
  HOVER_DROPDOWN_HIDE_DELAY_MS: 150,
  HOVER_DROPDOWN_OFFSET_PX: 10,
  TEXTAREA_DEFAULT_MAX_LENGTH: 1770,
  DROPDOWN_DEFAULT_RESULTS: 5,
  STAR_RATING_DEFAULT_MAX: 3,
  TAG_FLASH_MS: 800,
  TORNADO_LABEL_POSITION_DELAY_MS: 500,
  GAUGE_MIN: 0,
  GAUGE_MAX: 100,
  BUTTON_SIZES_PX: { large: 60, medium: 48, small: 36, 'x-small': 24 },
  INPUT_SIZES: ['x-small', 'small', 'medium', 'large'],
  VALIDATION_STATES: ['normal', 'valid', 'invalid', 'warning'],
  REGION_DROPDOWN_TOGGLE_DEBOUNCE_MS: 150,
  REGION_DROPDOWN_FOCUS_DELAY_MS: 100,
  SCROLL_HELPER_MIN_MS: 250,
  SCROLL_HELPER_MAX_MS: 1_000,
  WIZARD_STEP_STATES: ['active', 'complete', 'incomplete'],

  NULL_SYMBOL: '-',
  NUMBER_ABBREVIATIONS: ['k', 'M', 'B', 'T', 'P', 'E'],
  CURRENCY_DECIMALS_BELOW: 100,
  DATE_INPUT_FORMAT: 'MM/DD/YYYY',
  DATE_DISPLAY_FORMAT: 'MMM Do, YYYY',

  KEYWORD_SEGMENTS: ['core', 'all', 'questions', 'missing', 'content', 'transactional'],
  PPC_SEGMENTS: ['all', 'adwaste', 'considerbuying', 'core'],
  RELATED_KEYWORD_TYPES: ['buys', 'ranks', 'similar', 'questions', 'transaction'],
  PAID_SEARCH_TYPES: ['mostsuccessful', 'newkeywords'],
  TOP_PAGES_SEARCH_TYPES: ['mosttraffic', 'newpages'],
  RANKING_HISTORY_TYPES: [
    'MostValuable',
    'FellFromTop10',
    'MadeTheTop10',
    'NewKeywords',
    'NoLongerRanks',
    'GainedRanks',
    'LostRanks',
    'GainedClicks',
    'LostClicks',
  ],
  SEARCH_RESULT_TYPES: ['domain', 'url', 'term'],
  CONTEXTS: ['organic', 'paid'],
  ADVISOR_TYPES: ['buy', 'negativematch'],
  MY_SITE_TABS: ['Keywords', 'Pages'],
  API_DOCS_TABS: [
    'overview',
    'account',
    'ad-history',
    'core',
    'keyword',
    'leads',
    'url',
    'weekly-tracking',
    'kombat',
    'project-manager',
  ],
  API_DOCS_HIDDEN_TABS: ['account'],
  API_DOCS_VERSIONS: ['v2', 'v1'],
  API_DOCS_DEFAULT_VERSION: 'v2',

  KEYWORD_COUNT_BUCKETS: [
    { max: 0, label: '0' },
    { max: 5, label: '1-5' },
    { max: 10, label: '6-10' },
    { max: 20, label: '11-20' },
    { max: 50, label: '21-50' },
    { max: 100, label: '51-100' },
    { max: 500, label: '101-500' },
    { max: 2000, label: '501-2000' },
    { max: 10000, label: '2001-10000' },
  ],
  KEYWORD_COUNT_BUCKET_OVER: 'over 10000',
  ANALYTICS_AREAS: [
    'account',
    'domain overview',
    'keyword',
    'PPC',
    'SEO',
    'leads',
    'MySpyFu',
    'outreach',
    'tracking',
    'search hit or miss',
  ],
};

/** The spec's texts, verbatim (the misspelling 'aleady' is the spec's). */
const EXPECTED_TEXT = {
  loginFailed: 'The provided username and/or password are incorrect.',
  duplicateEmail: 'There is already an account associated with that email address.',
  notFoundTitle: 'Error 404',
  notFoundBody:
    'Sorry, partner. The page you requested is not in our database. You may have followed a bad external link, or mis-typed a URL.',
  typoTitle: 'Oops!',
  typoBody: 'Sorry, partner. It looks like you mis-typed the url in your search.',
  removeUserFailed: 'There was a problem removing the user.',
  chunkLoadError: 'ChunkLoadError',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Enter a password with 6 or more characters',
  passwordHint: 'Enter a password with at least 6 characters.',
  checkFieldsInRed: 'Please check the fields marked in red.',
  noInputFields: 'No input fields detected',
  invalidDate: "This doesn't appear to be a valid date.",
  endBeforeStart: 'The end date must be after the start date.',
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
};

const EXPECTED_UI_TEXT = {
  trustedBy: 'Trusted by the brands you trust',
  seeWhatsInside: "See what's inside",
  signUpHeading: 'Sign up for a free account to continue',
  noCreditCardRequired: '(no credit card required)',
  signUpFree: 'Sign Up Free',
  alreadyAMember: 'Already a member?',
  loginToYourAccount: 'Login to your account',
  checkOutPremiumPlans: 'Check out our premium plans',
  logIn: 'Log in',
  signUp: 'Sign Up',
  scheduleDemo: 'Schedule Demo',
  pricing: 'Pricing',
  signUpForFree: 'Sign up for FREE',
  scanWithAi: 'Scan with AI',
  saveWithAnnualBilling: 'Save $72 with annual billing',
  moneyBackGuarantee: '30 day money back guarantee',
  unlockAllTheData: 'Unlock all the data',
  logInToSeeAllResults: 'Log in to see all results',
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
  exportGoogleSheetsCapButton: 'Export 100k Rows',
  add: 'Add',
  view: 'View',
};

const EXPECTED_INFERRED_TEXT = {
  required: 'This field is required.',
  numeric: 'Please enter numbers only.',
  passwordsDoNotMatch: 'The passwords do not match.',
  labelSuffix: ' with label "{label}"',
  portalTargetNotFound: 'Portal target node "{target}" was not found.',
  serverErrorTitle: 'Something went wrong',
  serverErrorBody: 'Sorry, partner. Our server ran into a problem (error {status}). Please try again in a moment.',
  freewallTitle: 'Create a free account to keep researching',
  freewallLead: 'Sign up free to see the rest of this page. No credit card required.',
  freewallBenefitsTitle: 'What you get',
  freewallBenefits: ['Unlimited searches', 'Competitor keywords and ads', 'Backlinks and ranking history'],
  freewallLoginLead: 'Log in to pick up where you left off.',
};

const SEPARATELY_TESTED = ['TEXT', 'UI_TEXT', 'INFERRED_TEXT', 'fill'];

describe('constants', () => {
  it('pins every exported constant (no export without an expected value)', () => {
    const exported = Object.keys(constants)
      .filter((k) => !SEPARATELY_TESTED.includes(k))
      .sort();
    expect(exported).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s has the spec value', (name, value) => {
    expect((constants as Record<string, unknown>)[name]).toEqual(value);
  });

  it('spot checks with toBe', () => {
    expect(SESSION_HEARTBEAT_MS).toBe(60_000);
    expect(GOOGLE_SHEETS_ROW_CAP).toBe(100_000);
    expect(MAX_VISIBLE_COLUMNS).toBe(5);
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(EMPTY_GUID).toMatch(/^[0-]+$/);
    expect(EMPTY_GUID).toHaveLength(36);
  });

  it('keeps derived constants consistent with each other', () => {
    expect(constants.HOME_VARIANT_IDS).toHaveLength(constants.HOME_VARIANT_COUNT);
    expect(constants.SHOWCASE_SECTIONS).toHaveLength(constants.SHOWCASE_SECTION_COUNT);
    expect(constants.COUNTRY_PRIORITY_ORDER).toHaveLength(constants.COUNTRY_PRIORITY_SLOTS);
    expect(constants.COUNTRY_PRIORITY_ORDER[constants.COUNTRY_PRIORITY_UNUSED_SLOT - 1]).toBeNull();
    expect(constants.PAGE_SIZES).toContain(constants.DEFAULT_PAGE_SIZE);
    expect(constants.PAGE_SIZES).toContain(constants.KEYWORD_PAGE_SIZE);
    expect(constants.MATCH_TYPES).toContain(constants.DEFAULT_MATCH_TYPE);
    expect(constants.DEFAULT_COLUMNS.keywords.length).toBeLessThanOrEqual(MAX_VISIBLE_COLUMNS);
    expect(constants.API_DOCS_TABS).toEqual(expect.arrayContaining([...constants.API_DOCS_HIDDEN_TABS]));
    expect(constants.CARD_NUMBER_PATTERN.test('1'.repeat(13))).toBe(true);
    expect(constants.CARD_NUMBER_PATTERN.test('1'.repeat(12))).toBe(false);
    expect(constants.CARD_NUMBER_PATTERN.test('1'.repeat(17))).toBe(false);
    expect(constants.CVV_PATTERN.test('123')).toBe(true);
    expect(constants.CVV_PATTERN.test('12345')).toBe(false);
    expect(constants.THROTTLED_CELL_TEXTS).toContain(UI_TEXT.logInToSeeAllResults.toLowerCase());
  });
});

describe('TEXT', () => {
  it('has exactly the expected keys', () => {
    expect(Object.keys(TEXT).sort()).toEqual(Object.keys(EXPECTED_TEXT).sort());
  });
  it.each(Object.entries(EXPECTED_TEXT))('%s is verbatim', (key, value) => {
    expect((TEXT as Record<string, unknown>)[key]).toEqual(value);
  });
  it("keeps the spec's misspelling", () => {
    expect(TEXT.keywordAlreadyExists).toContain('aleady');
    expect(TEXT.selectedKeywordsAlreadyExist).toContain('aleady');
  });
});

describe('UI_TEXT', () => {
  it('has exactly the expected keys', () => {
    expect(Object.keys(UI_TEXT).sort()).toEqual(Object.keys(EXPECTED_UI_TEXT).sort());
  });
  it.each(Object.entries(EXPECTED_UI_TEXT))('%s is verbatim', (key, value) => {
    expect((UI_TEXT as Record<string, unknown>)[key]).toEqual(value);
  });
});

describe('INFERRED_TEXT', () => {
  it('holds exactly our own texts', () => {
    expect(INFERRED_TEXT).toEqual(EXPECTED_INFERRED_TEXT);
  });
  it('never duplicates a spec text', () => {
    const specTexts = new Set<unknown>(Object.values(TEXT));
    for (const text of Object.values(INFERRED_TEXT)) expect(specTexts.has(text)).toBe(false);
  });
});

describe('fill', () => {
  it('replaces placeholders', () => {
    expect(fill(TEXT.addColumnBeforeMatchType, { column: 'CPC' })).toBe(
      'Add CPC to your columns (above) before you adjust the match type.',
    );
    expect(fill(TEXT.keywordAlreadyExists, { kw: 'seo tools', project: 'Acme' })).toBe(
      '"seo tools" aleady exists in project "Acme"',
    );
  });
  it('formats numbers and replaces repeated placeholders', () => {
    expect(fill(TEXT.trackingCapReached, { used: 5000, limit: 5000 })).toBe(
      'Unable to add keywords. You are currently tracking 5000/5000 keywords',
    );
    expect(fill('{a}-{a}', { a: 0 })).toBe('0-0');
  });
  it('leaves unknown placeholders visible and ignores extra values', () => {
    expect(fill('The max number of characters is {n}', {})).toBe('The max number of characters is {n}');
    expect(fill('plain', { n: 1 })).toBe('plain');
  });
  it('does not read inherited properties', () => {
    expect(fill('{toString}', {})).toBe('{toString}');
  });
  it('accepts empty strings as values', () => {
    expect(fill('x{a}y', { a: '' })).toBe('xy');
  });
});
