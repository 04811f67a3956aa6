import { useState, type FormEvent, type ReactNode } from 'react';

import { ConfirmDelete } from './ConfirmDelete';
import { DetailSection } from './DetailSection';
import {
  CONTACT_EVENT_TYPES,
  CONTACT_EVENT_WORDS,
  contractDateOf,
  historyActionWords,
  RELATIONSHIP_STATUSES,
  RELATIONSHIP_WORDS,
  TASK_KIND_WORDS,
  type ContactEventType,
  type LinkContactEvent,
  type LinkHistoryEntry,
  type LinkNote,
  type LinkTask,
  type OutreachLink,
  type RelationshipStatus,
} from './outreach';
import { OUTREACH_TEXT } from './outreachTexts';
import { OutreachDetailFrame, type OutreachLoad } from './OutreachViewFrame';
import styles from './OutreachViews.module.css';
import { WordSelect } from './WordSelect';
import { formatDate } from '../../../lib/format';
import { fill, TEXT } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { Input } from '../../../ui/Input/Input';
import { StarRating } from '../../../ui/StarRating/StarRating';
import { TagsInput } from '../../../ui/TagsInput/TagsInput';
import { Textarea } from '../../../ui/Textarea/Textarea';
import panel from '../panel/PanelView.module.css';

export interface LinkDetailsData {
  link: OutreachLink;
  notes: LinkNote[];
  tasks: LinkTask[];
  events: LinkContactEvent[];
  history: LinkHistoryEntry[];
}

export interface NewTaskInput {
  taskId: number;
  text: string;
  dueDate: string | undefined;
}

export interface NewContactInput {
  eventType: ContactEventType;
  contactName: string;
  contactEmail: string | undefined;
  eventDate: string;
  notes: string | undefined;
}

/** A change the screen saves; it resolves true once the server took it (a form then clears). */
type Save<T> = (value: T) => Promise<boolean>;

export interface LinkDetailsViewProps {
  /** The page's name from the view's params, shown while the link loads. */
  urlName: string;
  load: OutreachLoad;
  data: LinkDetailsData | null;
  onRetry: () => void;
  onBack: () => void;
  onRelationshipChange: Save<RelationshipStatus>;
  onRatingChange: Save<number>;
  onTagsChange: Save<string[]>;
  onAddNote: Save<string>;
  onDeleteNote: Save<LinkNote>;
  onAddTask: Save<NewTaskInput>;
  /** Done ↔ open (UpdateLinkTask isComplete). */
  onToggleTask: Save<LinkTask>;
  onDeleteTask: Save<LinkTask>;
  onAddContact: Save<NewContactInput>;
  onDeleteContact: Save<LinkContactEvent>;
}

/**
 * The link-details view: a page's relationship, rating and tags, its tasks, notes, contact events
 * and history. Every change goes through the screen's save; a form keeps what was typed until the
 * server has taken it.
 */
export function LinkDetailsView(props: LinkDetailsViewProps) {
  const { urlName, load, data, onRetry, onBack } = props;
  return (
    <OutreachDetailFrame
      titleId="outreach-link-title"
      title={data?.link.urlName ?? urlName}
      backLabel={OUTREACH_TEXT.backToLinks}
      onBack={onBack}
      load={load}
      loadingLabel={OUTREACH_TEXT.linkLoading}
      failedMessage={OUTREACH_TEXT.linkLoadFailed}
      onRetry={onRetry}
    >
      {data && <LinkDetailsBody {...props} data={data} />}
    </OutreachDetailFrame>
  );
}

