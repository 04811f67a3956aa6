import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';

import styles from './SuggestInput.module.css';
import { isHighlightKey, moveHighlight } from './suggestRules';

export interface SuggestOption {
  /** The text the option puts in the field. */
  value: string;
  /** A short note shown beside the value ('Domain', 'Keyword' …). */
  detail?: string;
}

export interface SuggestInputProps {
  /** Names the field (and its list) for everyone, or only for assistive technology with hideLabel. */
  label: string;
  hideLabel?: boolean;
  /** The input's name attribute (a form field name such as 'domain-input'). */
  name?: string;
  placeholder?: string;
  /** The text in the field (controlled). */
  value: string;
  onChange: (value: string) => void;
  /** The suggestions to offer; the list is open while there are some and the user has not dismissed them. */
  options: readonly SuggestOption[];
  /** A suggestion was chosen: by a click, or Enter on the highlighted one. */
  onSelect: (option: SuggestOption) => void;
  /** The sentence a screen reader hears when suggestions arrive ('2 suggestions available.'). */
  announce?: (count: number) => string;
  /** Shown under the list while it is open (a note about where the suggestions come from). */
  footer?: ReactNode;
  className?: string;
  inputClassName?: string;
  inputRef?: Ref<HTMLInputElement>;
}

interface ListState {
  /** The options the state belongs to: new options reset it. */
  options: readonly SuggestOption[];
  /** The highlighted option, -1 for none. */
  active: number;
  /** Escape or leaving the field closed the list until new options arrive. */
  dismissed: boolean;
}

/**
 * A text field with a list of suggestions under it (the ARIA 1.2 combobox pattern, with no
 * dependency beyond React, so bundle-critical pages such as the home page can afford it). The
 * caller fetches the options; the field handles the keyboard: ArrowDown and ArrowUp move through
 * them (wrapping), Enter chooses the highlighted one (otherwise the enclosing form submits), Escape
 * closes the list, and so does leaving the field. New options reopen it with nothing highlighted.
 */
export function SuggestInput({
  label,
  hideLabel = false,
  name,
  placeholder,
  value,
  onChange,
  options,
  onSelect,
  announce,
  footer,
  className,
  inputClassName,
  inputRef,
}: SuggestInputProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [state, setState] = useState<ListState>({ options, active: -1, dismissed: false });
  let { active, dismissed } = state;
  if (state.options !== options) {
    // New suggestions (adjusted while rendering): nothing highlighted, the list open again.
    active = -1;
    dismissed = false;
    setState({ options, active, dismissed });
  }
  const isOpen = options.length > 0 && !dismissed;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const { key } = event;
    if (isHighlightKey(key)) {
      if (options.length === 0) return;
      event.preventDefault();
      setState({ options, active: moveHighlight(isOpen ? active : -1, key, options.length), dismissed: false });
    } else if (key === 'Enter' && isOpen && active >= 0) {
      const option = options[active];
      if (!option) return;
      event.preventDefault();
      onSelect(option);
    } else if (key === 'Escape' && isOpen) {
      event.preventDefault();
      setState({ options, active: -1, dismissed: true });
    }
  }

  return (
    <div className={[styles.root, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={value}
        className={[styles.input, inputClassName ?? ''].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (isOpen) setState({ options, active: -1, dismissed: true });
        }}
      />
      {isOpen && (
        <div className={styles.popup}>
          <ul id={listId} role="listbox" aria-label={label} className={styles.list}>
            {options.map((option, index) => (
              // The keyboard works on the field (aria-activedescendant); a click chooses. mousedown
              // is cancelled so the field keeps focus and the list stays open until the click.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${option.value}-${index}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={[styles.option, index === active ? styles.active : ''].filter(Boolean).join(' ')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onSelect(option)}
              >
                <span className={styles.value}>{option.value}</span>
                {option.detail && <span className={styles.detail}>{option.detail}</span>}
              </li>
            ))}
          </ul>
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      )}
      <div role="status" className="visually-hidden">
        {isOpen && announce ? announce(options.length) : ''}
      </div>
    </div>
  );
}
