import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { gifFile, largeLogoFile, LOGO_DATA_URL, logoFile, SAVED_DESIGN } from './reportDesignStoryKit';
import { ReportDesignForm } from '../../../../src/features/account/reportDesign/ReportDesignForm';
import { REPORT_DESIGN_TEXT } from '../../../../src/features/account/reportDesign/reportDesignTexts';
import { fill, TEXT } from '../../../../src/lib/spec/text';

const previewOf = (canvas: HTMLElement, design: string) =>
  within(canvas).getByRole('figure', { name: fill(REPORT_DESIGN_TEXT.previewLabel, { design }) });

/** The file picker lets any file through, as a user choosing "All files" does. */
const anyFile = () => userEvent.setup({ applyAccept: false });

const meta = {
  title: 'Pages/Account/Report Design/Form',
  component: ReportDesignForm,
  args: { settings: SAVED_DESIGN, upgradeHref: '/upgrade', onSave: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-6)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReportDesignForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditAndSave: Story = {
  name: 'Edit, with a live preview, and save',
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Slate' }));
    await expect(previewOf(canvasElement, 'Slate')).toBeVisible();

    const company = canvas.getByRole('textbox', { name: REPORT_DESIGN_TEXT.companyLabel });
    await userEvent.clear(company);
    await userEvent.type(company, 'Northwind Digital');
    await expect(within(previewOf(canvasElement, 'Slate')).getByText('Northwind Digital')).toBeVisible();

    // A colour typed without its # is taken as #rrggbb.
    const primary = canvas.getByRole('textbox', { name: REPORT_DESIGN_TEXT.primaryColorLabel });
    await userEvent.clear(primary);
    await userEvent.type(primary, '0B6E4F');
    await expect(
      canvas.getByLabelText(fill(REPORT_DESIGN_TEXT.colorPicker, { label: REPORT_DESIGN_TEXT.primaryColorLabel })),
    ).toHaveValue('#0b6e4f');

    await userEvent.upload(canvas.getByLabelText(REPORT_DESIGN_TEXT.chooseLogo), logoFile());
    // Read in the browser: the logo shows in the form and on the cover.
    await waitFor(() =>
      expect(canvas.getAllByRole('img', { name: REPORT_DESIGN_TEXT.logoPreviewAlt })).toHaveLength(2),
    );
    await expect(canvas.getByLabelText(REPORT_DESIGN_TEXT.replaceLogo)).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.save }));
    await expect(args.onSave).toHaveBeenCalledWith({
      styleId: 'Slate',
      companyName: 'Northwind Digital',
      preparedBy: 'Jane Marketer, Head of SEO',
      primaryColor: '0B6E4F',
      accentColor: '#f2a03d',
      logo: LOGO_DATA_URL,
    });
  },
};

export const InvalidColour: Story = {
  name: 'Invalid colour',
  play: async ({ args, canvas, canvasElement }) => {
    const accent = canvas.getByRole('textbox', { name: REPORT_DESIGN_TEXT.accentColorLabel });
    await userEvent.clear(accent);
    await userEvent.type(accent, 'orange');
    await userEvent.tab();
    await expect(accent).toHaveAccessibleDescription(REPORT_DESIGN_TEXT.colorInvalid);
    await expect(accent).toHaveAttribute('aria-invalid', 'true');
    // The preview keeps the last colour that was one.
    await expect(previewOf(canvasElement, 'Executive')).toBeVisible();
    await expect(
      canvas.getByLabelText(fill(REPORT_DESIGN_TEXT.colorPicker, { label: REPORT_DESIGN_TEXT.accentColorLabel })),
    ).toHaveValue('#f2a03d');

    await userEvent.click(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.save }));
    await expect(canvas.getByText(TEXT.checkFieldsInRed)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const InvalidLogo: Story = {
  name: 'Invalid logo (not PNG or JPEG)',
  play: async ({ args, canvas }) => {
    const picker = canvas.getByLabelText(REPORT_DESIGN_TEXT.chooseLogo);
    await anyFile().upload(picker, gifFile());
    const message = fill(REPORT_DESIGN_TEXT.logoWrongType, { name: 'acme-logo.gif' });
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(picker).toHaveAccessibleDescription(expect.stringContaining(message));
    // Nothing was taken: still no logo, and nothing sent.
    await expect(canvas.queryByRole('img', { name: REPORT_DESIGN_TEXT.logoPreviewAlt })).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const LogoTooLarge: Story = {
  name: 'Logo too large',
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(REPORT_DESIGN_TEXT.chooseLogo), largeLogoFile());
    await expect(
      await canvas.findByText(
        fill(REPORT_DESIGN_TEXT.logoTooLarge, { name: 'acme-logo-print.png', size: 300, kb: 256 }),
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('img', { name: REPORT_DESIGN_TEXT.logoPreviewAlt })).toBeNull();

    // A good file afterwards clears the message.
    await userEvent.upload(canvas.getByLabelText(REPORT_DESIGN_TEXT.chooseLogo), logoFile());
    await waitFor(() =>
      expect(canvas.getAllByRole('img', { name: REPORT_DESIGN_TEXT.logoPreviewAlt })).toHaveLength(2),
    );
    await expect(canvas.queryByText(/may be at most/)).toBeNull();
  },
};

export const RemoveLogo: Story = {
  name: 'Remove the logo',
  args: { settings: { ...SAVED_DESIGN, logo: LOGO_DATA_URL } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('img', { name: REPORT_DESIGN_TEXT.logoPreviewAlt })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.removeLogo }));
    await expect(canvas.getByText(REPORT_DESIGN_TEXT.noLogo)).toBeVisible();
    await expect(canvas.queryByRole('img', { name: REPORT_DESIGN_TEXT.logoPreviewAlt })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: REPORT_DESIGN_TEXT.save }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ logo: null }));
  },
};

export const ServerMessageUntilEdited: Story = {
  name: 'A server message stays until the field is edited',
  args: {
    status: {
      saving: false,
      saved: false,
      failure: {
        message: TEXT.checkFieldsInRed,
        fields: { primaryColor: 'must match pattern "^#[0-9a-fA-F]{6}$"' },
        notEntitled: false,
      },
    },
  },
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('textbox', { name: REPORT_DESIGN_TEXT.primaryColorLabel });
    await expect(primary).toHaveAccessibleDescription('must match pattern "^#[0-9a-fA-F]{6}$"');
    await userEvent.type(primary, '{Backspace}a');
    await expect(primary).toHaveValue('#1b4f8a');
    await expect(primary).not.toHaveAttribute('aria-invalid');
  },
};
