/**
 * What the selected-keywords toolbar sends: a group or label chosen from the project's, or a new
 * name typed into the dialog (a group is created first; a label is created by name on the server).
 */

/** A picked grouping: an existing one by its hash, or a new name. */
export type GroupingChoice = { kind: 'existing'; hash: string; name: string } | { kind: 'new'; name: string };

export interface GroupingOption {
  hash: string;
  name: string;
}

/**
 * A name typed as a choice: the project's grouping of that name whatever the case (the server
 * refuses a duplicate group name), else a new one; null for a blank name.
 */
export function choiceOfName(typed: string, options: readonly GroupingOption[]): GroupingChoice | null {
  const name = typed.trim();
  if (name === '') return null;
  const existing = options.find((o) => o.name.toLowerCase() === name.toLowerCase());
  return existing ? { kind: 'existing', hash: existing.hash, name: existing.name } : { kind: 'new', name };
}

/**
 * The picker's answer: a typed name wins over the listed one picked (typing is the later, more
 * deliberate act); null when neither names anything.
 */
export function pickedChoice(
  pickedHash: string | null,
  typedName: string,
  options: readonly GroupingOption[],
): GroupingChoice | null {
  const typed = choiceOfName(typedName, options);
  if (typed) return typed;
  const picked = options.find((o) => o.hash === pickedHash);
  return picked ? { kind: 'existing', hash: picked.hash, name: picked.name } : null;
}

/** The term ids as the workspace calls take them. */
export const termIdsCsv = (ids: readonly string[]) => ids.join(',');
