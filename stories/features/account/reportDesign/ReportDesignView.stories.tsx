import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { SAVED_DESIGN } from './reportDesignStoryKit';
import type { ReportDesignStatus } from '../../../../src/features/account/reportDesign/reportDesignModel';
import { REPORT_DESIGN_TEXT } from '../../../../src/features/account/reportDesign/reportDesignTexts';
import { ReportDesignView } from '../../../../src/features/account/reportDesign/ReportDesignView';
import { fill, TEXT } from '../../../../src/lib/spec/text';

const UPGRADE = '/upgrade';

const failed = (message: string, notEntitled = false): ReportDesignStatus => ({
  saving: false,
  saved: false,
  failure: { message, fields: {}, notEntitled },
});

const meta = {
  title: 'Pages/Account/Report Design/View',
  component: ReportDesignView,
  args: {
    title: 'Report Design',
    load: 'ready',
    settings: SAVED_DESIGN,
    upgradeHref: UPGRADE,
    onRetry: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof ReportDesignView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: 'loading', settings: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Report Design' })).toBeVisible();
    await expect(canvas.getByText(REPORT_DESIGN_TEXT.loading)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Ready: Story = {
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: REPORT_DESIGN_TEXT.formLabel });
    // The eight designs of doc 2 §3, the saved one chosen.
    const designs = within(form).getByRole('radiogroup', { name: REPORT_DESIGN_TEXT.designLabel });
    await expect(within(designs).getAllByRole('radio')).toHaveLength(8);
    await expect(within(designs).getByRole('radio', { name: 'Executive' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: REPORT_DESIGN_TEXT.companyLabel })).toHaveValue(
      'Acme Growth Agency',
    );
    await expect(canvas.getByRole('textbox', { name: REPORT_DESIGN_TEXT.primaryColorLabel })).toHaveValue('#1b4f8a');
    await expect(canvas.getByText(REPORT_DESIGN_TEXT.noLogo)).toBeVisible();
    await expect(
      canvas.getByRole('figure', { name: fill(REPORT_DESIGN_TEXT.previewLabel, { design: 'Executive' }) }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.save }));
    await expect(args.onSave).toHaveBeenCalledWith({
      styleId: 'Executive',
      companyName: 'Acme Growth Agency',
      preparedBy: 'Jane Marketer, Head of SEO',
      primaryColor: '#1b4f8a',
      accentColor: '#f2a03d',
      logo: null,
    });
  },
};

export const Saving: Story = {
  args: { status: { saving: true, saved: false, failure: null } },
  play: async ({ args, canvas }) => {
    const save = canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.save });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(REPORT_DESIGN_TEXT.saving)).toBeInTheDocument();
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { status: { saving: false, saved: true, failure: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(REPORT_DESIGN_TEXT.saved)).toBeVisible();
    // An edit after the save: the page no longer claims it is saved.
    await userEvent.type(canvas.getByRole('textbox', { name: REPORT_DESIGN_TEXT.preparedByLabel }), '!');
    await expect(canvas.queryByText(REPORT_DESIGN_TEXT.saved)).toBeNull();
  },
};

export const SaveFailed: Story = {
  name: 'Save failed',
  args: { status: failed(REPORT_DESIGN_TEXT.saveFailed) },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: REPORT_DESIGN_TEXT.formLabel });
    await expect(within(form).getAllByRole('alert')[0]).toHaveTextContent(REPORT_DESIGN_TEXT.saveFailed);
    await expect(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.save })).toBeEnabled();
  },
};

export const FieldRefused: Story = {
  name: 'A field refused by the server',
  args: {
    status: {
      saving: false,
      saved: false,
      failure: { message: TEXT.checkFieldsInRed, fields: { logo: 'must be a PNG or JPEG image' }, notEntitled: false },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.checkFieldsInRed)).toBeVisible();
    await expect(canvas.getByText('must be a PNG or JPEG image')).toBeVisible();
    await expect(canvas.getByLabelText(REPORT_DESIGN_TEXT.chooseLogo)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SaveRefusedForPlan: Story = {
  name: 'Save refused for the plan (403)',
  args: { status: failed(REPORT_DESIGN_TEXT.notEntitled, true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(REPORT_DESIGN_TEXT.notEntitled, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: REPORT_DESIGN_TEXT.upgradeLink })).toHaveAttribute('href', UPGRADE);
    // The form stays, as it was.
    await expect(canvas.getByRole('textbox', { name: REPORT_DESIGN_TEXT.companyLabel })).toHaveValue(
      'Acme Growth Agency',
    );
  },
};

export const NotEntitled: Story = {
  name: 'Not entitled',
  args: { settings: { ...SAVED_DESIGN, canEdit: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: REPORT_DESIGN_TEXT.upsellHeading })).toBeVisible();
    await expect(canvas.getByText(/part of the Professional plan/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: REPORT_DESIGN_TEXT.upgradeLink })).toHaveAttribute('href', UPGRADE);
    // The cover as it stands, and nothing to edit.
    await expect(canvas.getByText('Acme Growth Agency')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('button', { name: REPORT_DESIGN_TEXT.save })).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { load: 'failed', settings: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(REPORT_DESIGN_TEXT.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
