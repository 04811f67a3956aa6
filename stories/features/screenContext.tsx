import type { Decorator } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { frameFor } from '../../src/app/frame';
import { linkTo } from '../../src/app/linkTo';
import { routeAt } from '../../src/app/routes';
import { FrameContext } from '../../src/features/shell/frameContext';
import { LinkContext, type LinkBuilder } from '../../src/features/shell/links';

/** The text the probe shows once the screen has navigated away: 'Arrived at /hq'. */
export const arrivedAt = (path: string) => `Arrived at ${path}`;

/**
 * Gives a screen what the app Shell gives it (its route's frame from the real route table, and
 * linkTo) while the URL is one of `screenRoutes`; once the screen navigates elsewhere, a probe
 * shows where it went ('Arrived at /hq'), so a play function can assert the navigation without
 * rendering the rest of the app. The page stories render the real app instead (router.app).
 */
export function withScreenContext(...screenRoutes: string[]): Decorator {
  return function ScreenContext(Story) {
    const { pathname, search } = useLocation();
    const match = useMemo(() => routeAt(pathname), [pathname]);
    const frame = useMemo(() => (match ? frameFor(match, search) : null), [match, search]);
    const onScreen = match !== undefined && screenRoutes.includes(match.route.name);
    return (
      <LinkContext.Provider value={linkTo as LinkBuilder}>
        <FrameContext.Provider value={frame}>
          {onScreen ? (
            <Story />
          ) : (
            <main style={{ padding: 'var(--space-8)' }}>
              <p>{arrivedAt(`${pathname}${search}`)}</p>
            </main>
          )}
        </FrameContext.Provider>
      </LinkContext.Provider>
    );
  };
}
