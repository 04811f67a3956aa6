import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { gifFile, logoFile } from './reportDesignStoryKit';
import { linkTo } from '../../../../src/app/linkTo';
import { ReportDesignScreen } from '../../../../src/features/account/reportDesign/ReportDesignScreen';
import { REPORT_DESIGN_TEXT } from '../../../../src/features/account/reportDesign/reportDesignTexts';
import { fill, TEXT } from '../../../../src/lib/spec/text';
import { errorBody, validationError } from '../../../../src/mocks/errors';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { http } from '../../../../src/mocks/http';
import { mockFor } from '../../../../src/mocks/registry';
import { errorFor, neverResolves } from '../../../../src/mocks/variants';
import { withScreenContext } from '../../screenContext';

const nsaAccount = (...first: (typeof handlerGroups)['nsa-account']) => ({
  msw: { handlers: { ...handlerGroups, 'nsa-account': [...first, ...handlerGroups['nsa-account']] } },
});

/** The first GetReportDesign fails with a 500; later ones reach the mock API. Reset before each run. */
let loadCalls = 0;
const failFirstLoad = mswHttp.get('/NsaApi/Account/GetReportDesign', () => {
  loadCalls += 1;
  // Returning nothing hands the request on to the mock API's handler.
  return loadCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

/** The server looks at the logo's bytes and refuses them. */
const logoRefused = mockFor(
  'saveReportDesign',
  http.post('/NsaApi/Account/SaveReportDesign', ({ response }) =>
    response(400).json(validationError([{ field: 'body.logo', message: 'must be a PNG or JPEG image' }])),
  ),
);

const planRefused = errorFor(
  'saveReportDesign',
  403,
  'White-label report designs come with the Professional plan.',
  'WHITE_LABEL_REQUIRED',
);

/** The page has loaded once the company name field shows the saved name. */
const companyField = (canvas: { findByRole: (role: 'textbox', options: { name: string }) => Promise<HTMLElement> }) =>
  canvas.findByRole('textbox', { name: REPORT_DESIGN_TEXT.companyLabel });

const meta = {
  title: 'Pages/Account/Report Design',
  component: ReportDesignScreen,
  decorators: [withScreenContext('account:reportdesign')],
  parameters: { router: { initialEntry: linkTo('account:reportdesign') }, mockDb: { user: 'full' } },
} satisfies Meta<typeof ReportDesignScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: nsaAccount(neverResolves('getReportDesign')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(REPORT_DESIGN_TEXT.loading)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Report Design' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(await companyField(canvas)).toHaveValue('Acme Growth Agency');
    await expect(canvas.getByRole('radio', { name: 'Executive' })).toBeChecked();
    // The account section's navigation marks this page.
    await expect(canvas.getByRole('link', { name: 'Report Design', current: 'page' })).toBeVisible();
  },
};

export const SaveADesign: Story = {
  name: 'Save a design',
  play: async ({ canvas, canvasElement }) => {
    await companyField(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Harmony' }));
    const accent = canvas.getByRole('textbox', { name: REPORT_DESIGN_TEXT.accentColorLabel });
    await userEvent.clear(accent);
    await userEvent.type(accent, '#E63946');
    await userEvent.upload(canvas.getByLabelText(REPORT_DESIGN_TEXT.chooseLogo), logoFile());
    await waitFor(() =>
      expect(canvas.getAllByRole('img', { name: REPORT_DESIGN_TEXT.logoPreviewAlt })).toHaveLength(2),
    );

    await userEvent.click(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.save }));
    await expect(await canvas.findByText(REPORT_DESIGN_TEXT.saved)).toBeVisible();
    // The form keeps the colour as typed; the server stores it in lower case.
    await expect(accent).toHaveValue('#E63946');
    const preview = within(canvasElement).getByRole('figure', {
      name: fill(REPORT_DESIGN_TEXT.previewLabel, { design: 'Harmony' }),
    });
    await expect(within(preview).getByRole('img', { name: REPORT_DESIGN_TEXT.logoPreviewAlt })).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: nsaAccount(neverResolves('saveReportDesign')),
  play: async ({ canvas }) => {
    await companyField(canvas);
    await userEvent.click(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.save }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.save })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByText(REPORT_DESIGN_TEXT.saving)).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: REPORT_DESIGN_TEXT.formLabel })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SaveFailedKeepsInput: Story = {
  name: 'Save failed (500) keeps what was typed',
  parameters: nsaAccount(errorFor('saveReportDesign', 500)),
  play: async ({ canvas }) => {
    const company = await companyField(canvas);
    await userEvent.clear(company);
    await userEvent.type(company, 'Northwind Digital');
    await userEvent.click(canvas.getByRole('radio', { name: 'Zest' }));
    await userEvent.click(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.save }));

    await expect(await canvas.findByText(REPORT_DESIGN_TEXT.saveFailed)).toBeVisible();
    await expect(company).toHaveValue('Northwind Digital');
    await expect(canvas.getByRole('radio', { name: 'Zest' })).toBeChecked();
    await expect(canvas.queryByText(REPORT_DESIGN_TEXT.saved)).toBeNull();
    await expect(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.save })).toBeEnabled();
  },
};

