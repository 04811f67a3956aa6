import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { parseKeywordList, REQUEST_TERMS_MAX_LENGTH } from './requestKeywords';
import { RequestKeywordsWizard } from './RequestKeywordsWizard';
import styles from './RequestKeywordsWizard.module.css';
import { REQUEST_STEPS_TEXT } from './texts';
import { fill, TEXT } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { Textarea } from '../../../ui/Textarea/Textarea';
import type { FormFailure } from '../../shell/formFailure';
import type { FrameSection } from '../../shell/frameContext';
import { useFailureUntilEdited } from '../../shell/useServerFieldMessages';

/** The request field the server may name in a refusal (AddRequestedKeywords {termsCsv}). */
export type KeywordsField = 'termsCsv';

export interface KeywordsStepViewProps {
  /** The page heading: the route title. */
  title: string;
  section?: FrameSection;
  /** What the field holds (kept in the request's draft). */
  keywordsText: string;
  onKeywordsTextChange: (text: string) => void;
  /** Called with the keywords once there is at least one. */
  onSubmit: (keywords: string[]) => void;
  isSubmitting?: boolean;
  /** The last refused request: its text in the alert region, the server's message beside the field. */
  failure?: FormFailure<KeywordsField> | null;
  /** The requested keywords page. */
  backHref: string;
}

/**
 * Step 1 of a keyword request (route account:requestkeywords:step-1): a field for the keywords,
 * one per line or separated by commas, with a live count of the distinct keywords it holds. A
 * request needs one keyword at least; the server's refusal (a keyword too long, say) stands
 * beside the field until it is edited, and what was typed is kept.
 */
export function KeywordsStepView({
  title,
  section,
  keywordsText,
  onKeywordsTextChange,
  onSubmit,
  isSubmitting = false,
  failure = null,
  backHref,
}: KeywordsStepViewProps) {
  const [attempted, setAttempted] = useState(false);
  const server = useFailureUntilEdited(failure);

  const keywords = parseKeywordList(keywordsText);
  const ownMessage = attempted && keywords.length === 0 ? REQUEST_STEPS_TEXT.noKeywords : undefined;
  const message = ownMessage ?? server.messageOf('termsCsv');
  const summary = ownMessage ? TEXT.checkFieldsInRed : (failure?.message ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (keywords.length > 0 && !isSubmitting) onSubmit(keywords);
  };

  return (
    <RequestKeywordsWizard title={title} section={section} step={1}>
      <form
        className={styles.form}
        noValidate
        onSubmit={submit}
        aria-label={title}
        aria-busy={isSubmitting || undefined}
      >
        <p className={styles.lead}>{REQUEST_STEPS_TEXT.keywordsLead}</p>
        <div role="alert" className={styles.alerts}>
          {summary && <p className={styles.error}>{summary}</p>}
        </div>
        <div className={styles.fields}>
          <Textarea
            label={REQUEST_STEPS_TEXT.keywordsLabel}
            name="termsCsv"
            value={keywordsText}
            onChange={(text) => {
              onKeywordsTextChange(text);
              server.markEdited('termsCsv');
            }}
            rows={10}
            maxLength={REQUEST_TERMS_MAX_LENGTH}
            isRequired
            isInvalid={message !== undefined}
            message={message ?? REQUEST_STEPS_TEXT.keywordsHint}
          />
          <p className={styles.count}>{fill(REQUEST_STEPS_TEXT.keywordsCount, { count: keywords.length })}</p>
        </div>
        <div className={styles.actions}>
          <Link className={styles.back} to={backHref}>
            {REQUEST_STEPS_TEXT.back}
          </Link>
          <Button type="submit" isLoading={isSubmitting} loadingLabel={REQUEST_STEPS_TEXT.sending}>
            {REQUEST_STEPS_TEXT.send}
          </Button>
        </div>
      </form>
    </RequestKeywordsWizard>
  );
}
