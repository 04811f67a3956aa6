/** Account area (doc 1 §2). */
import { page, freshState, billing, adminOnly } from './entries';

export const accountRoutes = [
  page(
    'account:settings',
    '/account/settings',
    {
      ...freshState,
      title: 'Account Settings',
      description: 'Your name, e-mail address, password, payment card and e-mail preferences.',
    },
    { label: 'Settings', aliases: ['/account'], screen: 'settings' },
  ),
  page(
    'account:requestkeywords',
    '/account/requestkeywords',
    {
      ...freshState,
      title: 'Request Keywords',
      description: 'Ask us to research keywords that are missing from our database, and follow their progress.',
    },
    { screen: 'request-keywords' },
  ),
  page(
    'account:requestkeywords:step-1',
    '/account/requestkeywords/step-1',
    {
      ...freshState,
      title: 'Request Keywords: Your Keywords',
      description: 'Type or paste the keywords you want us to research.',
    },
    { parent: 'account:requestkeywords', screen: 'request-keywords-1' },
  ),
  page(
    'account:requestkeywords:step-2',
    '/account/requestkeywords/step-2',
    {
      ...freshState,
      title: 'Request Keywords: Choose a Project',
      description:
        "Add the requested keywords to a new project, or to one you have, in the group 'Requested Keywords'.",
    },
    { parent: 'account:requestkeywords', screen: 'request-keywords-2' },
  ),
  page(
    'account:requestkeywords:step-3',
    '/account/requestkeywords/step-3',
    {
      ...freshState,
      title: 'Request Keywords: Confirmation',
      description: 'Your request is in the queue. Its keywords show as ready, processing or queued.',
    },
    { parent: 'account:requestkeywords', screen: 'request-keywords-3' },
  ),
  page(
    'account:receipts',
    '/account/receipts',
    {
      ...freshState,
      title: 'Receipts',
      description: 'Every payment on your account, with a receipt to view or e-mail.',
    },
    { screen: 'receipts' },
  ),
  page(
    'account:subscription',
    '/account/subscription',
    {
      ...billing,
      isAccountOwnerOnly: true,
      title: 'Subscription',
      description: 'Your plan and billing cycle. Pause, resume, reactivate or cancel your subscription.',
    },
    { screen: 'subscription' },
  ),
  page(
    'account:teammanagement',
    '/account/teammanagement',
    {
      ...freshState,
      title: 'Team Management',
      description: 'Add team members, see where they are logged in, and remove users from your account.',
    },
    { screen: 'team-management', aliases: ['/account/teammanagement/users-added'] },
  ),
  page(
    'account:reportdesign',
    '/account/reportdesign',
    {
      ...freshState,
      title: 'Report Design',
      description: 'Brand your white-label PDF reports with your logo, colours and contact details.',
    },
    { screen: 'report-design' },
  ),
  page(
    'account:api',
    '/account/api',
    {
      ...freshState,
      title: 'API Usage',
      description: 'Your API key, and how many rows you have used this month.',
    },
    { screen: 'api-usage' },
  ),
  page(
    'account:admin',
    '/account/admin',
    {
      ...freshState,
      ...adminOnly,
      title: 'Data Sources',
      description:
        'Where research data comes from: providers, the collector, its budget and queue, failed checks and imports.',
    },
    { screen: 'admin-data-sources' },
  ),
  page(
    'account:admin:import',
    '/account/admin/import',
    {
      ...freshState,
      ...adminOnly,
      title: 'Upload a File to Import',
      description:
        'Upload a Search Console, Keyword Planner, SERP, SerpBear or backlink file into the research corpus.',
    },
    { parent: 'account:admin', screen: 'admin-import' },
  ),
  page(
    'account:scheduled-pdf-reports',
    '/account/scheduled-pdf-reports',
    {
      ...freshState,
      title: 'Scheduled PDF Reports',
      description: 'The PDF reports we e-mail to you or your clients every week or every month.',
    },
    { label: 'Scheduled Reports', screen: 'scheduled-pdf-reports' },
  ),
  page(
    'add-users',
    '/add-users',
    {
      ...freshState,
      title: 'Add Users',
      description: 'Add team members to your account and see what the change does to your bill.',
    },
    { screen: 'add-users', aliases: ['/add-users/users-added'] },
  ),
  page(
    'auth:login',
    '/auth/login',
    { title: 'Log In', description: 'Log in to your Rivalscope account.', hideMSF: true },
    { screen: 'login', aliases: ['/login'] },
  ),
  page(
    'auth:forgotpassword',
    '/auth/forgotpassword',
    {
      title: 'Forgot Your Password?',
      description: 'Enter your e-mail address and we will send you a link to set a new password.',
      hideMSF: true,
    },
    { label: 'Forgot Password', screen: 'forgot-password' },
  ),
  page(
    'auth:reset-password',
    '/auth/reset-password',
    {
      title: 'Choose a New Password',
      description: 'Set the password of your account from the link we e-mailed you, and log in.',
      hideMSF: true,
    },
    { screen: 'reset-password', parent: 'auth:forgotpassword' },
  ),
  page(
    'auth:logout',
    '/auth/logout',
    {
      title: 'Log Out',
      description: 'Ends your session on this device and takes you back to the home page.',
    },
    { screen: 'logout' },
  ),
] as const;
