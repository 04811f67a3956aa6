/**
 * doc 2 §5 — the question-form helper: append '?' unless the text already has one or starts with
 * how to, where to, when to, what to, who to, how much to.
 *
 * Decisions (the spec is silent): the check ignores case and leading spaces ('How to', 'HOW TO');
 * the opener must be whole words ('how tomatoes grow' is still a question without '?'); a '?'
 * anywhere counts as "already has one"; surrounding whitespace is trimmed; empty text stays empty.
 */
const NO_QUESTION_MARK_OPENERS = /^(?:how much|how|where|when|what|who) to\b/i;

export function needsQuestionMark(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && !trimmed.includes('?') && !NO_QUESTION_MARK_OPENERS.test(trimmed);
}

export function toQuestionForm(text: string): string {
  const trimmed = text.trim();
  return needsQuestionMark(trimmed) ? `${trimmed}?` : trimmed;
}
