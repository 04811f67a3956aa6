/**
 * The demo corpus of the search index: the real domain names of demoDomains.ts and keywords
 * generated from them (brand + modifier, brand vs brand) and from topics of each category, each
 * with a made-up monthly search volume. Deterministic: every value is derived from a hash of a
 * fixed seed and the keyword's own text, so the output is the same on every run and machine, and
 * does not depend on the order things are generated in. The volumes are demo data, not research.
 */
import { createHash } from 'node:crypto';

import { DEMO_DOMAINS, type DemoCategory, type DemoDomain } from './demoDomains';
import { cleanseTerm } from './queryType';

export const CORPUS_SEED = 20_250_601;

export interface CorpusDomain {
  /** ASCII, lower case, without www. */
  domain: string;
  rank: number;
}

export interface CorpusKeyword {
  keyword: string;
  searchVolume: number;
}

export interface Corpus {
  seed: number;
  domains: CorpusDomain[];
  /** Sorted by keyword (code-point order). */
  keywords: CorpusKeyword[];
}

/** A brand modifier: the keyword pattern ({b} is the brand) and its share of the brand's volume. */
type Modifier = readonly [pattern: string, weight: number];

const COMMON_MODIFIERS: readonly Modifier[] = [
  ['{b} login', 0.12],
  ['{b} customer service', 0.02],
  ['{b} phone number', 0.015],
  ['{b} reviews', 0.01],
  ['{b} careers', 0.006],
  ['{b} alternatives', 0.003],
  ['is {b} down', 0.004],
];

const CATEGORY_MODIFIERS: Record<DemoCategory, readonly Modifier[]> = {
  search: [
    ['{b} search', 0.05],
    ['{b} images', 0.03],
    ['{b} homepage', 0.02],
    ['{b} settings', 0.004],
  ],
  social: [
    ['{b} app', 0.05],
    ['{b} sign up', 0.02],
    ['{b} delete account', 0.006],
    ['{b} stories', 0.01],
    ['{b} web', 0.02],
  ],
  video: [
    ['{b} app', 0.04],
    ['{b} subscription price', 0.01],
    ['{b} free trial', 0.008],
    ['new on {b}', 0.012],
    ['{b} tv', 0.02],
  ],
  shopping: [
    ['{b} coupon', 0.03],
    ['{b} promo code', 0.025],
    ['{b} near me', 0.05],
    ['{b} hours', 0.04],
    ['{b} return policy', 0.006],
    ['{b} gift card', 0.008],
    ['{b} order tracking', 0.01],
  ],
  news: [
    ['{b} today', 0.04],
    ['{b} headlines', 0.015],
    ['{b} live', 0.02],
    ['{b} subscription', 0.006],
    ['{b} crossword', 0.01],
  ],
  tech: [
    ['{b} support', 0.03],
    ['{b} stock', 0.04],
    ['{b} store', 0.02],
    ['{b} drivers', 0.008],
    ['{b} news', 0.01],
  ],
  software: [
    ['{b} download', 0.06],
    ['{b} pricing', 0.01],
    ['{b} app', 0.03],
    ['{b} tutorial', 0.006],
    ['{b} free', 0.02],
    ['{b} api', 0.004],
  ],
  finance: [
    ['{b} online banking', 0.05],
    ['{b} routing number', 0.02],
    ['{b} app', 0.02],
    ['{b} credit card', 0.015],
    ['{b} stock', 0.02],
  ],
  travel: [
    ['{b} flights', 0.05],
    ['{b} deals', 0.02],
    ['{b} check in', 0.02],
    ['{b} app', 0.01],
    ['{b} rewards', 0.008],
  ],
  food: [
    ['{b} menu', 0.08],
    ['{b} near me', 0.1],
    ['{b} delivery', 0.03],
    ['{b} coupon', 0.01],
    ['{b} recipes', 0.02],
  ],
  health: [
    ['{b} symptoms checker', 0.01],
    ['{b} appointment', 0.02],
    ['{b} near me', 0.03],
    ['{b} app', 0.01],
  ],
  education: [
    ['{b} courses', 0.04],
    ['{b} free courses', 0.015],
    ['{b} certificate', 0.01],
    ['{b} app', 0.01],
    ['{b} tuition', 0.006],
  ],
  reference: [
    ['{b} definition', 0.02],
    ['{b} app', 0.01],
    ['{b} search', 0.015],
  ],
  sports: [
    ['{b} scores', 0.1],
    ['{b} schedule', 0.06],
    ['{b} standings', 0.04],
    ['{b} news', 0.03],
    ['{b} live stream', 0.02],
  ],
  entertainment: [
    ['{b} app', 0.03],
    ['{b} tickets', 0.03],
    ['{b} news', 0.01],
    ['{b} charts', 0.008],
  ],
  auto: [
    ['{b} near me', 0.06],
    ['{b} models', 0.03],
    ['{b} price', 0.03],
    ['{b} dealer', 0.02],
    ['{b} parts', 0.015],
  ],
  home: [
    ['{b} near me', 0.06],
    ['{b} hours', 0.03],
    ['{b} furniture', 0.02],
    ['{b} rentals', 0.03],
    ['{b} coupon', 0.008],
  ],
  jobs: [
    ['{b} jobs', 0.2],
    ['{b} jobs near me', 0.1],
    ['{b} salary', 0.02],
    ['{b} resume', 0.01],
  ],
  government: [
    ['{b} forms', 0.04],
    ['{b} phone number', 0.03],
    ['{b} account', 0.03],
    ['{b} office near me', 0.02],
  ],
  telecom: [
    ['{b} outage', 0.04],
    ['{b} pay bill', 0.05],
    ['{b} plans', 0.03],
    ['{b} store near me', 0.02],
  ],
  gaming: [
    ['{b} download', 0.05],
    ['{b} games', 0.05],
    ['{b} sale', 0.02],
    ['{b} gift card', 0.01],
  ],
  marketing: [
    ['{b} pricing', 0.04],
    ['{b} free trial', 0.02],
    ['{b} keyword tool', 0.03],
    ['{b} api', 0.006],
    ['{b} academy', 0.01],
  ],
};

