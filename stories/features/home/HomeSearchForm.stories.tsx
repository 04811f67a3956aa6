import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { HomeSearchForm } from '../../../src/features/home/HomeSearchForm';
import { HOME_TEXT } from '../../../src/features/home/texts';
import type { Suggestion } from '../../../src/features/home/useHomeSearch';

/** What the mock API suggests for 'spy' (src/mocks/handlers/navigation.ts). */
const SUGGESTIONS: Suggestion[] = [
  { value: 'spy.com', resultType: 'domain' },
  { value: 'spy tools', resultType: 'term' },
];

type Canvas = ReturnType<typeof within>;
const searchBox = (canvas: Canvas) => canvas.getByRole('combobox', { name: HOME_TEXT.searchLabel });
const territory = (canvas: Canvas) => canvas.getByRole('combobox', { name: HOME_TEXT.territoryLabel });
const suggestionList = (canvas: Canvas) => within(canvas.getByRole('listbox', { name: HOME_TEXT.searchLabel }));

/**
 * The home search box (doc 1 §3 "Home search form", §4 "Home search"): an input named
 * domain-input, the territory, the search button; suggestions under the input. The form is
 * controlled: these stories show its states and what it reports; the page stories
 * (Pages/Home/Home page) prove the suggestions and the search end to end against the mock API.
 */
const meta = {
  title: 'Pages/Home/Home page/Search',
  component: HomeSearchForm,
  args: {
    query: '',
    onQueryChange: fn(),
    territory: 'US',
    onTerritoryChange: fn(),
    suggestions: [],
    isDemoData: false,
    onChoose: fn(),
    onSubmit: fn(),
    isSearching: false,
    submitLabel: 'Search',
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320, padding: '48px 24px', background: 'var(--color-brand-900)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const box = searchBox(canvas);
    await expect(box).toHaveAttribute('name', 'domain-input');
    await expect(box).toHaveAttribute('placeholder', HOME_TEXT.searchPlaceholder);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(territory(canvas)).toHaveValue('US');
    await expect(within(territory(canvas)).getByRole('option', { selected: true })).toHaveTextContent('United States');
    await expect(canvas.getByRole('search', { name: HOME_TEXT.searchFormLabel })).toBeVisible();
    // Typing and submitting are reported, not handled here.
    await userEvent.type(box, 's');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('s');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const SuggestionsShown: Story = {
  name: 'Suggestions shown',
  args: { query: 'spy', suggestions: SUGGESTIONS, isDemoData: true },
  play: async ({ canvas, args }) => {
    const box = searchBox(canvas);
    await expect(box).toHaveValue('spy');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = suggestionList(canvas);
    await expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual(['spy.comDomain', 'spy toolsKeyword']);
    await expect(canvas.getByText(HOME_TEXT.demoSuggestions)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '2 suggestions available. Use the up and down arrows to choose one.',
    );
    // Choosing one searches at once (the screen fills the query and searches).
    await userEvent.click(box);
    await userEvent.click(list.getByRole('option', { name: /spy\.com/ }));
    await expect(args.onChoose).toHaveBeenCalledWith('spy.com');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SuggestionHighlighted: Story = {
  name: 'Suggestion highlighted with the arrows',
  args: { query: 'spy', suggestions: SUGGESTIONS, isDemoData: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(searchBox(canvas));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const list = suggestionList(canvas);
    await expect(list.getByRole('option', { name: /spy\.com/ })).toHaveAttribute('aria-selected', 'false');
    await expect(list.getByRole('option', { name: /spy tools/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('spy tools');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Escape closes the list and searches nothing.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    // Enter with nothing highlighted submits the form.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The list open again for the screenshot, the second suggestion highlighted.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(list.getByRole('option', { name: /spy tools/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Searching: Story = {
  args: { query: 'spy.com', isSearching: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: HOME_TEXT.searching });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Search' })).toBeNull();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const OtherTerritory: Story = {
  name: 'Another territory chosen',
  args: { query: 'running shoes', territory: 'UK' },
  play: async ({ canvas, args }) => {
    await expect(territory(canvas)).toHaveValue('UK');
    await expect(within(territory(canvas)).getByRole('option', { selected: true })).toHaveTextContent('United Kingdom');
    // The main countries in priority order, then Global.
    const names = within(territory(canvas))
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(names.slice(0, 5)).toEqual(['United States', 'United Kingdom', 'Germany', 'France', 'Argentina']);
    await expect(names.at(-1)).toBe('Global');
    await expect(names).toHaveLength(26);
    await userEvent.selectOptions(territory(canvas), 'DE');
    await expect(args.onTerritoryChange).toHaveBeenCalledWith('DE');
  },
};

export const SmallPhone: Story = {
  name: 'On a small phone',
  args: { query: 'spy', suggestions: SUGGESTIONS, isDemoData: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    // Stacked: the button spans the form, under the territory.
    const button = canvas.getByRole('button', { name: 'Search' });
    const field = territory(canvas).getBoundingClientRect();
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(field.bottom);
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(250);
    await expect(suggestionList(canvas).getAllByRole('option')).toHaveLength(2);
  },
};
