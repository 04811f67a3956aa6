import styles from './AddToProjectButton.module.css';
import { UI_TEXT } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { KEYWORD_TEXT } from '../keywords/keywordTexts';

/** What the button offers: Add, Undo (a keyword just added) or View (a page just added). */
export type AddButtonMode = 'add' | 'undo' | 'view';

const WORDS: Record<AddButtonMode, string> = { add: UI_TEXT.add, undo: KEYWORD_TEXT.undo, view: UI_TEXT.view };

export interface AddToProjectButtonProps {
  mode: AddButtonMode;
  /** The accessible name, naming the keyword or page ('Add "seo tools" to your project'). */
  label: string;
  /** A call is under way: the button shows a spinner and ignores presses. */
  isBusy?: boolean;
  /** What the status region says while busy. */
  busyLabel?: string;
  onPress: () => void;
}

/**
 * The add button of a research row (doc 2 §4): Add, then Undo for a keyword or View (green) for a
 * page. A small button so the row keeps its height.
 */
export function AddToProjectButton({ mode, label, isBusy = false, busyLabel, onPress }: AddToProjectButtonProps) {
  return (
    <Button
      size="x-small"
      variant={mode === 'undo' ? 'ghost' : 'secondary'}
      className={mode === 'view' ? `${styles.action} ${styles.view}` : styles.action}
      aria-label={label}
      isLoading={isBusy}
      loadingLabel={busyLabel}
      onPress={onPress}
    >
      {WORDS[mode]}
    </Button>
  );
}
