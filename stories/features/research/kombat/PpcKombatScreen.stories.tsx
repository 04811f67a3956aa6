import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import type { components } from '../../../../src/api/schema.gen';
import { linkTo } from '../../../../src/app/linkTo';
import { KOMBAT_TEXT } from '../../../../src/features/research/kombat/kombatTexts';
import { PpcKombatScreen } from '../../../../src/features/research/kombat/PpcKombatScreen';
import { RESEARCH_TABLE_TEXT } from '../../../../src/features/research/table/researchTableTexts';
import { fill } from '../../../../src/lib/spec/text';
import { buildReadyExportNotification, userPreset } from '../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { errorFor } from '../../../../src/mocks/variants';
import { withScreenContext } from '../../screenContext';
import { urlParams, withLocationProbe } from '../table/researchTableStoryKit';

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

/** The CSV exports the page asked for (their request bodies), collected per story. */
const csvExports: { filename: string; jsonString: string }[] = [];
const recordCsvExport = mswHttp.post('/Endpoints/Core/ExportCsv', async ({ request }) => {
  csvExports.push((await request.clone().json()) as { filename: string; jsonString: string });
  return undefined;
});

const msw = (research: typeof handlerGroups.research = []) => ({
  msw: {
    handlers: {
      ...handlerGroups,
      research: [recordPaid, ...research, ...handlerGroups.research],
      export: [recordCsvExport, ...handlerGroups.export],
    },
  },
});
/** The first cell of each body row of the table named `name`. */
const keywordsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);
const label = (set: keyof typeof KOMBAT_TEXT.sets) =>
  fill(KOMBAT_TEXT.paidTableLabel, { domain: DOMAIN, set: KOMBAT_TEXT.sets[set] });

const meta = {
  title: 'Research/Keyword Kombat/PPC screen',
  component: PpcKombatScreen,
  args: { copyText: fn(() => Promise.resolve()), exportPolling: { intervalMs: 10 } },
  decorators: [withLocationProbe, withScreenContext('ppc:kombat')],
  parameters: {
    router: { initialEntry: linkTo('ppc:kombat', {}, { query: DOMAIN }) },
    mockDb: { user: 'full' },
    state: { user: userPreset('full') },
    ...msw(),
  },
  beforeEach: () => {
    paidRequests.length = 0;
    csvExports.length = 0;
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
    await expect(urlParams(canvasElement).get('segment')).toBe('considerbuying');
  },
};

export const SetFromLink: Story = {
  name: 'PPC set from a shared link',
  parameters: {
    router: { initialEntry: linkTo('ppc:kombat', {}, { query: DOMAIN, competitors: 'ebay.com', segment: 'adwaste' }) },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('tab', { name: 'Potential Ad Waste', selected: true })).toBeVisible();
    await waitFor(() => expect(paidRequests.at(-1)?.searchParams.get('segment')).toBe('adwaste'));
    const answer = await lastAnswer();
    const table = await canvas.findByRole('table', { name: label('adwaste') });
    await waitFor(() => expect(keywordsOf(table)).toEqual(answer.rows.map((row) => row.keyword)));
    // Core from here: the competitors stay in the URL beside the new set.
    await userEvent.click(canvas.getByRole('tab', { name: 'Core' }));
    await waitFor(() => expect(paidRequests.at(-1)?.searchParams.get('segment')).toBe('core'));
    await expect(urlParams(canvasElement).get('segment')).toBe('core');
    await expect(urlParams(canvasElement).get('competitors')).toBe('ebay.com');
  },
};

export const ExportSet: Story = {
  name: 'Export the set as CSV',
  parameters: { router: { initialEntry: linkTo('ppc:kombat', {}, { query: DOMAIN, segment: 'core' }) } },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: label('core') });
    await waitFor(() => expect(paidRequests.at(-1)?.searchParams.get('segment')).toBe('core'));
    const answer = await lastAnswer();
    await waitFor(() => expect(keywordsOf(table)).toEqual(answer.rows.map((row) => row.keyword)));
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'CSV' }));
    const ready = buildReadyExportNotification();
    await expect(
      await canvas.findByRole('link', { name: fill(RESEARCH_TABLE_TEXT.exportDownload, { file: ready.labels.title }) }),
    ).toBeVisible();
    // The server builds the file from the set on screen and the chosen columns.
    await expect(JSON.parse(csvExports[0]!.jsonString)).toEqual({
      source: {
        report: 'ppc-kombat',
        query: DOMAIN,
        segment: 'core',
        visibleColumns: 'position,volume,cpc,clicks,cost',
      },
    });
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
