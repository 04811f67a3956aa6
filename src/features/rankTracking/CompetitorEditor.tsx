import { useState, type FormEvent } from 'react';

import { competitorFieldMessages, MAX_COMPETITORS } from './rankTracking';
import styles from './RankTracking.module.css';
import { RANK_TRACKING_TEXT as T } from './rankTrackingTexts';
import { fill } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { Input } from '../../ui/Input/Input';

export interface CompetitorSaveFailure {
  /** The refused fields as the server names them (`body.competitors.<i>`). */
  fields: readonly { field: string; message: string }[];
}

export interface CompetitorEditorProps {
  /** The project's own domain, shown first (null: none). */
  primaryDomainName: string | null;
  /** The competitors as saved. */
  competitors: readonly string[];
  /** Saves the filled fields; rejects with the refused fields when the server refuses them. */
  onSave: (competitors: string[]) => Promise<void>;
}

const padded = (values: readonly string[]) => Array.from({ length: MAX_COMPETITORS }, (_, i) => values[i] ?? '');

/**
 * The domains a project's rank tracking compares: its own, then up to 3 competitors. A refused save
 * keeps what was typed and shows each refused domain's reason under its field.
 */
export function CompetitorEditor({ primaryDomainName, competitors, onSave }: CompetitorEditorProps) {
  const [values, setValues] = useState(() => padded(competitors));
  const [messages, setMessages] = useState<(string | undefined)[]>([]);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('saving');
    try {
      await onSave(values.map((v) => v.trim()).filter((v) => v !== ''));
      setMessages([]);
      setStatus('saved');
    } catch (error) {
      const fields = (error as Partial<CompetitorSaveFailure>).fields ?? [];
      setMessages(competitorFieldMessages(values, fields));
      setStatus('failed');
    }
  }

  return (
    <form className={styles.editor} onSubmit={(event) => void submit(event)} aria-label={T.competitorsHeading}>
      <Input
        className={styles.editorField}
        label={T.yourDomain}
        value={primaryDomainName ?? ''}
        isReadOnly
        message={primaryDomainName ? undefined : T.noDomain}
      />
      {values.map((value, i) => (
        <Input
          key={i}
          className={styles.editorField}
          label={fill(T.competitor, { n: i + 1 })}
          placeholder={T.competitorPlaceholder}
          value={value}
          onChange={(next) => {
            setValues(values.map((v, j) => (j === i ? next : v)));
            setMessages(messages.map((m, j) => (j === i ? undefined : m)));
          }}
          validationState={messages[i] ? 'invalid' : 'normal'}
          message={messages[i]}
        />
      ))}
      <p className={styles.editorHint}>{T.competitorsHint}</p>
      <div className={styles.editorActions}>
        <Button
          type="submit"
          variant="primary"
          size="small"
          isLoading={status === 'saving'}
          loadingLabel={T.savingCompetitors}
        >
          {T.saveCompetitors}
        </Button>
        <p role="status" className={styles.muted}>
          {status === 'saved' ? T.competitorsSaved : ''}
        </p>
        {status === 'failed' && (
          <p role="alert" className={styles.muted}>
            {T.competitorsFailed}
          </p>
        )}
      </div>
    </form>
  );
}
