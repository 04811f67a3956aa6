import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

import styles from './StarRating.module.css';
import { STAR_RATING_DEFAULT_MAX } from '../../lib/spec/widgets';
import { StarIcon } from '../Icon/Icon';

export interface StarRatingProps {
  /** Names the group for assistive technology. */
  label: string;
  /** Show the label above the stars (else it is read out only). */
  showLabel?: boolean;
  /** Number of active stars (controlled). */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** doc 2 §9 — out of 3 by default. */
  max?: number;
  isDisabled?: boolean;
  /** The accessible name of one star; defaults to '1 star', '2 stars'… */
  starLabel?: (n: number) => string;
}

/**
 * doc 2 §4 — the value after clicking star `n` (1-based): an inactive star activates every star up
 * to it; an active star deactivates the ones above it; the top active star deactivates itself too.
 */
export function nextRating(current: number, clicked: number): number {
  return clicked === current ? clicked - 1 : clicked;
}

const defaultStarLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/** A star rating: a radio group (arrow keys move, Space/Enter act like a click). */
export function StarRating({
  label,
  showLabel = false,
  value,
  defaultValue = 0,
  onChange,
  max = STAR_RATING_DEFAULT_MAX,
  isDisabled = false,
  starLabel = defaultStarLabel,
}: StarRatingProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const rating = Math.min(Math.max(value ?? ownValue, 0), max);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const labelId = useId();

  const set = (next: number) => {
    if (isDisabled) return;
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };

  const moveTo = (next: number) => {
    const clamped = Math.min(Math.max(next, 0), max);
    set(clamped);
    buttons.current[Math.max(clamped, 1) - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(rating + 1),
      ArrowUp: () => moveTo(rating + 1),
      ArrowLeft: () => moveTo(rating - 1),
      ArrowDown: () => moveTo(rating - 1),
      Home: () => moveTo(0),
      End: () => moveTo(max),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const stars = Array.from({ length: max }, (_, i) => i + 1);
  // Roving focus: the checked star, or the first when none is.
  const tabStop = Math.max(rating, 1);

  return (
    <div className={styles.field}>
      {showLabel && (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
      <div
        role="radiogroup"
        aria-label={showLabel ? undefined : label}
        aria-labelledby={showLabel ? labelId : undefined}
        aria-disabled={isDisabled || undefined}
        className={styles.stars}
      >
        {stars.map((n) => (
          <button
            key={n}
            ref={(el) => {
              buttons.current[n - 1] = el;
            }}
            type="button"
            role="radio"
            aria-checked={n === rating}
            aria-label={starLabel(n)}
            tabIndex={n === tabStop ? 0 : -1}
            disabled={isDisabled}
            data-active={n <= rating || undefined}
            className={styles.star}
            onClick={() => set(nextRating(rating, n))}
            onKeyDown={onKeyDown}
          >
            <StarIcon />
          </button>
        ))}
      </div>
    </div>
  );
}
