import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { linkTo } from '../../../../src/app/linkTo';
import { REQUESTED_KEYWORDS_GROUP } from '../../../../src/features/account/requestKeywords/requestKeywords';
import {
  clearRequestDraft,
  EMPTY_REQUEST_DRAFT,
  readRequestDraft,
  writeRequestDraft,
  type RequestKeywordsDraft,
  type RequestStep,
} from '../../../../src/features/account/requestKeywords/requestKeywordsDraft';
import { RequestKeywordsScreen } from '../../../../src/features/account/requestKeywords/RequestKeywordsScreen';
import { REQUEST_STEPS_TEXT } from '../../../../src/features/account/requestKeywords/texts';
import { EMPTY_GUID } from '../../../../src/lib/spec/identity';
import { fill, TEXT } from '../../../../src/lib/spec/text';
import { getMockDb } from '../../../../src/mocks/db';
import { validationError } from '../../../../src/mocks/errors';
import { handlerGroups } from '../../../../src/mocks/handlers';
import { http } from '../../../../src/mocks/http';
import { mockFor } from '../../../../src/mocks/registry';
import { errorFor, keywordLimitReached } from '../../../../src/mocks/variants';
import { arrivedAt, withScreenContext } from '../../screenContext';

const STEP_ROUTES = {
  1: 'account:requestkeywords:step-1',
  2: 'account:requestkeywords:step-2',
  3: 'account:requestkeywords:step-3',
} as const satisfies Record<RequestStep, string>;
const STEP_OF_PATH: Readonly<Record<string, RequestStep>> = {
  [linkTo(STEP_ROUTES[1])]: 1,
  [linkTo(STEP_ROUTES[2])]: 2,
  [linkTo(STEP_ROUTES[3])]: 3,
};

/** The screen of the step the URL is at: a component per step, as the app's route table gives each step its own. */
function StepOfRoute() {
  const { pathname } = useLocation();
  const step = STEP_OF_PATH[pathname];
  return step ? <RequestKeywordsScreen key={step} step={step} /> : null;
}

/** Outside the app the user store is the anonymous one: its id keys the draft. */
const USER_ID = EMPTY_GUID;
const ACME = { id: 'b1f8d1c2-4e5a-4c3b-9d2e-7a6f5e4d3c2b', name: 'Acme Corp' };
/** A request the server took: 'seo tools' is in Acme Corp already, 'local seo audit' is not. */
const REQUESTED: RequestKeywordsDraft = {
  ...EMPTY_REQUEST_DRAFT,
  keywordsText: 'seo tools\nlocal seo audit',
  requested: ['seo tools', 'local seo audit'],
  addedCount: 2,
};
const seed = (draft: RequestKeywordsDraft) => () => {
  writeRequestDraft(USER_ID, draft);
  return () => clearRequestDraft(USER_ID);
};

const TOO_LONG = 'Each keyword may have at most 200 characters.';
const keywordTooLong = mockFor(
  'addRequestedKeywords',
  http.post('/NsaApi/Account/AddRequestedKeywords', ({ response }) =>
    response(400).json(validationError([{ field: 'body.termsCsv', message: TOO_LONG }])),
  ),
);
/** The real server's answer while keyword import is not built (the contract's Error body, code NOT_IMPLEMENTED). */
const importFails = errorFor('importKeywords', 500);

const withHandlers = (group: 'nsa-account' | 'keywords', ...first: (typeof handlerGroups)['keywords']) => ({
  ...handlerGroups,
  [group]: [...first, ...handlerGroups[group]],
});

type Canvas = ReturnType<typeof within>;
// The first page of a story loads the screen's chunk: allow more than findBy's second on a busy machine.
const heading = (canvas: Canvas, name: string) => canvas.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const keywordsField = (canvas: Canvas) => canvas.getByRole('textbox', { name: REQUEST_STEPS_TEXT.keywordsLabel });
const formAlert = (canvas: Canvas) => within(canvas.getByRole('form')).getAllByRole('alert')[0];
const storedProject = (name: string) =>
  [...getMockDb().projects.values()].filter((p) => p.project.projectName === name);

