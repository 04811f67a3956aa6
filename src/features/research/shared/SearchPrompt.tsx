import { useState, type FormEvent } from 'react';

import { RESEARCH_TEXT } from './researchTexts';
import styles from './SearchPrompt.module.css';
import { Button } from '../../../ui/Button/Button';
import { Input } from '../../../ui/Input/Input';

export interface SearchPromptProps {
  /** A search was submitted (trimmed, not empty): the page shows it. */
  onSearch: (query: string) => void;
}

/** A research page opened without a search: asks for a domain or URL, with a search box of its own. */
export function SearchPrompt({ onSearch }: SearchPromptProps) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
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
      <p className={styles.body}>{RESEARCH_TEXT.promptBody}</p>
      <form className={styles.form} role="search" onSubmit={submit} noValidate>
        <Input
          className={styles.input}
          label={RESEARCH_TEXT.promptLabel}
          placeholder={RESEARCH_TEXT.promptPlaceholder}
          value={text}
          onChange={(value) => {
            setText(value);
            setMissing(false);
          }}
          validationState={missing ? 'invalid' : 'normal'}
          message={missing ? RESEARCH_TEXT.promptRequired : undefined}
        />
        <Button type="submit" className={styles.submit}>
          {RESEARCH_TEXT.promptSubmit}
        </Button>
      </form>
    </section>
  );
}
