import type { ReactNode } from 'react';

import styles from './ListAnswerLine.module.css';
import { FiguresNote, type FiguresNoteProps } from '../shared/FiguresNote';

export interface ListAnswerLineProps {
  /** What the list holds, for the searched domain (and the tab shown). */
  hint: string;
  /** The answer's month, curve and demo mark; null while there is none to show (loading, failed). */
  answer: FiguresNoteProps | null;
  /** Shows a placeholder of the figures' height instead of nothing. */
  isLoading: boolean;
  /** The answer's own figures (row count, compared rivals…), each a span. */
  facts?: ReactNode;
  /** Whether to reserve room for the demo line and counts too (the SEO lists) or the figures only. */
  reservesCounts?: boolean;
}

/**
 * The line above a research list (SEO keywords, the SEO lists): what the list holds, then the
 * answer's month and CTR curve and its facts — or, while loading, a placeholder of their height, so
 * nothing moves when the answer arrives.
 */
export function ListAnswerLine({ hint, answer, isLoading, facts, reservesCounts = false }: ListAnswerLineProps) {
  const meta = reservesCounts ? styles.metaWithCounts : styles.meta;
  return (
    <div className={styles.answerLine}>
      <p className={styles.hint}>{hint}</p>
      {answer ? (
        <div className={meta}>
          <FiguresNote month={answer.month} curve={answer.curve} isDemoData={answer.isDemoData} />
          <p className={styles.facts} data-testid="answer-facts">
            {facts}
          </p>
        </div>
      ) : (
        <div className={meta} aria-hidden="true">
          {isLoading && <span className={styles.metaPlaceholder} />}
        </div>
      )}
    </div>
  );
}
