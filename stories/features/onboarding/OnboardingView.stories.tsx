import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { EMPTY_DRAFT, type OnboardingDraft } from '../../../src/features/onboarding/onboardingDraft';
import { OnboardingView, type OnboardingViewProps } from '../../../src/features/onboarding/OnboardingView';
import { BUDGET_RANGE_LABELS, INTEREST_LABELS, ONBOARDING_TEXT } from '../../../src/features/onboarding/texts';
import { ONBOARDING_RULE_TEXT } from '../../../src/lib/onboarding';
import { INFERRED_TEXT, TEXT } from '../../../src/lib/spec/text';

/** Holds the answers, as the screen does. */
function Survey(props: Omit<OnboardingViewProps, 'draft'> & { initial?: Partial<OnboardingDraft> }) {
  const { initial = {}, onChange, ...rest } = props;
  const [draft, setDraft] = useState<OnboardingDraft>({ ...EMPTY_DRAFT, ...initial });
  return (
    <OnboardingView
      {...rest}
      draft={draft}
      onChange={(change) => {
        setDraft((previous) => ({ ...previous, ...change }));
        onChange(change);
      }}
    />
  );
}

const SITE = { name: 'Jane Marketer', onboardingDomain: 'example.com', onboardingDisplay: 'Example Store' };
type Canvas = ReturnType<typeof within>;
const formAlert = (canvas: Canvas) => within(canvas.getByRole('form')).getAllByRole('alert')[0];
const continueButton = (canvas: Canvas) => canvas.getByRole('button', { name: ONBOARDING_TEXT.next });
const finishButton = (canvas: Canvas) => canvas.getByRole('button', { name: ONBOARDING_TEXT.finish });

const meta = {
  title: 'Pages/Onboarding/View',
  component: Survey,
  args: {
    step: 1,
    stepLabels: ['Step 1: About You', 'Step 2: Your Site', 'Step 3: Your Goals'],
    title: 'Welcome to Rivalscope',
    onChange: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof Survey>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboutYou: Story = {
  name: 'Step 1: about you',
  play: async ({ args, canvas }) => {
    const steps = canvas.getByRole('list', { name: ONBOARDING_TEXT.stepsLabel });
    await expect(within(steps).getByText('Step 1: About You').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByRole('link', { name: ONBOARDING_TEXT.back })).toBeNull();
    await userEvent.type(canvas.getByLabelText(ONBOARDING_TEXT.nameLabel), 'Jane Marketer');
    await userEvent.click(canvas.getByRole('radio', { name: '2–10 people' }));
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: ONBOARDING_TEXT.agencyLabel })).getByRole('radio', { name: 'Yes' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ employedAtAgency: true });
    await userEvent.click(continueButton(canvas));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const NameMissing: Story = {
  name: 'Step 1: no name',
  play: async ({ args, canvas }) => {
    const name = canvas.getByLabelText(ONBOARDING_TEXT.nameLabel);
    // The message waits until the field lost focus once (doc 1 §5).
    await userEvent.click(name);
    await expect(canvas.queryByText(INFERRED_TEXT.required)).toBeNull();
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(INFERRED_TEXT.required);
    await userEvent.click(continueButton(canvas));
    await expect(formAlert(canvas)).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const YourSite: Story = {
  name: 'Step 2: your site, domain not valid',
  args: { step: 2, title: 'Your Site', backHref: '/onboarding', initial: { name: 'Jane Marketer' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: ONBOARDING_TEXT.back })).toHaveAttribute('href', '/onboarding');
    const domain = canvas.getByLabelText(ONBOARDING_TEXT.domainLabel);
    await expect(domain).toHaveAccessibleDescription(ONBOARDING_TEXT.domainHint);
    await userEvent.type(domain, 'my shop');
    await userEvent.click(continueButton(canvas));
    await expect(domain).toHaveAccessibleDescription(ONBOARDING_RULE_TEXT.domainInvalid);
    await expect(canvas.getByLabelText(ONBOARDING_TEXT.displayLabel)).toHaveAccessibleDescription(
      INFERRED_TEXT.required,
    );
    await expect(args.onContinue).not.toHaveBeenCalled();
    // What was typed stays.
    await expect(domain).toHaveValue('my shop');
  },
};

export const YourGoals: Story = {
  name: 'Step 3: goals, nothing chosen',
  args: { step: 3, title: 'Your Goals', backHref: '/onboarding/2', initial: SITE },
  play: async ({ args, canvas }) => {
    await userEvent.click(finishButton(canvas));
    await expect(
      canvas.getByRole('radiogroup', { name: ONBOARDING_TEXT.newCampaignLabel }),
    ).toHaveAccessibleDescription(ONBOARDING_RULE_TEXT.newCampaignRequired);
    await expect(canvas.getByRole('group', { name: ONBOARDING_TEXT.interestsLabel })).toHaveAccessibleDescription(
      ONBOARDING_RULE_TEXT.interestRequired,
    );
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const PpcNeedsBudget: Story = {
  name: 'Step 3: PPC asks for a budget',
  args: { step: 3, title: 'Your Goals', backHref: '/onboarding/2', initial: { ...SITE, isNewCampaign: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('radiogroup', { name: ONBOARDING_TEXT.budgetLabel })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: INTEREST_LABELS.interestedInPpc }));
    const budget = canvas.getByRole('radiogroup', { name: ONBOARDING_TEXT.budgetLabel });
    await userEvent.click(finishButton(canvas));
    await expect(budget).toHaveAccessibleDescription(ONBOARDING_RULE_TEXT.budgetRangeRequired);
    await expect(args.onContinue).not.toHaveBeenCalled();
    await userEvent.click(within(budget).getByRole('radio', { name: BUDGET_RANGE_LABELS['1001-5000'] }));
    await userEvent.click(finishButton(canvas));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const AgencyNoBudget: Story = {
  name: 'Step 3: PPC at an agency, no budget asked',
  args: {
    step: 3,
    title: 'Your Goals',
    initial: { ...SITE, employedAtAgency: true, isNewCampaign: false, interestedInPpc: true },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('radiogroup', { name: ONBOARDING_TEXT.budgetLabel })).toBeNull();
    await userEvent.click(finishButton(canvas));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  name: 'Step 3: saving',
  args: {
    step: 3,
    title: 'Your Goals',
    isSubmitting: true,
    initial: { ...SITE, isNewCampaign: true, interestedInSeo: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: ONBOARDING_TEXT.finishing })).toBeDisabled();
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
  },
};

export const SaveFailed: Story = {
  name: 'Step 3: save failed, answers kept',
  args: {
    step: 3,
    title: 'Your Goals',
    initial: { ...SITE, isNewCampaign: true, interestedInSeo: true },
    failure: { message: TEXT.checkFieldsInRed, fields: { interests: 'Choose an interest we offer.' } },
  },
  play: async ({ canvas }) => {
    await expect(formAlert(canvas)).toHaveTextContent(TEXT.checkFieldsInRed);
    const interests = canvas.getByRole('group', { name: ONBOARDING_TEXT.interestsLabel });
    await expect(interests).toHaveAccessibleDescription('Choose an interest we offer.');
    await expect(canvas.getByRole('checkbox', { name: INTEREST_LABELS.interestedInSeo })).toBeChecked();
    // The server's message stands until the answer changes.
    await userEvent.click(canvas.getByRole('checkbox', { name: INTEREST_LABELS.interestedInPpc }));
    await expect(interests).not.toHaveAccessibleDescription('Choose an interest we offer.');
  },
};
