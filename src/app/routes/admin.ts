/** Admin-only and development pages (doc 1 §2). */
import { page, adminOnly } from './entries';

export const adminRoutes = [
  page('rivalflow', '/rivalflow', {
    ...adminOnly,
    title: 'RivalFlow',
    description: 'Find the pages that are losing ground to competitors, and what to add to win it back.',
  }),
  page('components', '/components', {
    ...adminOnly,
    title: 'Components',
    description: 'The design-system components of this build.',
  }),
  page('icons', '/icons', { ...adminOnly, title: 'Icons', description: 'Every icon of this build, with its name.' }),
  page('sandbox', '/sandbox', { title: 'Sandbox', description: 'A playground for trying out screens in development.' }),
  page(
    'sandbox:hotdog',
    '/sandbox/hotdog',
    { title: 'Hotdog Sandbox', description: 'A second development playground.' },
    { label: 'Hotdog' },
  ),
] as const;
