import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

const ErrorScreen = lazy(() => import('../features/errors/ErrorScreen').then((m) => ({ default: m.ErrorScreen })));
const ScraperFreewallScreen = lazy(() =>
  import('../features/errors/ScraperFreewallScreen').then((m) => ({ default: m.ScraperFreewallScreen })),
);

/**
 * The route table as data (doc 1 §2). This first slice carries the error pages and the
 * freewall; the full table, its metadata and the guard chain come with the app-shell issue.
 */
export const routes: RouteObject[] = [
  { path: '/error/notfound', element: <ErrorScreen kind="notFound" /> },
  { path: '/error/typo', element: <ErrorScreen kind="typo" /> },
  { path: '/error/servererror', element: <ErrorScreen kind="serverError" /> },
  { path: '/scraper-freewall', element: <ScraperFreewallScreen /> },
  // doc 1 §2: unknown paths go to the 404 page.
  { path: '*', element: <Navigate to="/error/notfound" replace /> },
];
