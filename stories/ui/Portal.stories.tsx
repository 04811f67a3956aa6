import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../../src/ui/Button/Button';
import { Portal } from '../../src/ui/Portal/Portal';
import { scrollToSelector } from '../../src/ui/Portal/scrollToSelector';

/** The target must exist before the Portal renders, as the app shell's slots do. */
const withTarget = () => {
  const target = document.createElement('aside');
  target.id = 'story-portal-target';
  target.setAttribute('aria-label', 'Side panel slot');
  Object.assign(target.style, { position: 'fixed', top: '24px', right: '24px', width: '280px', padding: '16px' });
  target.style.border = '2px dashed #535a69';
  document.body.append(target);
  return () => target.remove();
};

const meta = {
  title: 'UI/Portal',
  component: Portal,
  beforeEach: withTarget,
  args: { target: 'story-portal-target', children: <p style={{ margin: 0 }}>Rendered in the side panel slot</p> },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <p style={{ margin: 0 }}>The story's own content</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ById: Story = {
  name: 'Into a target by id',
  play: async ({ canvasElement }) => {
    const slot = within(document.body).getByRole('complementary', { name: 'Side panel slot' });
    await expect(within(slot).getByText('Rendered in the side panel slot')).toBeVisible();
    await expect(within(canvasElement).queryByText('Rendered in the side panel slot')).toBeNull();
  },
};

export const BySelector: Story = {
  name: 'Into a target by selector',
  args: { target: 'aside#story-portal-target' },
  play: async () => {
    const slot = within(document.body).getByRole('complementary', { name: 'Side panel slot' });
    await expect(slot).toHaveTextContent('Rendered in the side panel slot');
  },
};

function ScrollDemo() {
  return (
    <div>
      <Button size="small" onPress={() => void scrollToSelector('#scroll-groups')}>
        Jump to groups
      </Button>
      <div style={{ height: 1600 }} />
      <h2 id="scroll-groups" style={{ margin: 0 }}>
        Groups
      </h2>
      <div style={{ height: 1200 }} />
    </div>
  );
}

export const ScrollHelper: Story = {
  name: 'Scroll helper',
  render: () => <ScrollDemo />,
  play: async ({ canvas }) => {
    window.scrollTo(0, 0);
    await expect(() => scrollToSelector('#nowhere')).toThrow('An element with a selector of #nowhere was not found.');
    await userEvent.click(canvas.getByRole('button', { name: 'Jump to groups' }));
    // The 250-1000 ms timing is proven with fake timers in Portal.test.tsx. Here the animation runs
    // on real frames, which a loaded CI machine can slow down: wait for where it ends, generously.
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(1000), { timeout: 10_000 });
    const heading = canvas.getByRole('heading', { name: 'Groups' });
    await waitFor(() => expect(Math.abs(heading.getBoundingClientRect().top)).toBeLessThan(2), { timeout: 10_000 });
    window.scrollTo(0, 0);
  },
};
