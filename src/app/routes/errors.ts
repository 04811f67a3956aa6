/** Error pages (doc 1 §2). */
import { page } from './entries';

export const errorsRoutes = [
  page(
    'error:notfound',
    '/error/notfound',
    { title: 'Error 404', description: 'The page you asked for is not in our database.' },
    { screen: 'error-notfound' },
  ),
  page(
    'error:typo',
    '/error/typo',
    { title: 'Oops!', description: 'The search could not be understood: it looks like a mistyped URL.' },
    { screen: 'error-typo' },
  ),
  page(
    'error:servererror',
    '/error/servererror',
    { title: 'Server Error', description: 'Our server ran into a problem. Please try again in a moment.' },
    { screen: 'error-servererror' },
  ),
  page(
    'scraper-freewall',
    '/scraper-freewall',
    {
      title: 'Create a Free Account to Keep Researching',
      description: 'Sign up free, or log in, to see the rest of this page. No credit card required.',
    },
    { screen: 'scraper-freewall' },
  ),
] as const;
