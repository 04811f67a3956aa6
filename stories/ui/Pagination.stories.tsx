import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { PAGE_SIZES } from '../../src/lib/spec/workspace';
import { Pagination, type PaginationProps } from '../../src/ui/Pagination/Pagination';
import { PAGINATION_TEXT } from '../../src/ui/Pagination/paginationRules';

function Controlled(args: PaginationProps) {
  const [startRow, setStartRow] = useState(args.startRow);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <div style={{ padding: 24 }}>
      <Pagination
        {...args}
        startRow={startRow}
        pageSize={pageSize}
        onStartRowChange={(row) => {
          setStartRow(row);
          args.onStartRowChange(row);
        }}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setStartRow(1);
          args.onPageSizeChange?.(size);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { startRow: 1, totalRows: 1234, onStartRowChange: fn(), onPageSizeChange: fn() },
  render: Controlled,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  name: 'First page',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rows 1–20 of 1,234')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Start row' })).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: /Rows per page/ })).toHaveTextContent('20');
  },
};

export const NextAndPrevious: Story = {
  name: 'Next and previous',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onStartRowChange).toHaveBeenLastCalledWith(21);
    await expect(canvas.getByText('Rows 21–40 of 1,234')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Start row' })).toHaveValue('21');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onStartRowChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('Rows 1–20 of 1,234')).toBeVisible();
  },
};

export const LastPage: Story = {
  name: 'Last page',
  args: { startRow: 1221 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rows 1,221–1,234 of 1,234')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const PageSizes: Story = {
  name: 'Page sizes',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(PAGE_SIZES.map(String));
    await userEvent.click(screen.getByRole('option', { name: '250' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(250);
    await expect(canvas.getByText('Rows 1–250 of 1,234')).toBeVisible();
  },
};

export const TypedStartRow: Story = {
  name: 'Typed start row',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Start row' });
    await userEvent.clear(input);
    await userEvent.type(input, '500');
    await expect(args.onStartRowChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onStartRowChange).toHaveBeenCalledWith(500));
    await expect(args.onStartRowChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Rows 500–519 of 1,234')).toBeVisible();
  },
};

export const InvalidStartRow: Story = {
  name: 'Invalid start row',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Start row' });
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await expect(await canvas.findByText(PAGINATION_TEXT.invalidStartRow)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onStartRowChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  name: 'No rows',
  args: { totalRows: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rows 0–0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
