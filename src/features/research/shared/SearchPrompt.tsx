import { useState, type FormEvent } from 'react';

import { RESEARCH_TEXT, SUBJECT_TEXT, type SearchSubject } from './researchTexts';
import styles from './SearchPrompt.module.css';
import { Button } from '../../../ui/Button/Button';
import { Input } from '../../../ui/Input/Input';

export interface SearchPromptProps {
  /** A search was submitted (trimmed, not empty): the page shows it. */
  onSearch: (query: string) => void;
  /** What the page searches for: a domain or URL (the default) or a keyword. */
  subject?: SearchSubject;
}

/** A research page opened without a search: asks for its subject, with a search box of its own. */
export function SearchPrompt({ onSearch, subject = 'site' }: SearchPromptProps) {
  const text = SUBJECT_TEXT[subject];
  const [typed, setTyped] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = typed.trim();
    if (query === '') {
      setMissing(true);
      return;
    }
    onSearch(query);
  };

  return (
    <section className={styles.card} aria-labelledby="search-prompt-heading">
      <h2 id="search-prompt-heading" className={styles.heading}>
        {RESEARCH_TEXT.promptHeading}
      </h2>
      <p className={styles.body}>{text.promptBody}</p>
      <form className={styles.form} role="search" onSubmit={submit} noValidate>
        <Input
          className={styles.input}
          label={text.promptLabel}
          placeholder={text.promptPlaceholder}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setMissing(false);
          }}
          validationState={missing ? 'invalid' : 'normal'}
          message={missing ? text.promptRequired : undefined}
        />
        <Button type="submit" className={styles.submit}>
          {RESEARCH_TEXT.promptSubmit}
        </Button>
      </form>
    </section>
  );
}
