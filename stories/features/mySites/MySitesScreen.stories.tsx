import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import {
  ACME,
  NEW_DOMAIN,
  NEW_SHOP,
  RIVAL_WATCH,
  failFirstOverviewOf,
  failFirstProjects,
  freeUser,
  fullUser,
  noProjects,
  overviewOf,
  overviews,
  resetFailures,
  resetProjectCalls,
  withHandlers,
} from './mySitesStoryKit';
import { linkTo } from '../../../src/app/linkTo';
import { keywordCountText, siteFigures } from '../../../src/features/mySites/mySites';
import { MySitesScreen } from '../../../src/features/mySites/MySitesScreen';
import { MY_SITES_TEXT } from '../../../src/features/mySites/mySitesTexts';
import { fill } from '../../../src/lib/spec/text';
import { neverResolves } from '../../../src/mocks/variants';
import { withScreenContext } from '../screenContext';

const HQ = linkTo('hq');
const cardOf = (canvas: HTMLElement, projectId: string) => within(canvas).findByTestId(`site-${projectId}`);

const meta = {
  title: 'Pages/My Sites',
  component: MySitesScreen,
  decorators: [withScreenContext('hq')],
  parameters: { router: { initialEntry: HQ }, ...fullUser, ...withHandlers({ research: [overviews] }) },
} satisfies Meta<typeof MySitesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Sites' })).toBeVisible();
    const acme = within(await cardOf(canvasElement, ACME.id!));
    await expect(acme.getByRole('heading', { name: ACME.projectName })).toBeVisible();
    await expect(acme.getByText(ACME.primaryDomainName!)).toBeVisible();
    // The figures are the domain overview's, formatted.
    for (const figure of siteFigures(overviewOf(ACME.primaryDomainName!))) {
      await expect(await acme.findByTestId(`figure-${figure.id}`)).toHaveTextContent(figure.value);
    }
    await expect(await acme.findByTestId('keyword-count')).toHaveTextContent(keywordCountText(ACME.keywords!.length));
    await expect(
      acme.getByRole('link', { name: fill(MY_SITES_TEXT.domainOverviewOf, { domain: ACME.primaryDomainName! }) }),
    ).toHaveAttribute('href', linkTo('overview:domain', {}, { query: ACME.primaryDomainName! }));
    await expect(
      acme.getByRole('link', { name: fill(MY_SITES_TEXT.openKeywordsOf, { project: ACME.projectName }) }),
    ).toHaveAttribute('href', `${HQ}?msf=keyword-list&msfProjectId=${ACME.id}`);
    // A project without a domain asks for one (the panel's edit-project).
    const rival = within(await cardOf(canvasElement, RIVAL_WATCH.id!));
    await expect(rival.getByText(MY_SITES_TEXT.noDomain)).toBeVisible();
    await expect(rival.getByRole('link', { name: MY_SITES_TEXT.addDomain })).toHaveAttribute(
      'href',
      `${HQ}?msf=edit-project&msfProjectId=${RIVAL_WATCH.id}`,
    );
    await expect(await rival.findByTestId('keyword-count')).toHaveTextContent(keywordCountText(0));
  },
};

export const Empty: Story = {
  parameters: noProjects,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MY_SITES_TEXT.emptyHeading })).toBeVisible();
    await expect(canvas.getByText(MY_SITES_TEXT.emptyBody)).toBeVisible();
    await expect(canvas.getByRole('link', { name: MY_SITES_TEXT.createFirstProject })).toHaveAttribute(
      'href',
      `${HQ}?msf=create-project`,
    );
  },
};

export const Loading: Story = {
  parameters: withHandlers({ projects: [neverResolves('getProjects')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MY_SITES_TEXT.loading)).toBeInTheDocument();
    await expect(canvas.getByTestId('sites-skeleton').children).toHaveLength(3);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: withHandlers({ projects: [failFirstProjects], research: [overviews] }),
  beforeEach: resetProjectCalls,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MY_SITES_TEXT.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: MY_SITES_TEXT.retry }));
    const acme = within(await cardOf(canvasElement, ACME.id!));
    await expect(await acme.findByTestId('figure-organicKeywords')).toBeVisible();
  },
};

export const OneDomainWithoutData: Story = {
  name: 'One domain without data',
  parameters: withHandlers({ research: [failFirstOverviewOf(ACME.primaryDomainName!), overviews] }),
  beforeEach: resetFailures,
  play: async ({ canvasElement }) => {
    // The new shop's domain is not in the corpus: its card says so; the others are not held up.
    const shop = within(await cardOf(canvasElement, NEW_SHOP.id!));
    await expect(await shop.findByText(MY_SITES_TEXT.noDataYet)).toBeVisible();
    await expect(shop.getByText(NEW_DOMAIN)).toBeVisible();
    await expect(await shop.findByTestId('keyword-count')).toHaveTextContent(
      keywordCountText(NEW_SHOP.keywords!.length),
    );
    // Acme's first read fails: its card alone offers a Retry, which brings its figures.
    const acme = within(await cardOf(canvasElement, ACME.id!));
    await expect(
      await acme.findByText(fill(MY_SITES_TEXT.figuresFailed, { domain: ACME.primaryDomainName! })),
    ).toBeVisible();
    await userEvent.click(
      acme.getByRole('button', { name: fill(MY_SITES_TEXT.retryFiguresOf, { domain: ACME.primaryDomainName! }) }),
    );
    await expect(await acme.findByTestId('figure-organicKeywords')).toHaveTextContent(
      siteFigures(overviewOf(ACME.primaryDomainName!))[0]!.value,
    );
  },
};

export const FreeUser: Story = {
  name: 'Free user',
  parameters: freeUser,
  play: async ({ canvasElement }) => {
    // A free user sees their projects with the overview's figures (the overview is not throttled).
    const acme = within(await cardOf(canvasElement, ACME.id!));
    await expect(await acme.findByTestId('figure-seoClicks')).toHaveTextContent(
      siteFigures(overviewOf(ACME.primaryDomainName!))[1]!.value,
    );
    await expect(await acme.findByTestId('keyword-count')).toHaveTextContent(keywordCountText(ACME.keywords!.length));
    await expect(
      acme.getByRole('link', { name: fill(MY_SITES_TEXT.openKeywordsOf, { project: ACME.projectName }) }),
    ).toHaveAttribute('href', `${HQ}?msf=keyword-list&msfProjectId=${ACME.id}`);
  },
};
