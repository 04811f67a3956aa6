import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { createColumnState, defaultColumnState, type ColumnState } from '../../src/lib/columns';
import { TEXT, fill } from '../../src/lib/spec/text';
import {
  ColumnSelector,
  useColumnQueryState,
  type ColumnDefinition,
  type ColumnPreset,
} from '../../src/ui/ColumnSelector/ColumnSelector';

/** The keyword table's columns (doc 2 §3, §9); the keyword itself is always present. */
const KEYWORD_COLUMNS: ColumnDefinition[] = [
  { id: 'keyword', header: 'Keyword', isAlwaysPresent: true },
  { id: 'groups', header: 'Groups', preset: ['organize'] },
  { id: 'labels', header: 'Labels', preset: ['organize'] },
  {
    id: 'costPerClick',
    header: 'Cost per click',
    matchType: 'broad',
    matchTypeHeader: 'Cost per click match type',
    preset: ['ppc'],
  },
  {
    id: 'monthlySearches',
    header: 'Monthly searches',
    matchType: 'broad',
    matchTypeHeader: 'Monthly searches match type',
    preset: ['seo', 'ppc', 'organize'],
  },
  { id: 'currentRank', header: 'Current rank', preset: ['seo'] },
  { id: 'clickChange', header: 'Click change', preset: ['seo', 'ppc'] },
  { id: 'rankingDifficulty', header: 'Ranking difficulty', preset: ['seo'] },
];

const PRESETS: ColumnPreset[] = [
  { id: 'seo', label: 'SEO' },
  { id: 'ppc', label: 'PPC' },
  { id: 'organize', label: 'Organize' },
];

const KNOWN_IDS = KEYWORD_COLUMNS.map((c) => c.id);

async function open() {
  await userEvent.click(screen.getByRole('button', { name: /^Columns/ }));
  return within(await screen.findByRole('dialog', { name: 'Choose columns' }));
}

