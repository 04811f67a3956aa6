import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { clearDraft, EMPTY_DRAFT, writeDraft } from '../../../src/features/onboarding/onboardingDraft';
import { OnboardingScreen } from '../../../src/features/onboarding/OnboardingScreen';
import { BUDGET_RANGE_LABELS, INTEREST_LABELS, ONBOARDING_TEXT } from '../../../src/features/onboarding/texts';
import { EMPTY_GUID } from '../../../src/lib/spec/identity';
import { getMockDb } from '../../../src/mocks/db';
import { userPreset } from '../../../src/mocks/fixtures';
import { handlerGroups } from '../../../src/mocks/handlers';
import { errorFor } from '../../../src/mocks/variants';
import { user } from '../../../src/state';
import { arrivedAt, withScreenContext } from '../screenContext';

type Canvas = ReturnType<typeof within>;
// The first page of an app story loads the app's chunks: more than findBy's second on a busy machine.
const heading = (canvas: Canvas, name: string) => canvas.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const continueButton = (canvas: Canvas) => canvas.getByRole('button', { name: ONBOARDING_TEXT.next });
const yes = (canvas: Canvas, question: string) =>
  within(canvas.getByRole('radiogroup', { name: question })).getByRole('radio', { name: ONBOARDING_TEXT.yes });

/** A new account: signed up, the survey still to fill in. */
const NEW_ACCOUNT = { ...userPreset('free'), name: null, shouldShowOnboarding: true };

async function fillStepsOneAndTwo(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText(ONBOARDING_TEXT.nameLabel), 'Jane Marketer');
  await userEvent.click(continueButton(canvas));
  await userEvent.type(await canvas.findByLabelText(ONBOARDING_TEXT.domainLabel), 'https://www.Example.com/');
  await userEvent.type(canvas.getByLabelText(ONBOARDING_TEXT.displayLabel), 'Example Store');
  await userEvent.click(continueButton(canvas));
  await heading(canvas, 'Your Goals');
}

const meta = {
  title: 'Pages/Onboarding',
  component: OnboardingScreen,
  args: { step: 1 },
  // The whole app on the mock API: the guards send an unfinished account here and let it go after.
  parameters: { router: { app: true, initialEntry: '/onboarding' }, mockDb: { user: NEW_ACCOUNT } },
  // The answers live in the tab: each story starts with none.
  beforeEach: () => window.sessionStorage.clear(),
} satisfies Meta<typeof OnboardingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PpcOnly: Story = {
  name: 'Three steps, PPC only: related keywords with the PPC preset',
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await heading(canvas, 'Welcome to Rivalscope');
    await fillStepsOneAndTwo(canvas);
    await userEvent.click(yes(canvas, ONBOARDING_TEXT.newCampaignLabel));
    await userEvent.click(canvas.getByRole('checkbox', { name: INTEREST_LABELS.interestedInPpc }));
    await userEvent.click(canvas.getByRole('radio', { name: BUDGET_RANGE_LABELS['1001-5000'] }));
    await userEvent.click(canvas.getByRole('button', { name: ONBOARDING_TEXT.finish }));

    // The related-keywords table, seeded with the project's name.
    await heading(canvas, 'Related Keywords');
    await expect(canvas.getByText('Search: example store')).toBeVisible();
    // The first project exists, the survey ended onboarding, and the name is the user's.
    const db = getMockDb();
    await expect([...db.projects.values()].map((p) => p.project)).toContainEqual(
      expect.objectContaining({ projectName: 'Example Store', primaryDomainName: 'example.com' }),
    );
    await expect(user.shouldShowOnboarding).toBe(false);
    await expect(user.name).toBe('Jane Marketer');
  },
};

export const SeoOnly: Story = {
  name: 'SEO only: related keywords with the SEO preset',
  args: { step: 3 },
  decorators: [withScreenContext('onboarding:3')],
  parameters: { router: { app: false, initialEntry: '/onboarding/3' } },
  beforeEach: () => {
    writeDraft(EMPTY_GUID, {
      ...EMPTY_DRAFT,
      name: 'Jane',
      onboardingDomain: 'example.com',
      onboardingDisplay: 'Example Store',
    });
    return () => clearDraft(EMPTY_GUID);
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: ONBOARDING_TEXT.newCampaignLabel })).getByRole('radio', {
        name: ONBOARDING_TEXT.no,
      }),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: INTEREST_LABELS.interestedInSeo }));
    await userEvent.click(canvas.getByRole('button', { name: ONBOARDING_TEXT.finish }));
    const related = linkTo('keyword:related-keywords', undefined, { query: 'example store', selectedPreset: 'seo' });
    await expect(await canvas.findByText(arrivedAt(related))).toBeVisible();
  },
};

export const StepsKeepAnswers: Story = {
  name: 'Back to an earlier step keeps the answers',
  play: async ({ canvas }) => {
    await fillStepsOneAndTwo(canvas);
    await userEvent.click(canvas.getByRole('link', { name: ONBOARDING_TEXT.back }));
    await expect(await canvas.findByLabelText(ONBOARDING_TEXT.domainLabel)).toHaveValue('https://www.Example.com/');
    await userEvent.click(canvas.getByRole('link', { name: ONBOARDING_TEXT.back }));
    await expect(await canvas.findByLabelText(ONBOARDING_TEXT.nameLabel)).toHaveValue('Jane Marketer');
  },
};

export const UnfinishedStep: Story = {
  name: 'Step 3 opened first: back to step 1',
  parameters: { router: { app: true, initialEntry: '/onboarding/3' } },
  play: async ({ canvas }) => {
    await heading(canvas, 'Welcome to Rivalscope');
    await expect(canvas.getByLabelText(ONBOARDING_TEXT.nameLabel)).toHaveValue('');
  },
};

export const SaveFailed: Story = {
  name: 'Save failed: answers kept, try again',
  parameters: {
    msw: { handlers: { ...handlerGroups, onboarding: [errorFor('saveUserSurvey', 500), ...handlerGroups.onboarding] } },
  },
  play: async ({ canvas }) => {
    await fillStepsOneAndTwo(canvas);
    await userEvent.click(yes(canvas, ONBOARDING_TEXT.newCampaignLabel));
    await userEvent.click(canvas.getByRole('checkbox', { name: INTEREST_LABELS.interestedInSeo }));
    await userEvent.click(canvas.getByRole('button', { name: ONBOARDING_TEXT.finish }));
    const form = canvas.getByRole('form', { name: 'Your Goals' });
    await waitFor(() => expect(within(form).getAllByRole('alert')[0]).toHaveTextContent(ONBOARDING_TEXT.failed));
    await expect(canvas.getByRole('checkbox', { name: INTEREST_LABELS.interestedInSeo })).toBeChecked();
    await expect(canvas.getByRole('button', { name: ONBOARDING_TEXT.finish })).toBeEnabled();
    await expect(user.shouldShowOnboarding).toBe(true);
  },
};
