import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { headerModelFor } from './headerStoryData';
import { linkTo } from '../../../src/app/linkTo';
import { AccountMenu } from '../../../src/features/layout/AccountMenu';
import type { HeaderModel } from '../../../src/features/layout/headerModel';
import { HOVER_DROPDOWN_OFFSET_PX } from '../../../src/lib/spec/widgets';

/**
 * Right-aligned as in the header, with room below for the open menu. Aligned to the top, as the
 * header centres it: a stretched trigger would push the menu down to the bottom of the room.
 */
const withRoom: Decorator = (Story) => (
  <div
    style={{
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'flex-end',
      minHeight: 380,
      padding: 'var(--space-6)',
    }}
  >
    <Story />
  </div>
);

function accountArgs(model: HeaderModel) {
  if (model.account.kind !== 'member') throw new Error('a logged-in preset is needed');
  const { email, items, adminItems } = model.account;
  return { email, items, adminItems };
}

const meta = {
  title: 'Pages/Layout/Header/Account menu',
  component: AccountMenu,
  decorators: [withRoom],
  args: accountArgs(headerModelFor('full')),
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account jane@example.com' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const KeyboardNavigation: Story = {
  name: 'Keyboard navigation',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account jane@example.com' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const item = (name: string) => canvas.getByRole('menuitem', { name });
    await expect(item('Add Users')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Account Settings')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Log Out')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Add Users')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    // ArrowUp opens it at the last item; left open for the screenshot at Subscription.
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Log Out')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(item('Subscription')).toHaveFocus();
    await expect(item('Subscription')).toHaveAttribute('href', linkTo('account:subscription'));
  },
};

export const HoverAndLeave: Story = {
  name: 'Hover opens, leaving closes after a delay',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account jane@example.com' });
    await userEvent.hover(trigger);
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.unhover(trigger);
    // Still open right after the pointer leaves (the 500 ms wait is proven in the unit tests).
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const ChildAccount: Story = {
  name: 'Child account',
  args: accountArgs(headerModelFor('child')),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account sam@example.com' }));
    await expect(canvas.getAllByRole('menuitem').map((a) => a.textContent)).toEqual([
      'Add Users',
      'Account Settings',
      'Request Keywords',
      'Help',
      'Log Out',
    ]);
    await expect(canvas.queryByText('jane@example.com')).toBeNull();
  },
};

export const Admin: Story = {
  args: accountArgs(headerModelFor('admin')),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account jane@example.com' });
    await userEvent.click(trigger);
    // 10 px under the trigger, against its right edge.
    const menu = canvas.getByRole('menu').getBoundingClientRect();
    await expect(menu.top - trigger.getBoundingClientRect().bottom).toBeCloseTo(HOVER_DROPDOWN_OFFSET_PX, 0);
    await expect(menu.right).toBeCloseTo(trigger.getBoundingClientRect().right, 0);
    await expect(canvas.getAllByRole('menuitem')).toHaveLength(11);
    await expect(canvas.getByRole('group', { name: 'Admin' })).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: 'Data Sources' })).toHaveAttribute(
      'href',
      linkTo('account:admin'),
    );
    await expect(canvas.getByRole('menuitem', { name: 'RivalFlow' })).toHaveAttribute('href', linkTo('rivalflow'));
  },
};
