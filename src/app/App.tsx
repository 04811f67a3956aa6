import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import type { createAppRouter } from './appRouter';
import { TOAST_REQUESTED_EVENT } from '../ui/Toasts/toastRequests';

// The toast container (and sonner behind it) loads when a first toast is asked for: no page's
// first render carries it.
const Toaster = lazy(() => import('../ui/Toasts/Toasts').then((module) => ({ default: module.Toaster })));

/**
 * The app: its router, and beside it the toast container where every screen's alerts appear (doc 2
 * §3: toast.info / toast.error from src/ui/Toasts). It sits outside the routes, so a navigation
 * never re-renders it. The router comes from the caller: the browser's (main.tsx) or the build's
 * prerender at one path (src/prerender).
 */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const [toastsWanted, setToastsWanted] = useState(false);
  useEffect(() => {
    const want = () => setToastsWanted(true);
    window.addEventListener(TOAST_REQUESTED_EVENT, want);
    return () => window.removeEventListener(TOAST_REQUESTED_EVENT, want);
  }, []);
  return (
    <>
      <RouterProvider router={router} />
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
