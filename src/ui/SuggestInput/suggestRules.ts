/** The keys that move the highlight through a suggestion list. */
export type HighlightKey = 'ArrowDown' | 'ArrowUp';

export function isHighlightKey(key: string): key is HighlightKey {
  return key === 'ArrowDown' || key === 'ArrowUp';
}

/**
 * The suggestion highlighted after an arrow key (-1 is none): ArrowDown goes to the next one and
 * from none or the last to the first; ArrowUp goes to the previous one and from none or the first
 * to the last. An empty list highlights nothing.
 */
export function moveHighlight(index: number, key: HighlightKey, count: number): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return index < 0 || index >= count - 1 ? 0 : index + 1;
  return index <= 0 || index > count - 1 ? count - 1 : index - 1;
}
