import { SWIPE_THRESHOLD_PX } from '../../lib/spec/navigation';

/**
 * Doc 1 §4 "Feature showcase": the card shown after a horizontal swipe of `deltaX` px (end x minus
 * start x) in a strip of `count` cards. A swipe of 20 px or more moves one card: to the left
 * (negative delta) shows the next card, to the right the previous one, never past either end.
 * A shorter movement is not a swipe and keeps the card.
 */
export function swipeTarget(index: number, deltaX: number, count: number, threshold = SWIPE_THRESHOLD_PX): number {
  if (count <= 0) return 0;
  const current = Math.min(Math.max(index, 0), count - 1);
  if (!Number.isFinite(deltaX) || Math.abs(deltaX) < threshold) return current;
  const next = deltaX < 0 ? current + 1 : current - 1;
  return Math.min(Math.max(next, 0), count - 1);
}
