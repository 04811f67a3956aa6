import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import {
  ACME,
  ACME_SEARCH_CONSOLE,
  BY_POSITION,
  LATEST_FIGURES,
  RIVAL_WATCH,
  failFirstTracking,
  fullUser,
  keywordsIn,
  loggedOut,
  noChecks,
  noProjects,
  resetCalls,
  withHandlers,
  withSearchConsole,
  cellText,
} from './rankTrackingStoryKit';
import { linkTo } from '../../../src/app/linkTo';
import { firstCheckText } from '../../../src/features/rankTracking/rankTracking';
import { RankTrackingScreen } from '../../../src/features/rankTracking/RankTrackingScreen';
import { RANK_TRACKING_TEXT as T } from '../../../src/features/rankTracking/rankTrackingTexts';
import { formatNumber } from '../../../src/lib/format';
import { RETURN_URL_PARAM } from '../../../src/lib/spec/navigation';
import { fill } from '../../../src/lib/spec/text';
import { EXAMPLE_NEXT_CHECK_AT } from '../../../src/mocks/fixtures';
import { neverResolves } from '../../../src/mocks/variants';
import { withScreenContext } from '../screenContext';

const PAGE = linkTo('rank-tracking');
/** The most recently used project (Rival watch) comes first: these stories name Acme Corp. */
const ACME_PAGE = `${PAGE}?project=${ACME.id}`;

const meta = {
  title: 'Pages/Rank Tracking/Rank Tracker',
  component: RankTrackingScreen,
  decorators: [withScreenContext('rank-tracking')],
  parameters: { router: { initialEntry: ACME_PAGE }, ...fullUser },
} satisfies Meta<typeof RankTrackingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>) => canvas.findByRole('table', { name: T.tableLabel });

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rank Tracker' })).toBeVisible();
    // Each domain's figures at the latest check, against the fixture.
    for (const [i, figures] of LATEST_FIGURES.entries()) {
      const tile = within(await canvas.findByRole('listitem', { name: fill(T.summaryOf, { domain: figures.domain }) }));
      for (const id of ['averagePosition', 'gains', 'losses', 'top3', 'top10', 'top100'] as const) {
        await expect(tile.getByTestId(`${id}-${i}`)).toHaveTextContent(figures[id]);
      }
    }
    await expect(canvas.getByText(T.yourDomain, { selector: 'span' })).toBeVisible();
    // The history's data table: acme.com's average position in the last week.
    const history = canvas.getByRole('table', {
      name: fill(T.historyOf, { metric: T.metricAveragePosition, domain: 'acme.com' }),
    });
    await expect(within(history).getAllByRole('row')).toHaveLength(13);
    // The keyword table, by acme.com's position, with each domain's change read out.
    const keywords = await table(canvas);
    await waitFor(() => expect(keywordsIn(keywords)).toEqual(BY_POSITION));
    const seoTools = within(within(keywords).getByRole('row', { name: /seo tools/ }));
    await expect(seoTools.getByText(fill(T.upPlaces, { n: 1 }))).toBeInTheDocument();
    const rankTracker = within(within(keywords).getByRole('row', { name: /rank tracker/ }));
    await expect(rankTracker.getByText(T.droppedLong)).toBeInTheDocument();
    const siteAudit = within(within(keywords).getByRole('row', { name: /site audit/ }));
    await expect(siteAudit.getByText(T.enteredLong)).toBeInTheDocument();
    // No Search Console data imported: no real clicks.
    await expect(within(keywords).queryByText(T.searchConsoleClicks)).toBeNull();
    // The chart switches to keywords in the top 10.
    await userEvent.click(canvas.getByRole('radio', { name: T.metricTop10 }));
    await expect(
      canvas.getByRole('table', { name: fill(T.historyOf, { metric: T.metricTop10, domain: 'rival.com' }) }),
    ).toBeInTheDocument();
  },
};

export const SearchConsole: Story = {
  name: 'Search Console data',
  parameters: withSearchConsole,
  play: async ({ canvas }) => {
    const keywords = await table(canvas);
    await waitFor(() => expect(keywordsIn(keywords)).toEqual(BY_POSITION));
    await expect(await canvas.findByTestId('search-console-note')).toBeVisible();
    const seoTools = ACME_SEARCH_CONSOLE.queries['seo tools']!;
    await expect(cellText(keywords, 'seo tools', T.searchConsoleClicks)).toBe(formatNumber(seoTools.clicks));
    await expect(cellText(keywords, 'seo tools', T.searchConsolePosition)).toBe(formatNumber(seoTools.position, 1));
    await expect(cellText(keywords, 'ppc keywords', T.searchConsoleClicks)).toBe(formatNumber(null));
  },
};