async function chooseAcme(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('radio', { name: REQUEST_STEPS_TEXT.targetExisting }));
  await userEvent.click(await canvas.findByRole('button', { name: new RegExp(REQUEST_STEPS_TEXT.projectLabel) }));
  await userEvent.click(await screen.findByRole('option', { name: ACME.name }));
  await userEvent.click(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.continue }));
}

const meta = {
  title: 'Pages/Account/Request keywords steps',
  component: RequestKeywordsScreen,
  args: { step: 1 },
  render: () => <StepOfRoute />,
  decorators: [withScreenContext(STEP_ROUTES[1], STEP_ROUTES[2], STEP_ROUTES[3])],
  parameters: { router: { initialEntry: linkTo(STEP_ROUTES[1]) }, mockDb: { user: 'full' } },
  // The request lives in the tab: each story starts with none.
  beforeEach: () => window.sessionStorage.clear(),
} satisfies Meta<typeof RequestKeywordsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseNewOrExisting: Story = {
  name: 'Step 2: a new project or one you have',
  parameters: { router: { initialEntry: linkTo(STEP_ROUTES[2]) } },
  beforeEach: seed({ ...REQUESTED, addedCount: 1 }),
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Choose a Project');
    await expect(
      canvas.getByText(fill(REQUEST_STEPS_TEXT.queuedSome, { added: 1, keywords: '2 keywords' })),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: REQUEST_STEPS_TEXT.projectNameLabel })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: REQUEST_STEPS_TEXT.targetExisting }));
    // The user's projects (GetProjects) to choose from, the most recently used first.
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(REQUEST_STEPS_TEXT.projectLabel) }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Rival watch', 'Acme Corp']);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: REQUEST_STEPS_TEXT.projectNameLabel })).toBeNull();
  },
};

export const BackKeepsTheRequest: Story = {
  name: 'Back from step 2 keeps the keywords',
  parameters: { router: { initialEntry: linkTo(STEP_ROUTES[2]) }, screenshot: false },
  beforeEach: seed(REQUESTED),
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Choose a Project');
    await userEvent.click(canvas.getByRole('link', { name: REQUEST_STEPS_TEXT.back }));
    await heading(canvas, 'Request Keywords: Your Keywords');
    await expect(keywordsField(canvas)).toHaveValue('seo tools\nlocal seo audit');
  },
};

export const KeywordRefused: Story = {
  name: 'Step 1: the server refuses a keyword, the text is kept',
  parameters: { msw: { handlers: withHandlers('nsa-account', keywordTooLong) } },
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Your Keywords');
    await userEvent.click(keywordsField(canvas));
    await userEvent.paste(`seo tools\n${'very long keyword '.repeat(12)}`);
    await userEvent.click(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.send }));
    await waitFor(() => expect(formAlert(canvas)).toHaveTextContent(TEXT.checkFieldsInRed));
    await expect(keywordsField(canvas)).toHaveAccessibleDescription(TOO_LONG);
    await expect(keywordsField(canvas)).toHaveValue(`seo tools\n${'very long keyword '.repeat(12)}`);
    await expect(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.send })).toBeEnabled();
    // Still step 1.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Request Keywords: Your Keywords');
  },
};

export const NoKeywords: Story = {
  name: 'Step 1: sent without keywords',
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Your Keywords');
    await userEvent.click(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.send }));
    await expect(keywordsField(canvas)).toHaveAccessibleDescription(REQUEST_STEPS_TEXT.noKeywords);
    await expect(formAlert(canvas)).toHaveTextContent(TEXT.checkFieldsInRed);
  },
};

export const Confirm: Story = {
  name: 'Step 3: confirm adding to a project you have',
  parameters: { router: { initialEntry: linkTo(STEP_ROUTES[3]) } },
  beforeEach: seed({ ...REQUESTED, target: 'existing', existingProject: ACME }),
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Confirmation');
    const list = canvas.getByRole('list', { name: REQUEST_STEPS_TEXT.keywordsListLabel });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(REQUESTED.requested);
    await expect(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.confirm })).toBeEnabled();
    await userEvent.click(canvas.getByRole('link', { name: REQUEST_STEPS_TEXT.chooseAnother }));
    await heading(canvas, 'Request Keywords: Choose a Project');
    // The choice is kept.
    await expect(canvas.getByRole('radio', { name: REQUEST_STEPS_TEXT.targetExisting })).toBeChecked();
    await expect(await canvas.findByRole('button', { name: new RegExp(ACME.name) })).toBeVisible();
  },
};

