/**
 * The app shell: the root route's element. It works out the route shown, runs the after-route
 * effects (page meta, pixel, tracking) and the scroll rule, gives the features their frame, and
 * renders the page between the header and footer slots.
 */
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { linkToWithPurchaseHost } from './linkTo';
import { usePageMeta } from './pageMeta';
import { routePathAt, type RoutePath } from './routes/paths';
import { loadRouteTexts, useRouteTexts } from './routeTexts';
import { useScrollBehaviour } from './scroll';
import { afterPaint } from '../features/shell/afterPaint';
import { FrameContext } from '../features/shell/frameContext';
import { LinkContext, type LinkBuilder } from '../features/shell/links';
import { PAGE_LOADING_TEXT } from '../lib/spec/textCore';
import { environment, user } from '../state';

export interface ShellSlotProps {
  /** The route shown (without its texts), or undefined while an unknown path is on its way to the 404 page. */
  route: RoutePath | undefined;
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

type GateComponent = ComponentType<{ children: ReactNode }>;
let loadedResearchGate: GateComponent | undefined;

/**
 * The paywall gate of the research pages (src/features/shell/PaywallGate), in a chunk of its own: a
 * page outside the search sections never loads it. A searchable route's lazy loads it beside the
 * screen (router.tsx), so the page renders with its gate at once.
 */
export function loadResearchGate(): Promise<GateComponent> {
  // The gate's imports that other screens share sit in chunks of their own, and the build preloads
  // the scripts of a screen's chunk only (vite.config.ts): asked for here, beside the gate, they do
  // not wait for the gate's chunk to arrive first (a round trip more before the research shows).
  Promise.all([
    import('../features/shell/paywallTexts'),
    import('../features/shell/registeredEvent'),
    import('../features/shell/useMountedRef'),
  ]).catch(() => undefined);
  return import('../features/shell/PaywallGate').then(({ PaywallGate }) => (loadedResearchGate = PaywallGate));
}

/** The research page behind its paywall gate; nothing until the gate's chunk is there (it holds research back anyway). */
function ResearchGate({ children }: { children: ReactNode }) {
  const [Gate, setGate] = useState(() => loadedResearchGate);
  useEffect(() => {
    if (!Gate) void loadResearchGate().then((gate) => setGate(() => gate));
  }, [Gate]);
  return Gate ? <Gate>{children}</Gate> : null;
}

export function Shell({ slots = {} }: { slots?: ShellSlots }) {
  const { pathname, search } = useLocation();
  const match = useMemo(() => routePathAt(pathname), [pathname]);
  // The texts (title, description, section links) come with the route's screen, or after the first
  // paint on a frameless one (router.tsx): the frame and the head wait for them.
  const texts = useRouteTexts();
  useEffect(() => (texts ? undefined : afterPaint(() => void loadRouteTexts())), [texts]);
  const textMatch = useMemo(() => texts?.routeAt(pathname), [texts, pathname]);
  const { isChildAccount } = useSnapshot(user);
  const frame = useMemo(
    () => (texts && textMatch ? texts.frameFor(textMatch, search, { isChildAccount }) : null),
    [texts, textMatch, search, isChildAccount],
  );
  usePageMeta(textMatch);
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
          <ResearchGate>
            <Outlet />
          </ResearchGate>
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