function LinkDetailsBody({
  data,
  onRelationshipChange,
  onRatingChange,
  onTagsChange,
  onAddNote,
  onDeleteNote,
  onAddTask,
  onToggleTask,
  onDeleteTask,
  onAddContact,
  onDeleteContact,
}: LinkDetailsViewProps & { data: LinkDetailsData }) {
  const { link, notes, tasks, events, history } = data;
  return (
    <>
      <p className={panel.muted}>
        <a href={link.fullUrl} target="_blank" rel="noreferrer">
          {OUTREACH_TEXT.visitPage}
        </a>{' '}
        · {fill(OUTREACH_TEXT.addedOn, { date: formatDate(link.createdAt) })}
      </p>
      <div className={styles.settings}>
        <WordSelect
          label={OUTREACH_TEXT.relationshipLabel}
          values={RELATIONSHIP_STATUSES}
          words={RELATIONSHIP_WORDS}
          value={link.relationshipStatus}
          onChange={(status) => void onRelationshipChange(status)}
        />
        <StarRating
          label={OUTREACH_TEXT.ratingLabel}
          showLabel
          value={link.rating}
          onChange={(rating) => void onRatingChange(rating)}
        />
      </div>
      <TagsInput
        label={OUTREACH_TEXT.tagsLabel}
        description={OUTREACH_TEXT.tagsHint}
        value={link.tags}
        onChange={(tags) => void onTagsChange(tags)}
      />

      <DetailSection title={OUTREACH_TEXT.tasksTitle}>
        <TaskForm onAdd={onAddTask} />
        <ItemList empty={OUTREACH_TEXT.noTasks}>
          {tasks.map((task) => (
            <li key={task.taskRowId} className={styles.item}>
              <label className={styles.itemBody}>
                <span>
                  <input
                    type="checkbox"
                    checked={task.isComplete}
                    aria-label={fill(OUTREACH_TEXT.completeTask, { task: task.text })}
                    onChange={() => void onToggleTask(task)}
                  />{' '}
                  <span className={task.isComplete ? styles.itemDone : undefined}>{task.text}</span>
                </span>
                <span className={styles.time}>
                  {TASK_KIND_WORDS[task.taskId] ?? ''} ·{' '}
                  {task.dueDate
                    ? fill(OUTREACH_TEXT.taskDue, { date: formatDate(task.dueDate) })
                    : OUTREACH_TEXT.taskNoDue}
                </span>
              </label>
              <ConfirmDelete
                label={OUTREACH_TEXT.deleteTask}
                question={OUTREACH_TEXT.confirmDeleteTask}
                onDelete={() => refusedQuietly(onDeleteTask(task))}
              />
            </li>
          ))}
        </ItemList>
      </DetailSection>

      <DetailSection title={OUTREACH_TEXT.notesTitle}>
        <NoteForm onAdd={onAddNote} />
        <ItemList empty={OUTREACH_TEXT.noNotes}>
          {notes.map((note) => (
            <li key={note.noteRowId} className={styles.item}>
              <div className={styles.itemBody}>
                <span>{note.note}</span>
                <span className={styles.time}>{formatDate(note.createdAt)}</span>
              </div>
              <ConfirmDelete
                label={OUTREACH_TEXT.deleteNote}
                question={OUTREACH_TEXT.confirmDeleteNote}
                onDelete={() => refusedQuietly(onDeleteNote(note))}
              />
            </li>
          ))}
        </ItemList>
      </DetailSection>

      <DetailSection title={OUTREACH_TEXT.contactsTitle}>
        <ContactForm onAdd={onAddContact} />
        <ItemList empty={OUTREACH_TEXT.noContacts}>
          {events.map((event) => (
            <li key={event.rowId} className={styles.item}>
              <ContactEventText event={event} />
              <ConfirmDelete
                label={OUTREACH_TEXT.deleteContact}
                question={OUTREACH_TEXT.confirmDeleteContact}
                onDelete={() => refusedQuietly(onDeleteContact(event))}
              />
            </li>
          ))}
        </ItemList>
      </DetailSection>

      <DetailSection title={OUTREACH_TEXT.historyTitle}>
        <HistoryList entries={history} empty={OUTREACH_TEXT.noHistory} />
      </DetailSection>
    </>
  );
}

/** One contact event: how, who, when, and its notes. */
export function ContactEventText({ event }: { event: LinkContactEvent }) {
  return (
    <div className={styles.itemBody}>
      <span>
        {CONTACT_EVENT_WORDS[event.eventType]}: {event.contactName}
        {event.contactEmail ? ` <${event.contactEmail}>` : ''}
      </span>
      {event.notes && <span>{event.notes}</span>}
      <span className={styles.time}>{formatDate(event.eventDate)}</span>
    </div>
  );
}

/** History entries as given (the server sends them newest first): the action in words, its details, when. */
export function HistoryList({
  entries,
  empty,
  pageOf,
}: {
  entries: readonly LinkHistoryEntry[];
  empty: string;
  /** In the project's history: the page each entry is about. */
  pageOf?: (entry: LinkHistoryEntry) => string | undefined;
}) {
  return (
    <ItemList empty={empty}>
      {entries.map((entry) => (
        <li key={entry.historyId} className={styles.item}>
          <div className={styles.itemBody}>
            <strong>{historyActionWords(entry.action)}</strong>
            <span>{entry.description}</span>
            {pageOf?.(entry) && <span className={styles.time}>{pageOf(entry)}</span>}
            <time className={styles.time} dateTime={entry.occurredAt}>
              {formatDate(entry.occurredAt)}
            </time>
          </div>
        </li>
      ))}
    </ItemList>
  );
}