/** Topics per category, combined with the category's topic patterns ({t} is the topic). */
const CATEGORY_TOPICS: Record<DemoCategory, { topics: readonly string[]; patterns: readonly Modifier[] }> = {
  search: {
    topics: ['search engine', 'private search engine', 'reverse image search', 'people search'],
    patterns: [
      ['{t}', 1],
      ['best {t}', 0.3],
      ['free {t}', 0.2],
    ],
  },
  social: {
    topics: ['social media', 'instagram captions', 'social media manager', 'influencer marketing', 'dating apps'],
    patterns: [
      ['{t}', 1],
      ['best {t}', 0.25],
      ['{t} tips', 0.1],
      ['{t} ideas', 0.15],
    ],
  },
  video: {
    topics: ['streaming services', 'movies', 'tv shows', 'documentaries', 'anime', 'video editor'],
    patterns: [
      ['{t}', 1],
      ['best {t}', 0.4],
      ['free {t}', 0.3],
      ['new {t}', 0.2],
      ['{t} to watch', 0.15],
    ],
  },
  shopping: {
    topics: [
      'running shoes',
      'laptops',
      'headphones',
      'wireless earbuds',
      'smart watch',
      'air fryer',
      'coffee maker',
      'backpack',
      'winter jacket',
      'sunglasses',
      'office chair',
      'gaming monitor',
      'robot vacuum',
      'electric toothbrush',
      'standing desk',
      'yoga mat',
    ],
    patterns: [
      ['{t}', 1],
      ['best {t}', 0.5],
      ['cheap {t}', 0.15],
      ['{t} sale', 0.12],
      ['{t} reviews', 0.1],
      ['{t} for women', 0.08],
      ['{t} for men', 0.08],
      ['{t} near me', 0.1],
    ],
  },
  news: {
    topics: ['news', 'world news', 'local news', 'election results', 'stock market news', 'breaking news'],
    patterns: [
      ['{t}', 1],
      ['{t} today', 0.4],
      ['latest {t}', 0.2],
      ['{t} live', 0.1],
    ],
  },
  tech: {
    topics: ['smartphones', 'tablets', 'graphics cards', 'mechanical keyboard', 'wifi router', 'vpn', 'cloud storage'],
    patterns: [
      ['{t}', 1],
      ['best {t}', 0.5],
      ['{t} deals', 0.1],
      ['{t} comparison', 0.05],
      ['cheap {t}', 0.08],
    ],
  },
  software: {
    topics: [
      'project management software',
      'crm software',
      'password manager',
      'antivirus',
      'video conferencing',
      'photo editor',
      'website builder',
      'accounting software',
      'note taking app',
      'pdf editor',
    ],
    patterns: [
      ['{t}', 1],
      ['best {t}', 0.5],
      ['free {t}', 0.35],
      ['{t} for small business', 0.1],
      ['open source {t}', 0.05],
    ],
  },
  finance: {
    topics: [
      'credit cards',
      'savings account',
      'mortgage rates',
      'personal loans',
      'car insurance',
      'life insurance',
      'index funds',
      'credit score',
      'budget app',
      'tax calculator',
    ],
    patterns: [
      ['{t}', 1],
      ['best {t}', 0.4],
      ['{t} calculator', 0.1],
      ['{t} comparison', 0.05],
      ['{t} for beginners', 0.05],
    ],
  },
  travel: {
    topics: [
      'cheap flights',
      'hotels',
      'car rental',
      'vacation rentals',
      'cruises',
      'travel insurance',
      'all inclusive resorts',
    ],
    patterns: [
      ['{t}', 1],
      ['best {t}', 0.25],
      ['{t} deals', 0.2],
      ['{t} near me', 0.15],
      ['last minute {t}', 0.08],
    ],
  },
  food: {
    topics: [
      'pizza',
      'sushi',
      'chicken recipes',
      'vegan recipes',
      'meal prep',
      'banana bread',
      'chocolate chip cookies',
      'food delivery',
      'coffee shops',
      'brunch',
    ],
    patterns: [
      ['{t}', 1],
      ['{t} near me', 0.6],
      ['best {t}', 0.3],
      ['easy {t}', 0.15],
      ['healthy {t}', 0.08],
    ],
  },
  health: {
    topics: ['flu symptoms', 'blood pressure', 'vitamin d', 'sleep', 'weight loss', 'back pain', 'anxiety', 'migraine'],
    patterns: [
      ['{t}', 1],
      ['{t} treatment', 0.2],
      ['{t} causes', 0.15],
      ['how to improve {t}', 0.05],
      ['{t} remedies', 0.08],
    ],
  },
  education: {
    topics: [
      'online courses',
      'learn spanish',
      'learn python',
      'data science',
      'sat practice',
      'coding bootcamp',
      'scholarships',
      'math homework help',
    ],
    patterns: [
      ['{t}', 1],
      ['free {t}', 0.4],
      ['best {t}', 0.3],
      ['{t} for beginners', 0.1],
      ['{t} online', 0.15],
    ],
  },
  reference: {
    topics: ['dictionary', 'synonym', 'translate', 'calculator', 'unit converter', 'time zone converter', 'calendar'],
    patterns: [
      ['{t}', 1],
      ['{t} online', 0.2],
      ['free {t}', 0.1],
    ],
  },
  sports: {
    topics: [
      'football scores',
      'basketball',
      'soccer',
      'fantasy football',
      'march madness',
      'super bowl',
      'world cup',
      'golf',
    ],
    patterns: [
      ['{t}', 1],
      ['{t} schedule', 0.2],
      ['{t} live', 0.1],
      ['{t} news', 0.08],
      ['{t} tickets', 0.05],
    ],
  },
  entertainment: {
    topics: ['concerts', 'podcasts', 'audiobooks', 'music festivals', 'broadway shows', 'books'],
    patterns: [
      ['{t}', 1],
      ['{t} near me', 0.3],
      ['best {t}', 0.25],
      ['{t} this weekend', 0.1],
    ],
  },
  auto: {
    topics: ['electric cars', 'used cars', 'suv', 'hybrid cars', 'car loan', 'tires', 'oil change'],
    patterns: [
      ['{t}', 1],
      ['{t} near me', 0.4],
      ['best {t}', 0.3],
      ['cheap {t}', 0.1],
      ['{t} prices', 0.1],
    ],
  },
  home: {
    topics: [
      'apartments for rent',
      'houses for sale',
      'home insurance',
      'kitchen remodel',
      'plumber',
      'electrician',
      'furniture',
      'mattress',
    ],
    patterns: [
      ['{t}', 1],
      ['{t} near me', 0.6],
      ['best {t}', 0.2],
      ['{t} cost', 0.1],
      ['cheap {t}', 0.08],
    ],
  },
  jobs: {
    topics: [
      'remote jobs',
      'part time jobs',
      'nursing jobs',
      'software engineer jobs',
      'resume template',
      'cover letter',
      'internships',
    ],
    patterns: [
      ['{t}', 1],
      ['{t} near me', 0.5],
      ['entry level {t}', 0.1],
      ['{t} examples', 0.08],
    ],
  },
  government: {
    topics: [
      'passport renewal',
      'tax refund',
      'unemployment benefits',
      'driver license renewal',
      'voter registration',
      'social security',
    ],
    patterns: [
      ['{t}', 1],
      ['{t} status', 0.3],
      ['{t} online', 0.2],
      ['how to apply for {t}', 0.05],
    ],
  },
  telecom: {
    topics: [
      'cell phone plans',
      'internet providers',
      'prepaid phones',
      'fiber internet',
      '5g',
      'unlimited data plans',
    ],
    patterns: [
      ['{t}', 1],
      ['best {t}', 0.4],
      ['cheap {t}', 0.2],
      ['{t} near me', 0.2],
    ],
  },
  gaming: {
    topics: ['video games', 'pc games', 'free games', 'gaming laptop', 'gaming chair', 'board games', 'puzzle games'],
    patterns: [
      ['{t}', 1],
      ['best {t}', 0.4],
      ['{t} online', 0.2],
      ['new {t}', 0.15],
      ['{t} for kids', 0.05],
    ],
  },
  marketing: {
    topics: [
      'seo tools',
      'keyword research',
      'backlink checker',
      'rank tracker',
      'competitor analysis',
      'ppc management',
      'google ads',
      'content marketing',
      'email marketing',
      'local seo',
      'site audit',
      'keyword difficulty',
      'domain authority',
      'search volume',
      'seo',
      'ppc',
      'digital marketing',
      'marketing agency',
    ],
    patterns: [
      ['{t}', 1],
      ['{t} free', 0.3],
      ['best {t}', 0.25],
      ['{t} guide', 0.15],
      ['{t} for beginners', 0.06],
      ['{t} software', 0.08],
      ['{t} checklist', 0.04],
      ['what is {t}', 0.05],
    ],
  },
};

