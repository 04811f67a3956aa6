import { useId, useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogTrigger,
  Heading,
  Popover,
  Radio,
  RadioGroup,
  ToggleButton,
} from 'react-aria-components';

import styles from './ColumnSelector.module.css';
import {
  columnDisplayText,
  getMatchType,
  isColumnVisible,
  MATCH_TYPE_LABELS,
  selectPreset,
  setMatchType,
  toggleColumn,
  type ColumnDefinition,
  type ColumnResult,
  type ColumnState,
  type MatchType,
} from '../../lib/columns';
import { fill } from '../../lib/spec/text';
import { MATCH_TYPES } from '../../lib/spec/workspace';
import { CheckIcon } from '../Icon/Icon';

export type { ColumnDefinition, ColumnState, MatchType };
export { useColumnQueryState } from './useColumnQueryState';

// Our own wording, kept beside the widget (spec texts live in src/lib/spec/text.ts): the spec names these controls but not their wording.
const SELECTOR_TEXT = {
  trigger: 'Columns',
  title: 'Choose columns',
  presets: 'Presets',
  columns: 'Columns',
  matchTypes: 'Match type',
  custom: 'Custom',
  matchTypeGroup: '{column} match type',
  matchTypeLabels: MATCH_TYPE_LABELS,
} as const;

export interface ColumnPreset {
  /** The preset name used in column definitions and in the URL (selectedPreset). */
  id: string;
  label: string;
}

export interface ColumnSelectorProps {
  /** Column definitions (doc 2 §3); always-present ones are not offered. */
  columns: readonly ColumnDefinition[];
  presets?: readonly ColumnPreset[];
  /** Controlled state; with `defaultValue` instead, the selector keeps its own. */
  value?: ColumnState;
  defaultValue?: ColumnState;
  /** Called with each accepted change (a refused one shows its message and changes nothing). */
  onChange?: (state: ColumnState) => void;
  /** The trigger button's text. */
  triggerLabel?: string;
  /** Open on first render (stories, deep links). */
  defaultOpen?: boolean;
}

function columnName(column: ColumnDefinition): string {
  return columnDisplayText(column);
}

/**
 * The column selector menu of keyword tables (doc 2 §2, §4, §5): preset buttons, a checkbox per
 * column (at most 5, at least 1 shown) and match-type radios for the columns that have one. Built on
 * react-aria-components (DialogTrigger, Popover, ToggleButton, Checkbox, RadioGroup); the state
 * transitions are those of src/lib/columns.ts.
 */
export function ColumnSelector({
  columns,
  presets = [],
  value,
  defaultValue,
  onChange,
  triggerLabel = SELECTOR_TEXT.trigger,
  defaultOpen = false,
}: ColumnSelectorProps) {
  const [inner, setInner] = useState<ColumnState>(
    () => defaultValue ?? { visibleColumns: [], selectedPreset: null, custom: false, matchTypes: {} },
  );
  const state = value ?? inner;
  const [message, setMessage] = useState<string | null>(null);
  const ids = useId();

  const choosable = columns.filter((column) => !column.isAlwaysPresent);
  const withMatchType = choosable.filter((column) => column.matchType !== undefined);

  function apply(result: ColumnResult) {
    if (!result.ok) {
      setMessage(result.error);
      return;
    }
    setMessage(null);
    if (value === undefined) setInner(result.state);
    onChange?.(result.state);
  }

  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button className={styles.trigger}>
        {triggerLabel}
        <span className={styles.count} aria-hidden="true">
          {state.visibleColumns.length}
        </span>
      </Button>
      <Popover className={styles.popover} placement="bottom start" offset={6}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {SELECTOR_TEXT.title}
          </Heading>

          {presets.length > 0 && (
            <section className={styles.section} aria-labelledby={`${ids}-presets`}>
              <h3 className={styles.sectionTitle} id={`${ids}-presets`}>
                {SELECTOR_TEXT.presets}
              </h3>
              <div className={styles.presets}>
                {presets.map((preset) => (
                  <ToggleButton
                    key={preset.id}
                    className={styles.preset}
                    isSelected={state.selectedPreset === preset.id}
                    onChange={() => apply(selectPreset(state, preset.id, columns))}
                  >
                    {preset.label}
                  </ToggleButton>
                ))}
                {state.custom && (
                  <span className={styles.custom} data-testid="custom-mode">
                    {SELECTOR_TEXT.custom}
                  </span>
                )}
              </div>
            </section>
          )}

          <section className={styles.section} aria-labelledby={`${ids}-columns`}>
            <h3 className={styles.sectionTitle} id={`${ids}-columns`}>
              {SELECTOR_TEXT.columns}
            </h3>
            <ul className={styles.columns}>
              {choosable.map((column) => (
                <li key={column.id}>
                  <Checkbox
                    className={styles.checkbox}
                    isSelected={isColumnVisible(state, column.id)}
                    onChange={() => apply(toggleColumn(state, column.id))}
                  >
                    {({ isSelected }) => (
                      <>
                        <span className={styles.box} aria-hidden="true">
                          {isSelected && <CheckIcon />}
                        </span>
                        {columnName(column)}
                      </>
                    )}
                  </Checkbox>
                </li>
              ))}
            </ul>
          </section>

          {message && (
            <p className={styles.message} role="alert">
              {message}
            </p>
          )}

          {withMatchType.length > 0 && (
            <section className={styles.section} aria-labelledby={`${ids}-matchTypes`}>
              <h3 className={styles.sectionTitle} id={`${ids}-matchTypes`}>
                {SELECTOR_TEXT.matchTypes}
              </h3>
              {withMatchType.map((column) => (
                <RadioGroup
                  key={column.id}
                  className={styles.radioGroup}
                  orientation="horizontal"
                  aria-label={
                    column.matchTypeHeader ?? fill(SELECTOR_TEXT.matchTypeGroup, { column: columnName(column) })
                  }
                  value={getMatchType(state, column)}
                  onChange={(next) => apply(setMatchType(state, column, next as MatchType))}
                >
                  <span className={styles.radioGroupLabel} aria-hidden="true">
                    {column.matchTypeHeader ?? columnName(column)}
                  </span>
                  <span className={styles.radios}>
                    {MATCH_TYPES.map((type) => (
                      <Radio key={type} value={type} className={styles.radio}>
                        <span className={styles.dot} aria-hidden="true" />
                        {SELECTOR_TEXT.matchTypeLabels[type]}
                      </Radio>
                    ))}
                  </span>
                </RadioGroup>
              ))}
            </section>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
