/** The keyword a research query names, as the corpus keys it, and its row in one country. */
import { DEFAULT_COUNTRY_CODE } from '../../lib/countries';
import type { Db } from '../db';
import { FieldValidationError } from '../errors';
import { cleanseTerm } from '../search/queryType';

/** A keyword row's figures for a term the corpus has no research data on yet (all zero, not demo data). */
export const NO_SERP_DATA = {
  volume: 0,
  cpc_cents: 0,
  difficulty: 0,
  competition: 0,
  is_question: 0,
  is_transactional: 0,
  is_content: 0,
  is_demo: 0,
} as const;

/** The term (lower case, single spaces), or a 400 naming the query parameter. */
export function researchTerm(query: string): string {
  const term = cleanseTerm(query);
  if (term === '') throw new FieldValidationError([{ field: 'query.query', message: 'is empty' }]);
  return term;
}

/** The keyword's row in the country's corpus (the default country when none is named). */
export function findKeyword(db: Db, term: string, countryCode: string | undefined) {
  return db.kysely
    .selectFrom('keywords')
    .selectAll()
    .where('term', '=', term)
    .where('country', '=', countryCode ?? DEFAULT_COUNTRY_CODE)
    .executeTakeFirst();
}
