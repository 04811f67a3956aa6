import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { KombatDomainForm } from '../../../../src/features/research/kombat/KombatDomainForm';
import { KOMBAT_TEXT } from '../../../../src/features/research/kombat/kombatTexts';
import { fill } from '../../../../src/lib/spec/text';

/** Every input checks out. */
const noError = (_value: string, _earlier: readonly string[]): Promise<string | null> => Promise.resolve(null);

const meta = {
  title: 'Research/Keyword Kombat/Domain form',
  component: KombatDomainForm,
  args: { initialValues: [], onCompare: fn(), onCheck: fn(noError) },
} satisfies Meta<typeof KombatDomainForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: KOMBAT_TEXT.yourDomain }), ' acme.com ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Competitor 2' }), 'rival.com{Enter}');
    await expect(args.onCompare).toHaveBeenCalledWith(['acme.com', '', 'rival.com']);
  },
};

export const CheckedOnLeave: Story = {
  name: 'Invalid domain (checked as it is left)',
  args: {
    initialValues: ['acme.com'],
    onCheck: fn((value: string, _earlier: readonly string[]): Promise<string | null> =>
      Promise.resolve(fill(KOMBAT_TEXT.notADomain, { value })),
    ),
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Competitor 1' });
    await userEvent.type(input, 'rival');
    await userEvent.tab();
    await expect(args.onCheck).toHaveBeenCalledWith('rival', ['acme.com']);
    await waitFor(() => expect(input).toHaveAccessibleDescription(fill(KOMBAT_TEXT.notADomain, { value: 'rival' })));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Checking: Story = {
  name: 'Checking the domains',
  args: { initialValues: ['acme.com', 'rival.com'], isChecking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: KOMBAT_TEXT.compare })).toHaveAttribute('aria-busy', 'true');
  },
};
