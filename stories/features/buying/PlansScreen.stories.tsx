import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { PlansScreen } from '../../../src/features/buying/PlansScreen';
import { arrivedAt, withScreenContext } from '../screenContext';

const meta = {
  title: 'Pages/Buying/Plans',
  component: PlansScreen,
  decorators: [withScreenContext('buy:register')],
  parameters: { router: { initialEntry: '/buy/register?couponcode=spring' }, mockDb: { user: 'loggedOut' } },
} satisfies Meta<typeof PlansScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosePlan: Story = {
  name: 'A plan leads to the checkout with the coupon and click',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Choose Professional' }));
    const checkout = linkTo(
      'mainpurchase',
      {},
      { plan: 'Professional', cycle: 'Annually', couponcode: 'spring', click: 'sw1' },
    );
    await expect(await canvas.findByText(arrivedAt(checkout))).toBeVisible();
  },
};
