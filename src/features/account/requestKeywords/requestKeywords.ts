/**
 * The rules of the requested-keywords flow (doc 1 §7, doc 2 §6): the keyword list the user types,
 * the project group it goes to, and what an import into that project means to the user.
 */
import { REQUEST_STEPS_TEXT } from './texts';
import { ApiError } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { fill, TEXT } from '../../../lib/spec/text';

type Schemas = components['schemas'];
export type RequestedKeyword = Schemas['RequestedKeyword'];
export type RequestedKeywordStatus = Schemas['RequestedKeywordStatus'];
export type RequestedKeywordStatusCounts = Schemas['RequestedKeywordStatusCounts'];
export type KeywordImportResult = Schemas['KeywordImportResponse'];

/** doc 1 §7, doc 2 §6: the group of the project the requested keywords are added to (verbatim). */
export const REQUESTED_KEYWORDS_GROUP = 'Requested Keywords';

/** The longest keyword list a request may send (AddRequestedKeywordsRequest.termsCsv's maxLength). */
export const REQUEST_TERMS_MAX_LENGTH = 20000;

/** The longest project name (the contract's ProjectName maxLength). */
export const PROJECT_NAME_MAX_LENGTH = 100;

/** The keywords step 3's confirmation lists by name; the rest are counted. */
export const LISTED_KEYWORDS = 30;

/** The statuses as the page lists their counts: the keywords that are done first. */
export const REQUESTED_KEYWORD_STATUSES = [
  'ready',
  'processing',
  'queued',
] as const satisfies readonly RequestedKeywordStatus[];

/** What the user typed, read as the server reads it. */
export { parseKeywordList } from '../../../lib/keywordList';

/** The list as the calls send it (termsCsv, termCsv): a keyword never holds a comma once parsed. */
export const keywordsCsv = (keywords: readonly string[]) => keywords.join(',');

/** '1 keyword', '12 keywords'. */
export const keywordCountText = (count: number) =>
  count === 1 ? REQUEST_STEPS_TEXT.keywordOne : fill(REQUEST_STEPS_TEXT.keywordMany, { count });

/** How step 2 sums up the request the server took: all new, some requested before, or none new. */
export function queuedSummary(requested: number, added: number): string {
  const keywords = keywordCountText(requested);
  if (added >= requested) return fill(REQUEST_STEPS_TEXT.queuedAll, { keywords });
  if (added === 0) return fill(REQUEST_STEPS_TEXT.queuedNone, { keywords });
  return fill(REQUEST_STEPS_TEXT.queuedSome, { added, keywords });
}

/**
 * What an import of the keyword list into `project` came to (doc 2 §6 outcomes, §8 texts): the
 * allowance stopped it ('limit'), or it is done, with the catalogue's message for the outcome
 * (one keyword already there or added, all already there, some already there, all added).
 */
export type ImportOutcome = { kind: 'limit'; message: string } | { kind: 'done'; message: string };

export function importOutcome(
  result: KeywordImportResult,
  project: string,
  keywords: readonly string[],
): ImportOutcome {
  if (result.hasReachedLimit) {
    // The server's text carries the tracked and allowed counts the client does not know.
    return { kind: 'limit', message: result.message || fill(REQUEST_STEPS_TEXT.limitReached, { project }) };
  }
  const inGroup = fill(TEXT.keywordAlreadyExistsGroupSuffix, { group: REQUESTED_KEYWORDS_GROUP });
  const [only] = keywords;
  const already = result.alreadyActiveTerms.length;
  if (keywords.length === 1 && only !== undefined) {
    return {
      kind: 'done',
      message:
        result.termCount === 0
          ? fill(TEXT.keywordAlreadyExists, { kw: only, project }) + inGroup
          : fill(TEXT.addedToProject, { subject: `"${only}"`, project }) + inGroup,
    };
  }
  if (result.termCount === 0) return { kind: 'done', message: fill(TEXT.selectedKeywordsAlreadyExist, { project }) };
  if (already > 0) return { kind: 'done', message: fill(TEXT.someKeywordsAlreadyPresent, { project }) };
  return { kind: 'done', message: fill(TEXT.termsAdded, { count: result.termCount }) };
}

/**
 * The alert of an import into `project` that did not answer: 404 when the project went meanwhile,
 * the server's 403 text, or a try-again.
 */
export function importFailureText(error: unknown, project: string): string {
  if (error instanceof ApiError && error.status === 404) return fill(REQUEST_STEPS_TEXT.projectGone, { project });
  if (error instanceof ApiError && error.status === 403 && error.message) return error.message;
  return fill(REQUEST_STEPS_TEXT.addFailed, { project });
}