export const ImportFails: Story = {
  name: 'The import fails (500)',
  parameters: {
    router: { initialEntry: linkTo(STEP_ROUTES[3]) },
    msw: { handlers: withHandlers('keywords', importFails) },
  },
  beforeEach: seed({ ...REQUESTED, target: 'existing', existingProject: ACME }),
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Confirmation');
    await userEvent.click(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.confirm }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(fill(REQUEST_STEPS_TEXT.addFailed, { project: ACME.name })),
    );
    await expect(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.confirm })).toBeEnabled();
    await expect(canvas.queryByRole('heading', { level: 2, name: /Your keywords are in/ })).toBeNull();
    // The request stays, to try again or send elsewhere.
    await expect(readRequestDraft(USER_ID).requested).toEqual(REQUESTED.requested);
  },
};

export const NewProjectImportFails: Story = {
  name: 'The import fails (500): a new project is created once',
  parameters: {
    router: { initialEntry: linkTo(STEP_ROUTES[2]) },
    msw: { handlers: withHandlers('keywords', importFails) },
  },
  beforeEach: seed({ ...REQUESTED, projectName: 'Keyword ideas' }),
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Choose a Project');
    const create = canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.createAndAdd });
    await userEvent.click(create);
    const failed = fill(REQUEST_STEPS_TEXT.addFailed, { project: 'Keyword ideas' });
    await waitFor(() => expect(formAlert(canvas)).toHaveTextContent(failed));
    await expect(storedProject('Keyword ideas')).toHaveLength(1);
    // Trying again fills the project made the first time instead of creating (or refusing) another.
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() => expect(formAlert(canvas)).toHaveTextContent(failed));
    await expect(storedProject('Keyword ideas')).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: REQUEST_STEPS_TEXT.projectNameLabel })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const NameTaken: Story = {
  name: 'Step 2: a new project named like one you have',
  parameters: { router: { initialEntry: linkTo(STEP_ROUTES[2]) } },
  beforeEach: seed({ ...REQUESTED, projectName: 'Acme Corp' }),
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Choose a Project');
    await userEvent.click(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.createAndAdd }));
    const name = canvas.getByRole('textbox', { name: REQUEST_STEPS_TEXT.projectNameLabel });
    await waitFor(() => expect(name).toHaveAccessibleDescription('A project named "Acme Corp" already exists.'));
    await expect(formAlert(canvas)).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(name).toHaveValue('Acme Corp');
  },
};

export const LimitReached: Story = {
  name: 'Step 3: the keyword allowance is used up',
  parameters: {
    router: { initialEntry: linkTo(STEP_ROUTES[3]) },
    msw: { handlers: withHandlers('keywords', ...keywordLimitReached()) },
  },
  beforeEach: seed({ ...REQUESTED, target: 'existing', existingProject: ACME }),
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Confirmation');
    await userEvent.click(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.confirm }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(fill(TEXT.trackingCapReached, { used: 5000, limit: 5000 })),
    );
  },
};

export const StepThreeFirst: Story = {
  name: 'Step 3 opened first: back to step 1',
  parameters: { router: { initialEntry: linkTo(STEP_ROUTES[3]) }, screenshot: false },
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Your Keywords');
    await expect(keywordsField(canvas)).toHaveValue('');
  },
};

export const StepThreeWithoutProject: Story = {
  name: 'Step 3 opened without a chosen project: back to step 2',
  parameters: { router: { initialEntry: linkTo(STEP_ROUTES[3]) }, screenshot: false },
  beforeEach: seed(REQUESTED),
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Choose a Project');
  },
};

