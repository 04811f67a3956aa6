import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { LogoutView } from '../../../src/features/auth/LogoutView';

const meta = {
  title: 'Pages/Auth/Log out/View',
  component: LogoutView,
  args: {
    title: 'Log Out',
    state: 'failed',
    homeHref: linkTo('home'),
    loginHref: linkTo('auth:login'),
    onRetry: fn(),
  },
} satisfies Meta<typeof LogoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  name: 'Failed, with a retry',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /^We could not log you out\. Check your connection and try again\.$/,
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', linkTo('home'));
  },
};
