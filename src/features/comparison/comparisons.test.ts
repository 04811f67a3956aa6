import { describe, expect, it } from 'vitest';

import {
  annualPriceUsd,
  comparisonFor,
  competitorIdFromPath,
  KNOWN_COMPETITOR_IDS,
  prettifyCompetitorId,
  usd,
  type ComparisonEntry,
  type ComparisonSection,
  type SectionKind,
} from './comparisons';
import { comparisonNav } from './navigation';
import {
  BASIC_PLAN_MONTHLY_PRICE_USD,
  MARKETING_CLAIMS,
  PLANS_FROM_MONTHLY_PRICE_USD,
  PROFESSIONAL_PLAN_MONTHLY_PRICE_USD,
} from '../../lib/spec/purchase';
import { UI_TEXT } from '../../lib/spec/text';
import type { LinkBuilder } from '../shell/links';

function section<K extends SectionKind>(entry: ComparisonEntry, kind: K): Extract<ComparisonSection, { kind: K }> {
  const found = entry.sections.find((s) => s.kind === kind);
  if (!found) throw new Error(`no ${kind} section`);
  return found as Extract<ComparisonSection, { kind: K }>;
}

/** Every text of an entry, for checks that cover all of its copy. */
function allText(entry: ComparisonEntry): string {
  return JSON.stringify(entry);
}

describe('competitorIdFromPath', () => {
  it('reads the competitor of a comparison path, in lower case', () => {
    expect(competitorIdFromPath('/semrush-alternative')).toBe('semrush');
    expect(competitorIdFromPath('/Ahrefs-alternative/')).toBe('ahrefs');
    expect(competitorIdFromPath('/similar-web-alternative')).toBe('similar-web');
    expect(competitorIdFromPath('/-alternative')).toBeUndefined();
    expect(competitorIdFromPath('/ahrefs-alternative/pricing')).toBeUndefined();
    expect(competitorIdFromPath('/company')).toBeUndefined();
  });
});

describe('prettifyCompetitorId', () => {
  it('turns an id into a display name', () => {
    expect(prettifyCompetitorId('se-ranking')).toBe('Se Ranking');
    expect(prettifyCompetitorId('ubersuggest')).toBe('Ubersuggest');
    expect(prettifyCompetitorId('serp.stat')).toBe('Serp Stat');
    expect(prettifyCompetitorId('KWFINDER')).toBe('Kwfinder');
  });
});

