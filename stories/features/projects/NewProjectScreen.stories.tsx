import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { MAX_COMPETITORS } from '../../../src/features/projects/newProject';
import { NewProjectScreen } from '../../../src/features/projects/NewProjectScreen';
import { NEW_PROJECT_TEXT } from '../../../src/features/projects/texts';
import { fill, TEXT } from '../../../src/lib/spec/text';
import { getMockDb } from '../../../src/mocks/db';
import { errorBody } from '../../../src/mocks/errors';
import { buildDomainCompetitors } from '../../../src/mocks/fixtures';
import { handlerGroups } from '../../../src/mocks/handlers';
import { http } from '../../../src/mocks/http';
import { mockFor } from '../../../src/mocks/registry';
import { neverResolves } from '../../../src/mocks/variants';
import { arrivedAt, withScreenContext } from '../screenContext';

type Canvas = ReturnType<typeof within>;

const SITE = 'acme.com';
/** The competitors the mock API finds for any domain (the contract's example), most shared keywords first. */
const [FIRST, SECOND] = buildDomainCompetitors().rows.map((row) => row.domain) as [string, string];
const PAGE = linkTo('new-project:2');
const PREFILLED = linkTo('new-project:2', undefined, { domain: SITE });
const COMPETITOR_PATH = '/NsaApi/Research/DomainCompetitors';

const research = (...first: typeof handlerGroups.research) => ({
  ...handlerGroups,
  research: [...first, ...handlerGroups.research],
});
const projects = (...first: typeof handlerGroups.projects) => ({
  ...handlerGroups,
  projects: [...first, ...handlerGroups.projects],
});

/** A site the corpus does not hold: 200 with hasData false and no rows. */
const noData = mockFor(
  'getDomainCompetitors',
  http.get(COMPETITOR_PATH, ({ query, response }) =>
    response(200).json(
      buildDomainCompetitors({
        domain: query.get('query') ?? '',
        hasData: false,
        isDemoData: false,
        month: null,
        targetKeywords: 0,
        totalRowCount: 0,
        rows: [],
      }),
    ),
  ),
);

/** The reads of the competitors, counted; each is handed on to the mock API. Reset before each run. */
let reads: string[] = [];
const countReads = mswHttp.get(COMPETITOR_PATH, ({ request }) => {
  reads.push(new URL(request.url).searchParams.get('query') ?? '');
  return undefined;
});
/** The first read fails with a 500; later ones reach the mock API. */
const failFirstRead = mswHttp.get(COMPETITOR_PATH, ({ request }) => {
  reads.push(new URL(request.url).searchParams.get('query') ?? '');
  return reads.length === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

const siteField = (canvas: Canvas) => canvas.getByRole('textbox', { name: NEW_PROJECT_TEXT.siteLabel });
const addField = (canvas: Canvas) => canvas.getByRole('textbox', { name: NEW_PROJECT_TEXT.addLabel });
const suggestion = (canvas: Canvas, domain: string) =>
  canvas.findByRole('checkbox', { name: new RegExp(`^${domain.replace('.', '\\.')}`) });
const createButton = (canvas: Canvas) => canvas.getByRole('button', { name: NEW_PROJECT_TEXT.create });
const chosenList = (canvas: Canvas) => canvas.getByRole('list', { name: NEW_PROJECT_TEXT.chosenHeading });
const kombatOf = (site: string, competitors: readonly string[]) =>
  arrivedAt(linkTo('seo:kombat', undefined, { query: site, competitors: competitors.join(',') }));

async function addByHand(canvas: Canvas, typed: string) {
  await userEvent.clear(addField(canvas));
  await userEvent.type(addField(canvas), typed);
  await userEvent.click(canvas.getByRole('button', { name: NEW_PROJECT_TEXT.add }));
}

const meta = {
  title: 'Pages/Projects/New project',
  component: NewProjectScreen,
  decorators: [withScreenContext('new-project:2')],
  // A brand-new free account, with no project yet.
  parameters: { router: { initialEntry: PAGE }, mockDb: { user: 'free', projects: 'none' } },
  beforeEach: () => {
    reads = [];
  },
} satisfies Meta<typeof NewProjectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Choose Competitors' })).toBeVisible();
    await expect(canvas.getByText(NEW_PROJECT_TEXT.suggestionsIdle)).toBeVisible();
    await expect(canvas.getByText(NEW_PROJECT_TEXT.chosenEmpty)).toBeVisible();

    // Creating with nothing filled in: every rule speaks, nothing is sent.
    await userEvent.click(createButton(canvas));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(canvas.getByText(NEW_PROJECT_TEXT.siteRequired)).toBeVisible();
    await expect(canvas.getByText(NEW_PROJECT_TEXT.competitorsRequired)).toBeVisible();
    await expect(getMockDb().projects.size).toBe(0);
  },
};

