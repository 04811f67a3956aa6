/**
 * The deterministic demo research corpus: the search index's 500 real domain names and its keywords
 * (grown with commercial and question variants to the size asked for), 13 months of top-20 organic
 * results, up to 8 ads on commercial keywords, ad copies and backlinks between related domains.
 *
 * Every value comes from a hash of the seed and the thing it describes (search/corpus.ts
 * `unitRandom`), so the corpus is the same on every machine and run, whatever order it is made in.
 * Shapes are meant to look like real research data: Zipf-like volumes, power-law domain strength,
 * a brand's own site first for its brand, rankings that drift month to month, ads where clicks are
 * worth money. It is demo data: every row is marked is_demo.
 */
import { domainStrength, keywordDifficulty, MAX_ORGANIC_POSITION } from './metrics';
import { CORPUS_SEED, generateCorpusWithOrigins, roundVolume, unitRandom, type KeywordOrigin } from '../search/corpus';
import { DEMO_DOMAINS, type DemoCategory, type DemoDomain } from '../search/demoDomains';

export const DEMO_KEYWORD_TARGET = 10_000;
export const DEMO_MONTHS = 13;
/** Organic results kept per keyword and month. */
export const DEMO_SERP_DEPTH = 20;
const AD_SLOTS = { top: 4, bottom: 4 } as const;

/** Sites that rank for anything: they join every keyword's candidates when they are in the list. */
const GENERALISTS = [
  'wikipedia.org',
  'reddit.com',
  'youtube.com',
  'quora.com',
  'amazon.com',
  'facebook.com',
  'linkedin.com',
  'medium.com',
  'yelp.com',
  'pinterest.com',
];
const CANDIDATES_PER_CATEGORY = 24;

const COMMERCIAL_VARIANTS = [
  'buy {t}',
  '{t} price',
  'cheap {t}',
  '{t} deals',
  '{t} coupon',
  '{t} near me',
  '{t} sale',
  'used {t}',
  '{t} online',
];
const QUESTION_VARIANTS = ['how to choose {t}', 'what is {t}', 'are {t} worth it', 'how much is {t}', 'how to use {t}'];
const CONTENT_VARIANTS = ['{t} ideas', '{t} guide', '{t} tips', '{t} for beginners', '{t} examples'];

/** Local long-tail keywords (`{t} in {c}`), for corpora grown past the demo's size for benchmarks. */
const LOCAL_VARIANTS = ['{t} in {c}', 'buy {t} in {c}', 'best {t} in {c}'];
const CITIES = `new york,los angeles,chicago,houston,phoenix,philadelphia,san antonio,san diego,dallas,
austin,jacksonville,fort worth,columbus,charlotte,indianapolis,san francisco,seattle,denver,
oklahoma city,nashville,washington,el paso,las vegas,boston,detroit,portland,louisville,memphis,
baltimore,milwaukee,albuquerque,tucson,fresno,sacramento,mesa,atlanta,kansas city,colorado springs,
omaha,raleigh,miami,virginia beach,long beach,oakland,minneapolis,tulsa,bakersfield,tampa,arlington,
wichita,aurora,new orleans,cleveland,honolulu,anaheim,henderson,orlando,lexington,stockton,
riverside,irvine,corpus christi,newark,santa ana,cincinnati,pittsburgh,saint paul,greensboro,
jersey city,durham,lincoln,north las vegas,plano,anchorage,gilbert,madison,reno,chandler,st louis,
chula vista,buffalo,fort wayne,lubbock,st petersburg,toledo,laredo,port st lucie,glendale,irving,
winston salem,chesapeake,garland,scottsdale,boise,hialeah,frisco,richmond,cape coral,norfolk,spokane`
  .split(',')
  .map((city) => city.trim());

const QUESTION_WORDS = /^(how|what|why|when|where|who|which|is|are|can|does|do|should|will)\b/;
const TRANSACTIONAL_WORDS = /\b(buy|price|prices|cheap|deal|deals|coupon|discount|sale|near me|best|cost|order|shop)\b/;
const CONTENT_WORDS = /\b(how to|guide|tips|ideas|what is|examples|tutorial|meaning|vs)\b/;

/** A keyword as generated; its difficulty comes from its results (see `keywordWithResults`). */
export interface DemoKeyword {
  id: number;
  term: string;
  volume: number;
  monthlyVolumes: number[];
  cpcCents: number;
  competition: number;
  isQuestion: boolean;
  isTransactional: boolean;
  isContent: boolean;
}

export interface DemoOrganicRow {
  keywordId: number;
  monthIndex: number;
  rankGroup: number;
  rankAbsolute: number;
  domainId: number;
  path: string;
  checkedDepth: number;
}

