/** Research figures (ours): the fixture's figures, for the domain asked about. */
import { buildDomainOrganicKeywords, buildDomainOverview, buildKeywordOverview } from '../fixtures/research';
import { http } from '../http';
import { mockFor } from '../registry';

/** The domain of a research query as the server reads it: host, lower case, without www. */
const domainOf = (query: string) =>
  query
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#]/)[0] ?? '';

export const researchHandlers = [
  mockFor(
    'getDomainOverview',
    http.get('/NsaApi/Research/DomainOverview', ({ query, response }) =>
      response(200).json(buildDomainOverview({ domain: domainOf(query.get('query') ?? '') })),
    ),
  ),
  mockFor(
    'getDomainOrganicKeywords',
    http.get('/NsaApi/Research/DomainOrganicKeywords', ({ query, response }) =>
      response(200).json(buildDomainOrganicKeywords({ domain: domainOf(query.get('query') ?? '') })),
    ),
  ),
  mockFor(
    'getKeywordOverview',
    http.get('/NsaApi/Research/KeywordOverview', ({ query, response }) =>
      response(200).json(
        buildKeywordOverview({ keyword: (query.get('query') ?? '').trim().replace(/\s+/g, ' ').toLowerCase() }),
      ),
    ),
  ),
];
