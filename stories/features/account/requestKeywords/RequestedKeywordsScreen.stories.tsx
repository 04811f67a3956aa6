import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { linkTo } from '../../../../src/app/linkTo';
import { RequestedKeywordsScreen } from '../../../../src/features/account/requestKeywords/RequestedKeywordsScreen';
import { REQUESTED_KEYWORDS_TEXT } from '../../../../src/features/account/requestKeywords/texts';
import { errorBody } from '../../../../src/mocks/errors';
import { buildRequestedKeywordList, buildRequestedKeywordStatusCounts } from '../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { http } from '../../../../src/mocks/http';
import { mockFor } from '../../../../src/mocks/registry';
import { neverResolves } from '../../../../src/mocks/variants';
import { arrivedAt, withScreenContext } from '../../screenContext';

/** The mock account's requests: the contract's examples (12 ready, 3 processing, 5 queued; two keywords listed). */
const MOCK_COUNTS = buildRequestedKeywordStatusCounts();
const { keywords: MOCK_KEYWORDS } = buildRequestedKeywordList();

const noRequests = [
  mockFor(
    'getRequestedKeywords',
    http.get('/NsaApi/Account/GetRequestedKeywords', ({ response }) => response(200).json({ keywords: [] })),
  ),
  mockFor(
    'getRequestedKeywordStatusCounts',
    http.get('/NsaApi/Account/GetRequestedKeywordStatusCounts', ({ response }) =>
      response(200).json({ ready: 0, processing: 0, queued: 0 }),
    ),
  ),
];

/** The first counts call fails with a 500; later ones reach the mock API. Reset before each run. */
let countCalls = 0;
const failFirstCounts = mswHttp.get('/NsaApi/Account/GetRequestedKeywordStatusCounts', () => {
  countCalls += 1;
  // Returning nothing hands the request on to the next handler (the mock API's counts).
  return countCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

const nsaAccount = (...first: (typeof handlerGroups)['nsa-account']) => ({
  ...handlerGroups,
  'nsa-account': [...first, ...handlerGroups['nsa-account']],
});

type Canvas = ReturnType<typeof within>;
const countOf = (canvas: Canvas, status: string) => canvas.getByText(status, { selector: 'dt' }).nextElementSibling;
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

const meta = {
  title: 'Pages/Account/Request keywords',
  component: RequestedKeywordsScreen,
  decorators: [withScreenContext('account:requestkeywords')],
  parameters: { router: { initialEntry: linkTo('account:requestkeywords') }, mockDb: { user: 'full' } },
} satisfies Meta<typeof RequestedKeywordsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountsAndList: Story = {
  name: 'Counts and list',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Request Keywords' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: REQUESTED_KEYWORDS_TEXT.tableLabel, busy: false });
    await expect(bodyRows(table)).toHaveLength(MOCK_KEYWORDS.length);
    await expect(countOf(canvas, REQUESTED_KEYWORDS_TEXT.ready)).toHaveTextContent(String(MOCK_COUNTS.ready));
    await expect(countOf(canvas, REQUESTED_KEYWORDS_TEXT.processing)).toHaveTextContent(String(MOCK_COUNTS.processing));
    await expect(countOf(canvas, REQUESTED_KEYWORDS_TEXT.queued)).toHaveTextContent(String(MOCK_COUNTS.queued));
    for (const { keyword } of MOCK_KEYWORDS) await expect(within(table).getByText(keyword)).toBeVisible();
    // The page sits in the account section, marked as the current page.
    await expect(canvas.getByRole('link', { name: 'Request Keywords', current: 'page' })).toBeVisible();
  },
};

export const StartARequest: Story = {
  name: 'Request keywords: step 1',
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: REQUESTED_KEYWORDS_TEXT.request }));
    await expect(await canvas.findByText(arrivedAt(linkTo('account:requestkeywords:step-1')))).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No requests yet',
  parameters: { msw: { handlers: nsaAccount(...noRequests) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(REQUESTED_KEYWORDS_TEXT.empty)).toBeVisible();
    await expect(countOf(canvas, REQUESTED_KEYWORDS_TEXT.ready)).toHaveTextContent('0');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: nsaAccount(neverResolves('getRequestedKeywords')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(REQUESTED_KEYWORDS_TEXT.loading)).toBeVisible();
    await expect(canvas.getByRole('table', { name: REQUESTED_KEYWORDS_TEXT.tableLabel })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailedThenRetried: Story = {
  name: 'Load failed, then a retry',
  parameters: { msw: { handlers: nsaAccount(failFirstCounts) } },
  beforeEach: () => {
    countCalls = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(REQUESTED_KEYWORDS_TEXT.loadFailed)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: REQUESTED_KEYWORDS_TEXT.retry }));
    const table = await canvas.findByRole('table', { name: REQUESTED_KEYWORDS_TEXT.tableLabel, busy: false });
    await expect(bodyRows(table)).toHaveLength(MOCK_KEYWORDS.length);
    await expect(canvas.queryByText(REQUESTED_KEYWORDS_TEXT.loadFailed)).toBeNull();
  },
};
