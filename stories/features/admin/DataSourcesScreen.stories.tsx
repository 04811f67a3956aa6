import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { DataSourcesScreen } from '../../../src/features/admin/DataSourcesScreen';
import { ADMIN_TEXT } from '../../../src/features/admin/texts';
import { errorBody } from '../../../src/mocks/errors';
import { handlerGroups } from '../../../src/mocks/handlers';
import { adminVariants } from '../../../src/mocks/handlers/admin';
import { neverResolves } from '../../../src/mocks/variants';
import { withScreenContext } from '../screenContext';

type Handlers = typeof handlerGroups;

/** The default handlers, with admin handlers put in front of the admin group. */
const adminHandlers = (...admin: Handlers['admin']) => ({
  msw: { handlers: { ...handlerGroups, admin: [...admin, ...handlerGroups.admin] } },
});

/** The first data-sources read fails with a 500; later ones reach the mock API. Reset before each run. */
let sourceCalls = 0;
const failFirstRead = mswHttp.get('/NsaApi/Admin/GetDataSources', () => {
  sourceCalls += 1;
  return sourceCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

const section = (canvas: HTMLElement, name: string) => within(canvas).findByRole('region', { name });

const meta = {
  title: 'Pages/Account/Data Sources',
  component: DataSourcesScreen,
  decorators: [withScreenContext('account:admin', 'account:admin:import')],
  parameters: { router: { initialEntry: linkTo('account:admin') }, mockDb: { user: 'admin' }, screenshot: false },
} satisfies Meta<typeof DataSourcesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: 'Loaded: providers, budget, universe, settings, queue, failures and imports',
  parameters: { screenshot: true },
  play: async ({ canvas, canvasElement }) => {
    const providers = await section(canvasElement, ADMIN_TEXT.providersHeading);
    await expect(within(providers).getAllByText('dataforseo')).toHaveLength(2);
    await expect(within(providers).getAllByText(ADMIN_TEXT.keysSet)).toHaveLength(2);

    const budget = await section(canvasElement, ADMIN_TEXT.budgetHeading);
    const meter = within(budget).getByRole('meter', { name: 'Budget used in 2026-11' });
    await expect(meter).toHaveAttribute('value', '20');
    await expect(meter).toHaveAttribute('max', '50');
    await expect(within(budget).getByText('$20.00 of $50.00 used (40%)')).toBeVisible();
    await expect(within(budget).getByText('4,210 checks, 37 failed')).toBeVisible();

    const universe = await section(canvasElement, ADMIN_TEXT.universeHeading);
    await expect(within(universe).getByText('38,000')).toBeVisible();
    await expect(within(universe).getByText('310')).toBeVisible();

    await expect(canvas.getByRole('textbox', { name: ADMIN_TEXT.budgetField })).toHaveValue('50');
    await expect(canvas.getByRole('textbox', { name: ADMIN_TEXT.trackedCronField })).toHaveValue('0 3 * * 1');

    const jobs = canvas.getByRole('table', { name: 'Newest jobs of collect-serp' });
    await expect(within(jobs).getByRole('progressbar', { name: 'Progress of job 6c1d2a0e' })).toHaveAttribute(
      'value',
      '35',
    );
    await expect(within(jobs).getByText('35%')).toBeVisible();
    await expect(within(jobs).getByText('The provider refused the key (HTTP 401).')).toBeVisible();
    await expect(canvas.getByText('2 queued · 0 to retry · 1 running · 40 done · 1 failed')).toBeVisible();

    const failures = canvas.getByRole('table', { name: ADMIN_TEXT.failedChecksLabel });
    await expect(within(failures).getAllByRole('row')).toHaveLength(21);
    await expect(within(failures).getAllByText('The provider refused the call (HTTP 429).').length).toBeGreaterThan(0);

    const imports = canvas.getByRole('table', { name: ADMIN_TEXT.importsLabel });
    await expect(within(imports).getAllByRole('row')).toHaveLength(4);
    await expect(within(imports).getByRole('link', { name: '3 refused' })).toHaveAttribute(
      'href',
      `${linkTo('account:admin:import')}?run=3`,
    );
    await expect(within(imports).getByText('1,200 / 1,197 / 3')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: adminHandlers(neverResolves('getDataSources')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ADMIN_TEXT.loading)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Data Sources' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error, then a retry that loads',
  parameters: adminHandlers(failFirstRead),
  beforeEach: () => {
    sourceCalls = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ADMIN_TEXT.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.retry }));
    await expect(await canvas.findByText('$20.00 of $50.00 used (40%)')).toBeVisible();
    await expect(canvas.queryByText(ADMIN_TEXT.loadFailed)).toBeNull();
  },
};

