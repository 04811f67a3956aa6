import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { BASIC_PLAN_MONTHLY_PRICE_USD, PROFESSIONAL_PLAN_MONTHLY_PRICE_USD } from '../../../src/lib/spec/purchase';
import { SavingsChart } from '../../../src/ui/Charts/SavingsChart/SavingsChart';

const meta = {
  title: 'UI/Charts/Savings chart',
  component: SavingsChart,
  args: {
    ourPrice: BASIC_PLAN_MONTHLY_PRICE_USD,
    competitorName: 'SEMrush',
    competitorPrice: 139.95,
    period: 'monthly',
    width: 560,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SavingsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

function width(canvasElement: HTMLElement, bar: string): number {
  return Number(canvasElement.querySelector(`[data-testid="savings-bar-${bar}"]`)?.getAttribute('width'));
}

export const BasicMonthly: Story = {
  name: 'Basic, monthly',
  play: async ({ canvas, canvasElement }) => {
    // doc 1 §9: on the comparison page Basic is $39/mo
    await expect(canvas.getByText('You save $100.95/mo')).toBeVisible();
    await expect(canvas.getByText('$39/mo')).toBeVisible();
    await expect(canvas.getByText('$139.95/mo')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Rivalscope $39 versus SEMrush $139.95 per month: you save $100.95/mo' }),
    ).toBeVisible();
    await expect(width(canvasElement, 'ours') + width(canvasElement, 'saving')).toBeCloseTo(
      width(canvasElement, 'theirs'),
      6,
    );
  },
};

export const ProfessionalAnnual: Story = {
  name: 'Professional, annual',
  args: { ourPrice: PROFESSIONAL_PLAN_MONTHLY_PRICE_USD, competitorPrice: 249.95, period: 'annual' },
  play: async ({ canvas, canvasElement }) => {
    // doc 1 §9: Professional is $79/mo → $948 a year against 12 × $249.95
    await expect(canvas.getByText('You save $2,051.40/yr')).toBeVisible();
    await expect(canvas.getByText('$948/yr')).toBeVisible();
    await expect(canvas.getByText('$2,999.40/yr')).toBeVisible();
    await expect(width(canvasElement, 'ours') / width(canvasElement, 'theirs')).toBeCloseTo(948 / 2999.4, 6);
    const table = canvas.getByRole('table', { name: 'Savings per year' });
    await expect(within(table).getByRole('row', { name: 'Savings $2,051.40' })).toBeInTheDocument();
  },
};

export const NoSaving: Story = {
  name: 'No saving',
  args: { ourPrice: PROFESSIONAL_PLAN_MONTHLY_PRICE_USD, competitorName: 'Budget tool', competitorPrice: 59 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No saving')).toBeVisible();
    await expect(canvasElement.querySelector('[data-testid="savings-bar-saving"]')).toBeNull();
    await expect(
      canvas.getByRole('img', { name: 'Rivalscope $79 versus Budget tool $59 per month: no saving' }),
    ).toBeVisible();
  },
};
