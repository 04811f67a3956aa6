import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { RequestKeywordsWizard } from '../../../../src/features/account/requestKeywords/RequestKeywordsWizard';
import { REQUEST_STEPS_TEXT } from '../../../../src/features/account/requestKeywords/texts';

type Canvas = ReturnType<typeof within>;
const stepItem = (canvas: Canvas, label: string) =>
  within(canvas.getByRole('list', { name: REQUEST_STEPS_TEXT.stepsLabel }))
    .getByText(label)
    .closest('li');
const [YOUR_KEYWORDS, CHOOSE_A_PROJECT, CONFIRM] = REQUEST_STEPS_TEXT.stepLabels;

const meta = {
  title: 'Pages/Account/Request keywords steps/Frame',
  component: RequestKeywordsWizard,
  args: {
    title: 'Request Keywords: Choose a Project',
    step: 2,
    children: <p>The step’s content goes here.</p>,
  },
} satisfies Meta<typeof RequestKeywordsWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SecondStep: Story = {
  name: 'Step 2 of 3',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Request Keywords: Choose a Project' })).toBeVisible();
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    await expect(stepItem(canvas, YOUR_KEYWORDS)).toHaveAttribute('data-state', 'complete');
    await expect(stepItem(canvas, CHOOSE_A_PROJECT)).toHaveAttribute('aria-current', 'step');
    await expect(stepItem(canvas, CONFIRM)).toHaveAttribute('data-state', 'incomplete');
    await expect(canvas.getByText('The step’s content goes here.')).toBeVisible();
  },
};

export const Finished: Story = {
  name: 'Every step done',
  args: { title: 'Request Keywords: Confirmation', step: 3, isFinished: true },
  play: async ({ canvas }) => {
    for (const label of REQUEST_STEPS_TEXT.stepLabels) {
      await expect(stepItem(canvas, label)).toHaveAttribute('data-state', 'complete');
    }
    await expect(
      within(canvas.getByRole('list', { name: REQUEST_STEPS_TEXT.stepsLabel })).queryByRole('listitem', {
        current: 'step',
      }),
    ).toBeNull();
  },
};
