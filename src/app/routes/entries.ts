/**
 * How a route of the table is written: its entry type, the `page` builder and its variants, and
 * the metadata fragments the sections share (doc 1 §2 "Route metadata").
 */
import type { ScreenKind } from './screens';
import type { AppRoute, RouteMeta } from '../routeMeta';
/** Every page has a title and a description (the description meta tag is set from it). */
export type PageMeta = RouteMeta & { title: string; description: string };

export interface RouteEntry<N extends string = string> extends AppRoute {
  readonly name: N;
  readonly meta: PageMeta;
  /** The short label of the page in its section navigation (defaults to the title). */
  readonly label?: string;
  /** Other paths that render this same route (doc 1 §2 aliases: /althome, /login …). */
  readonly aliases?: readonly string[];
  /** The page the section navigation lights up for this one (a /domain or /url variant's base page, a wizard's first step). */
  readonly parent?: string;
  readonly screen: ScreenKind;
  /**
   * The path is a suffix pattern react-router cannot match ('/:competitor-alternative'): the
   * catch-all route recognises it (see `alternativeCompetitor`).
   */
  readonly suffixPattern?: true;
}

interface PageOptions {
  label?: string;
  aliases?: readonly string[];
  parent?: string;
  screen?: ScreenKind;
}

export function page<const N extends string>(
  name: N,
  path: string,
  meta: PageMeta,
  options: PageOptions = {},
): RouteEntry<N> {
  return { name, path, meta, ...options, screen: options.screen ?? 'coming-soon' };
}

interface VariantOptions extends PageOptions {
  /** Title and description of the /url variant, when it is a different page (URL Overview). */
  url?: Pick<PageMeta, 'title' | 'description'>;
}

/**
 * A searchable page with /domain and /url variants of its path (doc 1 §2: "each with /domain and
 * /url variants"): three routes, `name`, `name:domain` and `name:url`, all flagged
 * hasDomainOrUrlVariant, rendered by the same screen. The variants light up the base page in the
 * section navigation.
 */
export function withVariants<const N extends string>(
  name: N,
  path: string,
  meta: PageMeta,
  { url, screen, ...options }: VariantOptions = {},
): readonly [RouteEntry<N>, RouteEntry<`${N}:domain`>, RouteEntry<`${N}:url`>] {
  const variantMeta: PageMeta = { ...meta, hasDomainOrUrlVariant: true };
  return [
    page(name, path, variantMeta, { ...options, screen }),
    page(`${name}:domain` as const, `${path}/domain`, variantMeta, { parent: name, screen }),
    page(`${name}:url` as const, `${path}/url`, { ...variantMeta, ...url }, { parent: name, screen }),
  ];
}

/** The four steps of a recon report wizard (doc 1 §2, §5): primary domain, keywords, competitors, review. */
export function reconWizard<const K extends 'seo' | 'ppc'>(kind: K, label: string) {
  const base = `recon:create-${kind}` as const;
  const step = <const S extends 1 | 2 | 3 | 4>(n: S, title: string, description: string) =>
    page(
      `${base}:step-${n}` as const,
      `/recon/create/${kind}/step-${n}`,
      { title: `New ${label} Report: ${title}`, description },
      { label: `Step ${n}: ${title}`, parent: n === 1 ? undefined : `${base}:step-1` },
    );
  return [
    step(1, 'Primary Domain', `Enter the domain the ${label} report is about.`),
    step(2, 'Keywords', `Add the keywords the ${label} report covers: type them in or upload a CSV file.`),
    step(3, 'Competitors', `Choose the competitors the ${label} report compares the domain with.`),
    step(4, 'Review', `Check the domain, keywords and competitors, then create the ${label} report.`),
  ] as const;
}

export const seo = { sectionName: 'seo' } as const;
export const ppc = { sectionName: 'ppc' } as const;
export const keyword = { sectionName: 'keyword' } as const;
export const backlinks = { sectionName: 'backlinks' } as const;
export const outreach = { sectionName: 'outreach' } as const;
export const overview = { sectionName: 'overview' } as const;
/** Marketing pages without navigation (doc 1 §2). */
export const bareMarketing = { pageType: 'marketing', hideNavigation: true } as const;
/** Pages of the account, subscription and purchase flows: they need the user state fresh. */
export const freshState = { forceStateRefresh: true } as const;
/** Pages that sell or change a plan: the query parameter b carries the billing months. */
export const billing = { trackBillingCycles: true, forceStateRefresh: true } as const;
/** Checkout pages keep the visitor on the purchase: no main search form in the header. */
export const checkout = { ...billing, hideMSF: true } as const;
export const api = { showApiNavigation: true } as const;
export const adminOnly = { isAdminOnly: true } as const;