export const TypedSite: Story = {
  name: 'A typed site is read once the field is left',
  parameters: { msw: { handlers: research(countReads) } },
  play: async ({ canvas }) => {
    // Typing reads nothing; leaving the field reads the competitors of the domain, once.
    await userEvent.type(await canvas.findByRole('textbox', { name: NEW_PROJECT_TEXT.siteLabel }), 'www.Acme.com');
    await expect(reads).toEqual([]);
    await userEvent.tab();
    await expect(await suggestion(canvas, FIRST)).toBeVisible();
    await expect(reads).toEqual([SITE]);
    await userEvent.click(siteField(canvas));
    await userEvent.tab();
    await expect(reads).toEqual([SITE]);
  },
};

export const PrefilledWithSuggestions: Story = {
  name: 'Prefilled, with suggestions: pick one and create',
  parameters: { router: { initialEntry: PREFILLED } },
  play: async ({ canvas }) => {
    await expect(await suggestion(canvas, FIRST)).not.toBeChecked();
    await expect(siteField(canvas)).toHaveValue(SITE);
    const second = await suggestion(canvas, SECOND);
    // Shared keywords and overlap, as the contract gives them.
    await expect(second).toHaveAccessibleName(/1,988 shared keywords · 39% of your keywords/);
    await expect(canvas.getByText(NEW_PROJECT_TEXT.demoData)).toBeVisible();

    // Keyboard: focus the box and tick it with Space.
    second.focus();
    await userEvent.keyboard(' ');
    await expect(second).toBeChecked();
    await expect(within(chosenList(canvas)).getByText(SECOND)).toBeVisible();
    await expect(
      canvas.getByText(fill(NEW_PROJECT_TEXT.chosenCount, { count: 1, max: MAX_COMPETITORS })),
    ).toBeVisible();

    await userEvent.click(createButton(canvas));
    await expect(await canvas.findByText(kombatOf(SITE, [SECOND]))).toBeVisible();
    await expect([...getMockDb().projects.values()].map((p) => p.project)).toContainEqual(
      expect.objectContaining({ projectName: SITE, primaryDomainName: SITE }),
    );
  },
};

export const SuggestionsLoading: Story = {
  name: 'Suggestions loading',
  parameters: {
    router: { initialEntry: PREFILLED },
    msw: { handlers: research(neverResolves('getDomainCompetitors')) },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByText(fill(NEW_PROJECT_TEXT.suggestionsLoading, { site: SITE }))).toBeVisible(),
    );
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    // The rest of the page is usable meanwhile.
    await addByHand(canvas, 'rival.net');
    await expect(within(chosenList(canvas)).getByText('rival.net')).toBeVisible();
  },
};

export const NoData: Story = {
  name: 'No data for the site',
  parameters: { router: { initialEntry: PREFILLED }, msw: { handlers: research(noData) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fill(NEW_PROJECT_TEXT.suggestionsNoData, { site: SITE }))).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    // Competitors by hand, then the project.
    await addByHand(canvas, 'rival.net');
    await userEvent.click(createButton(canvas));
    await expect(await canvas.findByText(kombatOf(SITE, ['rival.net']))).toBeVisible();
  },
};

export const FailedThenRetried: Story = {
  name: 'Suggestions failed, then a retry',
  parameters: { router: { initialEntry: PREFILLED }, msw: { handlers: research(failFirstRead) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(fill(NEW_PROJECT_TEXT.suggestionsFailed, { site: SITE }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: NEW_PROJECT_TEXT.retry }));
    await expect(await suggestion(canvas, FIRST)).toBeVisible();
    await expect(canvas.queryByText(fill(NEW_PROJECT_TEXT.suggestionsFailed, { site: SITE }))).toBeNull();
    await expect(reads).toEqual([SITE, SITE]);
  },
};

