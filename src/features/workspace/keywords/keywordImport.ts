/**
 * The keyword import's rules (doc 2 §4 "Keyword import", §8): what the textarea holds, which outcome
 * an import answer is, the message each outcome shows (the catalogue's texts), whether it offers
 * Undo, and the random undo confirmation.
 */
import { KEYWORD_TEXT } from './keywordTexts';
import type { components } from '../../../api/schema.gen';
import { INFERRED_TEXT, TEXT, fill } from '../../../lib/spec/text';

type KeywordImportResponse = components['schemas']['KeywordImportResponse'];

/** Keywords typed one per line or comma separated: trimmed, blanks dropped, repeats (any case) once. */
export function parseTerms(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of text.split(/[\n,]/)) {
    const term = raw.trim().replace(/\s+/g, ' ');
    const key = term.toLowerCase();
    if (term === '' || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}

/** Group or label names, comma separated; blanks dropped (doc 2 §3). */
export const parseNames = (text: string) => parseTerms(text.replace(/\n/g, ','));

export type ImportOutcomeKind =
  'limitReached' | 'oneAlreadyActive' | 'oneAdded' | 'allAlreadyActive' | 'someAlreadyActive' | 'allAdded';

export interface ImportOutcome {
  kind: ImportOutcomeKind;
  message: string;
  /** A second line: how many were already there (all already active). */
  detail?: string;
  isError: boolean;
  /** Success only: failures (limit reached, already active) offer no undo. */
  canUndo: boolean;
}

export interface ImportContext {
  terms: readonly string[];
  projectName: string;
  groupNames: readonly string[];
  labelNames: readonly string[];
  /** The keyword count after a refused import (doc 2 §8: the alert is built from the used count). */
  usedCount?: number;
  totalCount?: number;
}

/** The outcome of an import answer, in doc 2 §4's order of precedence. */
export function importOutcomeKind(response: KeywordImportResponse, termCount: number): ImportOutcomeKind {
  if (response.hasReachedLimit) return 'limitReached';
  const active = response.alreadyActiveTerms.length;
  if (termCount === 1) return active === 1 ? 'oneAlreadyActive' : 'oneAdded';
  if (response.termCount === 0) return 'allAlreadyActive';
  if (active > 0) return 'someAlreadyActive';
  return 'allAdded';
}

/** A group suffix when the import names one group; else a label suffix when it names one label. */
function targetSuffix(context: ImportContext): string {
  const [group] = context.groupNames;
  if (context.groupNames.length === 1 && group) return fill(TEXT.keywordAlreadyExistsGroupSuffix, { group });
  const [label] = context.labelNames;
  if (context.labelNames.length === 1 && label) return fill(INFERRED_TEXT.labelSuffix, { label });
  return '';
}

/** Each outcome with its own message (doc 2 §4, texts of §8). */
export function importOutcome(response: KeywordImportResponse, context: ImportContext): ImportOutcome {
  const kind = importOutcomeKind(response, context.terms.length);
  const project = context.projectName;
  switch (kind) {
    case 'limitReached':
      return {
        kind,
        message:
          context.usedCount !== undefined && context.totalCount !== undefined
            ? fill(TEXT.trackingCapReached, { used: context.usedCount, limit: context.totalCount })
            : (response.message ?? fill(TEXT.trackingCapReached, { used: '?', limit: '?' })),
        isError: true,
        canUndo: false,
      };
    case 'oneAlreadyActive':
      return {
        kind,
        message:
          fill(TEXT.keywordAlreadyExists, { kw: response.alreadyActiveTerms[0] ?? context.terms[0] ?? '', project }) +
          (context.groupNames.length === 1 ? targetSuffix({ ...context, labelNames: [] }) : ''),
        isError: true,
        canUndo: false,
      };
    case 'oneAdded':
      return {
        kind,
        message: fill(TEXT.addedToProject, { subject: `"${context.terms[0] ?? ''}"`, project }) + targetSuffix(context),
        isError: false,
        canUndo: response.termIdsCsv !== '',
      };
    case 'allAlreadyActive':
      return {
        kind,
        message: fill(TEXT.selectedKeywordsAlreadyExist, { project }),
        detail: fill(KEYWORD_TEXT.alreadyActiveCount, { count: response.alreadyActiveTerms.length }),
        isError: true,
        canUndo: false,
      };
    case 'someAlreadyActive':
      return {
        kind,
        message: fill(TEXT.someKeywordsAlreadyPresent, { project }),
        isError: false,
        canUndo: response.termIdsCsv !== '',
      };
    case 'allAdded':
      return {
        kind,
        message: fill(TEXT.termsAdded, { count: response.termCount }),
        isError: false,
        canUndo: response.termIdsCsv !== '',
      };
  }
}

/** One of the two undo confirmations, at random (doc 2 §4, §8); `random` is injectable for tests. */
export function undoMessage(random: () => number = Math.random): string {
  const messages = TEXT.undoMessages;
  const index = Math.min(messages.length - 1, Math.max(0, Math.floor(random() * messages.length)));
  return messages[index] ?? messages[0];
}