export const NoProvider: Story = {
  name: 'No provider configured',
  parameters: adminHandlers(adminVariants.withoutProvider()),
  play: async ({ canvasElement }) => {
    const providers = await section(canvasElement, ADMIN_TEXT.providersHeading);
    await expect(within(providers).getAllByText(ADMIN_TEXT.noProvider)).toHaveLength(2);
    await expect(within(providers).getByText(ADMIN_TEXT.noProviderHelp)).toBeVisible();
    const budget = await section(canvasElement, ADMIN_TEXT.budgetHeading);
    await expect(within(budget).getByText(ADMIN_TEXT.noBudget)).toBeVisible();
    await expect(within(budget).queryByRole('meter')).toBeNull();
  },
};

export const BudgetExhausted: Story = {
  name: 'Budget used up',
  parameters: adminHandlers(adminVariants.budgetExhausted()),
  play: async ({ canvasElement }) => {
    const budget = await section(canvasElement, ADMIN_TEXT.budgetHeading);
    await expect(within(budget).getByRole('meter')).toHaveAttribute('value', '50');
    await expect(within(budget).getByText('$50.00 of $50.00 used (100%)')).toBeVisible();
    await expect(within(budget).getByText(ADMIN_TEXT.budgetExhausted)).toBeVisible();
  },
};

export const EmptyQueue: Story = {
  name: 'Empty queue',
  parameters: adminHandlers(adminVariants.emptyQueue()),
  play: async ({ canvasElement }) => {
    const queue = await section(canvasElement, ADMIN_TEXT.queueHeading);
    await expect(within(queue).getByText(ADMIN_TEXT.queueEmpty)).toBeVisible();
    await expect(within(queue).queryByRole('table')).toBeNull();
  },
};

export const SettingsSaved: Story = {
  name: 'Settings saved: the budget follows',
  play: async ({ canvas, canvasElement }) => {
    const budgetField = await canvas.findByRole('textbox', { name: ADMIN_TEXT.budgetField });
    await userEvent.clear(budgetField);
    await userEvent.type(budgetField, '80');
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.save }));
    await expect(await canvas.findByText(ADMIN_TEXT.saved)).toBeVisible();
    const budget = await section(canvasElement, ADMIN_TEXT.budgetHeading);
    await waitFor(() => expect(within(budget).getByText('$20.00 of $80.00 used (25%)')).toBeVisible());
    await expect(budgetField).toHaveValue('80');
  },
};

export const SettingsInvalid: Story = {
  name: 'Settings invalid: the field says why, the form keeps the input',
  play: async ({ canvas }) => {
    const cron = await canvas.findByRole('textbox', { name: ADMIN_TEXT.trackedCronField });
    await userEvent.clear(cron);
    await userEvent.type(cron, 'every monday');
    await userEvent.click(canvas.getByRole('button', { name: ADMIN_TEXT.save }));
    await expect(await canvas.findByText(ADMIN_TEXT.saveFailed)).toBeVisible();
    await expect(cron).toHaveAttribute('aria-invalid', 'true');
    await expect(cron).toHaveAccessibleDescription(
      'must be a cron expression of 5 fields (minute hour day month weekday), such as 0 3 * * 1',
    );
    await expect(cron).toHaveValue('every monday');
    await expect(canvas.queryByText(ADMIN_TEXT.saved)).toBeNull();
  },
};

export const FailedChecksPaged: Story = {
  name: 'Failed checks, next page',
  play: async ({ canvas }) => {
    const failures = await canvas.findByRole('table', { name: ADMIN_TEXT.failedChecksLabel });
    await waitFor(() => expect(within(failures).getAllByRole('row')).toHaveLength(21));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(failures).getAllByRole('row')).toHaveLength(18));
    await expect(canvas.getByText('Rows 21–37 of 37')).toBeVisible();
  },
};
