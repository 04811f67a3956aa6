import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { RESEARCH_TEXT, SUBJECT_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { SearchPrompt } from '../../../../src/features/research/shared/SearchPrompt';

const meta = {
  title: 'Research/Shared/Search prompt',
  component: SearchPrompt,
  args: { onSearch: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-8)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('search')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: RESEARCH_TEXT.promptLabel }), '  example.com ');
    await userEvent.click(canvas.getByRole('button', { name: RESEARCH_TEXT.promptSubmit }));
    await expect(args.onSearch).toHaveBeenCalledWith('example.com');
  },
};

export const Empty: Story = {
  name: 'Nothing typed',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: RESEARCH_TEXT.promptSubmit }));
    await expect(canvas.getByText(RESEARCH_TEXT.promptRequired)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: RESEARCH_TEXT.promptLabel })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Keyword: Story = {
  name: 'A keyword page',
  args: { subject: 'keyword' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(SUBJECT_TEXT.keyword.promptBody)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: RESEARCH_TEXT.promptSubmit }));
    await expect(canvas.getByText(SUBJECT_TEXT.keyword.promptRequired)).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: SUBJECT_TEXT.keyword.promptLabel }),
      ' crm software {Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('crm software');
  },
};
