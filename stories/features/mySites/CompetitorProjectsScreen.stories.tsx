import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import {
  ACME,
  COMPETITORS,
  NEW_SHOP,
  RIVAL_WATCH,
  THROTTLED_COMPETITORS,
  competitorsPerDomain,
  freeUser,
  fullUser,
  noProjects,
  withHandlers,
} from './mySitesStoryKit';
import { linkTo } from '../../../src/app/linkTo';
import { CompetitorProjectsScreen } from '../../../src/features/mySites/CompetitorProjectsScreen';
import { MY_SITES_TEXT } from '../../../src/features/mySites/mySitesTexts';
import { formatNumber } from '../../../src/lib/format';
import { fill, UI_TEXT } from '../../../src/lib/spec/text';
import { THROTTLED_CELL_PLACEHOLDER } from '../../../src/lib/spec/workspace';
import { withScreenContext } from '../screenContext';

const AT = linkTo('competitor-projects');
const DOMAIN = ACME.primaryDomainName!;
const cardOf = (canvas: HTMLElement, projectId: string) => within(canvas).findByTestId(`competitors-${projectId}`);
const kombat = (competitors: string) => linkTo('seo:kombat', {}, { query: DOMAIN, competitors });

const meta = {
  title: 'Pages/Competitor projects',
  component: CompetitorProjectsScreen,
  decorators: [withScreenContext('competitor-projects')],
  parameters: {
    router: { initialEntry: AT },
    ...fullUser,
    ...withHandlers({ research: [competitorsPerDomain(COMPETITORS)] }),
  },
} satisfies Meta<typeof CompetitorProjectsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Competitor Projects' })).toBeVisible();
    const acme = within(await cardOf(canvasElement, ACME.id!));
    await expect(
      acme.getByRole('link', { name: fill(MY_SITES_TEXT.domainOverviewOf, { domain: DOMAIN }) }),
    ).toHaveAttribute('href', linkTo('overview:domain', {}, { query: DOMAIN }));
    // The top three organic competitors, in the API's order, each with its shared keywords and a Kombat link.
    const list = within(await acme.findByRole('list'));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    for (const [i, row] of COMPETITORS.rows.slice(0, 3).entries()) {
      const item = within(items[i]!);
      await expect(
        item.getByRole('link', { name: fill(MY_SITES_TEXT.competitorOverviewOf, { competitor: row.domain }) }),
      ).toHaveAttribute('href', linkTo('overview:domain', {}, { query: row.domain }));
      await expect(
        item.getByText(fill(MY_SITES_TEXT.sharedKeywords, { count: formatNumber(row.sharedKeywords) })),
      ).toBeVisible();
      await expect(
        item.getByRole('link', { name: fill(MY_SITES_TEXT.kombatOf, { domain: DOMAIN, competitor: row.domain }) }),
      ).toHaveAttribute('href', kombat(row.domain));
    }
    await expect(acme.getByRole('link', { name: fill(MY_SITES_TEXT.kombatTopOf, { domain: DOMAIN }) })).toHaveAttribute(
      'href',
      kombat(`${COMPETITORS.rows[0]!.domain},${COMPETITORS.rows[1]!.domain}`),
    );
    // A domain without data, and a project without a domain.
    const shop = within(await cardOf(canvasElement, NEW_SHOP.id!));
    await expect(await shop.findByText(MY_SITES_TEXT.noCompetitors)).toBeVisible();
    const rival = within(await cardOf(canvasElement, RIVAL_WATCH.id!));
    await expect(rival.getByRole('link', { name: MY_SITES_TEXT.addDomain })).toHaveAttribute(
      'href',
      `${AT}?msf=edit-project&msfProjectId=${RIVAL_WATCH.id}`,
    );
  },
};

export const Empty: Story = {
  parameters: noProjects,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MY_SITES_TEXT.emptyHeading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: MY_SITES_TEXT.createFirstProject })).toHaveAttribute(
      'href',
      `${AT}?msf=create-project`,
    );
  },
};

export const FreeUser: Story = {
  name: 'Free user: throttled rows',
  parameters: { ...freeUser, ...withHandlers({ research: [competitorsPerDomain(THROTTLED_COMPETITORS)] }) },
  play: async ({ canvasElement }) => {
    const acme = within(await cardOf(canvasElement, ACME.id!));
    const items = within(await acme.findByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const first = THROTTLED_COMPETITORS.rows[0]!.domain;
    await expect(
      within(items[0]!).getByRole('link', {
        name: fill(MY_SITES_TEXT.kombatOf, { domain: DOMAIN, competitor: first }),
      }),
    ).toHaveAttribute('href', kombat(first));
    // The hidden rows show the spec's lock text, linking to the purchase page; never the placeholder.
    for (const item of items.slice(1)) {
      await expect(within(item).getByRole('link', { name: UI_TEXT.unlockAllTheData })).toHaveAttribute(
        'href',
        linkTo('mainpurchase'),
      );
    }
    await expect(canvasElement).not.toHaveTextContent(THROTTLED_CELL_PLACEHOLDER);
    // One competitor left: no "top two" comparison.
    await expect(acme.queryByRole('link', { name: fill(MY_SITES_TEXT.kombatTopOf, { domain: DOMAIN }) })).toBeNull();
  },
};
