import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import type { components } from '../../../../src/api/schema.gen';
import { linkTo } from '../../../../src/app/linkTo';
import { KOMBAT_TEXT } from '../../../../src/features/research/kombat/kombatTexts';
import { PpcKombatScreen } from '../../../../src/features/research/kombat/PpcKombatScreen';
import { RESEARCH_TABLE_TEXT } from '../../../../src/features/research/table/researchTableTexts';
import { fill } from '../../../../src/lib/spec/text';
import { userPreset } from '../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { errorFor } from '../../../../src/mocks/variants';
import { withScreenContext } from '../../screenContext';

const DOMAIN = 'amazon.com';
const PAID_PATH = '/NsaApi/Research/DomainPaidKeywords';

/** Every DomainPaidKeywords request of the running story. */
const paidRequests: URL[] = [];
const recordPaid = mswHttp.get(PAID_PATH, ({ request }) => {
  paidRequests.push(new URL(request.url));
  return undefined;
});
const lastAnswer = async () =>
  (await (await fetch(paidRequests.at(-1)!)).json()) as components['schemas']['DomainPaidKeywords'];

const msw = (research: typeof handlerGroups.research = []) => ({
  msw: { handlers: { ...handlerGroups, research: [recordPaid, ...research, ...handlerGroups.research] } },
});
const label = (set: keyof typeof KOMBAT_TEXT.sets) =>
  fill(KOMBAT_TEXT.paidTableLabel, { domain: DOMAIN, set: KOMBAT_TEXT.sets[set] });

const meta = {
  title: 'Research/Keyword Kombat/PPC screen',
  component: PpcKombatScreen,
  args: { copyText: fn(() => Promise.resolve()), exportPolling: { intervalMs: 10 } },
  decorators: [withScreenContext('ppc:kombat')],
  parameters: {
    router: { initialEntry: linkTo('ppc:kombat', {}, { query: DOMAIN }) },
    mockDb: { user: 'full' },
    state: { user: userPreset('full') },
    ...msw(),
  },
  beforeEach: () => {
    paidRequests.length = 0;
  },
} satisfies Meta<typeof PpcKombatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PpcSets: Story = {
  name: 'PPC sets',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'PPC Kombat' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'All', selected: true })).toBeVisible();
    await waitFor(() => expect(paidRequests.at(-1)?.searchParams.get('segment')).toBe('all'));

    // Consider Buying: asked of the server by its segment, each row with the competitor's ad.
    await userEvent.click(canvas.getByRole('tab', { name: 'Consider Buying' }));
    await waitFor(() => expect(paidRequests.at(-1)?.searchParams.get('segment')).toBe('considerbuying'));
    const answer = await lastAnswer();
    const table = await canvas.findByRole('table', { name: label('considerbuying') });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.querySelector('td')?.textContent),
      ).toEqual(answer.rows.map((row) => row.keyword)),
    );
    await expect(within(table).getAllByText(answer.rows[0]!.advertiser!).length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('compared-with')).toHaveTextContent(answer.comparedWith.join(', '));
    // The set is in the URL.
    await expect(canvasElement.ownerDocument.defaultView?.location).toBeDefined();
  },
};

export const ServerError: Story = {
  name: 'Server error',
  parameters: msw([errorFor('getDomainPaidKeywords', 500)]),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(RESEARCH_TABLE_TEXT.loadFailed);
  },
};

export const Visitor: Story = {
  name: 'Visitor (paid sets without the domain check)',
  parameters: {
    mockDb: { user: 'loggedOut' },
    state: { user: userPreset('loggedOut') },
    msw: {
      handlers: {
        ...msw().msw.handlers,
        // The Kombat check asks a visitor to log in; the paid sets are public.
        kombat: [errorFor('getOrganicDomainListValidations', 401), ...handlerGroups.kombat],
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(paidRequests.at(-1)?.searchParams.get('query')).toBe(DOMAIN));
    const answer = await lastAnswer();
    await expect(await canvas.findByText(answer.rows[0]!.keyword)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
