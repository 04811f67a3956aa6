/**
 * The public site's navigation: home variants, search, header and menus, the guards' free-wall and
 * paywall, and the storage keys and limits of our design (doc 1 §1, §2, §4, §5, §6, §8, §9).
 * Durations are milliseconds (`_MS`), sizes pixels (`_PX`), prices whole US dollars (`_USD`).
 */

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
export const ACTIVE_STATE_REFRESH_INTERVAL_MS = 60 * 60_000;

/** doc 1 §2, §9 — the header hides on downward scroll past 200 px, reappears within 200 px of the top. */
export const HEADER_HIDE_SCROLL_PX = 200;
/** doc 1 §9 — scroll handler throttles. */
export const HEADER_SCROLL_THROTTLE_MS = 25;
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

/** doc 1 §4 — routes that track billing cycles force this query parameter to billingMonths. */
export const BILLING_MONTHS_QUERY_PARAM = 'b';

/** doc 1 §2 — the search query parameter of every search route (/overview?query=). */
export const SEARCH_QUERY_PARAM = 'query';
/** doc 1 §5 — /seo/keywords/domain with this query parameter needs login. */
export const COMPETITORS_QUERY_PARAM = 'competitors';
/** Where the login page goes after logging in; the guards add it (doc 1 §2, §5; the name is our design). */
export const RETURN_URL_PARAM = 'returnUrl';

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

/** Ours, placeholders like SUPPORT_CONTACT: the company as the company page and the receipts name it. */
export const COMPANY_IDENTITY = {
  legalName: 'Rivalscope, Inc.',
  address: '1010 Harbor View Lane, Suite 300, San Diego, CA 92101, USA',
  website: 'rivalscope.dev',
} as const;
