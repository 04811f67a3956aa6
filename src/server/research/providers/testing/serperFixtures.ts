/**
 * Serper answers, shaped as its API reference shows them (POST google.serper.dev/search:
 * searchParameters, organic with position, knowledgeGraph, peopleAlsoAsk, relatedSearches, credits;
 * errors `{ "message": "…" }` with HTTP 400, 401 or 429).
 */
import type { FakeReply } from './fakeProvider';
import { startFakeProvider } from './fakeProvider';
import { RUNNING_SHOES_ORGANIC, type FixtureOrganic } from './runningShoesPage';

export const SERPER_KEY = 'fixture0serper0key0a81c55e';

const searchParameters = { q: 'running shoes', gl: 'us', hl: 'en', type: 'search', num: 10, engine: 'google' };

const organic = ({ position, link, title }: FixtureOrganic) => ({
  title,
  link,
  snippet: `${title}.`,
  position,
  sitelinks: [{ title: 'Men', link: `${link}men` }],
});

export const SERPER_PAGE = {
  searchParameters,
  knowledgeGraph: {
    title: 'Running shoe',
    type: 'Footwear',
    description: 'Running shoes are shoes designed for running.',
    descriptionSource: 'Wikipedia',
    descriptionLink: 'https://en.wikipedia.org/wiki/Sneakers',
  },
  organic: RUNNING_SHOES_ORGANIC.map(organic),
  peopleAlsoAsk: [
    {
      question: 'Which running shoes are best?',
      snippet: 'It depends on your gait.',
      title: 'Best running shoes',
      link: 'https://www.runnersworld.com/gear/best-running-shoes',
    },
  ],
  relatedSearches: [{ query: 'running shoes women' }],
  credits: 1,
};

export const SERPER_EMPTY = { searchParameters: { ...searchParameters, q: 'zqxw running' }, organic: [], credits: 1 };

export const SERPER_UNAUTHORIZED: FakeReply = { status: 401, json: { message: 'Unauthorized.', statusCode: 401 } };
export const SERPER_NO_CREDITS: FakeReply = { status: 400, json: { message: 'Not enough credits', statusCode: 400 } };
export const SERPER_RATE_LIMITED: FakeReply = { status: 429, json: { message: 'Too many requests', statusCode: 429 } };
export const SERPER_BAD_REQUEST: FakeReply = {
  status: 400,
  json: { message: 'Invalid gl parameter', statusCode: 400 },
};

export function startFakeSerper() {
  return startFakeProvider({
    authorized: (request) => request.headers['x-api-key'] === SERPER_KEY,
    unauthorized: SERPER_UNAUTHORIZED,
    respond: () => ({ status: 200, json: SERPER_PAGE }),
  });
}
