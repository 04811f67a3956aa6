/**
 * The Shell's header slot (SITE_SLOTS, ./appRouter.tsx): the site header, whose code is a chunk of
 * its own. Where a page is rendered in the browser (the empty app page, a guard's redirect, a
 * client navigation) or prerendered by the build, the route's first render waits for that chunk
 * (./router.tsx), so the header is drawn with the page, as it always was. A prerendered page
 * (src/app/main.tsx calls deferSiteHeader) hydrates without it: the slot keeps the header markup the
 * page was sent with, inert, and swaps in the live header once the page has painted and the chunk
 * has arrived — the same markup, so nothing moves. Until then the header's links and buttons wait
 * (as the whole page does until it is hydrated).
 */
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';

import type { ShellSlotProps } from './Shell';
import type { SiteHeader } from '../features/layout/SiteHeader';
import { afterPaint } from '../features/shell/afterPaint';

type HeaderComponent = typeof SiteHeader;

/** Marks the slot's element, where the header markup of a prerendered page is found. */
export const SITE_HEADER_SLOT_ATTRIBUTE = 'data-site-header';

let loaded: HeaderComponent | undefined;
let loading: Promise<HeaderComponent> | undefined;
let deferred = false;

/** Loads the header's chunk, once. */
export function loadSiteHeader(): Promise<HeaderComponent> {
  loading ??= import('../features/layout/SiteHeader').then((module) => (loaded = module.SiteHeader));
  return loading;
}

/** The page is a prerendered one about to be hydrated: its header's chunk loads after the first paint. */
export function deferSiteHeader(): void {
  deferred = true;
}

/** What a route's first render waits for besides its screen: the header's chunk, unless it is deferred. */
export function siteHeaderForFirstRender(): Promise<HeaderComponent> | undefined {
  return deferred ? undefined : loadSiteHeader();
}

/** The header markup the page was sent with (hydration only: read before React changes the page). */
function sentHeaderMarkup(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector(`[${SITE_HEADER_SLOT_ATTRIBUTE}]`)?.innerHTML ?? '';
}

/** Memoised: the sent markup stays as it is until the header's chunk is there (same route, same props). */
export const SiteHeaderSlot = memo(function SiteHeaderSlot({ route }: ShellSlotProps) {
  const [Header, setHeader] = useState<HeaderComponent | undefined>(() => loaded);
  const [sentMarkup] = useState(() => (loaded ? '' : sentHeaderMarkup()));
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (Header) return undefined;
    let mounted = true;
    const cancel = afterPaint(() => {
      void loadSiteHeader().then((component) => {
        if (mounted) setHeader(() => component);
      });
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [Header]);

  // Set here rather than rendered, so the element hydrates as it was sent.
  useLayoutEffect(() => {
    if (!Header) slot.current?.setAttribute('inert', '');
  }, [Header]);

  // `display: contents`: the element adds no box, the header lays out as the page's own child.
  const attributes = { [SITE_HEADER_SLOT_ATTRIBUTE]: '', style: { display: 'contents' } };
  return Header ? (
    <div key="live" {...attributes}>
      <Header route={route} />
    </div>
  ) : (
    <div key="sent" ref={slot} {...attributes} dangerouslySetInnerHTML={{ __html: sentMarkup }} />
  );
});
