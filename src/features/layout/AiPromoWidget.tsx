import { useId, useState, type FormEvent } from 'react';

import styles from './AiPromoWidget.module.css';
import { buildAiPromoUrl, isAiPromoDomainValid } from './buildAiPromoUrl';
import { FOOTER_TEXT } from './siteFooterTexts';
import { UI_TEXT } from '../../lib/spec/text';

export interface AiPromoWidgetProps {
  /** The source marker sent as `page`: the name of the route the footer sits on. */
  page: string;
  /** The user id, or 'free' for a visitor, sent as `sfu`. */
  sfu: string;
  /** The domain the input starts with (stories). */
  defaultDomain?: string;
}

/**
 * The footer's AI-content promo (doc 1 §2): a domain input and 'Scan with AI', which opens the
 * partner's scanner in a new tab (noopener: the partner page gets no handle on ours). An empty
 * domain shows a message instead and keeps what was typed.
 */
export function AiPromoWidget({ page, sfu, defaultDomain = '' }: AiPromoWidgetProps) {
  const id = useId();
  const [domain, setDomain] = useState(defaultDomain);
  const [invalid, setInvalid] = useState(false);

  function scan(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isAiPromoDomainValid(domain)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    window.open(buildAiPromoUrl({ domain, page, sfu }), '_blank', 'noopener');
  }

  return (
    <section className={styles.widget} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {FOOTER_TEXT.aiPromoTitle}
      </h2>
      <p className={styles.lead}>{FOOTER_TEXT.aiPromoLead}</p>
      <form onSubmit={scan} noValidate>
        <label htmlFor={`${id}-domain`} className={styles.label}>
          {FOOTER_TEXT.aiPromoLabel}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-domain`}
            name="domain"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            className={styles.input}
            placeholder={FOOTER_TEXT.aiPromoPlaceholder}
            value={domain}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error ${id}-hint` : `${id}-hint`}
            onChange={(event) => {
              setDomain(event.target.value);
              if (invalid) setInvalid(false);
            }}
          />
          <button type="submit" className={styles.button}>
            {UI_TEXT.scanWithAi}
          </button>
        </div>
        {/* Always mounted, so the message is announced when it appears. */}
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {invalid ? FOOTER_TEXT.aiPromoEmpty : ''}
        </p>
        <p id={`${id}-hint`} className={styles.hint}>
          {FOOTER_TEXT.aiPromoNewTab}
        </p>
      </form>
    </section>
  );
}
