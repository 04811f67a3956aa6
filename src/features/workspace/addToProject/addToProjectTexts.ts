/**
 * The add buttons' own wording (doc 2 §4 names the buttons, not these). The visible words 'Add' and
 * 'View' are the spec's (UI_TEXT), 'Undo' and the outcome messages the keyword import's.
 */
export const ADD_TO_PROJECT_TEXT = {
  addKeyword: 'Add "{term}" to your project',
  undoKeyword: 'Undo adding "{term}"',
  addUrl: 'Add {page} to your project',
  viewUrl: 'View {page} in your project',
  adding: 'Adding…',
  keywordFailed: 'The keyword could not be added. Please try again.',
  urlFailed: 'The URL could not be added. Please try again.',
} as const;
