/**
 * The site header, the Shell's header slot: reads the user, tracking and
 * environment stores and the router, works out what to show (headerModel.ts) and renders
 * HeaderView. The header hides on downward scroll; the mobile menu closes on navigation and resize.
 */
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { buildHeaderModel, HOME_ROUTE } from './headerModel';
import { useHeaderHidden } from './headerScroll';
import { HeaderView } from './HeaderView';
import { environment, isSignedIn, tracking, user } from '../../state';
import { useLinkTo } from '../shell/links';
import { useMobileMenu } from '../shell/useMobileMenu';

/** The route the Shell shows (structural: features do not import src/app). */
export interface SiteHeaderRoute {
  name: string;
  meta: { showApiNavigation?: boolean; signUpCtaCouponCode?: string };
}

export interface SiteHeaderProps {
  /** Undefined while an unknown path is on its way to the 404 page. */
  route: SiteHeaderRoute | undefined;
}

export function SiteHeader({ route }: SiteHeaderProps) {
  const linkTo = useLinkTo();
  const { pathname, search, key } = useLocation();
  const { isLoggedIn, userId, isFullUser, isChildAccount, email, childUserEmail, username, roles } = useSnapshot(user);
  const { showScheduleDemo } = useSnapshot(tracking);
  const { countryCode } = useSnapshot(environment);
  const mobileMenu = useMobileMenu(key);
  const isHidden = useHeaderHidden(mobileMenu.isOpen);

  const routeName = route?.name;
  // Log In brings the visitor back to the page they were on (not from the home or login pages).
  const returnUrl =
    !routeName || routeName === HOME_ROUTE || routeName.startsWith('auth:') ? undefined : pathname + search;

  // Cheap and pure: worked out on every render, as HeaderView gets its fields spread anyway.
  const model = buildHeaderModel(
    {
      route,
      user: {
        isLoggedIn: isSignedIn({ isLoggedIn, userId }),
        isFullUser,
        isChildAccount,
        email,
        childUserEmail,
        username,
        roles,
      },
      showScheduleDemo,
      countryCode,
      returnUrl,
    },
    linkTo,
  );

  return (
    <HeaderView
      {...model}
      isHidden={isHidden}
      isMobileMenuOpen={mobileMenu.isOpen}
      onMobileMenuOpenChange={mobileMenu.setOpen}
      navigationKey={key}
    />
  );
}
