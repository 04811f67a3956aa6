import { useState } from 'react';

import styles from './OutreachViews.module.css';
import { UI_TEXT } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import panel from '../panel/PanelView.module.css';

export interface ConfirmDeleteProps {
  /** The Delete button's name: what it removes. */
  label: string;
  /** Asked inline before anything is removed. */
  question: string;
  /** Removes it: null once removed, else the refusal to show beside Delete ('' when the screen said it already). */
  onDelete: () => Promise<string | null>;
}

/** Delete, asked once more inline (Delete or Keep, doc 2 §4) before a row of a details view is removed. */
export function ConfirmDelete({ label, question, onDelete }: ConfirmDeleteProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!asking) {
    return (
      <span className={styles.itemActions}>
        {failure ? (
          <span role="alert" className={panel.error}>
            {failure}
          </span>
        ) : null}
        <Button size="x-small" variant="ghost" aria-label={label} onPress={() => setAsking(true)}>
          {UI_TEXT.delete}
        </Button>
      </span>
    );
  }
  return (
    <span className={styles.itemActions} role="group" aria-label={question}>
      <span className={styles.time}>{question}</span>
      <Button
        size="x-small"
        variant="danger"
        isLoading={busy}
        onPress={async () => {
          setBusy(true);
          const refused = await onDelete();
          setBusy(false);
          setFailure(refused);
          if (refused !== null) setAsking(false);
        }}
      >
        {UI_TEXT.delete}
      </Button>
      <Button size="x-small" variant="secondary" onPress={() => setAsking(false)}>
        {UI_TEXT.keep}
      </Button>
    </span>
  );
}
