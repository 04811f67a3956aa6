import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { LOGO_DATA_URL, SAVED_DESIGN } from './reportDesignStoryKit';
import { ReportCoverPreview } from '../../../../src/features/account/reportDesign/ReportCoverPreview';
import {
  draftOf,
  REPORT_DESIGNS,
  type ReportDesignDraft,
} from '../../../../src/features/account/reportDesign/reportDesignModel';
import { REPORT_DESIGN_TEXT } from '../../../../src/features/account/reportDesign/reportDesignTexts';
import { fill } from '../../../../src/lib/spec/text';

const DESIGN: ReportDesignDraft = draftOf(SAVED_DESIGN);
const captionOf = (design: string) => fill(REPORT_DESIGN_TEXT.previewLabel, { design });

const meta = {
  title: 'Pages/Account/Report Design/Cover preview',
  component: ReportCoverPreview,
  args: { design: DESIGN },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-6)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReportCoverPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: captionOf('Executive') });
    await expect(within(figure).getByText('Acme Growth Agency')).toBeVisible();
    await expect(within(figure).getByText('Prepared by Jane Marketer, Head of SEO')).toBeVisible();
    await expect(within(figure).getByText(REPORT_DESIGN_TEXT.sampleTitle)).toBeVisible();
    // No logo yet: the company name stands alone.
    await expect(within(figure).queryByRole('img')).toBeNull();
  },
};

export const WithLogo: Story = {
  name: 'With a logo',
  args: { design: { ...DESIGN, styleId: 'Surf', logo: LOGO_DATA_URL } },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: captionOf('Surf') });
    const logo = within(figure).getByRole('img', { name: REPORT_DESIGN_TEXT.logoPreviewAlt });
    await expect(logo).toHaveAttribute('src', LOGO_DATA_URL);
    await expect(within(figure).getByText('Acme Growth Agency')).toBeVisible();
  },
};

export const NothingFilledIn: Story = {
  name: 'Nothing filled in yet',
  args: { design: { ...DESIGN, styleId: 'White', companyName: '  ', preparedBy: '' } },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: captionOf('White') });
    await expect(within(figure).getByText(REPORT_DESIGN_TEXT.companyPlaceholder)).toBeVisible();
    await expect(within(figure).queryByText(/^Prepared by/)).toBeNull();
  },
};

export const LightMainColour: Story = {
  name: 'Light main colour',
  args: { design: { ...DESIGN, styleId: 'Slate', primaryColor: '#ffd400' } },
  play: async ({ canvas }) => {
    // Text on a light main colour turns black, so it stays legible.
    const company = canvas.getByText('Acme Growth Agency');
    await expect(getComputedStyle(company).color).toBe('rgb(0, 0, 0)');
  },
};

export const DarkMainColour: Story = {
  name: 'Dark main colour',
  args: { design: { ...DESIGN, styleId: 'Harmony', primaryColor: '#14213d' } },
  play: async ({ canvas }) => {
    const company = canvas.getByText('Acme Growth Agency');
    await expect(getComputedStyle(company).color).toBe('rgb(255, 255, 255)');
    // Below the band, on white, the text is dark.
    await expect(getComputedStyle(canvas.getByText('Prepared by Jane Marketer, Head of SEO')).color).toBe(
      'rgb(26, 26, 26)',
    );
  },
};

export const EveryDesign: Story = {
  name: 'Every design',
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-6)' }}>
      {REPORT_DESIGNS.map((styleId) => (
        <ReportCoverPreview key={styleId} design={{ ...args.design, styleId, logo: LOGO_DATA_URL }} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const design of REPORT_DESIGNS) {
      const figure = canvas.getByRole('figure', { name: captionOf(design) });
      await expect(within(figure).getByText('Acme Growth Agency')).toBeVisible();
    }
    await expect(canvas.getAllByRole('figure')).toHaveLength(8);
  },
};

export const Thumbnail: Story = {
  args: { thumbnail: true },
  play: async ({ canvasElement }) => {
    // A drawing only: no text, hidden from assistive technology (the design card names it).
    const thumbnail = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(thumbnail).not.toBeNull();
    await expect(thumbnail).toHaveTextContent('');
    await expect(within(canvasElement).queryByRole('figure')).toBeNull();
  },
};
