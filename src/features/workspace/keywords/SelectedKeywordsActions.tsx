import { useState, type FormEvent } from 'react';

import { pickedChoice, type GroupingChoice, type GroupingOption } from './selectedKeywords';
import styles from './SelectedKeywordsActions.module.css';
import { SELECTED_KEYWORDS_TEXT as TEXT } from './selectedKeywordsTexts';
import { fill } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { Input } from '../../../ui/Input/Input';
import { ConfirmModal, Modal } from '../../../ui/Modal/Modal';
import { Select } from '../../../ui/Select/Select';

export type SelectedKeywordsAction = 'group' | 'label' | 'remove';

export interface SelectedKeywordsActionsProps {
  /** How many keywords are selected; the toolbar shows only when some are. */
  count: number;
  /** The project's groups and labels, offered by the pickers. */
  groups: readonly GroupingOption[];
  labels: readonly GroupingOption[];
  /** The action being sent: its dialog's button spins and nothing is sent twice. */
  busy: SelectedKeywordsAction | null;
  /** Each resolves true when done (the dialog closes) or false when refused (it stays, as chosen). */
  onAddToGroup: (choice: GroupingChoice) => Promise<boolean>;
  onAddToLabel: (choice: GroupingChoice) => Promise<boolean>;
  onRemove: () => Promise<boolean>;
}

interface PickerProps {
  title: string;
  field: string;
  newField: string;
  options: readonly GroupingOption[];
  isBusy: boolean;
  onCancel: () => void;
  onSubmit: (choice: GroupingChoice) => void;
}

/** A dialog picking a group or label of the project, or naming a new one. */
function GroupingPicker({ title, field, newField, options, isBusy, onCancel, onSubmit }: PickerProps) {
  const [pickedHash, setPickedHash] = useState<string | null>(null);
  const [typedName, setTypedName] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const choice = pickedChoice(pickedHash, typedName, options);
    if (!choice) setMissing(true);
    else if (!isBusy) onSubmit(choice);
  };
  // The buttons sit inside the form, so Enter in the name field submits it as a click on Add does.
  return (
    <Modal isOpen onClose={onCancel} title={title} size="small">
      <form className={styles.form} noValidate onSubmit={submit}>
        {options.length > 0 && (
          <Select
            label={field}
            options={options.map((o) => ({ value: o.hash, label: o.name }))}
            max={false}
            value={pickedHash}
            onChange={(hash) => {
              setPickedHash(hash);
              setMissing(false);
            }}
          />
        )}
        <Input
          label={newField}
          value={typedName}
          onChange={(value) => {
            setTypedName(value);
            setMissing(false);
          }}
          validationState={missing ? 'invalid' : 'normal'}
          message={missing ? TEXT.chooseFirst : undefined}
        />
        <div className={styles.buttons}>
          <Button variant="secondary" size="small" onPress={onCancel}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" variant="primary" size="small" isLoading={isBusy}>
            {TEXT.add}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The keyword list's actions on its selected rows: add them to a group or a label (picked, or
 * created by name) and remove them from the project after a confirmation.
 */
export function SelectedKeywordsActions({
  count,
  groups,
  labels,
  busy,
  onAddToGroup,
  onAddToLabel,
  onRemove,
}: SelectedKeywordsActionsProps) {
  const [open, setOpen] = useState<SelectedKeywordsAction | null>(null);
  if (count === 0) return null;
  const closeWhenDone = (done: Promise<boolean>) =>
    void done.then((ok) => {
      if (ok) setOpen(null);
    });
  return (
    <div role="toolbar" aria-label={TEXT.toolbarLabel} className={styles.toolbar}>
      <Button size="small" variant="secondary" onPress={() => setOpen('group')}>
        {TEXT.addToGroup}
      </Button>
      <Button size="small" variant="secondary" onPress={() => setOpen('label')}>
        {TEXT.addToLabel}
      </Button>
      <Button size="small" variant="ghost" onPress={() => setOpen('remove')}>
        {TEXT.remove}
      </Button>
      {open === 'group' && (
        <GroupingPicker
          title={fill(TEXT.groupTitle, { count })}
          field={TEXT.groupField}
          newField={TEXT.newGroupField}
          options={groups}
          isBusy={busy === 'group'}
          onCancel={() => setOpen(null)}
          onSubmit={(choice) => closeWhenDone(onAddToGroup(choice))}
        />
      )}
      {open === 'label' && (
        <GroupingPicker
          title={fill(TEXT.labelTitle, { count })}
          field={TEXT.labelField}
          newField={TEXT.newLabelField}
          options={labels}
          isBusy={busy === 'label'}
          onCancel={() => setOpen(null)}
          onSubmit={(choice) => closeWhenDone(onAddToLabel(choice))}
        />
      )}
      <ConfirmModal
        isOpen={open === 'remove'}
        title={fill(TEXT.removeTitle, { count })}
        message={TEXT.removeMessage}
        confirmLabel={TEXT.remove}
        isConfirming={busy === 'remove'}
        onCancel={() => setOpen(null)}
        onConfirm={() => {
          if (busy !== 'remove') closeWhenDone(onRemove());
        }}
      />
    </div>
  );
}
