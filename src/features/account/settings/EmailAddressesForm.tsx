import { useEffect, useRef, useState, type FormEvent } from 'react';

import styles from './settings.module.css';
import { SettingsForm } from './SettingsForm';
import {
  addressesToSend,
  addressProblems,
  IDLE,
  MAX_EXTRA_EMAILS,
  type AddressRow,
  type SectionStatus,
} from './settingsModel';
import { SETTINGS_TEXT } from './settingsTexts';
import { fill, TEXT } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { Input } from '../../../ui/Input/Input';

interface Row {
  /** Stable while rows are added and removed (touched state and messages follow it). */
  id: number;
  value: string;
}

const rowsOf = (addresses: readonly string[]): Row[] => addresses.map((value, id) => ({ id, value }));

export interface EmailAddressesFormProps {
  /** The account's own address, which always gets receipts and notices. */
  primaryEmail: string;
  /** The extra addresses stored now. */
  addresses: readonly string[];
  status?: SectionStatus<AddressRow>;
  /** Called with the addresses to keep: trimmed, blank rows left out, each passing the e-mail rule. */
  onSave: (addresses: string[]) => void;
}

/**
 * The extra addresses that get receipts and account notices (GetEmailAddresses / SetEmailAddresses):
 * one field per address, up to 10. Each must pass the e-mail rule (doc 1 §5), and may be neither
 * the login address nor a repeat; each says its own problem under it, after it loses focus or a
 * save is tried. Blank rows are dropped on save.
 */
export function EmailAddressesForm({ primaryEmail, addresses, status = IDLE, onSave }: EmailAddressesFormProps) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(addresses));
  const [nextId, setNextId] = useState(addresses.length);
  const [touched, setTouched] = useState<ReadonlySet<number>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // The server names the Nth address sent: the Nth row at the time it answers.
  const [shownFailure, setShownFailure] = useState(status.failure);
  const [failureByRow, setFailureByRow] = useState<ReadonlyMap<number, string>>(() => new Map());
  const [edited, setEdited] = useState<ReadonlySet<number>>(() => new Set());
  const [wasSaved, setWasSaved] = useState(status.saved);
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  /** What gets focus after the next render: a row added (its id), or the Add button after a removal. */
  const focusNext = useRef<number | 'add' | null>(null);

  if (status.failure !== shownFailure) {
    setShownFailure(status.failure);
    setEdited(new Set());
    const byRow = new Map<number, string>();
    for (const [index, message] of Object.entries(status.failure?.fields ?? {})) {
      const row = rows[Number(index)];
      if (row && typeof message === 'string') byRow.set(row.id, message);
    }
    setFailureByRow(byRow);
  }
  if (status.saved !== wasSaved) {
    setWasSaved(status.saved);
    if (status.saved) {
      setRows(rowsOf(addresses));
      setNextId(addresses.length);
      setTouched(new Set());
      setSubmitted(false);
    }
  }

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target === 'add') addRef.current?.focus();
    else listRef.current?.querySelector<HTMLInputElement>(`[data-row="${target}"] input`)?.focus();
  });

  const problems = addressProblems(
    rows.map((row) => row.value),
    primaryEmail,
  );
  const summary = submitted && problems.size > 0 ? TEXT.checkFieldsInRed : (status.failure?.message ?? null);
  const full = rows.length >= MAX_EXTRA_EMAILS;

  const add = () => {
    if (full) return;
    focusNext.current = nextId;
    setRows([...rows, { id: nextId, value: '' }]);
    setNextId(nextId + 1);
  };

  const remove = (id: number) => {
    setRows(rows.filter((row) => row.id !== id));
    focusNext.current = 'add';
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const kept = rows.filter((row) => row.value.trim() !== '');
    setRows(kept);
    const values = kept.map((row) => row.value);
    if (addressProblems(values, primaryEmail).size === 0 && !status.saving) onSave(addressesToSend(values));
  };

  const saved = addresses.length > 0 ? SETTINGS_TEXT.emailsSaved : SETTINGS_TEXT.emailsSavedNone;
  return (
    <SettingsForm
      heading={SETTINGS_TEXT.emailsHeading}
      lead={fill(SETTINGS_TEXT.emailsLead, { email: primaryEmail, max: MAX_EXTRA_EMAILS })}
      status={status.saved ? saved : null}
      form={{ handleSubmit: submit, summary }}
      isSaving={status.saving}
      saveLabel={SETTINGS_TEXT.emailsSave}
      savingLabel={SETTINGS_TEXT.emailsSaving}
      actions={
        <Button ref={addRef} variant="secondary" isDisabled={full || status.saving} onPress={add}>
          {SETTINGS_TEXT.emailsAdd}
        </Button>
      }
    >
      <div ref={listRef} className={styles.addresses}>
        {rows.length === 0 && <p className={styles.muted}>{SETTINGS_TEXT.emailsNone}</p>}
        {rows.map((row, index) => {
          const n = index + 1;
          const own = submitted || touched.has(row.id) ? problems.get(index) : undefined;
          const message = own ?? (edited.has(row.id) ? undefined : failureByRow.get(row.id));
          return (
            <div key={row.id} className={styles.addressRow} data-row={row.id}>
              <Input
                label={fill(SETTINGS_TEXT.emailsLabel, { n })}
                name={`emails.${index}`}
                type="email"
                maxLength={254}
                value={row.value}
                onChange={(value) => {
                  setRows((previous) => previous.map((r) => (r.id === row.id ? { ...r, value } : r)));
                  setEdited((previous) => new Set(previous).add(row.id));
                }}
                onBlur={() => setTouched((previous) => new Set(previous).add(row.id))}
                validationState={message ? 'invalid' : 'normal'}
                message={message}
              />
              <Button
                variant="ghost"
                className={styles.removeButton}
                aria-label={fill(SETTINGS_TEXT.emailsRemoveLabel, { n })}
                isDisabled={status.saving}
                onPress={() => remove(row.id)}
              >
                {SETTINGS_TEXT.emailsRemove}
              </Button>
            </div>
          );
        })}
      </div>
      {full && <p className={styles.muted}>{SETTINGS_TEXT.emailsFull}</p>}
    </SettingsForm>
  );
}
