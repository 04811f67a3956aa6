/**
 * The file readers of `npm run import`, one per kind: each streams its file and yields a record or a
 * line-numbered refusal per row (records.ts FileReader).
 */
import { readBacklinks } from './backlinks';
import { readGsc } from './gsc';
import { readKeywordPlanner } from './keywordPlanner';
import { readSerpbear } from './serpbear';
import { readSerpJson } from './serpJson';
import type { FileReader, ImportKind } from '../../records';

export const FILE_READERS: Record<ImportKind, FileReader> = {
  gsc: readGsc,
  'keyword-planner': readKeywordPlanner,
  'serp-json': readSerpJson,
  serpbear: readSerpbear,
  backlinks: readBacklinks,
};