function checkedColumns(): string[] {
  const dialog = screen.getByRole('dialog', { name: 'Choose columns' });
  return [...dialog.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
    .filter((box) => box.checked)
    .map((box) => box.closest('label')?.textContent ?? '');
}

/** The selector bound to the URL query, with the current query shown for reviewers. */
function UrlBoundSelector() {
  const [state, setState] = useColumnQueryState({ fallback: 'keywords', knownColumnIds: KNOWN_IDS });
  const location = useLocation();
  return (
    <div style={{ display: 'grid', gap: '16px', justifyItems: 'start' }}>
      <output aria-label="Current query" style={{ fontFamily: 'var(--font-mono)', fontSize: '14px' }}>
        {decodeURIComponent(location.search)}
      </output>
      <ColumnSelector columns={KEYWORD_COLUMNS} presets={PRESETS} value={state} onChange={setState} />
    </div>
  );
}

const meta = {
  title: 'UI/Column selector',
  component: ColumnSelector,
  args: {
    columns: KEYWORD_COLUMNS,
    presets: PRESETS,
    defaultValue: defaultColumnState('keywords'),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '24px', minHeight: '640px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColumnSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultKeywordsColumns: Story = {
  name: 'Default keywords columns',
  play: async ({ args }) => {
    await expect(screen.getByRole('button', { name: /^Columns/ })).toHaveTextContent('5');
    const dialog = await open();
    // doc 2 §9: groups, costPerClick, monthlySearches, currentRank, clickChange on; labels, rankingDifficulty off.
    await expect(checkedColumns()).toEqual([
      'Groups',
      'Cost per click',
      'Monthly searches',
      'Current rank',
      'Click change',
    ]);
    for (const off of ['Labels', 'Ranking difficulty']) {
      await expect(dialog.getByRole('checkbox', { name: off })).not.toBeChecked();
    }
    // The keyword itself is always present, never offered.
    await expect(dialog.queryByRole('checkbox', { name: 'Keyword' })).toBeNull();
    // Match types default to broad.
    for (const group of ['Cost per click match type', 'Monthly searches match type']) {
      await expect(
        within(dialog.getByRole('radiogroup', { name: group })).getByRole('radio', { name: 'Broad' }),
      ).toBeChecked();
    }
    await expect(dialog.getAllByRole('radiogroup')).toHaveLength(2);
    await expect(dialog.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual([
      'SEO',
      'PPC',
      'Organize',
    ]);
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LimitReached: Story = {
  name: 'Limit reached (5)',
  play: async ({ args }) => {
    const dialog = await open();
    const labels = dialog.getByRole('checkbox', { name: 'Labels' });
    await userEvent.click(labels);
    await expect(dialog.getByRole('alert')).toHaveTextContent('You may only have 5 columns displayed at a time');
    // The state does not change.
    await expect(labels).not.toBeChecked();
    await expect(checkedColumns()).toHaveLength(5);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('button', { name: /^Columns/ })).toHaveTextContent('5');
  },
};

export const AtLeastOne: Story = {
  name: 'At least one',
  args: { defaultValue: createColumnState(['currentRank']) },
  play: async ({ args }) => {
    const dialog = await open();
    const rank = dialog.getByRole('checkbox', { name: 'Current rank' });
    await expect(rank).toBeChecked();
    await userEvent.click(rank);
    await expect(dialog.getByRole('alert')).toHaveTextContent('You must have at least one column displayed');
    await expect(rank).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();

    // An accepted change clears the message.
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Groups' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.click(rank);
    await expect(rank).not.toBeChecked();
    await expect(checkedColumns()).toEqual(['Groups']);
  },
};

export const HiddenColumnMatchType: Story = {
  name: 'Hidden column match type',
  args: { defaultValue: createColumnState(['groups', 'costPerClick', 'currentRank', 'clickChange']) },
  play: async ({ args }) => {
    const dialog = await open();
    await expect(dialog.getByRole('checkbox', { name: 'Monthly searches' })).not.toBeChecked();
    const group = dialog.getByRole('radiogroup', { name: 'Monthly searches match type' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Phrase' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      fill(TEXT.addColumnBeforeMatchType, { column: 'Monthly searches' }),
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Add Monthly searches to your columns (above) before you adjust the match type.',
    );
    await expect(within(group).getByRole('radio', { name: 'Broad' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Phrase' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();

    // A visible column's match type changes, and that is custom mode.
    const cpc = dialog.getByRole('radiogroup', { name: 'Cost per click match type' });
    await userEvent.click(within(cpc).getByRole('radio', { name: 'Exact' }));
    await expect(within(cpc).getByRole('radio', { name: 'Exact' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ custom: true, selectedPreset: null, matchTypes: { costPerClick: 'exact' } }),
    );
    await expect(dialog.queryByRole('alert')).toBeNull();

    // Show the refused change again for the screenshot.
    await userEvent.click(within(group).getByRole('radio', { name: 'Exact' }));
    await expect(dialog.getByRole('alert')).toBeVisible();
  },
};

const CUSTOM_STATE: ColumnState = {
  visibleColumns: ['groups', 'labels'],
  selectedPreset: null,
  custom: true,
  matchTypes: { monthlySearches: 'phrase' },
};

export const PresetClearsCustom: Story = {
  name: 'Preset clears custom',
  args: { defaultValue: CUSTOM_STATE },
  play: async ({ args }) => {
    const dialog = await open();
    await expect(dialog.getByTestId('custom-mode')).toHaveTextContent('Custom');

    await userEvent.click(dialog.getByRole('button', { name: 'SEO' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      visibleColumns: ['monthlySearches', 'currentRank', 'clickChange', 'rankingDifficulty'],
      selectedPreset: 'seo',
      custom: false,
      matchTypes: {},
    });
    await expect(dialog.queryByTestId('custom-mode')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'SEO' })).toHaveAttribute('aria-pressed', 'true');
    await expect(checkedColumns()).toEqual(['Monthly searches', 'Current rank', 'Click change', 'Ranking difficulty']);

    // Toggling a column sets custom mode and clears the preset.
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Groups' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ selectedPreset: null, custom: true }),
    );
    await expect(dialog.getByTestId('custom-mode')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'SEO' })).toHaveAttribute('aria-pressed', 'false');

    // Back to a preset.
    await userEvent.click(dialog.getByRole('button', { name: 'PPC' }));
    await expect(dialog.queryByTestId('custom-mode')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'PPC' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const FromTheUrl: Story = {
  name: 'From the URL',
  parameters: {
    router: {
      initialEntry:
        '/keywords?msf=keyword-list&visibleColumns=groups,labels,monthlySearches&custom=true&matchTypes=monthlySearches:exact',
    },
  },
  render: () => <UrlBoundSelector />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Columns/ })).toHaveTextContent('3');
    const dialog = await open();
    await expect(checkedColumns()).toEqual(['Groups', 'Labels', 'Monthly searches']);
    await expect(dialog.getByTestId('custom-mode')).toBeVisible();
    const searches = dialog.getByRole('radiogroup', { name: 'Monthly searches match type' });
    await expect(within(searches).getByRole('radio', { name: 'Exact' })).toBeChecked();

    // Choosing a preset writes the URL: custom and match types go, the other parameters stay.
    await userEvent.click(dialog.getByRole('button', { name: 'PPC' }));
    const query = canvas.getByRole('status', { name: 'Current query' });
    await waitFor(() =>
      expect(query).toHaveTextContent(
        '?msf=keyword-list&visibleColumns=costPerClick,monthlySearches,clickChange&selectedPreset=ppc',
      ),
    );
    await expect(checkedColumns()).toEqual(['Cost per click', 'Monthly searches', 'Click change']);

    // A match-type change writes custom mode and the match type.
    const cpc = dialog.getByRole('radiogroup', { name: 'Cost per click match type' });
    await userEvent.click(within(cpc).getByRole('radio', { name: 'Phrase' }));
    await waitFor(() =>
      expect(query).toHaveTextContent(
        '?msf=keyword-list&visibleColumns=costPerClick,monthlySearches,clickChange&custom=true&matchTypes=costPerClick:phrase',
      ),
    );
  },
};
