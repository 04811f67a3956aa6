import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  ALL_ROWS,
  DOMAINS,
  GROUPS,
  OTHER,
  RIVAL,
  YOU,
  clickVennRegion,
  firstCells,
  keywordRequests,
  kombatMsw,
  noDataAnswers,
  regionButton,
  regionRows,
  resetKeywordRequests,
  vennFails,
} from './kombatStoryKit';
import { linkTo } from '../../../../src/app/linkTo';
import { regionLabel, type Region } from '../../../../src/features/research/kombat/kombat';
import { KombatScreen } from '../../../../src/features/research/kombat/KombatScreen';
import { KOMBAT_TEXT } from '../../../../src/features/research/kombat/kombatTexts';
import { RESEARCH_TABLE_TEXT } from '../../../../src/features/research/table/researchTableTexts';
import { formatNumber } from '../../../../src/lib/format';
import { UI_TEXT, fill } from '../../../../src/lib/spec/text';
import { buildKombatDomainValidation, buildReadyExportNotification, userPreset } from '../../../../src/mocks/fixtures';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { normalizeDomain } from '../../../../src/mocks/handlers/kombat';
import { errorFor, neverResolves } from '../../../../src/mocks/variants';
import { withScreenContext } from '../../screenContext';
import { urlParams, withLocationProbe } from '../table/researchTableStoryKit';

const at = (query?: string, competitors?: string, region?: string) => ({
  router: {
    initialEntry: linkTo(
      'seo:kombat',
      {},
      { ...(query ? { query } : {}), ...(competitors ? { competitors } : {}), ...(region ? { region } : {}) },
    ),
  },
});
const fullUser = { mockDb: { user: 'full' }, state: { user: userPreset('full') } };
const freeUser = { mockDb: { user: 'free' }, state: { user: userPreset('free') } };
const tableLabel = (region: Region | null) =>
  fill(KOMBAT_TEXT.tableLabel, { region: regionLabel(region, [...DOMAINS]) });

/** The list shows the page the fixture holds for `region` (null: every keyword). */
async function expectRegionKeywords(canvas: HTMLElement, region: Region | null) {
  const rows = region ? regionRows(region) : ALL_ROWS;
  await waitFor(() => expect(firstCells(canvas, tableLabel(region))).toEqual(rows.map((row) => row.keyword)));
}

/** The list of domains the page validated (its GetOrganicDomainListValidations bodies). */
const listValidations: string[][] = [];
const recordListValidation = mswHttp.post(
  '/NsaApi/KeywordKombat/GetOrganicDomainListValidations',
  async ({ request }) => {
    listValidations.push(((await request.clone().json()) as { domains: string[] }).domains);
    return undefined;
  },
);

/** `name` reads as a domain but has no organic keywords this month; the others as the mock has them. */
const noKeywordsFor = (name: string) =>
  mswHttp.post('/NsaApi/KeywordKombat/GetOrganicDomainListValidations', async ({ request }) => {
    const { domains } = (await request.clone().json()) as { domains: string[] };
    if (!domains.includes(name)) return undefined;
    return HttpResponse.json(
      domains.map((domain) => {
        const normalizedDomain = normalizeDomain(domain);
        return buildKombatDomainValidation({
          domain,
          normalizedDomain,
          isValid: normalizedDomain !== null && domain !== name,
          keywordCount: normalizedDomain !== null && domain !== name ? 2400 : 0,
        });
      }),
    );
  });

/** The CSV exports the page asked for (their request bodies), collected per story. */
const csvExports: { filename: string; jsonString: string }[] = [];
const recordCsvExport = mswHttp.post('/Endpoints/Core/ExportCsv', async ({ request }) => {
  csvExports.push((await request.clone().json()) as { filename: string; jsonString: string });
  return undefined;
});

/** The Venn chart's button for `region` (named by its domains and its keyword count). */
function vennRegionButton(canvas: HTMLElement, region: Region): HTMLElement {
  const count = GROUPS.groups.find((g) => g.domains.join('|') === region.join('|'))!.keywordCount;
  return within(within(canvas).getByTestId('kombat-venn')).getByRole('button', {
    name: fill(KOMBAT_TEXT.vennRegionName, { region: regionLabel(region, [...DOMAINS]), count: formatNumber(count) }),
  });
}

