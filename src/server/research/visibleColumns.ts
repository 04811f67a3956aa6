/**
 * The research lists' visibleColumns (the contract's VisibleColumns): the cells of the columns a
 * table hides are answered as null, so they never travel. The row's name (the list's first
 * column) is always filled. A list's column ids are the contract's enum of its sortBy, read here
 * rather than restated.
 */
import bundle from '../../api/openapi.gen.json';
import type { components } from '../../api/schema.gen';
import { blankHiddenColumns } from '../../lib/columns';
import { schemaEnum } from '../../lib/openapi/operations';
import { FieldValidationError } from '../errors';

/** The contract's column enums of the research lists. */
export type ListColumns = Extract<keyof components['schemas'], `${string}Column`>;

/** The answer with the cells of every column not in `typed` set to null; all of them when absent. */
export function withVisibleColumns<Answer extends { rows: readonly object[] }>(
  answer: Answer,
  typed: string | undefined,
  columns: ListColumns,
): Answer {
  if (typed === undefined) return answer;
  const ids = schemaEnum(bundle, columns);
  const visible = typed.split(',');
  const unknown = visible.find((id) => !ids.includes(id));
  if (unknown !== undefined) {
    throw new FieldValidationError([
      { field: 'query.visibleColumns', message: `has no column ${unknown}; the columns are ${ids.join(', ')}` },
    ]);
  }
  return { ...answer, rows: blankHiddenColumns(answer.rows, ids, visible) };
}
