import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button as AriaButton, Tag, TagGroup, TagList } from 'react-aria-components';

import styles from './TagsInput.module.css';
import { TAG_FLASH_MS } from '../../lib/spec/widgets';
import { isValidEmail } from '../../lib/validators';
import { GLYPH } from '../Icon/Icon';

export interface TagsInputProps {
  label: ReactNode;
  /** The tags (controlled). */
  value?: readonly string[];
  /** The first tags when uncontrolled. */
  defaultValue?: readonly string[];
  onChange?: (tags: string[]) => void;
  /** E-mail mode: the entry is split on commas; valid addresses are added, invalid ones stay. */
  email?: boolean;
  placeholder?: string;
  /** A hint under the field. */
  description?: ReactNode;
  isDisabled?: boolean;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * doc 2 §4 tags input: Enter, Tab or blur adds the typed tag. A duplicate is not added: the
 * existing tag flashes for 800 ms. Backspace in the empty input removes the last tag. In e-mail
 * mode the text is split on commas, the valid addresses are added and the invalid ones stay in the
 * input, flagged for 800 ms. Tags are a react-aria TagGroup (arrow keys, Delete to remove).
 */
export function TagsInput({
  label,
  value,
  defaultValue = [],
  onChange,
  email = false,
  placeholder,
  description,
  isDisabled = false,
}: TagsInputProps) {
  const [ownTags, setOwnTags] = useState<readonly string[]>(defaultValue);
  const tags = value ?? ownTags;
  const [text, setText] = useState('');
  const [flashing, setFlashing] = useState<ReadonlySet<string>>(() => new Set());
  const [inputFlagged, setInputFlagged] = useState(false);
  const timers = useRef<number[]>([]);
  const inputId = useId();
  const labelId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const later = (action: () => void) => {
    timers.current.push(window.setTimeout(action, TAG_FLASH_MS));
  };

  const setTags = (next: string[]) => {
    if (value === undefined) setOwnTags(next);
    onChange?.(next);
  };

  const flash = (tag: string) => {
    setFlashing((previous) => new Set(previous).add(tag));
    later(() =>
      setFlashing((previous) => {
        const next = new Set(previous);
        next.delete(tag);
        return next;
      }),
    );
  };

  const flagInput = () => {
    setInputFlagged(true);
    later(() => setInputFlagged(false));
  };

  /** Adds what was typed; true when the whole entry was taken (nothing left in the input). */
  const commit = (): boolean => {
    const entries = (email ? text.split(',') : [text]).map((entry) => entry.trim()).filter(Boolean);
    if (entries.length === 0) return false;
    const next = [...tags];
    const invalid: string[] = [];
    for (const entry of entries) {
      const existing = next.find((tag) => same(tag, entry));
      if (existing !== undefined) flash(existing);
      else if (email && !isValidEmail(entry)) invalid.push(entry);
      else next.push(entry);
    }
    if (next.length !== tags.length) setTags(next);
    setText(invalid.join(', '));
    if (invalid.length > 0) flagInput();
    return invalid.length === 0;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Tab' && !event.shiftKey) {
      // Tab with text adds the tag and stays for the next one; with nothing typed it moves on.
      if (commit()) event.preventDefault();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      setTags(tags.slice(0, -1));
    }
  };

  return (
    <div className={styles.field}>
      <label id={labelId} htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.box} data-disabled={isDisabled || undefined}>
        {tags.length > 0 && (
          <TagGroup
            aria-labelledby={labelId}
            onRemove={(keys) => setTags(tags.filter((tag) => !keys.has(tag)))}
            className={styles.group}
          >
            <TagList className={styles.list}>
              {tags.map((tag) => (
                <Tag
                  key={tag}
                  id={tag}
                  textValue={tag}
                  isDisabled={isDisabled}
                  data-flash={flashing.has(tag) || undefined}
                  className={styles.tag}
                >
                  {tag}
                  {/* react-aria names it 'Remove' + the tag. */}
                  <AriaButton slot="remove" className={styles.remove}>
                    {GLYPH.close}
                  </AriaButton>
                </Tag>
              ))}
            </TagList>
          </TagGroup>
        )}
        <input
          id={inputId}
          className={styles.input}
          value={text}
          placeholder={placeholder}
          disabled={isDisabled}
          aria-invalid={inputFlagged || undefined}
          aria-describedby={description ? descriptionId : undefined}
          data-flagged={inputFlagged || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => commit()}
        />
      </div>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
    </div>
  );
}