const meta = {
  title: 'Research/Keyword Kombat/Screen',
  component: KombatScreen,
  args: { copyText: fn(() => Promise.resolve()), exportPolling: { intervalMs: 10 } },
  decorators: [withLocationProbe, withScreenContext('seo:kombat')],
  parameters: { ...at(YOU, `${RIVAL},${OTHER}`), ...fullUser, ...kombatMsw({ kombat: [recordListValidation] }) },
  beforeEach: () => {
    resetKeywordRequests();
    listValidations.length = 0;
    csvExports.length = 0;
  },
} satisfies Meta<typeof KombatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RegionSelected: Story = {
  name: 'Venn region selected',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Domain Comparison' })).toBeVisible();
    // The URL's domains are checked together, then compared.
    await waitFor(() => expect(listValidations).toEqual([[...DOMAINS]]));
    await expectRegionKeywords(canvasElement, null);
    await expect(regionButton(canvasElement, [YOU])).toHaveTextContent(
      fill(KOMBAT_TEXT.regionKeywords, { count: formatNumber(GROUPS.groups[0]!.keywordCount) }),
    );

    // A click on the chart's acme.com & rival.com overlap lists that region's keywords.
    const shared: Region = [YOU, RIVAL];
    await clickVennRegion(canvasElement, shared);
    await expectRegionKeywords(canvasElement, shared);
    await expect(keywordRequests.at(-1)).toMatchObject({
      domains: [...DOMAINS],
      rankingDomains: shared,
      notRankingDomains: [OTHER],
    });
    await expect(regionButton(canvasElement, shared)).toHaveAttribute('aria-pressed', 'true');
    await expect(vennRegionButton(canvasElement, shared)).toHaveAttribute('aria-pressed', 'true');
    // The region is in the URL beside the domains, so a reload or a shared link opens it again.
    await expect(urlParams(canvasElement).get('region')).toBe(shared.join(','));
    await expect(urlParams(canvasElement).get('competitors')).toBe(`${RIVAL},${OTHER}`);

    // The keyboard reaches every region: Only other.net.
    regionButton(canvasElement, [OTHER]).focus();
    await userEvent.keyboard(' ');
    await expectRegionKeywords(canvasElement, [OTHER]);

    // The server sorts: a header click is a new request.
    await userEvent.click(
      within(canvas.getByRole('table', { name: tableLabel([OTHER]) })).getByRole('button', {
        name: KOMBAT_TEXT.columns.costPerClick,
      }),
    );
    await waitFor(() =>
      expect(keywordRequests.at(-1)).toMatchObject({ sortColumn: 'costPerClick', sortDirection: 'desc' }),
    );
  },
};

export const RegionFromLink: Story = {
  name: 'Venn region from a shared link',
  parameters: at(YOU, `${RIVAL},${OTHER}`, `${OTHER},${RIVAL}`),
  play: async ({ canvasElement }) => {
    // region=other.net,rival.com opens Only rival.com & other.net (in compared order), nothing clicked.
    const region: Region = [RIVAL, OTHER];
    await expectRegionKeywords(canvasElement, region);
    await expect(keywordRequests.map((body) => body.rankingDomains)).toEqual([region]);
    await expect(keywordRequests[0]).toMatchObject({ domains: [...DOMAINS], notRankingDomains: [YOU] });
    await expect(vennRegionButton(canvasElement, region)).toHaveAttribute('aria-pressed', 'true');
    await expect(regionButton(canvasElement, region)).toHaveAttribute('aria-pressed', 'true');
    // Back to every keyword: the parameter goes.
    await userEvent.click(within(canvasElement).getByRole('button', { name: KOMBAT_TEXT.allRegions }));
    await expectRegionKeywords(canvasElement, null);
    await expect(urlParams(canvasElement).has('region')).toBe(false);
  },
};

export const VennKeyboard: Story = {
  name: 'Venn region chosen with the keyboard',
  play: async ({ canvasElement }) => {
    await expectRegionKeywords(canvasElement, null);
    // Each region of the chart is a button: Tab reaches it, Enter selects it.
    const youOnly = vennRegionButton(canvasElement, [YOU]);
    youOnly.focus();
    await userEvent.keyboard('{Enter}');
    await expectRegionKeywords(canvasElement, [YOU]);
    await expect(youOnly).toHaveAttribute('aria-pressed', 'true');
    await expect(urlParams(canvasElement).get('region')).toBe(YOU);
    await userEvent.tab();
    await expect(vennRegionButton(canvasElement, [RIVAL])).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectRegionKeywords(canvasElement, [RIVAL]);
    await expect(urlParams(canvasElement).get('region')).toBe(RIVAL);
  },
};