export const LogoRefusedByServer: Story = {
  name: 'Logo refused by the server (400)',
  parameters: nsaAccount(logoRefused),
  play: async ({ canvas }) => {
    await companyField(canvas);
    await userEvent.upload(canvas.getByLabelText(REPORT_DESIGN_TEXT.chooseLogo), logoFile());
    await waitFor(() =>
      expect(canvas.getAllByRole('img', { name: REPORT_DESIGN_TEXT.logoPreviewAlt })).toHaveLength(2),
    );
    await userEvent.click(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.save }));
    await expect(await canvas.findByText(TEXT.checkFieldsInRed)).toBeVisible();
    await expect(canvas.getByText('must be a PNG or JPEG image')).toBeVisible();
    // The chosen logo stays, to be replaced.
    await expect(canvas.getAllByRole('img', { name: REPORT_DESIGN_TEXT.logoPreviewAlt })).toHaveLength(2);
  },
};

export const InvalidLogo: Story = {
  name: 'Invalid logo, refused before sending',
  parameters: nsaAccount(errorFor('saveReportDesign', 500)),
  play: async ({ canvas }) => {
    await companyField(canvas);
    await userEvent
      .setup({ applyAccept: false })
      .upload(canvas.getByLabelText(REPORT_DESIGN_TEXT.chooseLogo), gifFile());
    await expect(
      await canvas.findByText(fill(REPORT_DESIGN_TEXT.logoWrongType, { name: 'acme-logo.gif' })),
    ).toBeVisible();
    await expect(canvas.getByText(REPORT_DESIGN_TEXT.noLogo)).toBeVisible();
  },
};

export const NotEntitled: Story = {
  name: 'Not entitled (free account)',
  parameters: { mockDb: { user: 'free' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: REPORT_DESIGN_TEXT.upsellHeading }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: REPORT_DESIGN_TEXT.upgradeLink })).toHaveAttribute(
      'href',
      linkTo('upgrade'),
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const SaveRefusedForPlan: Story = {
  name: 'Save refused for the plan (403)',
  parameters: nsaAccount(planRefused),
  play: async ({ canvas }) => {
    const company = await companyField(canvas);
    await userEvent.type(company, ' Ltd');
    await userEvent.click(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.save }));
    await expect(await canvas.findByText(REPORT_DESIGN_TEXT.notEntitled, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: REPORT_DESIGN_TEXT.upgradeLink })).toHaveAttribute(
      'href',
      linkTo('upgrade'),
    );
    await expect(company).toHaveValue('Acme Growth Agency Ltd');
  },
};

export const LoadFailedThenRetried: Story = {
  name: 'Load failed, then a retry',
  parameters: nsaAccount(failFirstLoad),
  beforeEach: () => {
    loadCalls = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(REPORT_DESIGN_TEXT.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.retry }));
    await expect(await companyField(canvas)).toHaveValue('Acme Growth Agency');
    await expect(canvas.queryByText(REPORT_DESIGN_TEXT.loadFailed)).toBeNull();
  },
};
