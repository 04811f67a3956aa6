import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { type TabItem, Tabs, type TabsProps } from '../../src/ui/Tabs/Tabs';

const MY_SITE: TabItem[] = [
  { id: 'keywords', label: 'Keywords', content: <p>Keywords panel</p> },
  { id: 'pages', label: 'Pages', content: <p>Pages panel</p> },
];

/** The API documentation's tabs (doc 1 §2; doc 2 §9), whose account tab is hidden. */
const API_DOCS_TAB_IDS = [
  'overview',
  'account',
  'ad-history',
  'core',
  'keyword',
  'leads',
  'url',
  'weekly-tracking',
  'kombat',
  'project-manager',
];
const API_DOCS: TabItem[] = API_DOCS_TAB_IDS.map((id) => ({
  id,
  label: id,
  isHidden: id === 'account',
  content: <p>{id} documentation</p>,
}));

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { 'aria-label': 'My site', tabs: MY_SITE, onTabChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstByDefault: Story = {
  name: 'First tab by default',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Keywords' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Keywords panel');
    await userEvent.click(canvas.getByRole('tab', { name: 'Pages' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pages panel');
    await expect(args.onTabChange).toHaveBeenCalledWith('pages');
  },
};

export const MarkedSelected: Story = {
  name: 'Tab marked selected',
  args: { tabs: [MY_SITE[0] as TabItem, { ...(MY_SITE[1] as TabItem), isSelected: true }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Pages' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const InitialTab: Story = {
  name: 'Initial tab wins',
  args: {
    'aria-label': 'API documentation',
    tabs: API_DOCS.map((t) => (t.id === 'core' ? { ...t, isSelected: true } : t)),
    initialTab: 'kombat',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'kombat' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'core' })).toHaveAttribute('aria-selected', 'false');
  },
};

export const HiddenTabNotShown: Story = {
  name: 'Hidden tab not shown',
  args: { 'aria-label': 'API documentation', tabs: API_DOCS, initialTab: 'account' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab', { name: 'account' })).toBeNull();
    await expect(canvas.getAllByRole('tab')).toHaveLength(API_DOCS.filter((tab) => !tab.isHidden).length);
    await expect(canvas.getByRole('tab', { name: 'overview' })).toHaveAttribute('aria-selected', 'true');
  },
};

function HideActive(args: TabsProps) {
  const [hidden, setHidden] = useState(false);
  const tabs = args.tabs.map((t) => (t.id === 'pages' ? { ...t, isHidden: hidden } : t));
  return (
    <>
      <button type="button" onClick={() => setHidden(true)}>
        Hide Pages
      </button>
      <Tabs {...args} tabs={tabs} />
    </>
  );
}

export const ActiveTabBecomesHidden: Story = {
  name: 'Active tab becomes hidden',
  args: { initialTab: 'pages' },
  render: HideActive,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Pages' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Pages' }));
    await waitFor(() => expect(canvas.queryByRole('tab', { name: 'Pages' })).toBeNull());
    await expect(canvas.getByRole('tab', { name: 'Keywords' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Keywords panel');
    await expect(args.onTabChange).toHaveBeenCalledWith('keywords');
  },
};

export const KeyboardNavigation: Story = {
  name: 'Keyboard navigation',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Keywords' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pages' })).toHaveAttribute('aria-selected', 'true');
  },
};