function ItemList({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <p className={panel.muted}>{empty}</p>;
  return <ul className={styles.list}>{children}</ul>;
}

/** A delete the screen refused has been said by the screen already: nothing to show beside Delete. */
const refusedQuietly = async (deleted: Promise<boolean>): Promise<string | null> => ((await deleted) ? null : '');

/** Runs a save from a form: busy while it is out; `clear` only once the server took it. */
function useSubmit<T>(save: Save<T>, clear: () => void) {
  const [busy, setBusy] = useState(false);
  const submit = async (value: T) => {
    setBusy(true);
    const done = await save(value);
    setBusy(false);
    if (done) clear();
  };
  return { busy, submit };
}

function NoteForm({ onAdd }: { onAdd: Save<string> }) {
  const [text, setText] = useState('');
  const { busy, submit } = useSubmit(onAdd, () => setText(''));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void submit(text.trim());
  };
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <Textarea label={OUTREACH_TEXT.noteLabel} value={text} onChange={setText} rows={2} />
      <Button type="submit" size="small" isLoading={busy} isDisabled={!text.trim()}>
        {OUTREACH_TEXT.addNote}
      </Button>
    </form>
  );
}

function TaskForm({ onAdd }: { onAdd: Save<NewTaskInput> }) {
  const [taskId, setTaskId] = useState('1');
  const [text, setText] = useState('');
  const [due, setDue] = useState('');
  const { busy, submit } = useSubmit(onAdd, () => {
    setText('');
    setDue('');
  });
  const dueDate = contractDateOf(due);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() && dueDate !== null) void submit({ taskId: Number(taskId), text: text.trim(), dueDate });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{OUTREACH_TEXT.taskKindLabel}</span>
        <select className={styles.native} value={taskId} onChange={(event) => setTaskId(event.target.value)}>
          {Object.entries(TASK_KIND_WORDS).map(([id, words]) => (
            <option key={id} value={id}>
              {words}
            </option>
          ))}
        </select>
      </label>
      <Input label={OUTREACH_TEXT.taskTextLabel} size="small" value={text} onChange={setText} maxLength={1770} />
      <Input
        label={OUTREACH_TEXT.taskDueLabel}
        size="small"
        placeholder={OUTREACH_TEXT.dateHint}
        value={due}
        onChange={setDue}
        validationState={dueDate === null ? 'invalid' : 'normal'}
        message={dueDate === null ? TEXT.invalidDate : undefined}
      />
      <Button type="submit" size="small" isLoading={busy} isDisabled={!text.trim() || dueDate === null}>
        {OUTREACH_TEXT.addTask}
      </Button>
    </form>
  );
}

function ContactForm({ onAdd }: { onAdd: Save<NewContactInput> }) {
  const [eventType, setEventType] = useState<ContactEventType>('email');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [date, setDate] = useState('');
  const [notes, setNotes] = useState('');
  const { busy, submit } = useSubmit(onAdd, () => {
    setName('');
    setEmail('');
    setDate('');
    setNotes('');
  });
  const eventDate = contractDateOf(date);
  const ready = name.trim() !== '' && typeof eventDate === 'string';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    void submit({
      eventType,
      contactName: name.trim(),
      contactEmail: email.trim() || undefined,
      eventDate,
      notes: notes.trim() || undefined,
    });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <WordSelect
        label={OUTREACH_TEXT.contactTypeLabel}
        values={CONTACT_EVENT_TYPES}
        words={CONTACT_EVENT_WORDS}
        value={eventType}
        onChange={setEventType}
      />
      <Input label={OUTREACH_TEXT.contactNameLabel} size="small" value={name} onChange={setName} maxLength={100} />
      <Input
        label={OUTREACH_TEXT.contactEmailLabel}
        size="small"
        type="email"
        value={email}
        onChange={setEmail}
        maxLength={254}
      />
      <Input
        label={OUTREACH_TEXT.contactDateLabel}
        size="small"
        placeholder={OUTREACH_TEXT.dateHint}
        value={date}
        onChange={setDate}
        validationState={eventDate === null ? 'invalid' : 'normal'}
        message={eventDate === null ? TEXT.invalidDate : undefined}
      />
      <Textarea label={OUTREACH_TEXT.contactNotesLabel} value={notes} onChange={setNotes} rows={2} />
      <Button type="submit" size="small" isLoading={busy} isDisabled={!ready}>
        {OUTREACH_TEXT.addContact}
      </Button>
    </form>
  );
}
