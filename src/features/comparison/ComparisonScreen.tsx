import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { comparisonFor, competitorIdFromPath } from './comparisons';
import { ComparisonView } from './ComparisonView';
import { logInFromComparison } from './login';
import { comparisonNav } from './navigation';
import { MAIN_PURCHASE_CLICK, MAIN_PURCHASE_DEFAULT_PAGE } from '../../lib/spec/purchase';
import { isAnonymousUserId, user } from '../../state';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';

/** /semrush-alternative has a path of its own; every other comparison page names its competitor in the path. */
const DEFAULT_COMPETITOR = 'semrush';

/** The comparison page of the route: its competitor from the path, its title from the route, links from route names. */
export function ComparisonScreen() {
  const { title } = useFrame();
  const linkTo = useLinkTo();
  const { pathname, key } = useLocation();
  const { isLoggedIn, userId } = useSnapshot(user);
  const loggedIn = isLoggedIn && !isAnonymousUserId(userId);
  const competitor = competitorIdFromPath(pathname) ?? DEFAULT_COMPETITOR;
  const entry = useMemo(() => comparisonFor(competitor), [competitor]);
  const nav = useMemo(() => comparisonNav(linkTo, loggedIn), [linkTo, loggedIn]);

  return (
    <ComparisonView
      title={title}
      entry={entry}
      nav={nav}
      homeHref={linkTo('home')}
      purchaseHref={linkTo('mainpurchase', {}, { page: MAIN_PURCHASE_DEFAULT_PAGE, click: MAIN_PURCHASE_CLICK })}
      freeAccountHref={linkTo('freeaccount')}
      forgotPasswordHref={linkTo('auth:forgotpassword')}
      isLoggedIn={loggedIn}
      onLogIn={logInFromComparison}
      navigationKey={key}
    />
  );
}
