import { RouterProvider } from 'react-router-dom';

import { createAppRouter } from './appRouter';
import { Toaster } from '../ui/Toasts/Toasts';

const router = createAppRouter();

/**
 * The app: its router, and beside it the toast container where every screen's alerts appear (doc 2
 * §3: toast.info / toast.error from src/ui/Toasts). It sits outside the routes, so a navigation
 * never re-renders it.
 */
export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
