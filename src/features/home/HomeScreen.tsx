import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { countrySiteUrl, leaveSite } from './countrySite';
import { HomeView } from './HomeView';
import { HOME_PAGE_TITLE } from './pageTitle';
import type { ShowcaseLinks } from './Showcase';
import { HOME_TEXT, HOME_VARIANTS, type HomeVariant } from './texts';
import { useDeferredSections } from './useDeferredSections';
import { useHomeSearch, type HomeSearchRequest, type SuggestionList } from './useHomeSearch';
import { chooseVariant, readStoredVariant, storeVariant } from './variants';
import type { components } from '../../api/schema.gen';
import { HOME_VARIANT_QUERY_PARAM } from '../../lib/spec/navigation';
import { MAIN_PURCHASE_CLICK, MAIN_PURCHASE_DEFAULT_PAGE } from '../../lib/spec/purchase';
import { environment, markQueryChangedByUser, tracking, user } from '../../state';
import { useLinkTo, type LinkName } from '../shell/links';

type CountryCode = components['schemas']['CountryCode'];
type SuggestionType = components['schemas']['HomepageSuggestionType'];

/**
 * The suggestion call for tracking.homepageSuggestionType (doc 1 §3; the contract: domains,
 * keywords or default). Looked up when called, not when the module loads: the API client's chunk
 * loads with the first suggestion asked for, not with the page.
 */
function suggestionCall(
  type: SuggestionType,
): (query: { query: string; countryCode: CountryCode }) => Promise<SuggestionList> {
  return async (query) => {
    const api = await import('../../api/navigation');
    if (type === 'domains') return api.getDomainSuggestions(query);
    if (type === 'keywords') return api.getKeywordSuggestions(query);
    return api.getSuggestions(query);
  };
}

const DEFAULT_VARIANT = HOME_VARIANTS[0] as HomeVariant;

/** The route each showcase section links to. */
const SHOWCASE_ROUTES: Record<keyof ShowcaseLinks, LinkName> = {
  seo: 'seo:overview',
  ppc: 'ppc:overview',
  'competitive-intel': 'seo:kombat',
  projects: 'competitor-projects',
  reports: 'custom-reports',
};

/**
 * The home page at / and /althome (doc 1 §2, §4): picks the variant from ?alt or the stored id
 * and writes it back into the query; runs the search box (suggestions from the API, the search
 * into the app or to another country's site); defers the sections below the hero.
 */
export function HomeScreen() {
  const linkTo = useLinkTo();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { countryCode } = useSnapshot(environment);
  const { isPrerendering, homepageSuggestionType } = useSnapshot(tracking);
  const { isLoggedIn, isFullUser } = useSnapshot(user);

  // Variant: ?alt first, else the stored id (read once); the URL then carries the id shown. The
  // prerendered page is the default variant: the stored id applies once prerendering is over.
  const alt = params.get(HOME_VARIANT_QUERY_PARAM);
  const [storedId] = useState(readStoredVariant);
  const stored = isPrerendering ? null : storedId;
  const choice = useMemo(() => chooseVariant(alt, stored), [alt, stored]);
  useEffect(() => {
    if (choice.source !== 'default') storeVariant(choice.id);
    if (alt === choice.alt) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (choice.alt === null) next.delete(HOME_VARIANT_QUERY_PARAM);
        else next.set(HOME_VARIANT_QUERY_PARAM, choice.alt);
        return next;
      },
      { replace: true },
    );
  }, [alt, choice, setParams]);
  const variant = HOME_VARIANTS.find((v) => v.id === choice.id) ?? DEFAULT_VARIANT;

  const suggest = useCallback(
    (query: string, territory: string) =>
      suggestionCall(homepageSuggestionType)({ query, countryCode: territory as CountryCode }),
    [homepageSuggestionType],
  );
  const onSearch = ({ query, territory }: HomeSearchRequest) => {
    markQueryChangedByUser();
    const overview = linkTo('overview', {}, { query });
    // Doc 1 §4: another territory than the current country means that country's site.
    if (territory !== countryCode) leaveSite(countrySiteUrl(territory, overview));
    else void navigate(overview);
  };
  const search = useHomeSearch({ initialTerritory: countryCode, suggest, onSearch });

  const { showDeferred, showMembership } = useDeferredSections(isPrerendering);
  const showcaseLinks = useMemo(
    () =>
      Object.fromEntries(
        (Object.entries(SHOWCASE_ROUTES) as [keyof ShowcaseLinks, LinkName][]).map(([id, name]) => [id, linkTo(name)]),
      ) as ShowcaseLinks,
    [linkTo],
  );
  const freeAccountHref = linkTo('freeaccount');

  return (
    <HomeView
      title={HOME_PAGE_TITLE}
      variant={variant}
      search={{
        query: search.query,
        onQueryChange: search.changeQuery,
        territory: search.territory,
        onTerritoryChange: search.changeTerritory,
        suggestions: search.suggestions,
        isDemoData: search.isDemoData,
        onChoose: search.choose,
        onSubmit: search.submit,
        isSearching: search.isSearching,
      }}
      heroNote={isLoggedIn ? undefined : { label: HOME_TEXT.createFreeAccount, href: freeAccountHref }}
      showDeferred={showDeferred}
      // Our design: a member on a paid plan is not offered a membership.
      showMembership={showMembership && !isFullUser}
      showcaseLinks={showcaseLinks}
      primaryCta={
        isLoggedIn
          ? { label: HOME_TEXT.openMySites, href: linkTo('hq') }
          : { label: HOME_TEXT.tryItFree, href: freeAccountHref }
      }
      plansHref={linkTo('mainpurchase', {}, { page: MAIN_PURCHASE_DEFAULT_PAGE, click: MAIN_PURCHASE_CLICK })}
    />
  );
}
