import { Suspense, use, useEffect, useMemo } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { MarketingPageView } from './MarketingPageView';
import styles from './MarketingScreen.module.css';
import {
  isMarketingPage,
  loadPage,
  matchedRoute,
  resolveContent,
  sectionToShow,
  type MarketingPageName,
} from './pages';
import { MARKETING_TEXT } from './texts';
import { fill } from '../../lib/spec/text';
import { isAnonymousUserId, user } from '../../state/user';
import { ComingSoonScreen } from '../shell/ComingSoonScreen';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';

/**
 * The one screen of the twelve marketing pages (doc 1 §2): it picks the page by the route's name,
 * loads that page's copy on first use (a chunk per page), and shows it with its links built from
 * route names. The sign-up coupon of the route meta (signUpCtaCouponCode) rides on the page's
 * purchase links.
 */
export function MarketingScreen() {
  const route = matchedRoute(useMatches());
  if (!route || !isMarketingPage(route.name)) return <ComingSoonScreen />;
  return (
    <Suspense
      fallback={
        <p role="status" className={styles.loading}>
          {MARKETING_TEXT.loading}
        </p>
      }
    >
      <MarketingPage key={route.name} name={route.name} couponCode={route.couponCode} />
    </Suspense>
  );
}

function MarketingPage({ name, couponCode }: { name: MarketingPageName; couponCode?: string }) {
  const content = use(loadPage(name));
  const { title, homeHref } = useFrame();
  const linkTo = useLinkTo();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { isLoggedIn, userId, email, isChildAccount, childUserEmail } = useSnapshot(user);
  const loggedIn = isLoggedIn && !isAnonymousUserId(userId);

  const resolved = useMemo(
    () => resolveContent(content, linkTo, { couponCode, isLoggedIn: loggedIn, currentPath: `${pathname}${search}` }),
    [content, linkTo, couponCode, loggedIn, pathname, search],
  );

  // A team member is shown their own e-mail, as in the header (doc 1 §1).
  const shownEmail = isChildAccount ? childUserEmail : email;
  let notice: string | undefined;
  if (content.requiresLogin && !loggedIn) notice = MARKETING_TEXT.loginNotice;
  else if (content.requiresLogin && shownEmail) notice = fill(MARKETING_TEXT.signedInAs, { email: shownEmail });

  // Opening the page at a section (#contactUs, or section=contactUs from the footer) scrolls to it
  // once the copy is on screen; the shell's scroll rule runs before the copy has loaded.
  const target = sectionToShow(
    hash,
    search,
    resolved.sections.map((section) => section.id),
  );
  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView?.();
  }, [target]);

  return (
    <MarketingPageView
      title={title}
      homeHref={homeHref}
      content={resolved}
      notice={notice}
      onNavigate={(path) => void navigate(path)}
    />
  );
}
