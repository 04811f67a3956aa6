import { Link } from 'react-router-dom';

import styles from './NoDataState.module.css';
import { RESEARCH_TEXT, SUBJECT_TEXT, type SearchSubject } from './researchTexts';
import { fill } from '../../../lib/spec/text';

export interface SimilarSearch {
  /** The suggested domain (or keyword), as shown. */
  value: string;
  /** The same page for it (built with linkTo). */
  href: string;
}

export interface NoDataStateProps {
  /** The search that found nothing. */
  query: string;
  /** Similar searches from the suggestions API; null while they load. */
  suggestions: readonly SimilarSearch[] | null;
  /** What the page searches for: a domain or URL (the default) or a keyword. */
  subject?: SearchSubject;
}

/**
 * A research page whose search has no data this month (hasData false): says so, and offers
 * similar searches from the suggestions API as links to the same page for them.
 */
export function NoDataState({ query, suggestions, subject = 'site' }: NoDataStateProps) {
  const text = SUBJECT_TEXT[subject];
  const hasSuggestions = suggestions !== null && suggestions.length > 0;
  return (
    <section className={styles.card} aria-labelledby="no-data-heading">
      <h2 id="no-data-heading" className={styles.heading}>
        {fill(RESEARCH_TEXT.noDataHeading, { query })}
      </h2>
      <p className={styles.body}>
        {fill(suggestions?.length === 0 ? text.noDataBodyNoSuggestions : text.noDataBody, { query })}
      </p>
      {suggestions === null && (
        <p role="status" className={styles.loading}>
          {text.suggestionsLoading}
        </p>
      )}
      {hasSuggestions && (
        <ul className={styles.suggestions} aria-label={text.suggestionsLabel}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.value}>
              <Link to={suggestion.href} className={styles.suggestion}>
                {suggestion.value}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
