import { useState } from 'react';

export interface ExpansionOptions<Id> {
  /** Every row that can expand (for expand all). */
  ids: readonly Id[];
  /** Rows open at first. */
  initial?: readonly Id[];
  /** Only one row open at a time: expanding one collapses the others (expand all still opens all). */
  single?: boolean;
}

export type ExpansionAction<Id> =
  | { type: 'toggle'; id: Id }
  | { type: 'expand'; id: Id }
  | { type: 'collapse'; id: Id }
  | { type: 'expandAll' }
  | { type: 'collapseAll' };

/** doc 2 §4 — row expansion, single row or all rows: the next set of expanded rows. */
export function nextExpansion<Id>(
  expanded: ReadonlySet<Id>,
  action: ExpansionAction<Id>,
  { ids, single = false }: Pick<ExpansionOptions<Id>, 'ids' | 'single'>,
): ReadonlySet<Id> {
  switch (action.type) {
    case 'expandAll':
      return new Set(ids);
    case 'collapseAll':
      return new Set();
    case 'collapse': {
      const next = new Set(expanded);
      next.delete(action.id);
      return next;
    }
    case 'expand':
      return single ? new Set([action.id]) : new Set(expanded).add(action.id);
    case 'toggle':
      return nextExpansion(
        expanded,
        { type: expanded.has(action.id) ? 'collapse' : 'expand', id: action.id },
        {
          ids,
          single,
        },
      );
  }
}

export interface Expansion<Id> {
  expanded: ReadonlySet<Id>;
  isExpanded: (id: Id) => boolean;
  /** Every row is open (and there is at least one). */
  isAllExpanded: boolean;
  toggle: (id: Id) => void;
  expand: (id: Id) => void;
  collapse: (id: Id) => void;
  expandAll: () => void;
  collapseAll: () => void;
}

/** Which rows of a list are expanded: one at a time, or all at once (expand all / collapse all). */
export function useExpansion<Id>({ ids, initial = [], single = false }: ExpansionOptions<Id>): Expansion<Id> {
  const [expanded, setExpanded] = useState<ReadonlySet<Id>>(() => new Set(initial));
  const apply = (action: ExpansionAction<Id>) =>
    setExpanded((previous) => nextExpansion(previous, action, { ids, single }));
  return {
    expanded,
    isExpanded: (id) => expanded.has(id),
    isAllExpanded: ids.length > 0 && ids.every((id) => expanded.has(id)),
    toggle: (id) => apply({ type: 'toggle', id }),
    expand: (id) => apply({ type: 'expand', id }),
    collapse: (id) => apply({ type: 'collapse', id }),
    expandAll: () => apply({ type: 'expandAll' }),
    collapseAll: () => apply({ type: 'collapseAll' }),
  };
}
