// TODO(constants): move to constants.ts (INFERRED_TEXT): our wording for pages not built yet.
export const COMING_SOON_TEXT = {
  badge: 'Coming soon',
  heading: 'This page is not available yet',
  whatWillBeHere: 'What you will find here',
  building: 'We are building this page now. It will appear at this address in a coming release.',
  searchFor: 'Search: {query}',
  searchKept:
    'Your search for “{query}” is kept in this page’s address, so the same link will show its results once the page is ready.',
  home: 'Back to home',
} as const;
