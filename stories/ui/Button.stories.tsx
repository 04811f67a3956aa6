import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { PAGE_LOADING_TEXT } from '../../src/lib/spec/text';
import { BUTTON_SIZES_PX } from '../../src/lib/spec/widgets';
import { Button, ButtonLink } from '../../src/ui/Button/Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save keywords', onPress: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const SIZES = ['large', 'medium', 'small', 'x-small'] as const;

export const Sizes: Story = {
  render: (args) => (
    <>
      {SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    for (const size of SIZES) {
      const button = canvas.getByRole('button', { name: size });
      await expect(button.getBoundingClientRect().height).toBe(BUTTON_SIZES_PX[size]);
    }
  },
};

const VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;

export const Variants: Story = {
  render: (args) => (
    <>
      {VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual([...VARIANTS]);
    await userEvent.click(canvas.getByRole('button', { name: 'danger' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save keywords' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('button-spinner')).toBeVisible();
    // Announced by the button's own status region.
    await expect(canvas.getByRole('status')).toHaveTextContent(PAGE_LOADING_TEXT);
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Starts loading when pressed, as a save does. */
function SaveButton({ loadingLabel }: { loadingLabel: string }) {
  const [isLoading, setLoading] = useState(false);
  return (
    <Button isLoading={isLoading} loadingLabel={loadingLabel} onPress={() => setLoading(true)}>
      Save keywords
    </Button>
  );
}

export const StartsLoading: Story = {
  name: 'Starts loading when pressed',
  render: () => <SaveButton loadingLabel="Saving keywords…" />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save keywords' });
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(button);
    // The change is announced from the region that was already there; focus and name stay.
    await expect(status).toHaveTextContent('Saving keywords…');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Save keywords' })).toBe(button);
    // Nothing goes to a page-wide announcer that would outlive the button.
    await expect(document.querySelector('[data-live-announcer]')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save keywords' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  name: 'As a link',
  render: () => (
    <>
      <ButtonLink href="/pricing">Pricing</ButtonLink>
      <ButtonLink href="/auth/login" variant="secondary" size="small">
        Log in
      </ButtonLink>
    </>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Pricing' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/pricing');
    await expect(link.getBoundingClientRect().height).toBe(BUTTON_SIZES_PX.medium);
    await expect(canvas.getByRole('link', { name: 'Log in' }).getBoundingClientRect().height).toBe(
      BUTTON_SIZES_PX.small,
    );
  },
};