export const Sorting: Story = {
  play: async ({ canvas }) => {
    const keywords = await table(canvas);
    await waitFor(() => expect(keywordsIn(keywords)).toEqual(BY_POSITION));
    await userEvent.click(within(keywords).getByRole('button', { name: T.keyword }));
    await waitFor(() => expect(keywordsIn(keywords)).toEqual([...BY_POSITION].sort()));
    // rival.com's change, biggest first: four unchanged, keyword research down 1, then the two without a change.
    await userEvent.click(within(keywords).getByRole('button', { name: fill(T.changeOf, { domain: 'rival.com' }) }));
    await waitFor(() =>
      expect(keywordsIn(keywords)).toEqual([
        'seo tools',
        'backlink checker',
        'competitor analysis',
        'site audit',
        'keyword research',
        'rank tracker',
        'ppc keywords',
      ]),
    );
    // Filtered by text.
    await userEvent.type(canvas.getByRole('textbox', { name: T.filter }), 'seo{Enter}');
    await waitFor(() => expect(keywordsIn(keywords)).toEqual(['seo tools']));
  },
};

export const CompetitorEditing: Story = {
  name: 'Competitor editing',
  play: async ({ canvas }) => {
    const third = await canvas.findByRole('textbox', { name: fill(T.competitor, { n: 3 }) });
    await expect(canvas.getByRole('textbox', { name: fill(T.competitor, { n: 1 }) })).toHaveValue('rival.com');
    // The project's own domain is refused: the reason under the field, the input kept.
    await userEvent.type(third, 'www.acme.com');
    await userEvent.click(canvas.getByRole('button', { name: T.saveCompetitors }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(T.competitorsFailed);
    await expect(canvas.getByText("www.acme.com is the project's own domain")).toBeVisible();
    await expect(third).toHaveValue('www.acme.com');
    await expect(third).toHaveAttribute('aria-invalid', 'true');
    // A new competitor is saved, and the tracking reads it.
    await userEvent.clear(third);
    await userEvent.type(third, 'newrival.io');
    await userEvent.click(canvas.getByRole('button', { name: T.saveCompetitors }));
    await expect(await canvas.findByText(T.competitorsSaved)).toBeVisible();
    await expect(
      await canvas.findByRole('listitem', { name: fill(T.summaryOf, { domain: 'newrival.io' }) }),
    ).toBeVisible();
  },
};

export const SeveralProjects: Story = {
  name: 'Several projects',
  parameters: { router: { initialEntry: PAGE } },
  play: async ({ canvas }) => {
    // The most recently used project first: Rival watch, without keywords, shows the way to add some.
    await expect(await canvas.findByRole('heading', { name: T.noKeywordsHeading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: T.addKeywords })).toHaveAttribute(
      'href',
      `${PAGE}?msf=keyword-import&msfProjectId=${RIVAL_WATCH.id}`,
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: T.project }), ACME.projectName);
    await expect(await canvas.findByRole('table', { name: T.tableLabel })).toBeVisible();
  },
};

export const NoChecks: Story = {
  name: 'No checks yet',
  parameters: noChecks,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: T.noChecksHeading })).toBeVisible();
    await expect(canvas.getByText(firstCheckText(EXAMPLE_NEXT_CHECK_AT))).toBeVisible();
  },
};

export const NoProjects: Story = {
  name: 'No projects',
  parameters: noProjects,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: T.noProjectsHeading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: T.createProject })).toHaveAttribute(
      'href',
      `${PAGE}?msf=create-project`,
    );
  },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  parameters: { ...loggedOut, router: { initialEntry: PAGE } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: T.loggedOutHeading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: T.logIn })).toHaveAttribute(
      'href',
      linkTo('auth:login', {}, { [RETURN_URL_PARAM]: PAGE }),
    );
  },
};

export const Loading: Story = {
  parameters: withHandlers({ projects: [neverResolves('getProjects')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.loading)).toBeInTheDocument();
    await expect(canvas.getByTestId('tracking-skeleton')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: withHandlers({ keywords: [failFirstTracking] }),
  beforeEach: resetCalls,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(T.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(await canvas.findByRole('table', { name: T.tableLabel })).toBeVisible();
  },
};
