import { useId } from 'react';

import styles from './CardFields.module.css';
import { CARD_FIELDS_TEXT } from './cardFieldsText';
import { cardNumberInput, cardSummaryOf, cvvInput, type CardEntry, type CardField } from '../../lib/cardEntry';
import { expiryYearOptions } from '../../lib/cardType';
import { fill } from '../../lib/spec/text';
import { Input } from '../../ui/Input/Input';

export interface CardFieldsProps {
  card: CardEntry;
  onChange: (change: Partial<CardEntry>) => void;
  /** Called when a field loses focus (a form shows a field's message after that). */
  onBlur?: (field: CardField) => void;
  /** The message to show under each field (an error), if any. */
  messages?: Partial<Record<CardField, string>>;
  /** This year: the expiry years offered start last year (doc 1 §9). */
  currentYear: number;
  isDisabled?: boolean;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The card fields of the purchase and payment-info forms (doc 1 §3, §5, §9): name, a number input
 * that keeps digits only and names the card type from its prefix, expiry month and year (15 years
 * from last year), and the security code. Controlled: the form holds the card and its messages.
 */
export function CardFields({
  card,
  onChange,
  onBlur,
  messages = {},
  currentYear,
  isDisabled = false,
}: CardFieldsProps) {
  const id = useId();
  const { type } = cardSummaryOf(card);
  const state = (field: CardField) => (messages[field] ? 'invalid' : 'normal');
  const select = (field: 'expirationMonth' | 'expirationYear', label: string, options: number[]) => (
    <div className={styles.select}>
      <label className={styles.label} htmlFor={`${id}-${field}`}>
        {label}
      </label>
      <select
        id={`${id}-${field}`}
        name={field}
        className={[styles.control, messages[field] ? styles.invalid : ''].join(' ')}
        value={card[field]}
        disabled={isDisabled}
        required
        aria-invalid={messages[field] ? true : undefined}
        aria-describedby={messages[field] ? `${id}-${field}-message` : undefined}
        autoComplete={field === 'expirationMonth' ? 'cc-exp-month' : 'cc-exp-year'}
        onChange={(event) => onChange({ [field]: event.target.value })}
        onBlur={() => onBlur?.(field)}
      >
        <option value="">{CARD_FIELDS_TEXT.choose}</option>
        {options.map((value) => (
          <option key={value} value={String(value)}>
            {field === 'expirationMonth' ? String(value).padStart(2, '0') : value}
          </option>
        ))}
      </select>
      <p id={`${id}-${field}-message`} className={styles.message}>
        {messages[field]}
      </p>
    </div>
  );

  return (
    <fieldset className={styles.card} disabled={isDisabled}>
      <legend className={styles.legend}>{CARD_FIELDS_TEXT.legend}</legend>
      <Input
        label={CARD_FIELDS_TEXT.name}
        name="cardName"
        autoComplete="cc-name"
        value={card.name}
        onChange={(name) => onChange({ name })}
        onBlur={() => onBlur?.('name')}
        isRequired
        validationState={state('name')}
        message={messages.name}
      />
      <Input
        label={CARD_FIELDS_TEXT.number}
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.number}
        onChange={(typed) => onChange({ number: cardNumberInput(typed) })}
        onBlur={() => onBlur?.('number')}
        isRequired
        validationState={state('number')}
        message={
          messages.number ?? (card.number && type !== 'Unknown' ? fill(CARD_FIELDS_TEXT.cardType, { type }) : undefined)
        }
      />
      <div className={styles.row}>
        {select('expirationMonth', CARD_FIELDS_TEXT.month, MONTHS)}
        {select('expirationYear', CARD_FIELDS_TEXT.year, expiryYearOptions(currentYear))}
        <Input
          className={styles.cvv}
          label={CARD_FIELDS_TEXT.cvv}
          name="cvv"
          autoComplete="cc-csc"
          inputMode="numeric"
          value={card.cvv}
          onChange={(typed) => onChange({ cvv: cvvInput(typed) })}
          onBlur={() => onBlur?.('cvv')}
          isRequired
          validationState={state('cvv')}
          message={messages.cvv}
        />
      </div>
    </fieldset>
  );
}