export interface DemoAdRow {
  keywordId: number;
  monthIndex: number;
  block: 'top' | 'bottom';
  position: number;
  domainId: number;
  /** Which of the advertiser's two copies for this keyword (they change mid-year). */
  copy: { headline: string; description: string; displayUrl: string; landingUrl: string };
}

export interface DemoBacklink {
  sourceDomainId: number;
  sourcePath: string;
  targetDomainId: number;
  targetPath: string;
  anchor: string;
  nofollow: boolean;
  firstSeen: string;
  lastSeen: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const titleCase = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const fillTopic = (pattern: string, topic: string) => pattern.replace('{t}', topic);

/** Power-law authority: the most popular domain 1, the 500th about 0.024. */
const authorityOf = (domain: DemoDomain) => 1 / domain.rank ** 0.6;

/** The demo corpus for one seed and size; each generator below streams one table's rows. */
export class DemoCorpus {
  readonly seed: number;
  readonly domains: readonly DemoDomain[];
  readonly keywords: readonly DemoKeyword[];
  private readonly origins: Map<string, KeywordOrigin>;
  private readonly domainIds = new Map<string, number>();
  private readonly strengths: number[];
  private readonly byCategory = new Map<DemoCategory, DemoDomain[]>();
  private readonly generalists: DemoDomain[];

  constructor({ seed = CORPUS_SEED, keywords = DEMO_KEYWORD_TARGET }: { seed?: number; keywords?: number } = {}) {
    this.seed = seed;
    this.domains = DEMO_DOMAINS;
    DEMO_DOMAINS.forEach((domain, index) => this.domainIds.set(domain.domain, index + 1));
    const strongest = authorityOf(DEMO_DOMAINS[0]!);
    this.strengths = DEMO_DOMAINS.map((d) => domainStrength(authorityOf(d) * 1000, strongest * 1000));
    for (const domain of DEMO_DOMAINS) {
      this.byCategory.set(domain.category, [...(this.byCategory.get(domain.category) ?? []), domain]);
    }
    this.generalists = GENERALISTS.flatMap((name) => DEMO_DOMAINS.filter((d) => d.domain === name));
    const { corpus, origins } = generateCorpusWithOrigins(seed);
    this.origins = origins;
    const terms = corpus.keywords.map((k) => ({ term: k.keyword, volume: k.searchVolume }));
    this.addVariants(terms, keywords);
    this.keywords = terms
      .sort((a, b) => b.volume - a.volume || (a.term < b.term ? -1 : 1))
      .slice(0, keywords)
      .map(({ term, volume }, index) => this.describeKeyword(index + 1, term, volume));
  }

  /** The database id a domain gets (its place in the list, from 1). */
  domainId(name: string): number {
    const id = this.domainIds.get(name);
    if (id === undefined) throw new Error(`${name} is not a demo domain`);
    return id;
  }

  private random(key: string): number {
    return unitRandom(this.seed, key);
  }

  /** Commercial, question and content variants of topic keywords, until there are `target` terms. */
  private addVariants(terms: { term: string; volume: number }[], target: number) {
    const known = new Set(terms.map((t) => t.term));
    const topicCategory = new Map<string, DemoCategory | null>();
    for (const origin of this.origins.values()) {
      if (origin.topic && !topicCategory.has(origin.topic)) topicCategory.set(origin.topic, origin.category);
    }
    const topics = [...topicCategory.keys()].sort();
    const variants = [...COMMERCIAL_VARIANTS, ...QUESTION_VARIANTS, ...CONTENT_VARIANTS];
    for (const pattern of variants) {
      for (const topic of topics) {
        if (terms.length >= target) return;
        const term = fillTopic(pattern, topic);
        if (known.has(term) || this.random(`variant:${term}`) < 0.25) continue;
        known.add(term);
        this.origins.set(term, { category: topicCategory.get(topic) ?? null, brandDomain: null, topic });
        terms.push({ term, volume: roundVolume(300 * 100 ** this.random(`variant-volume:${term}`)) });
      }
    }
    for (const pattern of LOCAL_VARIANTS) {
      for (const city of CITIES) {
        for (const topic of topics) {
          if (terms.length >= target) return;
          const term = fillTopic(pattern, topic).replace('{c}', city);
          if (known.has(term)) continue;
          known.add(term);
          this.origins.set(term, { category: topicCategory.get(topic) ?? null, brandDomain: null, topic });
          terms.push({ term, volume: roundVolume(20 * 50 ** this.random(`local-volume:${term}`)) });
        }
      }
    }
  }