export const ExportRegion: Story = {
  name: 'Export the region as CSV',
  parameters: {
    ...at(YOU, `${RIVAL},${OTHER}`, `${YOU},${RIVAL},${OTHER}`),
    msw: { handlers: { ...kombatMsw().msw.handlers, export: [recordCsvExport, ...handlerGroups.export] } },
  },
  play: async ({ canvas, canvasElement }) => {
    const region: Region = [YOU, RIVAL, OTHER];
    await expectRegionKeywords(canvasElement, region);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'CSV' }));
    const ready = buildReadyExportNotification();
    await expect(
      await canvas.findByRole('link', { name: fill(RESEARCH_TABLE_TEXT.exportDownload, { file: ready.labels.title }) }),
    ).toBeVisible();
    // The server builds the file from the list's own query: the comparison, the region, the columns.
    await expect(JSON.parse(csvExports[0]!.jsonString)).toEqual({
      source: {
        report: 'kombat',
        query: YOU,
        competitors: [RIVAL, OTHER],
        segment: keywordRequests.at(-1)!.segment,
        region,
        visibleColumns: 'monthlySearches,costPerClick,rankingDifficulty',
      },
    });
  },
};

export const InvalidDomain: Story = {
  name: 'Invalid domain',
  parameters: {
    ...at(YOU, 'not a domain,empty.org'),
    ...kombatMsw({ kombat: [recordListValidation, noKeywordsFor('empty.org')] }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: KOMBAT_TEXT.invalidHeading })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Competitor 1' })).toHaveAccessibleDescription(
      fill(KOMBAT_TEXT.notADomain, { value: 'not a domain' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Competitor 2' })).toHaveAccessibleDescription(
      fill(KOMBAT_TEXT.noData, { domain: 'empty.org' }),
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    // An input is checked as it is left (GetOrganicDomainValidation).
    const first = canvas.getByRole('textbox', { name: 'Competitor 1' });
    await userEvent.clear(first);
    await userEvent.type(first, 'still wrong');
    await userEvent.tab();
    await waitFor(() =>
      expect(first).toHaveAccessibleDescription(fill(KOMBAT_TEXT.notADomain, { value: 'still wrong' })),
    );
    // Corrected: the comparison runs.
    await userEvent.clear(first);
    await userEvent.type(first, RIVAL);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Competitor 2' }));
    await userEvent.click(canvas.getByRole('button', { name: KOMBAT_TEXT.compare }));
    await waitFor(() => expect(listValidations.at(-1)).toEqual([YOU, RIVAL]));
    await waitFor(() => expect(canvas.getByRole('list', { name: KOMBAT_TEXT.regionsLabel })).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: kombatMsw({
    kombat: [neverResolves('getOrganicKombatVennData'), neverResolves('getOrganicKombatKeywords')],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('block-skeleton')).toBeInTheDocument();
    await expect(await canvas.findByRole('table', { name: tableLabel(null) })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoData: Story = {
  name: 'No data',
  parameters: kombatMsw({ kombat: noDataAnswers }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: KOMBAT_TEXT.noDataHeading })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: tableLabel(null) })).toBeNull();
  },
};

export const ThrottledFree: Story = {
  name: 'Throttled (free)',
  parameters: { ...freeUser, ...kombatMsw({ freeRowCount: 10 }) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(firstCells(canvasElement, tableLabel(null)).slice(0, 10)).toEqual(
        ALL_ROWS.slice(0, 10).map((row) => row.keyword),
      ),
    );
    await expect(canvas.getAllByRole('link', { name: UI_TEXT.unlockAllTheData })).toHaveLength(ALL_ROWS.length - 10);
    await expect(canvas.queryByText(/!~~sub~~fo~~mo~~!/)).toBeNull();
  },
};

export const ServerError: Story = {
  name: 'Server error',
  parameters: kombatMsw({ kombat: [vennFails, errorFor('getOrganicKombatKeywords', 500)] }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(2));
    await expect(await canvas.findByText(RESEARCH_TABLE_TEXT.loadFailed)).toBeVisible();
  },
};

export const NoSearch: Story = {
  name: 'No search yet',
  parameters: at(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: KOMBAT_TEXT.promptHeading })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: KOMBAT_TEXT.yourDomain }), YOU);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Competitor 1' }), RIVAL);
    await userEvent.click(canvas.getByRole('button', { name: KOMBAT_TEXT.compare }));
    await waitFor(() => expect(listValidations).toEqual([[YOU, RIVAL]]));
    await waitFor(() => expect(canvas.getByRole('list', { name: KOMBAT_TEXT.regionsLabel })).toBeVisible());
  },
};

export const Visitor: Story = {
  name: 'Visitor (login needed)',
  parameters: {
    mockDb: { user: 'loggedOut' },
    state: { user: userPreset('loggedOut') },
    // The real server answers a logged-out visitor's Kombat calls with 401.
    ...kombatMsw({ kombat: [errorFor('getOrganicDomainListValidations', 401)] }),
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(KOMBAT_TEXT.loginHeading);
    const back = linkTo('seo:kombat', {}, { query: YOU, competitors: `${RIVAL},${OTHER}` });
    await expect(within(alert).getByRole('link', { name: KOMBAT_TEXT.logIn })).toHaveAttribute(
      'href',
      linkTo('auth:login', {}, { returnUrl: back }),
    );
  },
};
