import type { Meta, StoryObj } from '@storybook/react-vite';
import { Focusable } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../../src/ui/Button/Button';
import { Tooltip } from '../../src/ui/Tooltip/Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Cost per click: what advertisers pay on average',
    children: <Button size="small">CPC</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '80px 120px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'CPC' })).toBeVisible();
    await expect(body().queryByRole('tooltip')).toBeNull();
  },
};

export const OnHover: Story = {
  name: 'Open on hover',
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'CPC' });
    // A real pointer moves before it enters; react-aria shows hover tooltips only for a pointer.
    await userEvent.hover(canvasElement);
    await userEvent.hover(trigger);
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Cost per click: what advertisers pay on average');
    await expect(trigger).toHaveAccessibleDescription('Cost per click: what advertisers pay on average');
  },
};

export const OnFocus: Story = {
  name: 'Open on keyboard focus, Escape closes',
  args: { placement: 'bottom' },
  play: async () => {
    await userEvent.tab();
    await expect(await body().findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await body().findByRole('tooltip')).toBeVisible();
  },
};

export const IconTrigger: Story = {
  name: 'On an icon',
  args: {
    content: 'Monthly searches in the selected country',
    placement: 'right',
    children: (
      <Focusable>
        <span
          role="img"
          aria-label="About monthly searches"
          style={{
            display: 'inline-flex',
            width: 20,
            height: 20,
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: '50%',
            background: '#535a69',
            color: '#fff',
            fontSize: 12,
          }}
        >
          ?
        </span>
      </Focusable>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvasElement);
    await userEvent.hover(canvas.getByRole('img', { name: 'About monthly searches' }));
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Monthly searches in the selected country');
  },
};
