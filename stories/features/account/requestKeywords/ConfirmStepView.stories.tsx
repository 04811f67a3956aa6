import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ConfirmStepView } from '../../../../src/features/account/requestKeywords/ConfirmStepView';
import { LISTED_KEYWORDS } from '../../../../src/features/account/requestKeywords/requestKeywords';
import { REQUEST_STEPS_TEXT } from '../../../../src/features/account/requestKeywords/texts';
import { fill } from '../../../../src/lib/spec/text';

const ACME = { id: 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b', name: 'Acme Corp' };
const KEYWORDS = ['seo tools', 'rank tracker', 'site audit'];

type Canvas = ReturnType<typeof within>;
const keywordList = (canvas: Canvas) => canvas.getByRole('list', { name: REQUEST_STEPS_TEXT.keywordsListLabel });

const meta = {
  title: 'Pages/Account/Request keywords steps/Confirm',
  component: ConfirmStepView,
  args: {
    title: 'Request Keywords: Confirmation',
    keywords: KEYWORDS,
    project: ACME,
    finished: null,
    onConfirm: fn(),
    backHref: '/account/requestkeywords/step-2',
    requestsHref: '/account/requestkeywords',
    requestMoreHref: '/account/requestkeywords/step-1',
  },
} satisfies Meta<typeof ConfirmStepView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  name: 'Confirm adding to a project you have',
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: fill(REQUEST_STEPS_TEXT.confirmHeading, { project: 'Acme Corp' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/3 keywords to Acme Corp, in its group “Requested Keywords”/)).toBeVisible();
    await expect(
      within(keywordList(canvas))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(KEYWORDS);
    await expect(canvas.getByRole('link', { name: REQUEST_STEPS_TEXT.chooseAnother })).toHaveAttribute(
      'href',
      '/account/requestkeywords/step-2',
    );
    await userEvent.click(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const ManyKeywords: Story = {
  name: 'Confirm: a long list is counted',
  args: { keywords: Array.from({ length: LISTED_KEYWORDS + 12 }, (_, i) => `keyword ${i + 1}`) },
  play: async ({ canvas }) => {
    await expect(within(keywordList(canvas)).getAllByRole('listitem')).toHaveLength(LISTED_KEYWORDS);
    await expect(canvas.getByText(fill(REQUEST_STEPS_TEXT.moreKeywords, { count: 12 }))).toBeVisible();
  },
};

export const Adding: Story = {
  args: { isSubmitting: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.confirm });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const AddFailed: Story = {
  name: 'Adding the keywords failed',
  args: { failure: fill(REQUEST_STEPS_TEXT.addFailed, { project: 'Acme Corp' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      fill(REQUEST_STEPS_TEXT.addFailed, { project: 'Acme Corp' }),
    );
    // The request can be tried again, or sent to another project.
    await expect(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.confirm })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: REQUEST_STEPS_TEXT.chooseAnother })).toBeVisible();
  },
};

export const Done: Story = {
  args: {
    project: null,
    finished: { project: ACME, message: '3 terms added' },
    projectHref: `/hq?projectId=${ACME.id}`,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: fill(REQUEST_STEPS_TEXT.doneHeading, { project: 'Acme Corp' }) }),
    ).toBeVisible();
    await expect(canvas.getByText('3 terms added')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: fill(REQUEST_STEPS_TEXT.openProject, { project: 'Acme Corp' }) }),
    ).toHaveAttribute('href', `/hq?projectId=${ACME.id}`);
    await expect(canvas.getByRole('link', { name: REQUEST_STEPS_TEXT.seeRequests })).toHaveAttribute(
      'href',
      '/account/requestkeywords',
    );
    await expect(canvas.getByRole('link', { name: REQUEST_STEPS_TEXT.requestMore })).toHaveAttribute(
      'href',
      '/account/requestkeywords/step-1',
    );
    await expect(canvas.queryByRole('button', { name: REQUEST_STEPS_TEXT.confirm })).toBeNull();
  },
};
