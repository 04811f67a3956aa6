import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { MembershipWidget } from '../../../src/features/home/MembershipWidget';
import { MEMBERSHIP } from '../../../src/features/home/sectionTexts';

const PLANS = linkTo('mainpurchase', {}, { page: 'default', click: 'sw2' });

/**
 * The membership widget (doc 1 §2, §4, §9): membership from $33/month with unlimited searches and
 * downloads, a 30-day money-back guarantee and no contracts. The home screen mounts it 250 ms
 * after the first render (never while prerendering, not for full users).
 */
const meta = {
  title: 'Pages/Home/Home page/Membership widget',
  component: MembershipWidget,
  args: { plansHref: PLANS },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 24px 0' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MembershipWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = within(canvas.getByRole('region', { name: 'Memberships start at $33/month' }));
    await expect(MEMBERSHIP.heading).toBe('Memberships start at $33/month');
    await expect(region.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Unlimited searches and downloads',
      '30-day money-back guarantee',
      'No contracts: cancel any time',
    ]);
    await expect(region.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', PLANS);
  },
};
