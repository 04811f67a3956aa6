import { createSearchParams, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import type { OverviewPageProps } from './overviewPageProps';
import { QUERY_PARAM } from './researchQuery';
import { isSignedIn, user } from '../../../state/user';
import { useLinkTo } from '../../shell/links';

export type OverviewPageLinks = Pick<
  OverviewPageProps<string>,
  'viewer' | 'purchaseHref' | 'loginHref' | 'domainHref' | 'urlHref' | 'keywordHref' | 'onSearch'
>;

/**
 * What every research overview screen hands its view alike: who is looking, the purchase and login
 * pages, the domain, URL and keyword overviews its rows link to, and a new search on the same page.
 */
export function useOverviewPageLinks(): OverviewPageLinks {
  const linkTo = useLinkTo();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loggedIn = isSignedIn(useSnapshot(user));
  return {
    viewer: loggedIn ? 'loggedIn' : 'visitor',
    purchaseHref: linkTo('mainpurchase'),
    loginHref: linkTo('auth:login'),
    domainHref: (domain) => linkTo('overview:domain', {}, { query: domain }),
    urlHref: (url) => linkTo('overview:url', {}, { query: url }),
    keywordHref: (keyword) => linkTo('keyword:overview', {}, { query: keyword }),
    onSearch: (next) => void navigate({ pathname, search: `?${createSearchParams({ [QUERY_PARAM]: next })}` }),
  };
}
