/** Free account, onboarding, projects (doc 1 §2). */
import { page, freshState } from './entries';

export const onboardingRoutes = [
  page(
    'freeaccount',
    '/freeaccount',
    {
      title: 'Create a Free Account',
      description: 'Sign up free for unlimited searches. No credit card required.',
      pageType: 'marketing',
    },
    { label: 'Free Account', screen: 'free-account' },
  ),
  page(
    'account:receipt',
    '/account/receipt',
    {
      ...freshState,
      title: 'Your Receipt',
      description: 'The receipt for your payment, to print or keep.',
      hideNavigation: true,
    },
    { screen: 'receipt' },
  ),
  page('event-redirector', '/event-redirector', {
    title: 'Redirecting',
    description: 'Takes you on to the page an e-mail or campaign link points at.',
    hideNavigation: true,
  }),
  page(
    'onboarding',
    '/onboarding',
    {
      title: 'Welcome to Rivalscope',
      description: 'Tell us your name and a little about your business, so we can set up your account.',
      hideMSF: true,
    },
    { label: 'Step 1: About You', screen: 'onboarding-1' },
  ),
  page(
    'onboarding:2',
    '/onboarding/2',
    {
      title: 'Your Site',
      description: 'Add the domain you want to watch, and the name to show for it.',
      hideMSF: true,
    },
    { label: 'Step 2: Your Site', screen: 'onboarding-2' },
  ),
  page(
    'onboarding:3',
    '/onboarding/3',
    {
      title: 'Your Goals',
      description:
        'Choose what you want to do: SEO, PPC, competitive intelligence, client reporting or sales prospecting.',
      hideMSF: true,
    },
    { label: 'Step 3: Your Goals', screen: 'onboarding-3' },
  ),
  page(
    'new-project',
    '/new-project',
    {
      title: 'New Competitor Project',
      description: 'Start a project for one of your sites and the competitors you want to watch.',
    },
    { label: 'Step 1: Your Site' },
  ),
  page(
    'new-project:2',
    '/new-project/2',
    { title: 'Choose Competitors', description: 'Pick the competitors to track alongside your site.' },
    { label: 'Step 2: Competitors', screen: 'new-project' },
  ),
] as const;
