import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { BelowTheFold } from '../../../src/features/home/BelowTheFold';
import { BELOW_THE_FOLD } from '../../../src/features/home/sectionTexts';
import { HOME_TEXT } from '../../../src/features/home/texts';

const PLANS = linkTo('mainpurchase', {}, { page: 'default', click: 'sw2' });

/**
 * The below-the-fold section (doc 1 §1, §4): the claims of §1 (14 years of history, 50 million+
 * websites), unlimited searches, the 30-day money-back guarantee with no contracts, and the calls
 * to action: a free account for visitors, My Sites for logged-in users, and the plans.
 */
const meta = {
  title: 'Pages/Home/Home page/Below the fold',
  component: BelowTheFold,
  args: { primaryCta: { label: HOME_TEXT.tryItFree, href: linkTo('freeaccount') }, plansHref: PLANS },
} satisfies Meta<typeof BelowTheFold>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    const region = within(canvas.getByRole('region', { name: BELOW_THE_FOLD.heading }));
    const stats = region.getAllByRole('definition').map((dd) => dd.textContent);
    await expect(stats).toEqual(['14 years', '50 million+', 'Unlimited']);
    await expect(region.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'of search history',
      'websites listed',
      'searches and downloads',
    ]);
    await expect(region.getByText('30-day money-back guarantee. No contracts.')).toBeVisible();
    await expect(region.getByRole('link', { name: HOME_TEXT.tryItFree })).toHaveAttribute(
      'href',
      linkTo('freeaccount'),
    );
    await expect(region.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', PLANS);
  },
};

export const LoggedIn: Story = {
  name: 'Logged in',
  args: { primaryCta: { label: HOME_TEXT.openMySites, href: linkTo('hq') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: HOME_TEXT.openMySites })).toHaveAttribute('href', linkTo('hq'));
    await expect(canvas.queryByRole('link', { name: HOME_TEXT.tryItFree })).toBeNull();
  },
};
