import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { RELATIONSHIP_STATUSES, RELATIONSHIP_WORDS } from '../../../../src/features/workspace/outreach/outreach';
import { OUTREACH_TEXT } from '../../../../src/features/workspace/outreach/outreachTexts';
import { WordSelect } from '../../../../src/features/workspace/outreach/WordSelect';

const meta = {
  title: 'Workspace/Outreach/Word select',
  component: WordSelect,
  args: {
    label: OUTREACH_TEXT.relationshipLabel,
    values: RELATIONSHIP_STATUSES,
    words: RELATIONSHIP_WORDS,
    value: 'none',
    onChange: fn(),
  },
} satisfies Meta<typeof WordSelect<(typeof RELATIONSHIP_STATUSES)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {
  name: 'A value chosen',
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: OUTREACH_TEXT.relationshipLabel });
    await expect(select).toHaveDisplayValue(RELATIONSHIP_WORDS.none);
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(
      RELATIONSHIP_STATUSES.map((status) => RELATIONSHIP_WORDS[status]),
    );
    await userEvent.selectOptions(select, RELATIONSHIP_WORDS.linked);
    await expect(args.onChange).toHaveBeenCalledWith('linked');
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: OUTREACH_TEXT.relationshipLabel })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
