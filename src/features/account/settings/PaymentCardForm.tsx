import { useEffect, useRef, useState, type FormEvent } from 'react';

import styles from './settings.module.css';
import { cardLine, IDLE, type PaymentSummary, type SectionStatus } from './settingsModel';
import { SettingsSection } from './SettingsSection';
import { SETTINGS_TEXT } from './settingsTexts';
import { cardProblems, EMPTY_CARD, type CardEntry, type CardField } from '../../../lib/cardEntry';
import { fill, TEXT } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { CardFields } from '../../shell/CardFields';
import { useFailureUntilEdited } from '../../shell/useServerFieldMessages';

const CARD_FIELD_NAMES: readonly CardField[] = ['name', 'number', 'expirationMonth', 'expirationYear', 'cvv'];

export interface PaymentCardFormProps {
  /** The card on file (type and last four), or null when there is none. */
  payment: PaymentSummary | null;
  status?: SectionStatus<CardField>;
  /** Today: decides whether an expiry has passed and which years are offered. */
  today: Date;
  /** Called with a card that passes the rules of doc 1 §5 (cardProblems). */
  onSave: (card: CardEntry) => void;
}

/**
 * The payment card of an account owner (JsonChangePaymentInfo): the card on file, and a "Change
 * card" button that opens the card fields. The card is checked before it is sent; a declined card
 * (402) is said beside the fields, which keep what was typed. Saved, the fields close again.
 */
export function PaymentCardForm({ payment, status = IDLE, today, onSave }: PaymentCardFormProps) {
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState<CardEntry>(EMPTY_CARD);
  const [touched, setTouched] = useState<ReadonlySet<CardField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // A failure stands until the fields it names are edited, or the fields are closed.
  const server = useFailureUntilEdited(status.failure);
  const [dismissed, setDismissed] = useState<typeof status.failure>(null);
  const [wasSaved, setWasSaved] = useState(status.saved);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const shownOpen = useRef(open);

  const close = () => {
    setOpen(false);
    setCard(EMPTY_CARD);
    setTouched(new Set());
    setSubmitted(false);
  };

  if (status.saved !== wasSaved) {
    setWasSaved(status.saved);
    if (status.saved) close();
  }

  // Opened, focus goes to the first card field; closed (cancelled or saved), back to the button.
  useEffect(() => {
    if (shownOpen.current === open) return;
    shownOpen.current = open;
    if (open) fieldsRef.current?.querySelector('input')?.focus();
    else toggleRef.current?.focus();
  }, [open]);

  const failure = status.failure !== null && status.failure === dismissed ? null : status.failure;
  const problems = cardProblems(card, today);
  const hasProblems = Object.keys(problems).length > 0;
  const messages: Partial<Record<CardField, string>> = {};
  for (const field of CARD_FIELD_NAMES) {
    const own = submitted || touched.has(field) ? problems[field] : undefined;
    const message = own ?? (failure ? server.messageOf(field) : undefined);
    if (message) messages[field] = message;
  }
  const summary = submitted && hasProblems ? TEXT.checkFieldsInRed : (failure?.message ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!hasProblems && !status.saving) onSave(card);
  };

  return (
    <SettingsSection
      heading={SETTINGS_TEXT.cardHeading}
      lead={SETTINGS_TEXT.cardLead}
      status={status.saved && payment ? fill(SETTINGS_TEXT.cardSaved, { card: cardLine(payment) }) : null}
    >
      <p className={styles.cardOnFile}>
        <span className={styles.cardLabel}>{SETTINGS_TEXT.cardOnFileLabel}</span>
        <span className={styles.cardValue}>{payment ? cardLine(payment) : SETTINGS_TEXT.noCard}</span>
      </p>
      {open ? (
        <form
          noValidate
          onSubmit={submit}
          aria-label={SETTINGS_TEXT.cardFormLabel}
          aria-busy={status.saving || undefined}
          className={styles.form}
        >
          {/* Next to the card: 'Please check the fields marked in red.', or why the card was refused. */}
          <div role="alert">{summary && <p className={styles.error}>{summary}</p>}</div>
          <div ref={fieldsRef}>
            <CardFields
              card={card}
              currentYear={today.getFullYear()}
              messages={messages}
              isDisabled={status.saving}
              onChange={(change) => {
                setCard((previous) => ({ ...previous, ...change }));
                server.markEdited(...(Object.keys(change) as CardField[]));
              }}
              onBlur={(field) => setTouched((previous) => new Set(previous).add(field))}
            />
          </div>
          <div className={`${styles.actions} ${styles.cardActions}`}>
            <Button type="submit" isLoading={status.saving} loadingLabel={SETTINGS_TEXT.cardSaving}>
              {SETTINGS_TEXT.cardSave}
            </Button>
            <Button
              variant="secondary"
              isDisabled={status.saving}
              onPress={() => {
                setDismissed(status.failure);
                close();
              }}
            >
              {SETTINGS_TEXT.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <Button ref={toggleRef} variant="secondary" onPress={() => setOpen(true)}>
          {payment ? SETTINGS_TEXT.changeCard : SETTINGS_TEXT.addCard}
        </Button>
      )}
    </SettingsSection>
  );
}
