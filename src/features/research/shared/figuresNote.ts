import { RESEARCH_TEXT } from './researchTexts';
import { fill } from '../../../lib/spec/text';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const SHORT_MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function parseMonth(month: string): { year: string; index: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const index = Number(match[2]) - 1;
  return index >= 0 && index < 12 ? { year: match[1]!, index } : null;
}

/** A research month ('2026-10', the contract's Month) as 'October 2026'; anything else as it is. */
export function monthLabel(month: string): string {
  const parsed = parseMonth(month);
  return parsed ? `${MONTH_NAMES[parsed.index]} ${parsed.year}` : month;
}

/** A research month as 'Oct 2026', for chart axes and tables. */
export function shortMonthLabel(month: string): string {
  const parsed = parseMonth(month);
  return parsed ? `${SHORT_MONTH_NAMES[parsed.index]} ${parsed.year}` : month;
}

/**
 * What the figures are: their month and the CTR curve their clicks follow ('Figures for October
 * 2026 · CTR curve: Sistrix 2020'). Null when the corpus has no month yet (an empty corpus).
 */
export function figuresNote(answer: { month: string | null; curve: { name: string } }): string | null {
  if (answer.month === null) return null;
  return fill(RESEARCH_TEXT.figuresNote, { month: monthLabel(answer.month), curve: answer.curve.name });
}