export const ManualAddErrors: Story = {
  name: 'Adding by hand: duplicate, own site, over the limit',
  parameters: { router: { initialEntry: PREFILLED } },
  play: async ({ canvas }) => {
    await userEvent.click(await suggestion(canvas, FIRST));

    // Enter adds from the field (it does not create the project).
    await userEvent.type(addField(canvas), `www.${FIRST.toUpperCase()}{Enter}`);
    await expect(canvas.getByText(fill(NEW_PROJECT_TEXT.duplicate, { domain: FIRST }))).toBeVisible();
    await expect(addField(canvas)).toHaveValue(`www.${FIRST.toUpperCase()}`);

    await addByHand(canvas, `http://${SITE}/about`);
    await expect(canvas.getByText(fill(NEW_PROJECT_TEXT.ownSite, { domain: SITE }))).toBeVisible();

    await addByHand(canvas, 'not a domain');
    await expect(canvas.getByText(NEW_PROJECT_TEXT.addInvalid)).toBeVisible();

    // Fill the list, then one more is refused, by hand or by ticking.
    for (let i = 1; i < MAX_COMPETITORS; i += 1) await addByHand(canvas, `rival-${i}.net`);
    await expect(within(chosenList(canvas)).getAllByRole('listitem')).toHaveLength(MAX_COMPETITORS);
    await expect(addField(canvas)).toHaveValue('');
    await addByHand(canvas, 'one-too-many.org');
    await expect(
      canvas.getByText(fill(NEW_PROJECT_TEXT.overLimit, { domain: 'one-too-many.org', max: MAX_COMPETITORS })),
    ).toBeVisible();
    await userEvent.click(await suggestion(canvas, SECOND));
    await expect(await suggestion(canvas, SECOND)).not.toBeChecked();
    await expect(
      canvas.getByText(fill(NEW_PROJECT_TEXT.overLimit, { domain: SECOND, max: MAX_COMPETITORS })),
    ).toBeVisible();

    // Removing one makes room again.
    await userEvent.click(canvas.getByRole('button', { name: fill(NEW_PROJECT_TEXT.removeLabel, { domain: FIRST }) }));
    await expect(await suggestion(canvas, FIRST)).not.toBeChecked();
    await addByHand(canvas, 'one-too-many.org');
    await expect(within(chosenList(canvas)).getByText('one-too-many.org')).toBeVisible();
  },
};

export const NameTaken: Story = {
  name: 'Name taken: a name field, prefilled',
  parameters: {
    router: { initialEntry: PREFILLED },
    // Names are unique per account whatever their case.
    mockDb: { user: 'free', projects: [{ projectName: 'ACME.com', primaryDomainName: SITE }] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await suggestion(canvas, FIRST));
    await userEvent.click(createButton(canvas));
    const taken = `A project named "${SITE}" already exists.`;
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(taken));
    const name = canvas.getByRole('textbox', { name: NEW_PROJECT_TEXT.nameLabel });
    await expect(name).toHaveValue(SITE);
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(taken);
    // Everything typed or ticked is kept.
    await expect(siteField(canvas)).toHaveValue(SITE);
    await expect(await suggestion(canvas, FIRST)).toBeChecked();

    await userEvent.clear(name);
    await userEvent.type(name, 'Acme vs the world');
    await expect(name).toHaveAccessibleDescription(NEW_PROJECT_TEXT.nameHint);
    await userEvent.click(createButton(canvas));
    await expect(await canvas.findByText(kombatOf(SITE, [FIRST]))).toBeVisible();
    await expect([...getMockDb().projects.values()].map((p) => p.project.projectName)).toContain('Acme vs the world');
  },
};

export const Creating: Story = {
  parameters: { router: { initialEntry: PREFILLED }, msw: { handlers: projects(neverResolves('createProject')) } },
  play: async ({ canvas }) => {
    await userEvent.click(await suggestion(canvas, FIRST));
    await userEvent.click(createButton(canvas));
    await waitFor(() => expect(createButton(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('form', { name: NEW_PROJECT_TEXT.formLabel })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(NEW_PROJECT_TEXT.creating)).toBeInTheDocument();
  },
};
