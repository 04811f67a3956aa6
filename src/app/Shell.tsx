/**
 * The app shell: the root route's element. It works out the route shown, runs the after-route
 * effects (page meta, pixel, tracking) and the scroll rule, gives the features their frame, and
 * renders the page between the header and footer slots.
 */
import { useMemo, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { linkTo, linkToWithPurchaseHost } from './linkTo';
import { searchQuery, usePageMeta } from './pageMeta';
import { routeAt, routeNamed, sectionOf, type RouteEntry, type RouteMatch } from './routes';
import { useScrollBehaviour } from './scroll';
import { FrameContext, type Frame } from '../features/shell/frameContext';
import { LinkContext, type LinkBuilder } from '../features/shell/links';
import { PaywallGate } from '../features/shell/PaywallGate';
import { fill, PAGE_LOADING_TEXT } from '../lib/spec/text';
import { environment, user } from '../state';

export interface ShellSlotProps {
  /** The route shown, or undefined while an unknown path is on its way to the 404 page. */
  route: RouteEntry | undefined;
}

/**
 * The parts of the layout that the app fills in (src/features/layout): the site header with its
 * menus, and the footer. The header slot is left out on routes flagged hideNavigation.
 */
export interface ShellSlots {
  header?: ComponentType<ShellSlotProps>;
  footer?: ComponentType<ShellSlotProps>;
  /** The workspace side panel (doc 2 §2), left out on routes flagged hideMSF. */
  panel?: ComponentType<ShellSlotProps>;
}

/**
 * The frame of a route for the features (src/features/shell/frameContext.ts): its title and
 * description with the params filled in, and its section's pages as links from `linkTo`. Links to
 * pages of the same search section carry the current query along.
 */
export function frameFor(match: RouteMatch, search = '', { isChildAccount = false } = {}): Frame {
  const { route, params } = match;
  const sectionName = route.meta.sectionName;
  const query = sectionName ? searchQuery(search) : undefined;
  const found = sectionOf(route.name);
  return {
    title: fill(route.meta.title, params),
    description: fill(route.meta.description, params),
    searchable: sectionName !== undefined,
    section: found && {
      label: found.section.label,
      links: found.section.routes.flatMap((name) => {
        const target = routeNamed(name);
        if (isChildAccount && target?.meta.isAccountOwnerOnly) return [];
        const carry = query && target?.meta.sectionName === sectionName ? { query } : undefined;
        return {
          label: target?.label ?? target?.meta.title ?? name,
          href: linkTo(name, {}, carry),
          current: name === found.current,
        };
      }),
    },
    homeHref: route.name === 'home' ? undefined : linkTo('home'),
  };
}

export function Shell({ slots = {} }: { slots?: ShellSlots }) {
  const { pathname, search } = useLocation();
  const match = useMemo(() => routeAt(pathname), [pathname]);
  const { isChildAccount } = useSnapshot(user);
  const frame = useMemo(
    () => (match ? frameFor(match, search, { isChildAccount }) : null),
    [match, search, isChildAccount],
  );
  usePageMeta(match);
  useScrollBehaviour(match?.route.name);

  const { purchaseHost } = useSnapshot(environment);
  const linkBuilder = useMemo(() => linkToWithPurchaseHost(purchaseHost) as LinkBuilder, [purchaseHost]);

  const { header: Header, footer: Footer, panel: Panel } = slots;
  const route = match?.route;
  return (
    <LinkContext.Provider value={linkBuilder}>
      <FrameContext.Provider value={frame}>
        {/* SLOT header: the site header and menus , hidden on hideNavigation routes. */}
        {Header && !route?.meta.hideNavigation && <Header route={route} />}
        {/* A research page (a searchable section) is where a logged-out searcher meets the paywall. */}
        {frame?.searchable ? (
          <PaywallGate>
            <Outlet />
          </PaywallGate>
        ) : (
          <Outlet />
        )}
        {/* SLOT footer: links, the offer and the AI promo widget. */}
        {Footer && <Footer route={route} />}
        {/* SLOT panel: the workspace side panel, hidden on hideMSF routes. */}
        {Panel && !route?.meta.hideMSF && <Panel route={route} />}
      </FrameContext.Provider>
    </LinkContext.Provider>
  );
}

/**
 * Shown while the first route's screen (and the guards) load: a screen tall, so the footer does not
 * show and then jump down when the page arrives (a layout shift).
 */
export function PageLoading() {
  return (
    <div role="status" style={{ minHeight: '100vh', padding: 'var(--space-16) var(--space-6)', textAlign: 'center' }}>
      {PAGE_LOADING_TEXT}
    </div>
  );
}
