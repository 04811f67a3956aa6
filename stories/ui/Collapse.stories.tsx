import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';

import { Button } from '../../src/ui/Button/Button';
import { Collapse } from '../../src/ui/Collapse/Collapse';
import { useExpansion } from '../../src/ui/Collapse/useExpansion';

const details = (
  <div style={{ padding: 16, background: '#f7f8fa', borderRadius: 8 }}>
    <p style={{ margin: 0 }}>Monthly searches: 12,100 · Cost per click: $4.20 · Rank: 3</p>
  </div>
);

function CollapseDemo({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <div style={{ width: 480, display: 'grid', gap: 8 }}>
      <Button
        size="small"
        variant="secondary"
        aria-expanded={isOpen}
        aria-controls={id}
        onPress={() => setOpen(!isOpen)}
      >
        Keyword details
      </Button>
      <Collapse id={id} isOpen={isOpen}>
        {details}
      </Collapse>
    </div>
  );
}

const meta = {
  title: 'UI/Collapse',
  component: CollapseDemo,
  subcomponents: { Collapse },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CollapseDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-controls') ?? '');

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Keyword details' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(regionOf(trigger)).toHaveAttribute('data-state', 'closed');
    await expect(canvas.getByText(/Monthly searches/)).not.toBeVisible();
  },
};

export const Open: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Monthly searches/)).toBeVisible();
  },
};

export const Toggle: Story = {
  name: 'Opens and closes',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Keyword details' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(regionOf(trigger)).toHaveAttribute('data-state', 'open'));
    await expect(canvas.getByText(/Monthly searches/)).toBeVisible();
    await expect(regionOf(trigger)?.getBoundingClientRect().height).toBeGreaterThan(40);
    await userEvent.click(trigger);
    await waitFor(() => expect(regionOf(trigger)).toHaveAttribute('data-state', 'closed'));
    await expect(regionOf(trigger)?.getBoundingClientRect().height).toBe(0);
  },
};

const GROUPS = ['Brand terms', 'Competitor terms', 'Long tail'] as const;

function RowsDemo() {
  const rows = useExpansion({ ids: GROUPS });
  return (
    <div style={{ width: 480, display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button size="x-small" variant="ghost" onPress={rows.expandAll} isDisabled={rows.isAllExpanded}>
          Expand all
        </Button>
        <Button size="x-small" variant="ghost" onPress={rows.collapseAll} isDisabled={rows.expanded.size === 0}>
          Collapse all
        </Button>
      </div>
      {GROUPS.map((group) => (
        <div key={group} style={{ border: '1px solid #dde1e8', borderRadius: 8, padding: 8 }}>
          <Button
            size="x-small"
            variant="ghost"
            aria-expanded={rows.isExpanded(group)}
            aria-controls={`row-${group.replace(/\W/g, '')}`}
            onPress={() => rows.toggle(group)}
          >
            {group}
          </Button>
          <Collapse id={`row-${group.replace(/\W/g, '')}`} isOpen={rows.isExpanded(group)}>
            <p style={{ margin: '8px 0 0' }}>12 keywords in {group}</p>
          </Collapse>
        </div>
      ))}
    </div>
  );
}

export const Rows: Story = {
  name: 'Row expansion: one row or all rows',
  render: () => <RowsDemo />,
  play: async ({ canvas }) => {
    const row = (name: string) => canvas.getByRole('button', { name });
    await userEvent.click(row('Competitor terms'));
    await expect(row('Competitor terms')).toHaveAttribute('aria-expanded', 'true');
    await expect(row('Brand terms')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    for (const group of GROUPS) await expect(row(group)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Expand all' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    for (const group of GROUPS) await expect(row(group)).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(row('Long tail'));
    await waitFor(() => expect(canvas.getByText('12 keywords in Long tail')).toBeVisible());
  },
};