  private describeKeyword(id: number, term: string, volume: number): DemoKeyword {
    const isQuestion = QUESTION_WORDS.test(term);
    const isTransactional = TRANSACTIONAL_WORDS.test(term);
    const isContent = CONTENT_WORDS.test(term) || isQuestion;
    const phase = this.random(`season:${term}`) * 12;
    const amplitude = 0.05 + 0.3 * this.random(`amplitude:${term}`);
    const monthlyVolumes = Array.from({ length: DEMO_MONTHS }, (_, m) =>
      roundVolume(volume * (1 + amplitude * Math.sin(((m + phase) / 12) * 2 * Math.PI))),
    );
    const [low, high] = isTransactional ? [50, 1200] : isContent ? [5, 150] : [20, 500];
    const cpcCents = Math.round(low * (high / low) ** this.random(`cpc:${term}`));
    const competition = Math.round(
      isTransactional ? 50 + 50 * this.random(`competition:${term}`) : 60 * this.random(`competition:${term}`),
    );
    return { id, term, volume, monthlyVolumes, cpcCents, competition, isQuestion, isTransactional, isContent };
  }

  /** The domains that may rank for a keyword, with the score each starts from. */
  private candidates(term: string): { domain: DemoDomain; score: number }[] {
    const origin = this.origins.get(term);
    const pool = new Set<DemoDomain>(this.generalists);
    const category = origin?.category ?? null;
    const categoryDomains = category
      ? (this.byCategory.get(category) ?? [])
      : DEMO_DOMAINS.filter((d) => this.random(`any:${term}:${d.domain}`) < 0.05);
    for (const domain of categoryDomains.slice(0, CANDIDATES_PER_CATEGORY)) pool.add(domain);
    const brand = origin?.brandDomain ?? null;
    return [...pool].map((domain) => {
      const relevance = 0.3 + this.random(`relevance:${term}:${domain.domain}`);
      const own = domain.domain === brand ? 1000 : 1;
      return { domain, score: authorityOf(domain) * relevance * relevance * own };
    });
  }

  /** The page of a domain that ranks for a keyword: pages rank for several keywords of a topic. */
  private pathFor(domain: DemoDomain, term: string): string {
    const origin = this.origins.get(term);
    if (origin?.brandDomain === domain.domain) {
      const rest = term.replace(domain.brand, '').trim();
      return rest ? `/${slug(rest)}` : '/';
    }
    const page = slug(origin?.topic ?? term);
    switch (domain.domain) {
      case 'wikipedia.org':
        return `/wiki/${titleCase(origin?.topic ?? term).replace(/ /g, '_')}`;
      case 'reddit.com':
        return `/r/${slug(term.split(' ')[0] ?? term)}/comments/${page}`;
      case 'youtube.com':
        return `/results?search_query=${term.replace(/ /g, '+')}`;
      case 'amazon.com':
        return `/s?k=${(origin?.topic ?? term).replace(/ /g, '+')}`;
      default:
        return `/${domain.category}/${page}`;
    }
  }

  /** SERP features above the organic results (0-2), fixed per keyword. */
  private featuresAbove(term: string): number {
    return Math.floor(this.random(`features:${term}`) * 3);
  }

  /** Every organic row of one keyword, month by month, and its difficulty from the last month. */
  keywordWithResults(keyword: DemoKeyword): { difficulty: number; organic: DemoOrganicRow[] } {
    const { term } = keyword;
    const features = this.featuresAbove(term);
    const checkedDepth = DEMO_SERP_DEPTH + features;
    const candidates = this.candidates(term).map((c) => ({ ...c, drift: 0, path: this.pathFor(c.domain, term) }));
    const organic: DemoOrganicRow[] = [];
    let lastTop10: number[] = [];
    for (let monthIndex = 0; monthIndex < DEMO_MONTHS; monthIndex += 1) {
      // A random walk: each month moves a domain's score a little from where it was.
      for (const c of candidates) c.drift += this.random(`drift:${term}:${c.domain.domain}:${monthIndex}`) - 0.5;
      const ranked = candidates
        .filter(({ domain }) => this.random(`present:${term}:${domain.domain}:${monthIndex}`) < 0.93)
        .map((c) => ({ c, score: c.score * Math.exp(0.35 * c.drift) }))
        .sort((a, b) => b.score - a.score || (a.c.domain.domain < b.c.domain.domain ? -1 : 1))
        .slice(0, Math.min(DEMO_SERP_DEPTH, MAX_ORGANIC_POSITION));
      ranked.forEach(({ c }, index) =>
        organic.push({
          keywordId: keyword.id,
          monthIndex,
          rankGroup: index + 1,
          rankAbsolute: index + 1 + features,
          domainId: this.domainId(c.domain.domain),
          path: c.path,
          checkedDepth,
        }),
      );
      lastTop10 = ranked.slice(0, 10).map(({ c }) => this.strengths[this.domainId(c.domain.domain) - 1] ?? 0);
    }
    return { difficulty: keywordDifficulty(lastTop10), organic };
  }

