import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { KeywordImportView } from '../../../../src/features/workspace/keywords/KeywordImportView';
import { KEYWORD_TEXT } from '../../../../src/features/workspace/keywords/keywordTexts';

const meta = {
  title: 'Workspace/Keywords/Keyword import/View',
  component: KeywordImportView,
  args: {
    terms: 'seo tools\nrank tracker',
    groupNames: 'Brand terms',
    labelNames: '',
    isImporting: false,
    error: null,
    onTermsChange: fn(),
    onGroupNamesChange: fn(),
    onLabelNamesChange: fn(),
    onSubmit: fn(),
    onViewKeywords: fn(),
  },
} satisfies Meta<typeof KeywordImportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: KEYWORD_TEXT.importTermsLabel })).toHaveValue(args.terms);
    await userEvent.click(canvas.getByRole('button', { name: KEYWORD_TEXT.importSubmit }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { terms: '', groupNames: '', error: KEYWORD_TEXT.importEmpty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(KEYWORD_TEXT.importEmpty);
  },
};
