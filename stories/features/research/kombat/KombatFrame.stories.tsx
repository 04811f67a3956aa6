import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { KombatFrame } from '../../../../src/features/research/kombat/KombatFrame';
import { KOMBAT_TEXT } from '../../../../src/features/research/kombat/kombatTexts';
import { RESEARCH_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { fill } from '../../../../src/lib/spec/text';

const YOU = 'acme.com';
const RIVAL = 'rival.io';

const meta = {
  title: 'Research/Keyword Kombat/Frame',
  component: KombatFrame,
  args: {
    title: 'Domain Comparison',
    compared: null,
    values: [],
    validation: null,
    loginHref: '/auth/login',
    onCompare: fn(),
    onCheck: fn(() => Promise.resolve(null)),
    onRetryValidation: fn(),
  },
} satisfies Meta<typeof KombatFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prompt: Story = {
  name: 'Before a comparison',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: KOMBAT_TEXT.promptHeading })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: KOMBAT_TEXT.yourDomain }), YOU);
    await userEvent.type(canvas.getByRole('textbox', { name: fill(KOMBAT_TEXT.competitor, { number: 1 }) }), RIVAL);
    await userEvent.click(canvas.getByRole('button', { name: KOMBAT_TEXT.compare }));
    await expect(args.onCompare).toHaveBeenCalledWith([YOU, RIVAL, '']);
  },
};

export const Compared: Story = {
  name: 'A comparison under the inputs',
  args: {
    compared: [YOU, RIVAL],
    values: [YOU, RIVAL],
    validation: { load: 'ready', errors: [null, null] },
    children: <p>The comparison</p>,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(fill(RESEARCH_TEXT.searchFor, { query: `${YOU}, ${RIVAL}` }), { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByText('The comparison')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Invalid: Story = {
  name: 'Invalid domain',
  args: {
    values: [YOU, 'not a domain'],
    validation: { load: 'ready', errors: [null, fill(KOMBAT_TEXT.notADomain, { value: 'not a domain' })] },
  },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('alert')).getByRole('heading', { name: KOMBAT_TEXT.invalidHeading }),
    ).toBeVisible();
    await expect(canvas.getByText(fill(KOMBAT_TEXT.notADomain, { value: 'not a domain' }))).toBeVisible();
  },
};

export const CheckFailed: Story = {
  name: 'Check failed',
  args: { values: [YOU, RIVAL], validation: { load: 'failed' } },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(KOMBAT_TEXT.validationFailed);
    await userEvent.click(within(alert).getByRole('button', { name: KOMBAT_TEXT.retry }));
    await expect(args.onRetryValidation).toHaveBeenCalled();
  },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  args: { values: [YOU, RIVAL], validation: { load: 'loggedOut' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('link', { name: KOMBAT_TEXT.logIn })).toHaveAttribute('href', '/auth/login');
  },
};

export const Checking: Story = {
  name: 'Checking the domains, one domain needed (PPC)',
  args: { values: [YOU], validation: { load: 'loading' }, needsCompetitor: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: KOMBAT_TEXT.promptHeading })).toBeNull();
  },
};
