import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { expectBusy, statusOf, useOutcome, type Outcome } from './settingsStoryKit';
import { SETTINGS_TEXT } from '../../../../src/features/account/settings/settingsTexts';
import { TermsSection } from '../../../../src/features/account/settings/TermsSection';

/** The section as the page holds it: accepted once the acceptance is recorded. */
function Terms(props: { accepted: boolean; termsHref: string; outcome?: Outcome<never>; onAccept: () => void }) {
  const [accepted, setAccepted] = useState(props.accepted);
  const [status, accept] = useOutcome(props.outcome, props.onAccept, () => setAccepted(true));
  return <TermsSection accepted={accepted} termsHref={props.termsHref} status={status} onAccept={accept} />;
}

const meta = {
  title: 'Pages/Account/Settings/Terms of service',
  component: TermsSection,
  args: { accepted: false, termsHref: '/termsconditions', onAccept: fn() },
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof TermsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accept: Story = {
  name: 'Terms accepted here',
  render: (args) => <Terms {...args} outcome="saved" />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText(SETTINGS_TEXT.termsPending)).toBeVisible();
    await expect(canvas.getByRole('link', { name: SETTINGS_TEXT.termsLink })).toHaveAttribute(
      'href',
      '/termsconditions',
    );
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.termsAccept }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(statusOf(canvasElement)).toHaveTextContent(SETTINGS_TEXT.termsSaved);
    await expect(canvas.getByText(SETTINGS_TEXT.termsAccepted)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: SETTINGS_TEXT.termsAccept })).toBeNull();
  },
};

export const Accepted: Story = {
  name: 'Terms already accepted',
  args: { accepted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SETTINGS_TEXT.termsAccepted)).toBeVisible();
    await expect(canvas.getByRole('link', { name: SETTINGS_TEXT.termsLink })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Accepting: Story = {
  name: 'Recording the acceptance',
  render: (args) => <Terms {...args} outcome="saving" />,
  play: async ({ canvas }) => {
    const accept = canvas.getByRole('button', { name: SETTINGS_TEXT.termsAccept });
    await userEvent.click(accept);
    await expectBusy(accept, SETTINGS_TEXT.termsAccepting);
  },
};

export const Failed: Story = {
  name: 'Acceptance not recorded (server error)',
  render: (args) => <Terms {...args} outcome={{ message: SETTINGS_TEXT.termsFailed, fields: {} }} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.termsAccept }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(SETTINGS_TEXT.termsFailed);
    await expect(canvas.getByRole('button', { name: SETTINGS_TEXT.termsAccept })).toBeEnabled();
  },
};