/** Common questions and evergreen searches, each with its own volume. */
const EVERGREEN_KEYWORDS: readonly string[] = [
  'how to tie a tie',
  'how to make money online',
  'how to lose weight',
  'how to screenshot on mac',
  'how to screenshot on windows',
  'how to start a blog',
  'how to start a business',
  'how to write a resume',
  'how to boil eggs',
  'how to cook rice',
  'how to meditate',
  'how to change a tire',
  'how to invest in stocks',
  'how to build a website',
  'how to learn to code',
  'how to get more followers',
  'how to rank on google',
  'how to increase website traffic',
  'how to find keywords',
  'how to check backlinks',
  'what is seo',
  'what is ppc',
  'what is a domain name',
  'what is my ip',
  'what time is it',
  'what is bitcoin',
  'what is inflation',
  'what is a 401k',
  'weather today',
  'weather tomorrow',
  'news today',
  'translate english to spanish',
  'calculator',
  'timer',
  'stopwatch',
  'spell checker',
  'word counter',
  'password generator',
  'qr code generator',
  'random number generator',
  'speed test',
  'currency converter',
  'mortgage calculator',
  'bmi calculator',
  'tip calculator',
  'age calculator',
  'gpa calculator',
  'compound interest calculator',
  'pomodoro timer',
  'exam questions',
  'exam results',
  'example sentences',
  'examples of metaphors',
  'thank you note examples',
  'gift ideas',
  'birthday gift ideas',
  'halloween costumes',
  'christmas gifts',
  'mothers day gifts',
  'fathers day gifts',
  'things to do near me',
  'restaurants near me',
  'gas station near me',
  'pharmacy near me',
  'gym near me',
  'hair salon near me',
  'urgent care near me',
  'car wash near me',
  'post office near me',
  'bank near me',
];