export const AfterDone: Story = {
  name: 'Request more after a finished one: a fresh step 1',
  parameters: { router: { initialEntry: linkTo(STEP_ROUTES[3]) }, screenshot: false },
  beforeEach: seed({ ...EMPTY_REQUEST_DRAFT, finished: { project: ACME, message: '2 terms added' } }),
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Confirmation');
    await userEvent.click(canvas.getByRole('link', { name: REQUEST_STEPS_TEXT.requestMore }));
    await heading(canvas, 'Request Keywords: Your Keywords');
    await expect(keywordsField(canvas)).toHaveValue('');
    await userEvent.click(canvas.getByRole('link', { name: REQUEST_STEPS_TEXT.back }));
    await expect(await canvas.findByText(arrivedAt(linkTo('account:requestkeywords')))).toBeVisible();
  },
};

export const NewProject: Story = {
  name: 'Keywords to a new project: done',
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Your Keywords');
    await userEvent.click(keywordsField(canvas));
    await userEvent.paste('seo tools\nrank tracker, site audit');
    await expect(canvas.getByText(fill(REQUEST_STEPS_TEXT.keywordsCount, { count: 3 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.send }));

    // Step 2: the server queued the three; a new project is the first choice.
    await heading(canvas, 'Request Keywords: Choose a Project');
    await expect(canvas.getByText(fill(REQUEST_STEPS_TEXT.queuedAll, { keywords: '3 keywords' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: REQUEST_STEPS_TEXT.projectNameLabel }));
    await userEvent.paste('Keyword ideas');
    await userEvent.click(canvas.getByRole('textbox', { name: REQUEST_STEPS_TEXT.domainLabel }));
    await userEvent.paste('www.Example.com');
    await userEvent.click(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.createAndAdd }));

    // Done: the project was created and has the keywords in its group 'Requested Keywords'.
    await heading(canvas, 'Request Keywords: Confirmation');
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: fill(REQUEST_STEPS_TEXT.doneHeading, { project: 'Keyword ideas' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(fill(TEXT.termsAdded, { count: 3 }))).toBeVisible();
    const [created] = storedProject('Keyword ideas');
    await expect(created?.project.primaryDomainName).toBe('example.com');
    await expect([...created!.groups.values()].map((g) => g.name)).toEqual([REQUESTED_KEYWORDS_GROUP]);
    await expect([...created!.keywords.values()].map((k) => k.keyword)).toEqual([
      'seo tools',
      'rank tracker',
      'site audit',
    ]);
    await expect(
      canvas.getByRole('link', { name: fill(REQUEST_STEPS_TEXT.openProject, { project: 'Keyword ideas' }) }),
    ).toHaveAttribute('href', linkTo('hq', undefined, { projectId: created!.project.id }));
  },
};

export const ExistingProject: Story = {
  name: 'Keywords to a project you have: confirm, then done',
  parameters: { router: { initialEntry: linkTo(STEP_ROUTES[2]) } },
  beforeEach: seed(REQUESTED),
  play: async ({ canvas }) => {
    await heading(canvas, 'Request Keywords: Choose a Project');
    await chooseAcme(canvas);

    // Step 3 asks first; nothing is added yet.
    await heading(canvas, 'Request Keywords: Confirmation');
    await expect(
      canvas.getByRole('heading', { level: 2, name: fill(REQUEST_STEPS_TEXT.confirmHeading, { project: ACME.name }) }),
    ).toBeVisible();
    await expect([...getMockDb().projects.get(ACME.id)!.groups.values()].map((g) => g.name)).not.toContain(
      REQUESTED_KEYWORDS_GROUP,
    );
    await userEvent.click(canvas.getByRole('button', { name: REQUEST_STEPS_TEXT.confirm }));

    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: fill(REQUEST_STEPS_TEXT.doneHeading, { project: ACME.name }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(fill(TEXT.someKeywordsAlreadyPresent, { project: ACME.name }))).toBeVisible();
    await expect([...getMockDb().projects.get(ACME.id)!.groups.values()].map((g) => g.name)).toContain(
      REQUESTED_KEYWORDS_GROUP,
    );
    // The request is over: only its outcome stays in the tab.
    await expect(readRequestDraft(USER_ID).requested).toEqual([]);
  },
};
