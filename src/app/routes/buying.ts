/** Buying (doc 1 §2). */
import { page, checkout } from './entries';

export const buyingRoutes = [
  page(
    'buy:register',
    '/buy/register',
    {
      ...checkout,
      title: 'Plans and Pricing',
      description:
        'Choose a Rivalscope plan: unlimited searches and downloads, a 30-day money-back guarantee and no contracts.',
    },
    { screen: 'plans' },
  ),
  page(
    'mainpurchase',
    '/mainpurchase',
    {
      ...checkout,
      title: 'Start Your Membership',
      description: 'Pick your plan and billing cycle and start your Rivalscope membership.',
    },
    { label: 'Checkout', screen: 'checkout' },
  ),
  page(
    'upgrade:annual',
    '/e/:clickType?',
    {
      ...checkout,
      title: 'Switch to Annual Billing',
      description: 'Move your membership to annual billing in one click and save on every month.',
    },
    { label: 'Annual Billing', screen: 'upgrade-annual' },
  ),
  page(
    'upgrade',
    '/upgrade',
    {
      ...checkout,
      title: 'Upgrade Your Account',
      description: 'Unlock all the data: move from your free or trial account to a full membership.',
    },
    { label: 'Upgrade', screen: 'upgrade' },
  ),
] as const;
