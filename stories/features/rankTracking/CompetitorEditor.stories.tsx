import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { CompetitorEditor } from '../../../src/features/rankTracking/CompetitorEditor';
import { RANK_TRACKING_TEXT as T } from '../../../src/features/rankTracking/rankTrackingTexts';
import { fill } from '../../../src/lib/spec/text';

const meta = {
  title: 'Pages/Rank Tracking/Competitor editor',
  component: CompetitorEditor,
  args: { primaryDomainName: 'acme.com', competitors: ['rival.com'], onSave: fn(() => Promise.resolve()) },
} satisfies Meta<typeof CompetitorEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (n: number) => ({ name: fill(T.competitor, { n }) });

export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: T.yourDomain })).toHaveValue('acme.com');
    await expect(canvas.getByRole('textbox', field(1))).toHaveValue('rival.com');
    await expect(canvas.getByRole('textbox', field(3))).toHaveValue('');
    // Only the filled fields are sent, trimmed.
    await userEvent.type(canvas.getByRole('textbox', field(3)), '  widgets.co.uk ');
    await userEvent.click(canvas.getByRole('button', { name: T.saveCompetitors }));
    await expect(args.onSave).toHaveBeenCalledWith(['rival.com', 'widgets.co.uk']);
    await expect(await canvas.findByText(T.competitorsSaved)).toBeVisible();
  },
};

export const Refused: Story = {
  args: {
    onSave: fn(() =>
      Promise.reject({ fields: [{ field: 'body.competitors.1', message: 'must be a domain, not a page' }] }),
    ),
  },
  play: async ({ canvas }) => {
    // The second filled field is the third on screen: its reason shows there, and the input stays.
    const third = canvas.getByRole('textbox', field(3));
    await userEvent.type(third, 'rival.com/pricing');
    await userEvent.click(canvas.getByRole('button', { name: T.saveCompetitors }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(T.competitorsFailed);
    await expect(canvas.getByText('rival.com/pricing must be a domain, not a page')).toBeVisible();
    await expect(third).toHaveValue('rival.com/pricing');
    await expect(third).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', field(1))).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithoutDomain: Story = {
  name: 'Without a domain',
  args: { primaryDomainName: null, competitors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(T.noDomain)).toBeVisible();
  },
};
