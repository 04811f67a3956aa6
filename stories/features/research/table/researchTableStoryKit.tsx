/**
 * What the research table and SEO keywords stories share: the requests the organic keywords mock
 * saw (so a play function can check the sortBy/sortDirection a header click sent and fetch the very
 * page the mock answered), a probe that shows the URL's query, and readers for the table's rows.
 */
import type { Decorator } from '@storybook/react-vite';
import { HttpResponse, http as mswHttp } from 'msw';
import { useLocation } from 'react-router-dom';
import { within } from 'storybook/test';

import type { components } from '../../../../src/api/schema.gen';
import { UI_TEXT } from '../../../../src/lib/spec/text';
import { THROTTLED_CELL_PLACEHOLDER } from '../../../../src/lib/spec/workspace';
import { errorBody } from '../../../../src/mocks/errors';
import { handlerGroups } from '../../../../src/mocks/handlers';

type Handlers = typeof handlerGroups;
type OrganicAnswer = components['schemas']['DomainOrganicKeywords'];

export const ORGANIC_PATH = '/NsaApi/Research/DomainOrganicKeywords';

/** Every DomainOrganicKeywords request of the running story, oldest first. */
export const organicRequests: URL[] = [];
export const resetOrganicRequests = () => {
  organicRequests.length = 0;
};

/** Records the request and hands it on to the mock API (returning nothing passes it on). */
const recordOrganic = mswHttp.get(ORGANIC_PATH, ({ request }) => {
  organicRequests.push(new URL(request.url));
  return undefined;
});

/** The first organic keywords read fails with a 500; later ones reach the mock. Reset before each run. */
let organicCalls = 0;
export const resetFailFirst = () => {
  organicCalls = 0;
};
export const failFirstOrganic = mswHttp.get(ORGANIC_PATH, () => {
  organicCalls += 1;
  return organicCalls === 1 ? HttpResponse.json(errorBody(500), { status: 500 }) : undefined;
});

/** The default handlers with the recorder (and `research` / `navigation` extras) in front. */
export function researchMsw({
  research = [],
  navigation = [],
}: { research?: Handlers['research']; navigation?: Handlers['navigation'] } = {}) {
  return {
    msw: {
      handlers: {
        ...handlerGroups,
        research: [recordOrganic, ...research, ...handlerGroups.research],
        navigation: [...navigation, ...handlerGroups.navigation],
      },
    },
  };
}

/** The last request's parameter (null when absent). */
export const lastParam = (name: string) => organicRequests.at(-1)?.searchParams.get(name) ?? null;

/** The page the mock answers for the last request: what the table must show. */
export async function lastAnswer(): Promise<OrganicAnswer> {
  const last = organicRequests.at(-1);
  if (!last) throw new Error('No DomainOrganicKeywords request yet');
  const response = await fetch(last);
  return (await response.json()) as OrganicAnswer;
}

/**
 * A row's first cell as the table shows it: the keyword (then its URL, `withUrl`, as the SEO keywords
 * page shows it), or the throttle link.
 */
export function expectedFirstCell(
  row: OrganicAnswer['rows'][number],
  viewer: 'visitor' | 'loggedIn',
  withUrl = false,
): string {
  if (row.isThrottled || row.keyword === THROTTLED_CELL_PLACEHOLDER) {
    return viewer === 'visitor' ? UI_TEXT.logInToSeeAllResults : UI_TEXT.unlockAllTheData;
  }
  return withUrl ? `${row.keyword}${row.url ?? ''}` : row.keyword;
}

/** The body rows of the table named `label`. */
export function bodyRows(canvas: HTMLElement, label: string | RegExp): HTMLElement[] {
  const table = within(canvas).getByRole('table', { name: label });
  return within(table).getAllByRole('row').slice(1);
}

/** The first cell's text of each body row. */
export function firstCells(canvas: HTMLElement, label: string | RegExp): string[] {
  return bodyRows(canvas, label).map((row) => row.querySelector('td')?.textContent ?? '');
}

/** The column headers of the table named `label`. */
export function headers(canvas: HTMLElement, label: string | RegExp): string[] {
  const table = within(canvas).getByRole('table', { name: label });
  return within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent ?? '');
}

function LocationProbe() {
  const { search } = useLocation();
  return (
    <output data-testid="url-search" className="visually-hidden">
      {search}
    </output>
  );
}

/** Renders the URL's query (hidden) under the story, for play functions that check the URL state. */
export const withLocationProbe: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);

/** The URL query the probe shows, parsed. */
export function urlParams(canvas: HTMLElement): URLSearchParams {
  return new URLSearchParams(within(canvas).getByTestId('url-search').textContent ?? '');
}
