import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { WizardSteps } from '../../src/ui/WizardSteps/WizardSteps';
import type { WizardStep } from '../../src/ui/WizardSteps/WizardSteps';

const LABELS = ['Primary domain', 'Keywords', 'Competitors', 'Review'] as const;

const stepsAt = (active: number): WizardStep[] =>
  LABELS.map((label, index) => ({
    id: String(index + 1),
    label,
    state: index < active ? 'complete' : index === active ? 'active' : 'incomplete',
  }));

const meta = {
  title: 'UI/Wizard steps',
  component: WizardSteps,
  args: { 'aria-label': 'Report setup progress', steps: stepsAt(0) },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, width: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WizardSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = (items: HTMLElement[]) => items.map((item) => item.getAttribute('data-state'));

export const FirstStep: Story = {
  name: 'First step active',
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(states(items)).toEqual(['active', 'incomplete', 'incomplete', 'incomplete']);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).not.toHaveAttribute('aria-current');
  },
};

export const MiddleStep: Story = {
  name: 'Step 3 active, two complete',
  args: { steps: stepsAt(2) },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(states(items)).toEqual(['complete', 'complete', 'active', 'incomplete']);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('Competitors (current step)');
    await expect(items[0]).toHaveTextContent('Primary domain (completed)');
    await expect(canvas.getByRole('list', { name: 'Report setup progress' })).toBeVisible();
  },
};

export const AllComplete: Story = {
  name: 'All complete',
  args: { steps: stepsAt(4) },
  play: async ({ canvas }) => {
    await expect(states(canvas.getAllByRole('listitem'))).toEqual(['complete', 'complete', 'complete', 'complete']);
    await expect(canvas.queryByRole('listitem', { current: 'step' })).toBeNull();
  },
};
