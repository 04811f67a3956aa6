import { fill, TEXT } from './spec/text';

/**
 * The answer of a keyword import (ImportKeywords and its family, doc 2 §5) that would pass the
 * account's keyword allowance: nothing added, no undo, the terms the project already held, and
 * the cap text with the count in use and the allowance. One shape for the server and the mocks.
 */
export function keywordAllowanceReached(alreadyActiveTerms: string[], used: number, limit: number) {
  return {
    hasReachedLimit: true,
    termCount: 0,
    alreadyActiveTerms,
    termIdsCsv: '',
    groupHashCsv: '',
    message: fill(TEXT.trackingCapReached, { used, limit }),
  };
}
