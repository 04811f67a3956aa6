import { RESEARCH_TEXT } from './researchTexts';
import { formatYearMonth } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';

/** A research month ('2026-10') as 'October 2026'; anything else as it is. */
export const monthLabel = (month: string) => formatYearMonth(month, 'long');

/** A research month as 'Oct 2026', for chart axes and tables. */
export const shortMonthLabel = (month: string) => formatYearMonth(month, 'short');

/**
 * What the figures are: their month and the CTR curve their clicks follow ('Figures for October
 * 2026 · CTR curve: Sistrix 2020'). Null when the corpus has no month yet (an empty corpus).
 */
export function figuresNote(answer: { month: string | null; curve: { name: string } }): string | null {
  if (answer.month === null) return null;
  return fill(RESEARCH_TEXT.figuresNote, { month: monthLabel(answer.month), curve: answer.curve.name });
}
