import { figuresNote } from './figuresNote';
import styles from './FiguresNote.module.css';
import { RESEARCH_TEXT } from './researchTexts';

export interface FiguresNoteProps {
  /** The answer's month ('2026-10'); null for an empty corpus. */
  month: string | null;
  /** The CTR curve the answer's clicks follow. */
  curve: { name: string };
  /** The answer comes from the seeded demo corpus. */
  isDemoData: boolean;
}

/**
 * What a research page's figures are: their month and CTR curve ('Figures for October 2026 · CTR
 * curve: Sistrix 2020'), and a Demo data mark while the corpus holds the seeded demo data.
 */
export function FiguresNote({ month, curve, isDemoData }: FiguresNoteProps) {
  const note = figuresNote({ month, curve });
  if (!note && !isDemoData) return null;
  return (
    <div className={styles.note}>
      {note && <p className={styles.text}>{note}</p>}
      {isDemoData && (
        <p className={styles.demo}>
          <span className={styles.badge}>{RESEARCH_TEXT.demoBadge}</span>
          <span>{RESEARCH_TEXT.demoNote}</span>
        </p>
      )}
    </div>
  );
}
