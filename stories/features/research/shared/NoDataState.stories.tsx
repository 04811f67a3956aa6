import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { NoDataState } from '../../../../src/features/research/shared/NoDataState';
import { RESEARCH_TEXT, SUBJECT_TEXT } from '../../../../src/features/research/shared/researchTexts';
import { fill } from '../../../../src/lib/spec/text';

const QUERY = 'gihtub.com';
const SIMILAR = [
  { value: 'github.com', href: '/overview/domain?query=github.com' },
  { value: 'gitlab.com', href: '/overview/domain?query=gitlab.com' },
];

const meta = {
  title: 'Research/Shared/No data',
  component: NoDataState,
  args: { query: QUERY, suggestions: SIMILAR },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-8)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoDataState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSimilarDomains: Story = {
  name: 'With similar domains',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: fill(RESEARCH_TEXT.noDataHeading, { query: QUERY }) }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: RESEARCH_TEXT.suggestionsLabel });
    await expect(within(list).getByRole('link', { name: 'github.com' })).toHaveAttribute('href', SIMILAR[0]!.href);
  },
};

export const LookingForSimilar: Story = {
  name: 'Looking for similar domains',
  args: { suggestions: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(RESEARCH_TEXT.suggestionsLoading);
  },
};

export const NoSimilarDomains: Story = {
  name: 'No similar domains',
  args: { suggestions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(fill(RESEARCH_TEXT.noDataBodyNoSuggestions, { query: QUERY }))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const KeywordWithSimilar: Story = {
  name: 'A keyword, with similar keywords',
  args: {
    query: 'project managment',
    subject: 'keyword',
    suggestions: [{ value: 'project management', href: '/keyword/overview?query=project+management' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(fill(SUBJECT_TEXT.keyword.noDataBody, { query: 'project managment' }))).toBeVisible();
    const list = canvas.getByRole('list', { name: SUBJECT_TEXT.keyword.suggestionsLabel });
    await expect(within(list).getByRole('link', { name: 'project management' })).toHaveAttribute(
      'href',
      '/keyword/overview?query=project+management',
    );
  },
};
