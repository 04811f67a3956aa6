import { RouterProvider } from 'react-router-dom';

import { createAppRouter } from './appRouter';

const router = createAppRouter();

export function App() {
  return <RouterProvider router={router} />;
}