const VOLUME_FLOOR = 10;

/** FNV-1a (32-bit) of the text. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1) from the seed and a key: mulberry32's output function over the key's hash. */
export function unitRandom(seed: number, key: string): number {
  let t = (fnv1a(key) ^ seed) + 0x6d2b79f5;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Two significant digits, like the rounded volumes research tools show. */
export function roundVolume(value: number): number {
  if (!Number.isFinite(value) || value < VOLUME_FLOOR) return VOLUME_FLOOR;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/** Monthly searches of a brand's own name: falls with rank. */
function brandVolume(seed: number, domain: DemoDomain): number {
  return (30_000_000 / domain.rank ** 0.85) * (0.6 + 0.8 * unitRandom(seed, `brand:${domain.domain}`));
}

/** Monthly searches of a topic's head term: log-uniform between 2,000 and 400,000. */
function topicVolume(seed: number, topic: string): number {
  return 2_000 * 200 ** unitRandom(seed, `topic:${topic}`);
}

const fill = (pattern: string, key: 'b' | 't', value: string) => pattern.replace(`{${key}}`, value);

/** Where a keyword comes from: the category it belongs to, and the brand's domain or the topic. */
export interface KeywordOrigin {
  category: DemoCategory | null;
  /** The domain whose brand the keyword names (its own site ranks first for it). */
  brandDomain: string | null;
  /** The topic a topic keyword was made from ('running shoes' for 'best running shoes'). */
  topic: string | null;
}

/** Generates the whole corpus; the same seed always gives the same corpus. */
export function generateCorpus(seed: number = CORPUS_SEED): Corpus {
  return generateCorpusWithOrigins(seed).corpus;
}

/** The corpus, and where each of its keywords comes from (the first origin that made it). */
export function generateCorpusWithOrigins(seed: number = CORPUS_SEED): {
  corpus: Corpus;
  origins: Map<string, KeywordOrigin>;
} {
  const keywords = new Map<string, number>();
  const origins = new Map<string, KeywordOrigin>();
  const add = (text: string, volume: number, origin: KeywordOrigin) => {
    const keyword = cleanseTerm(text);
    const rounded = roundVolume(volume);
    keywords.set(keyword, Math.max(keywords.get(keyword) ?? 0, rounded));
    if (!origins.has(keyword)) origins.set(keyword, origin);
  };
  const jitter = (key: string) => 0.5 + unitRandom(seed, `jitter:${key}`);
  const included = (key: string, share: number) => unitRandom(seed, `pick:${key}`) < share;

  const byCategory = new Map<DemoCategory, DemoDomain[]>();
  for (const domain of DEMO_DOMAINS)
    byCategory.set(domain.category, [...(byCategory.get(domain.category) ?? []), domain]);

  for (const domain of DEMO_DOMAINS) {
    const base = brandVolume(seed, domain);
    const brandOrigin: KeywordOrigin = { category: domain.category, brandDomain: domain.domain, topic: null };
    add(domain.brand, base, brandOrigin);
    for (const [pattern, weight] of [...COMMON_MODIFIERS, ...CATEGORY_MODIFIERS[domain.category]]) {
      const keyword = fill(pattern, 'b', domain.brand);
      if (included(keyword, 0.75)) add(keyword, base * weight * jitter(keyword), brandOrigin);
    }
    // "brand vs rival": the two rivals of the same category the seed ranks first for this brand.
    const rivals = (byCategory.get(domain.category) ?? [])
      .filter((other) => other.brand !== domain.brand)
      .map((other) => ({ other, order: unitRandom(seed, `rival:${domain.domain}:${other.domain}`) }))
      .sort((a, b) => a.order - b.order)
      .slice(0, 2);
    for (const { other } of rivals) {
      const keyword = `${domain.brand} vs ${other.brand}`;
      add(keyword, Math.min(base, brandVolume(seed, other)) * 0.002 * jitter(keyword), brandOrigin);
    }
  }

  for (const [category, { topics, patterns }] of Object.entries(CATEGORY_TOPICS) as [
    DemoCategory,
    (typeof CATEGORY_TOPICS)[DemoCategory],
  ][]) {
    for (const topic of topics) {
      const base = topicVolume(seed, topic);
      for (const [pattern, weight] of patterns) {
        const keyword = fill(pattern, 't', topic);
        if (weight === 1 || included(keyword, 0.8))
          add(keyword, base * weight * jitter(keyword), { category, brandDomain: null, topic });
      }
    }
  }

  for (const keyword of EVERGREEN_KEYWORDS) {
    add(keyword, topicVolume(seed, keyword) * jitter(keyword), { category: null, brandDomain: null, topic: keyword });
  }

  const corpus: Corpus = {
    seed,
    domains: DEMO_DOMAINS.map(({ domain, rank }) => ({ domain, rank })),
    keywords: [...keywords]
      .map(([keyword, searchVolume]) => ({ keyword, searchVolume }))
      .sort((a, b) => (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0)),
  };
  return { corpus, origins };
}

/** SHA-256 of the corpus's canonical JSON: equal hashes, equal corpora. */
export function corpusHash(corpus: Corpus): string {
  return createHash('sha256').update(JSON.stringify(corpus)).digest('hex');
}
