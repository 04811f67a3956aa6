import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { within } from 'storybook/test';
import { expect, fn, userEvent } from 'storybook/test';

import {
  KeywordsStepView,
  type KeywordsStepViewProps,
} from '../../../../src/features/account/requestKeywords/KeywordsStepView';
import { REQUEST_STEPS_TEXT } from '../../../../src/features/account/requestKeywords/texts';
import { fill, TEXT } from '../../../../src/lib/spec/text';

/** Holds what is typed, as the screen does. */
function KeywordsStep(props: Omit<KeywordsStepViewProps, 'keywordsText'> & { initialText?: string }) {
  const { initialText = '', onKeywordsTextChange, ...rest } = props;
  const [text, setText] = useState(initialText);
  return (
    <KeywordsStepView
      {...rest}
      keywordsText={text}
      onKeywordsTextChange={(next) => {
        setText(next);
        onKeywordsTextChange(next);
      }}
    />
  );
}

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas) => canvas.getByRole('textbox', { name: REQUEST_STEPS_TEXT.keywordsLabel });
const send = (canvas: Canvas) => canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.send });
const count = (n: number) => fill(REQUEST_STEPS_TEXT.keywordsCount, { count: n });

const TOO_LONG = 'Each keyword may have at most 200 characters.';

const meta = {
  title: 'Pages/Account/Request keywords steps/Your keywords',
  component: KeywordsStep,
  args: {
    title: 'Request Keywords: Your Keywords',
    onKeywordsTextChange: fn(),
    onSubmit: fn(),
    backHref: '/account/requestkeywords',
  },
} satisfies Meta<typeof KeywordsStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoKeywords: Story = {
  name: 'Sent without keywords',
  args: { initialText: ' ,\n' },
  play: async ({ args, canvas }) => {
    await userEvent.click(send(canvas));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(field(canvas)).toHaveAccessibleDescription(REQUEST_STEPS_TEXT.noKeywords);
    await expect(field(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerRefused: Story = {
  name: 'Refused by the server: message beside the field, text kept',
  args: {
    initialText: 'seo tools\nrank tracker',
    failure: { message: TEXT.checkFieldsInRed, fields: { termsCsv: TOO_LONG } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(field(canvas)).toHaveAccessibleDescription(TOO_LONG);
    await expect(field(canvas)).toHaveValue('seo tools\nrank tracker');
    // Editing the field takes the server's message away; the hint is back.
    await userEvent.type(field(canvas), '{Enter}site audit');
    await expect(field(canvas)).toHaveAccessibleDescription(REQUEST_STEPS_TEXT.keywordsHint);
  },
};

export const Sending: Story = {
  args: { initialText: 'seo tools', isSubmitting: true },
  play: async ({ args, canvas }) => {
    const button = send(canvas);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Typing: Story = {
  name: 'Typing: a live count of the keywords',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(count(0))).toBeVisible();
    await expect(field(canvas)).toHaveAccessibleDescription(REQUEST_STEPS_TEXT.keywordsHint);
    await userEvent.click(field(canvas));
    await userEvent.paste('seo tools\nrank tracker, site audit\n');
    await expect(canvas.getByText(count(3))).toBeVisible();
    await userEvent.type(field(canvas), 'SEO Tools');
    // A repeat (whatever its case) counts once.
    await expect(canvas.getByText(count(3))).toBeVisible();
    await userEvent.click(send(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith(['seo tools', 'rank tracker', 'site audit']);
    await expect(canvas.getByRole('link', { name: REQUEST_STEPS_TEXT.back })).toHaveAttribute(
      'href',
      '/account/requestkeywords',
    );
  },
};
