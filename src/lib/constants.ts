/**
 * Every timing, limit, price, enumeration and user-facing text of the two specifications, in one
 * place. "doc 1" is spec/000_1d600d7465ee754e.txt (public site, accounts), "doc 2" is
 * spec/001_2da9f13292de0bce.txt (workspace, widgets). Durations are milliseconds (`_MS`), sizes are
 * pixels (`_PX`), prices are whole US dollars (`_USD`).
 *
 * Texts are verbatim, misspellings included ('aleady'). `{name}` marks a variable; fill it with
 * `fill()`. Texts the spec does not give (but the code needs) live in `INFERRED_TEXT`, never in `TEXT`.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

// ---------------------------------------------------------------------------------------------
// Identity and roles
// ---------------------------------------------------------------------------------------------

/** doc 1 §3, §5, §9; doc 2 §2, §3, §9 — anonymous user id, all-projects id, "empty id". */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
/** doc 2 §2 — the all-projects bucket uses the empty id. */
export const ALL_PROJECTS_ID = EMPTY_GUID;

/** doc 1 §3, §6 — the roles the client recognises. */
export const ROLES = ['admin', 'recon_full', 'infinitelogin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_ADMIN = 'admin';
export const ROLE_RECON_FULL = 'recon_full';
export const ROLE_INFINITE_LOGIN = 'infinitelogin';

// ---------------------------------------------------------------------------------------------
// Home, search and navigation (doc 1)
// ---------------------------------------------------------------------------------------------

/** doc 1 §2, §9 — home page alternative variants, ids 1 to 10 (query parameter `alt`). */
export const HOME_VARIANT_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
export const HOME_VARIANT_QUERY_PARAM = 'alt';

/** doc 1 §1, §9 — the showcase 'See what's inside' has five sections. */
export const SHOWCASE_SECTIONS = ['SEO', 'PPC', 'Competitive Intel', 'Projects', 'Reports'] as const;

/** doc 1 §4, §9 — home search suggestions debounce (keypress, Backspace, Delete). */
export const SUGGESTION_DEBOUNCE_MS = 300;
/** doc 1 §9 — window resize debounce (also closes the mobile menu). */
export const WINDOW_RESIZE_DEBOUNCE_MS = 250;
/** doc 1 §4, §9 — the membership widget mounts after the first render plus this delay. */
export const MEMBERSHIP_WIDGET_MOUNT_DELAY_MS = 250;
/** doc 1 §4, §9 — a swipe of at least this many px moves the showcase strip one card. */
export const SWIPE_THRESHOLD_PX = 20;
/** doc 1 §4, §9 — the active user state is refreshed at most once an hour (leading off, trailing on). */
export const ACTIVE_STATE_REFRESH_INTERVAL_MS = HOUR_MS;

/** doc 1 §2, §9 — the header hides on downward scroll past 200 px, reappears within 200 px of the top. */
export const HEADER_HIDE_SCROLL_PX = 200;
/** doc 1 §9 — scroll handler throttles. */
export const HEADER_SCROLL_THROTTLE_MS = 25;
export const WIDGET_SCROLL_THROTTLE_MS = 300;
/** doc 1 §9 — desktop menu close delay; doc 2 §9 — desktop dropdown close delay. */
export const DESKTOP_MENU_CLOSE_DELAY_MS = 500;
/** doc 1 §9 — collapse transition default. */
export const COLLAPSE_TRANSITION_MS = 350;

/** doc 1 §2 — the three desktop header sections plus 'Extra Features' (four menus). */
export const HEADER_MENU_SECTIONS = ['SEO Research', 'PPC Research', 'Keyword Research', 'Extra Features'] as const;

/** doc 1 §2, §9 — support hours shown in the header. */
export const SUPPORT_HOURS = 'Mon-Fri 6AM-5PM PST';

/** doc 1 §4 — free-wall: paths that stay reachable, hashes that are kept, the default hash. */
export const SCRAPER_FREEWALL_OPEN_PATHS = ['/', '/auth', '/auth/login'] as const;
export const SCRAPER_FREEWALL_HASHES = ['#benefits', '#signup', '#login'] as const;
export const SCRAPER_FREEWALL_DEFAULT_HASH = '#benefits';

/** doc 1 §6 — logged-out searchers meet the paywall when the search count is above this. */
export const LOGGED_OUT_PAYWALL_SEARCH_COUNT = 1;

/** doc 1 §4, §8 — query lookup: a 400 leads to the typo page, other failures default to 500. */
export const LOOKUP_TYPO_STATUS = 400;
export const SERVER_ERROR_DEFAULT_STATUS = 500;

/** doc 1 §2 — route name → result type suffixes for sections with variants. */
export const RESULT_TYPE_PATH_SUFFIXES = { domain: '/domain', url: '/url', term: '/term' } as const;

/** doc 1 §5 — the account page clears a stored modal timestamp when `nec-login=clear`. */
export const NEC_LOGIN_QUERY_PARAM = 'nec-login';
export const NEC_LOGIN_CLEAR_VALUE = 'clear';

/** doc 1 §2 — footer AI-content promo: `sfu` is the user id, or 'free' when logged out. */
export const AI_PROMO_LOGGED_OUT_SFU = 'free';

/** doc 1 §3 — tracking: billingCycle value that means annual; homepage suggestion types. */
export const BILLING_CYCLE_ANNUAL = 'Annually';
export const HOMEPAGE_SUGGESTION_TYPES = ['domains', 'keywords', 'default'] as const;
/** doc 1 §4 — routes that track billing cycles force this query parameter to billingMonths. */
export const BILLING_MONTHS_QUERY_PARAM = 'b';

/** doc 1 §2 — the search query parameter of every search route (/overview?query=). */
export const SEARCH_QUERY_PARAM = 'query';
/** doc 1 §5 — /seo/keywords/domain with this query parameter needs login. */
export const COMPETITORS_QUERY_PARAM = 'competitors';
/** Where the login page goes after logging in; the guards add it (doc 1 §2, §5; the name is our design). */
export const RETURN_URL_PARAM = 'returnUrl';

// ---------------------------------------------------------------------------------------------
// Navigation: storage keys, crawlers and limits of our design (doc 1 §2, §4 leave them open)
// ---------------------------------------------------------------------------------------------

/** localStorage key of the modal timestamp that `?nec-login=clear` clears. */
export const NEC_LOGIN_MODAL_STORAGE_KEY = 'rivalscope:nec-login-modal-at';
/** sessionStorage key of this tab's bot-detection draw. */
export const BOT_SAMPLE_STORAGE_KEY = 'rivalscope:bot-sample';
/** Consecutive guard redirects after which the chain lets the navigation through (a loop is a bug). */
export const MAX_GUARD_REDIRECTS = 10;
/** The major search crawlers, let through the bot check untouched. */
export const SEARCH_CRAWLER_PATTERNS: readonly RegExp[] = [
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google/i,
  /bingbot|msnbot|adidxbot/i,
  /slurp/i,
  /duckduckbot/i,
  /baiduspider/i,
  /yandex(bot|images)/i,
  /applebot/i,
];
/** The in-house crawler (prerendering and link checks), let through untouched. */
export const IN_HOUSE_CRAWLER_PATTERN = /rivalscopebot/i;
/** localStorage key of the visitor's home page variant, and the variant shown without one. */
export const HOME_VARIANT_STORAGE_KEY = 'rivalscope:home-variant';
export const DEFAULT_HOME_VARIANT_ID = 1;
/** The address of each country's site; `{cc}` is the lower-case country code. */
export const COUNTRY_SITE_ORIGIN = 'https://{cc}.rivalscope.example';

/**
 * Ours, placeholders to replace before launch: the support line and the addresses the header, the
 * footer and the marketing pages share (doc 1 §2, §9 show a phone and a live chat, not their values).
 */
export const SUPPORT_CONTACT = {
  phone: '(800) 555-0142',
  phoneHref: 'tel:+18005550142',
  supportEmail: 'support@rivalscope.dev',
  salesEmail: 'sales@rivalscope.dev',
} as const;

// ---------------------------------------------------------------------------------------------
// Login, sign-up, onboarding (doc 1)
// ---------------------------------------------------------------------------------------------

/** doc 1 §5, §9 — minimum password length (trimmed). */
export const PASSWORD_MIN_LENGTH = 6;
/** doc 1 §3 — login `source` and free-registration `source`. */
export const LOGIN_SOURCE = 'LoginPage';
export const FREE_ACCOUNT_SOURCE = 'FreeAccount';
/** doc 1 §4 — bot-check / captcha actions. */
export const CAPTCHA_ACTION_LOGIN = 'login_user';
export const CAPTCHA_ACTION_CREATE_FREE_ACCOUNT = 'create_free_account';
/** The reCAPTCHA v3 script (ours: the spec names no provider); `{siteKey}` is the URL-encoded site key. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render={siteKey}';
/**
 * Ours: how long a token may take in all (script, ready, execute) before the request goes out with
 * a null token (§8). The spec's 120 s chunk timeout is far too long for someone waiting on a login.
 */
export const CAPTCHA_TOKEN_TIMEOUT_MS = 10_000;
/** doc 1 §4, §9 — conversion goal pushed to the A/B testing queue on free sign-up submit. */
export const AB_CONVERSION_GOAL_ID = 203;
/** doc 1 §8 — server error fragment that means a duplicate e-mail. */
export const DUPLICATE_EMAIL_SERVER_ERROR = 'MembershipCreateStatus: DuplicateEmail';
/** doc 1 §4 — onboarding has three steps. */
export const ONBOARDING_STEP_COUNT = 3;

// ---------------------------------------------------------------------------------------------
// Sessions and admin (both docs)
// ---------------------------------------------------------------------------------------------

/** doc 1 §4, §9; doc 2 §4, §9 — session poll / heartbeat every 60 s. */
export const SESSION_HEARTBEAT_MS = 60 * SECOND_MS;
/** doc 1 §6, §9; doc 2 §4, §9 — admin-actions permission lasts one hour. */
export const ADMIN_ACTIONS_TTL_MS = HOUR_MS;
/** doc 1 §8, §9 — script/style chunk load timeout. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120 * SECOND_MS;

// ---------------------------------------------------------------------------------------------
// Purchase, prices, plans (doc 1 §2, §9; doc 2 §1, §9)
// ---------------------------------------------------------------------------------------------

/** doc 1 §2 — /buy/register query: purchaseid default, click marker; /mainpurchase query. */
export const DEFAULT_PURCHASE_ID = 1139;
export const BUY_REGISTER_CLICK = 'sw1';
export const MAIN_PURCHASE_CLICK = 'sw2';
export const MAIN_PURCHASE_DEFAULT_PAGE = 'default';
/** doc 1 §2 — /capital-one-spring-member-offer carries this sign-up coupon code. */
export const SPRING_OFFER_COUPON_CODE = 'spring';
/** Ours: the discount the 'spring' coupon gives (the server seeds it; the offer page states it). */
export const SPRING_OFFER_PERCENT_OFF = 20;

/** doc 1 §9 — the paywall price and its annual-billing saving. */
export const PAYWALL_MONTHLY_PRICE_USD = 39;
export const ANNUAL_BILLING_SAVINGS_USD = 72;
/** doc 1 §2, §9 — membership starts at $33/month. */
export const PLANS_FROM_MONTHLY_PRICE_USD = 33;
/** doc 1 §9 — comparison page plans. */
export const BASIC_PLAN_MONTHLY_PRICE_USD = 39;
export const PROFESSIONAL_PLAN_MONTHLY_PRICE_USD = 79;
/** doc 1 §6; doc 2 §6 — white-label reports need this plan. */
export const WHITE_LABEL_REQUIRED_PLAN = 'Professional';
/** doc 1 §9; doc 2 §1, §9 — the panel upsell price. */
export const PANEL_UPSELL_PRICE_USD = 33;
/** doc 1 §1, §9 — money-back guarantee (no contracts). */
export const MONEY_BACK_GUARANTEE_DAYS = 30;
/** doc 1 §9; doc 2 §9 — API access limit. */
export const API_ACCESS_ROW_LIMIT = 10_000;

/** doc 1 §1 — marketing claims. */
export const MARKETING_CLAIMS = {
  yearsOfHistory: 14,
  websitesListedMillions: 50,
  comparisonYearsOfHistory: 12,
  comparisonDomainsMillions: 123,
  comparisonResultsBillions: 73,
} as const;

/** doc 1 §3, §4 — subscription actions (keyed by productId). */
export const SUBSCRIPTION_ACTIONS = ['pause', 'unpause', 'reactivate', 'cancel'] as const;
/** doc 1 §8 — child-account billing failure code. */
export const BILLING_UNSUCCESSFUL_CODE = 'BillingUnsuccessful';
/** doc 1 §7; doc 2 §4 — requested keywords go into a new project's group of this name. */
export const REQUESTED_KEYWORDS_GROUP_NAME = 'Requested Keywords';

// ---------------------------------------------------------------------------------------------
// Credit card (doc 1 §3, §5, §9)
// ---------------------------------------------------------------------------------------------

/** doc 1 §3 — card types derived from the number prefix. */
export const CARD_TYPES = ['Visa', 'Mastercard', 'Discover', 'American Express', 'Unknown'] as const;
export type CardType = (typeof CARD_TYPES)[number];
/** doc 1 §5 — card number 13-16 digits, CVV 3-4 digits. */
export const CARD_NUMBER_PATTERN = /^\d{13,16}$/;
export const CVV_PATTERN = /^\d{3,4}$/;
export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 16;
export const CVV_MIN_DIGITS = 3;
export const CVV_MAX_DIGITS = 4;
/** doc 1 §3 — expiration month 1-12. */
export const EXPIRATION_MONTHS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
/** doc 1 §9; doc 2 §9 — 15 expiry years offered, starting from last year. */
export const CARD_EXPIRY_YEARS_OFFERED = 15;
export const CARD_EXPIRY_FIRST_YEAR_OFFSET = -1;
/** doc 1 §9; doc 2 §9 — business start year. */
export const BUSINESS_START_YEAR = 2006;

// ---------------------------------------------------------------------------------------------
// Layout (doc 1 §9; doc 2 §9)
// ---------------------------------------------------------------------------------------------

/** doc 1 §9; doc 2 §9 — mobile breakpoints. */
export const MOBILE_BREAKPOINTS_PX: readonly number[] = [481, 768];
/** doc 1 §9; doc 2 §9 — responsive breakpoints. */
export const BREAKPOINTS_PX = {
  xs: 480,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1920,
} as const;

// ---------------------------------------------------------------------------------------------
// Countries (doc 1 §9; doc 2 §9)
// ---------------------------------------------------------------------------------------------

/** doc 1 §9; doc 2 §9 — 26 priority slots in order; slot 6 (index 5) is unused. */
export const COUNTRY_PRIORITY_ORDER: readonly (string | null)[] = [
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
];
/** doc 1 §9 — the catalogue also has Global and Unknown. */
export const GLOBAL_COUNTRY_CODE = 'GLOBAL';
export const UNKNOWN_COUNTRY_CODE = 'UNKNOWN';
/** Not shown: the territory used when the environment has none. */
export const DEFAULT_COUNTRY_CODE = 'US';

// ---------------------------------------------------------------------------------------------
// Workspace panel (doc 2 §2, §4, §9)
// ---------------------------------------------------------------------------------------------

/** doc 2 §2 — panel views. */
export const PANEL_VIEWS = [
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
] as const;
export type PanelView = (typeof PANEL_VIEWS)[number];
/** doc 2 §2 — views that work in the all-projects state. */
export const ALL_PROJECTS_VIEWS = [
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
] as const;
/** doc 2 §2 — the panel's URL query parameters are prefixed 'msf'. */
export const PANEL_QUERY_PREFIX = 'msf';
/** doc 2 §4, §9 — opening the panel suppresses the content transition. */
export const PANEL_TRANSITION_SUPPRESS_MS = 150;
/** doc 2 §4 — project selector hover: expand after 200 ms, collapse after 300 ms. */
export const PROJECT_SELECTOR_EXPAND_DELAY_MS = 200;
export const PROJECT_SELECTOR_COLLAPSE_DELAY_MS = 300;
/** doc 2 §2, §9 — recent projects in the selector; groups in the nav before 'More...'. */
export const RECENT_PROJECTS_COUNT = 4;
export const NAV_GROUPS_SHOWN = 3;
/** doc 2 §9 — default number of groups to fetch. */
export const DEFAULT_GROUPS_TO_FETCH = 16;
/** doc 2 §2 — groups page `isAllExpanded` is a string, default 'false'. */
export const GROUPS_PAGE_IS_ALL_EXPANDED_DEFAULT = 'false';
/** doc 2 §3 — group defaults. */
export const DEFAULT_GROUP_NAME = 'Default Group';
export const GROUP_CREATED_STATUS = 'Group created';

/** doc 2 §4, §8 — keyword import rejections. */
export const IMPORT_REJECTIONS = ['NO_PROJECTS', 'NO_PROJECT_SELECTED'] as const;
/** doc 2 §3 — static suggestion import flags. */
export const STATIC_SUGGESTION_IMPORT_FLAGS = [
  'customGroups',
  'easyWins',
  'mostSearched',
  'opportunities',
  'topRecommendations',
] as const;

// ---------------------------------------------------------------------------------------------
// Keyword tables, columns, sort, pagination (doc 2 §3, §4, §5, §9)
// ---------------------------------------------------------------------------------------------

/** doc 2 §3, §9 — keyword list page size and initial start row. */
export const KEYWORD_PAGE_SIZE = 250;
export const KEYWORD_LIST_START_ROW = 1;
/** doc 2 §5, §9 — visible-column bounds in keyword tables. */
export const MAX_VISIBLE_COLUMNS = 5;
export const MIN_VISIBLE_COLUMNS = 1;

/** doc 2 §3 — match types, default broad. */
export const MATCH_TYPES = ['broad', 'phrase', 'exact'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];
export const DEFAULT_MATCH_TYPE: MatchType = 'broad';

/** doc 2 §9 — default visible columns. */
export const DEFAULT_COLUMNS = {
  keywords: ['groups', 'costPerClick', 'monthlySearches', 'currentRank', 'clickChange'],
  groups: ['costPerClick', 'monthlySearches', 'currentRank', 'clickChange'],
  labels: ['costPerClick', 'monthlySearches', 'currentRank', 'clickChange'],
} as const satisfies Record<string, readonly string[]>;
/** doc 2 §9 — keyword-table columns that exist but are off by default. */
export const KEYWORDS_COLUMNS_OFF_BY_DEFAULT = ['labels', 'rankingDifficulty'] as const;

/** doc 2 §4 — sort directions. */
export const SORT_DIRECTIONS = ['none', 'asc', 'desc'] as const;

/** doc 2 §9 — pagination. */
export const PAGE_SIZES: readonly number[] = [20, 50, 100, 250, 500, 1000];
export const DEFAULT_PAGE_SIZE = 20;
/** doc 2 §5, §9 — the start-row input is debounced 500 ms and is at least 1. */
export const START_ROW_DEBOUNCE_MS = 500;
export const MIN_START_ROW = 1;
/** doc 2 §9 — table bodies with 1 to 50 rows animate; spinner only above 5 expected rows. */
export const TABLE_ANIMATE_MIN_ROWS = 1;
export const TABLE_ANIMATE_MAX_ROWS = 50;
export const TABLE_SPINNER_MIN_EXPECTED_ROWS = 5;
/** doc 2 §9 — table term-id sync debounce; keyword add animation bounce. */
export const TERM_ID_SYNC_DEBOUNCE_MS = 100;
export const KEYWORD_ANIMATION_BOUNCE_MS = 250;
/** doc 2 §5 — table cell alignments. */
export const CELL_ALIGNMENTS = ['left', 'right', 'center'] as const;
/** doc 2 §6 — a cell is throttled when its text is empty, this placeholder, or 'log in to see all results'. */
export const THROTTLED_CELL_PLACEHOLDER = '!~~sub~~fo~~mo~~!';
export const THROTTLED_CELL_TEXTS = ['', THROTTLED_CELL_PLACEHOLDER, 'log in to see all results'] as const;

// ---------------------------------------------------------------------------------------------
// Export, reports (doc 2 §2, §3, §4, §5, §9)
// ---------------------------------------------------------------------------------------------

/** doc 2 §9 — default max rows to export (plan maxExportRows unless unlimited). */
export const MAX_EXPORT_ROWS_DEFAULT = 500_000;
/** doc 2 §5, §9 — Google Sheets export cap. */
export const GOOGLE_SHEETS_ROW_CAP = 100_000;
/** doc 2 §4, §9 — Google Sheets 401: re-authorise and retry at most 3 times. */
export const GOOGLE_SHEETS_RETRY_LIMIT = 3;
/** doc 2 §4, §9 — export status polled every 3 s. */
export const EXPORT_POLL_MS = 3 * SECOND_MS;
/** doc 2 §2 — export menu items. */
export const EXPORT_MENU_ITEMS = [
  'CSV',
  'Google Sheets',
  'copy to clipboard',
  'copy keywords',
  'Create Report (PDF)',
] as const;
/** doc 2 §3, §9 — PDF export alert config type id; report frequencies. */
export const PDF_EXPORT_ALERT_TYPE_ID = 1;
export const REPORT_FREQUENCIES = ['WEEKLY', 'MONTHLY'] as const;
/** doc 2 §3 — report templates and designs. */
export const REPORT_TEMPLATES = ['Comprehensive', 'Executive', 'Opportunity', 'Progress', 'Strategy'] as const;
export const REPORT_DESIGNS = ['Surf', 'Executive', 'Arc', 'Slate', 'Whiteboard', 'Zest', 'Harmony', 'White'] as const;
/** doc 2 §2 — preset report links (each takes query, searchType or segment, visibleColumns). */
export const PRESET_REPORT_LINKS = [
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
] as const;
/** doc 1 §2; doc 1 §5 — the recon wizard has steps 1 to 4. */
export const RECON_WIZARD_STEP_COUNT = 4;

// ---------------------------------------------------------------------------------------------
// Alerts, tooltips, widgets (doc 2 §3, §4, §5, §9)
// ---------------------------------------------------------------------------------------------

/** doc 2 §3, §9 — toast alerts. */
export const ALERT_TIMEOUT_MS = 8_000;
export const ALERT_MOUSELEAVE_TIMEOUT_MS = 1_000;
export const ALERT_TYPES = ['info', 'error'] as const;
/** doc 2 §9 — tooltip hover delays. */
export const TOOLTIP_SHOW_DELAY_MS = 200;
export const TOOLTIP_HIDE_DELAY_MS = 300;
/** doc 2 §9 — desktop dropdown close delay (same as doc 1's desktop menu). */
export const DESKTOP_DROPDOWN_CLOSE_DELAY_MS = 500;
/** doc 2 §9 — hover dropdown hides after 150 ms and sits 10 px below its target. */
export const HOVER_DROPDOWN_HIDE_DELAY_MS = 150;
export const HOVER_DROPDOWN_OFFSET_PX = 10;
/** doc 2 §5, §9 — textarea default max length. */
export const TEXTAREA_DEFAULT_MAX_LENGTH = 1770;
/** doc 2 §9 — searchable dropdown / select default results shown. */
export const DROPDOWN_DEFAULT_RESULTS = 5;
/** doc 2 §9 — star rating default maximum. */
export const STAR_RATING_DEFAULT_MAX = 3;
/** doc 2 §4, §9 — tags input duplicate / invalid flash. */
export const TAG_FLASH_MS = 800;
/** doc 2 §9 — tornado chart label positioning delay after mount. */
export const TORNADO_LABEL_POSITION_DELAY_MS = 500;
/** doc 2 §5 — gauge range. */
export const GAUGE_MIN = 0;
export const GAUGE_MAX = 100;
/** doc 2 §9 — button heights by size. */
export const BUTTON_SIZES_PX = { large: 60, medium: 48, small: 36, 'x-small': 24 } as const;
/** doc 2 §5 — input sizes and validation states. */
export const INPUT_SIZES = ['x-small', 'small', 'medium', 'large'] as const;
export const VALIDATION_STATES = ['normal', 'valid', 'invalid', 'warning'] as const;
/** doc 2 §9 — region dropdown: toggle debounce, focus delay. */
export const REGION_DROPDOWN_TOGGLE_DEBOUNCE_MS = 150;
export const REGION_DROPDOWN_FOCUS_DELAY_MS = 100;
/** doc 2 §9 — scroll helper animation bounds. */
export const SCROLL_HELPER_MIN_MS = 250;
export const SCROLL_HELPER_MAX_MS = 1_000;
/** doc 2 §4 — wizard step states. */
export const WIZARD_STEP_STATES = ['active', 'complete', 'incomplete'] as const;

// ---------------------------------------------------------------------------------------------
// Formats (doc 1 §5; doc 2 §9)
// ---------------------------------------------------------------------------------------------

/** doc 2 §9 — shown for a missing value. */
export const NULL_SYMBOL = '-';
/** doc 2 §9 — number abbreviations, each step ×1000. */
export const NUMBER_ABBREVIATIONS = ['k', 'M', 'B', 'T', 'P', 'E'] as const;
/** doc 2 §9 — currency under this shows 2 decimals, otherwise none. */
export const CURRENCY_DECIMALS_BELOW = 100;
/** doc 1 §5; doc 2 §5, §9 — date input and display formats. */
export const DATE_INPUT_FORMAT = 'MM/DD/YYYY';
export const DATE_DISPLAY_FORMAT = 'MMM Do, YYYY';

// ---------------------------------------------------------------------------------------------
// Research enumerations (doc 2 §9; doc 1 §2)
// ---------------------------------------------------------------------------------------------

/** doc 2 §9 — keyword segments. */
export const KEYWORD_SEGMENTS = ['core', 'all', 'questions', 'missing', 'content', 'transactional'] as const;
/** doc 2 §9 — PPC segments. */
export const PPC_SEGMENTS = ['all', 'adwaste', 'considerbuying', 'core'] as const;
/** doc 2 §9 — related keyword types. */
export const RELATED_KEYWORD_TYPES = ['buys', 'ranks', 'similar', 'questions', 'transaction'] as const;
/** doc 2 §9 — paid search types. */
export const PAID_SEARCH_TYPES = ['mostsuccessful', 'newkeywords'] as const;
/** doc 2 §9 — top pages search types. */
export const TOP_PAGES_SEARCH_TYPES = ['mosttraffic', 'newpages'] as const;
/** doc 2 §9 — ranking history types. */
export const RANKING_HISTORY_TYPES = [
  'MostValuable',
  'FellFromTop10',
  'MadeTheTop10',
  'NewKeywords',
  'NoLongerRanks',
  'GainedRanks',
  'LostRanks',
  'GainedClicks',
  'LostClicks',
] as const;
/** doc 2 §9; doc 1 §3 — search result types. */
export const SEARCH_RESULT_TYPES = ['domain', 'url', 'term'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];
/** doc 2 §9 — contexts. */
export const CONTEXTS = ['organic', 'paid'] as const;
/** doc 2 §9 — advisor types. */
export const ADVISOR_TYPES = ['buy', 'negativematch'] as const;
/** doc 2 §9 — my-site tabs. */
export const MY_SITE_TABS = ['Keywords', 'Pages'] as const;
/** doc 1 §2; doc 2 §9 — API docs tabs (the account tab is hidden). */
export const API_DOCS_TABS = [
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
] as const;
export const API_DOCS_HIDDEN_TABS = ['account'] as const;
export const API_DOCS_VERSIONS = ['v2', 'v1'] as const;
export const API_DOCS_DEFAULT_VERSION = 'v2';

// ---------------------------------------------------------------------------------------------
// Analytics (doc 2, Analytics events)
// ---------------------------------------------------------------------------------------------

/** doc 2 Analytics — domain-overview SEO keyword-count buckets (inclusive bounds, last is open). */
export const KEYWORD_COUNT_BUCKETS: readonly { readonly max: number; readonly label: string }[] = [
  { max: 0, label: '0' },
  { max: 5, label: '1-5' },
  { max: 10, label: '6-10' },
  { max: 20, label: '11-20' },
  { max: 50, label: '21-50' },
  { max: 100, label: '51-100' },
  { max: 500, label: '101-500' },
  { max: 2_000, label: '501-2000' },
  { max: 10_000, label: '2001-10000' },
];
export const KEYWORD_COUNT_BUCKET_OVER = 'over 10000';
/** doc 2 Analytics — about 250 named events in these areas. */
export const ANALYTICS_AREAS = [
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
] as const;

// ---------------------------------------------------------------------------------------------
// Texts: error catalogues and validation rules, verbatim (doc 1 §5, §8; doc 2 §5, §8)
// ---------------------------------------------------------------------------------------------

export const TEXT = {
  // doc 1 §8
  loginFailed: 'The provided username and/or password are incorrect.',
  duplicateEmail: 'There is already an account associated with that email address.',
  notFoundTitle: 'Error 404',
  notFoundBody:
    'Sorry, partner. The page you requested is not in our database. You may have followed a bad external link, or mis-typed a URL.',
  typoTitle: 'Oops!',
  typoBody: 'Sorry, partner. It looks like you mis-typed the url in your search.',
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
  trustedBy: 'Trusted by the brands you trust',
  seeWhatsInside: "See what's inside",
  // doc 1 §4 — free sign-up form
  signUpHeading: 'Sign up for a free account to continue',
  noCreditCardRequired: '(no credit card required)',
  signUpFree: 'Sign Up Free',
  alreadyAMember: 'Already a member?',
  loginToYourAccount: 'Login to your account',
  checkOutPremiumPlans: 'Check out our premium plans',
  // doc 1 §2 — header, mobile menu, footer
  logIn: 'Log in',
  signUp: 'Sign Up',
  scheduleDemo: 'Schedule Demo',
  pricing: 'Pricing',
  signUpForFree: 'Sign up for FREE',
  scanWithAi: 'Scan with AI',
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
  serverErrorTitle: 'Something went wrong',
  serverErrorBody: 'Sorry, partner. Our server ran into a problem (error {status}). Please try again in a moment.',
  freewallTitle: 'Create a free account to keep researching',
  freewallLead: 'Sign up free to see the rest of this page. No credit card required.',
  freewallBenefitsTitle: 'What you get',
  freewallBenefits: ['Unlimited searches', 'Competitor keywords and ads', 'Backlinks and ranking history'],
  freewallLoginLead: 'Log in to pick up where you left off.',
} as const;

/** Our wording while a route's screen and its guards load (separate from INFERRED_TEXT: it ships in the entry). */
export const PAGE_LOADING_TEXT = 'Loading…';

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

/**
 * Replace every `{name}` in `template` with `values[name]`. Placeholders without a value are left
 * as they are, so a missing value is visible rather than silently blank.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
