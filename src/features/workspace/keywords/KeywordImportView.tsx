import { useId, type FormEvent } from 'react';

import { KEYWORD_TEXT } from './keywordTexts';
import styles from './KeywordViews.module.css';
import { Button } from '../../../ui/Button/Button';

export interface KeywordImportViewProps {
  terms: string;
  groupNames: string;
  labelNames: string;
  isImporting: boolean;
  /** Our wording for an empty form or a failed call; the outcomes themselves are alerts (toasts). */
  error: string | null;
  onTermsChange: (text: string) => void;
  onGroupNamesChange: (text: string) => void;
  onLabelNamesChange: (text: string) => void;
  onSubmit: () => void;
  onViewKeywords: () => void;
}

/** Panel view keyword-import (doc 2 §2, §4): keywords, optional group and label names, Import. */
export function KeywordImportView({
  terms,
  groupNames,
  labelNames,
  isImporting,
  error,
  onTermsChange,
  onGroupNamesChange,
  onLabelNamesChange,
  onSubmit,
  onViewKeywords,
}: KeywordImportViewProps) {
  const ids = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isImporting) onSubmit();
  };
  return (
    <section className={styles.root} aria-labelledby={`${ids}-title`}>
      <div className={styles.header}>
        <h2 id={`${ids}-title`} className={styles.title}>
          {KEYWORD_TEXT.importTitle}
        </h2>
        <Button size="small" variant="ghost" onPress={onViewKeywords}>
          {KEYWORD_TEXT.viewKeywords}
        </Button>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${ids}-terms`} className={styles.fieldLabel}>
            {KEYWORD_TEXT.importTermsLabel}
          </label>
          <textarea
            id={`${ids}-terms`}
            className={styles.textarea}
            value={terms}
            onChange={(event) => onTermsChange(event.target.value)}
            aria-invalid={error === KEYWORD_TEXT.importEmpty}
            aria-describedby={error ? `${ids}-error` : undefined}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-groups`} className={styles.fieldLabel}>
            {KEYWORD_TEXT.importGroupsLabel}
          </label>
          <input
            id={`${ids}-groups`}
            className={styles.input}
            value={groupNames}
            onChange={(event) => onGroupNamesChange(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-labels`} className={styles.fieldLabel}>
            {KEYWORD_TEXT.importLabelsLabel}
          </label>
          <input
            id={`${ids}-labels`}
            className={styles.input}
            value={labelNames}
            onChange={(event) => onLabelNamesChange(event.target.value)}
          />
        </div>
        <p id={`${ids}-error`} className={styles.error} role="alert">
          {error ?? ''}
        </p>
        <div className={styles.inline}>
          <Button type="submit" size="small" isLoading={isImporting}>
            {KEYWORD_TEXT.importSubmit}
          </Button>
        </div>
      </form>
    </section>
  );
}