  /** Ads: keywords worth over $1 a click, or transactional ones, get advertisers from their category. */
  adRowsOf(keyword: DemoKeyword): DemoAdRow[] {
    if (!keyword.isTransactional && keyword.cpcCents < 100) return [];
    const { term } = keyword;
    const pool = this.candidates(term)
      .filter(({ domain }) => !GENERALISTS.includes(domain.domain) || domain.domain === 'amazon.com')
      .map(({ domain }) => ({ domain, bid: this.random(`bid:${term}:${domain.domain}`) * authorityOf(domain) ** 0.3 }))
      .sort((a, b) => b.bid - a.bid)
      .slice(0, AD_SLOTS.top + AD_SLOTS.bottom + 2);
    const rows: DemoAdRow[] = [];
    for (let monthIndex = 0; monthIndex < DEMO_MONTHS; monthIndex += 1) {
      const running = pool.filter(({ domain }) => this.random(`runs:${term}:${domain.domain}:${monthIndex}`) < 0.75);
      running.slice(0, AD_SLOTS.top + AD_SLOTS.bottom).forEach(({ domain }, index) => {
        const block = index < AD_SLOTS.top ? 'top' : 'bottom';
        const version = monthIndex < DEMO_MONTHS / 2 ? 1 : 2;
        rows.push({
          keywordId: keyword.id,
          monthIndex,
          block,
          position: block === 'top' ? index + 1 : index - AD_SLOTS.top + 1,
          domainId: this.domainId(domain.domain),
          copy: this.adCopy(domain, term, version),
        });
      });
    }
    return rows;
  }

  private adCopy(domain: DemoDomain, term: string, version: 1 | 2): DemoAdRow['copy'] {
    const brand = titleCase(domain.brand);
    const page = slug(term);
    return {
      headline: version === 1 ? `${titleCase(term)} | ${brand}` : `${brand}: ${titleCase(term)} Today`,
      description:
        version === 1
          ? `Shop ${term} at ${brand}. Free shipping on eligible orders.`
          : `Compare ${term} and save. Trusted by millions at ${brand}.`,
      displayUrl: `${domain.domain}/${page}`,
      landingUrl: `https://www.${domain.domain}/${page}?utm_source=search&utm_medium=cpc&v=${version}`,
    };
  }

  /** Backlinks: stronger domains get more, mostly from their own category. */
  *backlinks(lastMonth: { year: number; month: number }): Generator<DemoBacklink> {
    const strongest = authorityOf(DEMO_DOMAINS[0]!);
    const lastSeen = `${lastMonth.year}-${String(lastMonth.month).padStart(2, '0')}-28`;
    for (const target of DEMO_DOMAINS) {
      const count = Math.round(10 + 300 * (authorityOf(target) / strongest));
      const peers = (this.byCategory.get(target.category) ?? []).filter((d) => d !== target);
      const seen = new Set<string>();
      for (let i = 0; i < count; i += 1) {
        const key = `${target.domain}:${i}`;
        const fromPeer = peers.length > 0 && this.random(`peer:${key}`) < 0.7;
        const pick = fromPeer
          ? peers[Math.floor(this.random(`source:${key}`) * peers.length)]!
          : DEMO_DOMAINS[Math.floor(this.random(`source:${key}`) * DEMO_DOMAINS.length)]!;
        if (pick === target) continue;
        const sourcePath = `/blog/${slug(target.brand)}-${Math.floor(this.random(`post:${key}`) * 40)}`;
        const targetPath = this.random(`deep:${key}`) < 0.6 ? '/' : `/${target.category}`;
        const pair = `${pick.domain}${sourcePath}>${targetPath}`;
        if (seen.has(pair)) continue;
        seen.add(pair);
        const anchors = [target.brand, target.domain, `https://www.${target.domain}/`, 'click here', target.category];
        const ageDays = Math.floor(this.random(`age:${key}`) * 1000);
        const first = new Date(Date.UTC(lastMonth.year, lastMonth.month - 1, 28) - ageDays * 86_400_000);
        yield {
          sourceDomainId: this.domainId(pick.domain),
          sourcePath,
          targetDomainId: this.domainId(target.domain),
          targetPath,
          anchor: anchors[Math.floor(this.random(`anchor:${key}`) * anchors.length)]!,
          nofollow: this.random(`nofollow:${key}`) < 0.2,
          firstSeen: first.toISOString().slice(0, 10),
          lastSeen,
        };
      }
    }
  }
}
