import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { AddToProjectButton } from '../../../../src/features/workspace/addToProject/AddToProjectButton';
import { ADD_TO_PROJECT_TEXT } from '../../../../src/features/workspace/addToProject/addToProjectTexts';
import { KEYWORD_TEXT } from '../../../../src/features/workspace/keywords/keywordTexts';
import { UI_TEXT, fill } from '../../../../src/lib/spec/text';

const TERM = 'seo tools';
const PAGE = 'blog.example.org/best-seo-tools';

const meta = {
  title: 'Workspace/Add to project/Button',
  component: AddToProjectButton,
  args: { mode: 'add', label: fill(ADD_TO_PROJECT_TEXT.addKeyword, { term: TERM }), onPress: fn() },
  render: (args) => (
    <p style={{ padding: 'var(--space-6)' }}>
      {args.mode === 'view' ? PAGE : TERM} <AddToProjectButton {...args} />
    </p>
  ),
} satisfies Meta<typeof AddToProjectButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: args.label });
    await expect(button).toHaveTextContent(UI_TEXT.add);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Undo: Story = {
  args: { mode: 'undo', label: fill(ADD_TO_PROJECT_TEXT.undoKeyword, { term: TERM }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: args.label })).toHaveTextContent(KEYWORD_TEXT.undo);
  },
};

export const View: Story = {
  name: 'View (green)',
  args: { mode: 'view', label: fill(ADD_TO_PROJECT_TEXT.viewUrl, { page: PAGE }) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: args.label });
    await expect(button).toHaveTextContent(UI_TEXT.view);
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(23, 128, 61)');
  },
};

export const Busy: Story = {
  name: 'Busy (a call under way)',
  args: { isBusy: true, busyLabel: ADD_TO_PROJECT_TEXT.adding },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: args.label });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(ADD_TO_PROJECT_TEXT.adding);
  },
};
