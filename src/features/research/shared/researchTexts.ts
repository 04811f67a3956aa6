/**
 * Wording every research screen shares. The specs leave the research screens' contents out
 * (doc 1 §2 "Contents of the lazy-loaded screens … are not shown"): this is our own wording.
 */
export const RESEARCH_TEXT = {
  // The figures' month and curve, under the page heading.
  figuresNote: 'Figures for {month} · CTR curve: {curve}',
  demoBadge: 'Demo data',
  demoNote: 'These figures come from the demo corpus, not from live search results.',
  searchFor: 'Search: {query}',
  // A research page opened without a search.
  promptHeading: 'What would you like to research?',
  promptBody: 'Enter a domain or a URL to see its figures.',
  promptLabel: 'Domain or URL',
  promptPlaceholder: 'e.g. example.com',
  promptSubmit: 'Search',
  promptRequired: 'Enter a domain or a URL.',
  // No data for the search.
  noDataHeading: 'No data for {query}',
  noDataBody: 'We found no rankings, ads or backlinks for {query} this month. Check the spelling, or try one of these:',
  noDataBodyNoSuggestions:
    'We found no rankings, ads or backlinks for {query} this month. Check the spelling, or try another search.',
  suggestionsLabel: 'Similar domains',
  suggestionsLoading: 'Looking for similar domains…',
  // A block of a research page.
  blockLoading: 'Loading {block}…',
  blockFailed: 'We could not load {block}.',
  retry: 'Retry',
  viewAll: 'View all',
  viewAllOf: 'View all: {block}',
  blockEmpty: 'Nothing to show here this month.',
} as const;

/** What a research page searches for: a site (a domain or URL) or a keyword. */
export type SearchSubject = 'site' | 'keyword';

type SubjectKey =
  | 'promptBody'
  | 'promptLabel'
  | 'promptPlaceholder'
  | 'promptRequired'
  | 'noDataBody'
  | 'noDataBodyNoSuggestions'
  | 'suggestionsLabel'
  | 'suggestionsLoading';

/** The prompt's and the no-data card's words for each subject (a site's are RESEARCH_TEXT's own). */
export const SUBJECT_TEXT: Record<SearchSubject, Record<SubjectKey, string>> = {
  site: RESEARCH_TEXT,
  keyword: {
    promptBody: 'Enter a keyword to see its searches, cost per click, difficulty and top results.',
    promptLabel: 'Keyword',
    promptPlaceholder: 'e.g. project management software',
    promptRequired: 'Enter a keyword.',
    noDataBody:
      'We found no searches, rankings or ads for {query} this month. Check the spelling, or try one of these:',
    noDataBodyNoSuggestions:
      'We found no searches, rankings or ads for {query} this month. Check the spelling, or try another search.',
    suggestionsLabel: 'Similar keywords',
    suggestionsLoading: 'Looking for similar keywords…',
  },
};