describe('comparisonFor', () => {
  it('has an entry for each known competitor with the fields of doc 1 §3', () => {
    expect(KNOWN_COMPETITOR_IDS).toEqual(['semrush', 'ahrefs', 'moz', 'spyfu', 'serpstat', 'similarweb']);
    for (const id of KNOWN_COMPETITOR_IDS) {
      const entry = comparisonFor(id);
      expect(entry).toMatchObject({ id, isKnown: true });
      expect(entry.name.length).toBeGreaterThan(1);
      expect(entry.title.length).toBeGreaterThan(10);
      expect(entry.description.length).toBeGreaterThan(40);
      expect(entry.footer.heading).toBe(`Ready to switch from ${entry.name}?`);
      // doc 1 §2: hero, savings chart, two plan tables, feature sections, agency section (+ the §1 claims).
      expect(entry.sections.map((s) => s.kind)).toEqual([
        'hero',
        'why',
        'savings',
        'plans',
        'features',
        'agency',
        'claims',
      ]);
      // Every placeholder is filled, and no copy is filler.
      expect(allText(entry)).not.toMatch(/\{\w+\}|lorem|ipsum|todo/i);
    }
  });

  it('finds a competitor without regard to case or punctuation', () => {
    expect(comparisonFor('SEMRUSH').name).toBe('Semrush');
    expect(comparisonFor('similar-web')).toMatchObject({ id: 'similarweb', name: 'Similarweb', isKnown: true });
  });

  it('gives an unknown competitor a generic entry with the id prettified and no claims about it', () => {
    const entry = comparisonFor('se-ranking');
    expect(entry).toMatchObject({ id: 'se-ranking', name: 'Se Ranking', isKnown: false });
    expect(entry.title).toBe('See how Rivalscope compares with Se Ranking');
    expect(entry.footer.heading).toBe('Ready to try Rivalscope?');
    expect(section(entry, 'why').heading).toBe('Rivalscope or Se Ranking?');
    const [basic, professional] = section(entry, 'plans').tables;
    for (const table of [basic, professional]) {
      expect(table.theirsHeader).toBeUndefined();
      expect(table.rows.every((row) => row.theirs === undefined)).toBe(true);
    }
    expect(allText(entry)).not.toMatch(/\{\w+\}/);
  });

  it('prices the two plan tables from the constants: Basic $39/mo, Professional $79/mo (doc 1 §9)', () => {
    const [basic, professional] = section(comparisonFor('semrush'), 'plans').tables;
    expect(basic).toMatchObject({ plan: 'Basic', monthlyUsd: BASIC_PLAN_MONTHLY_PRICE_USD });
    expect(professional).toMatchObject({ plan: 'Professional', monthlyUsd: PROFESSIONAL_PLAN_MONTHLY_PRICE_USD });
    const row = (table: typeof basic, key: string) => table.rows.find((r) => r.key === key);
    expect(row(basic, 'price')).toMatchObject({ ours: '$39/mo', theirs: '$139.95/mo' });
    expect(row(professional, 'price')).toMatchObject({ ours: '$79/mo', theirs: '$249.95/mo' });
    // Annual billing saves $72 a year: Basic $396 ($33/mo), Professional $876 ($73/mo).
    expect(row(basic, 'annual')?.ours).toBe('$396 a year ($33/mo)');
    expect(row(professional, 'annual')?.ours).toBe('$876 a year ($73/mo)');
    expect(annualPriceUsd('Basic') / 12).toBe(PLANS_FROM_MONTHLY_PRICE_USD);
    // White-label reports need the Professional plan.
    expect(row(basic, 'whiteLabel')?.ours).toBe('On the Professional plan');
    expect(row(professional, 'whiteLabel')?.ours).toBe('Included');
    expect(basic.caption).toBe('Rivalscope Basic, $39/mo, compared with Semrush Pro');
  });

  it('compares only the points it states facts for; the rest read "Not compared"', () => {
    const [lite, standard] = section(comparisonFor('ahrefs'), 'plans').tables;
    const theirs = (table: typeof lite, key: string) => table.rows.find((r) => r.key === key)?.theirs;
    expect(theirs(lite, 'searches')).toBe('Metered by monthly credits');
    expect(theirs(standard, 'searches')).toBeUndefined();
    expect(theirs(lite, 'hosting')).toBe('Ahrefs’s cloud only');
    expect(theirs(lite, 'source')).toBe('Closed');
    expect(theirs(lite, 'ppc')).toBeUndefined();
    // No public price for SpyFu or Similarweb: no price claimed, the column names the competitor only.
    const [spyfu] = section(comparisonFor('spyfu'), 'plans').tables;
    expect(spyfu.theirsHeader).toBe('SpyFu');
    expect(theirs(spyfu, 'price')).toBeUndefined();
  });

  it('sets the savings chart against the competitor’s entry plan, or shows what annual billing saves', () => {
    expect(section(comparisonFor('semrush'), 'savings').chart).toEqual({
      ourName: 'Rivalscope',
      ourMonthlyUsd: 39,
      theirName: 'Semrush Pro',
      theirMonthlyUsd: 139.95,
    });
    const generic = section(comparisonFor('whatever'), 'savings');
    expect(generic.heading).toBe(UI_TEXT.saveWithAnnualBilling);
    expect(generic.chart).toEqual({
      ourName: 'Billed yearly',
      ourMonthlyUsd: 33,
      theirName: 'Billed monthly',
      theirMonthlyUsd: 39,
    });
  });

  it('states the comparison-page claims of doc 1 §1', () => {
    const { claims } = section(comparisonFor('moz'), 'claims');
    expect(claims).toEqual([
      { value: `${MARKETING_CLAIMS.comparisonYearsOfHistory}+`, label: 'years of history' },
      { value: `${MARKETING_CLAIMS.comparisonDomainsMillions} million+`, label: 'domains' },
      { value: `${MARKETING_CLAIMS.comparisonResultsBillions} billion`, label: 'results' },
    ]);
    expect(section(comparisonFor('moz'), 'hero').reassurance).toBe(
      '30-day money-back guarantee · No contracts · Plans from $33/month',
    );
  });

  it('writes prices like the spec', () => {
    expect(usd(39)).toBe('$39');
    expect(usd(139.95)).toBe('$139.95');
    expect(usd(1211.4)).toBe('$1,211.40');
  });
});

describe('comparisonNav', () => {
  // The real linkTo lives in src/app, which features may not import: the page stories check the real paths.
  const build: LinkBuilder = (name) => `route:${name}`;

  it('lists My Sites only for a logged-in user, then Overview and the three menus of doc 1 §2', () => {
    expect(comparisonNav(build, false).map((item) => item.label)).toEqual([
      'Overview',
      'Keyword Research',
      'AI Tools',
      'More Tools',
    ]);
    const nav = comparisonNav(build, true);
    expect(nav[0]).toEqual({ kind: 'link', label: 'My Sites', href: 'route:hq' });
    expect(nav[1]).toEqual({ kind: 'link', label: 'Overview', href: 'route:overview' });
  });

  it('builds every internal link from a route name; AI Tools are external', () => {
    const menus = Object.fromEntries(
      comparisonNav(build, true).flatMap((item) => (item.kind === 'menu' ? [[item.label, item.links]] : [])),
    );
    expect(menus['Keyword Research']?.map((l) => l.href)).toEqual([
      'route:keyword:overview',
      'route:keyword:related-keywords',
      'route:keyword:ad-history',
      'route:keyword:ranking-history',
      'route:keyword:serp-analysis',
      'route:keyword:backlinks',
      'route:keyword:adwords-advisor',
      'route:keyword:bulk-upload',
    ]);
    expect(menus['More Tools']?.map((l) => l.href)).toEqual([
      'route:outreach:domain-top-lists',
      'route:outreach:keyword-top-lists',
      'route:outreach:top-lists:custom',
      'route:outreach:leads',
      'route:rank-tracking',
      'route:custom-reports',
    ]);
    for (const link of menus['AI Tools'] ?? []) {
      expect(link.external).toBe(true);
      expect(link.href).toMatch(/^https:\/\//);
    }
  });
});
