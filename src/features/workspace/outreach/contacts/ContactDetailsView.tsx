import { useId, useState, type FormEvent } from 'react';

import {
  checkContactEvent,
  CONTACT_EMAIL_MAX,
  CONTACT_NAME_MAX,
  CONTACT_NOTES_MAX,
  type ContactEventErrors,
  type ContactEventForm,
  type ContactGroup,
  type NewContactEvent,
  type PlacedContactEvent,
} from './contacts';
import { CONTACTS_TEXT } from './contactsTexts';
import styles from './ContactViews.module.css';
import { formatNumber } from '../../../../lib/format';
import { fill } from '../../../../lib/spec/text';
import { Button } from '../../../../ui/Button/Button';
import { Input } from '../../../../ui/Input/Input';
import { Textarea } from '../../../../ui/Textarea/Textarea';
import panel from '../../panel/PanelView.module.css';
import { ConfirmDelete } from '../ConfirmDelete';
import { DetailSection } from '../DetailSection';
import { ContactEventText } from '../LinkDetailsView';
import { CONTACT_EVENT_TYPES, CONTACT_EVENT_WORDS, type TableUrlEntry } from '../outreach';
import { OUTREACH_TEXT } from '../outreachTexts';
import { OutreachDetailFrame, type OutreachLoad } from '../OutreachViewFrame';
import outreach from '../OutreachViews.module.css';
import { WordSelect } from '../WordSelect';

/** What the screen loaded: the website's name and links (null when the project has no such website) and its events by contact. */
export interface ContactDetailsData {
  websiteName: string;
  links: TableUrlEntry[];
  groups: ContactGroup[];
}

/** A change the screen sends: null once the server took it, else the alert to show. */
type Send<T> = (value: T) => Promise<string | null>;

export interface ContactDetailsViewProps {
  load: OutreachLoad;
  /** null: the project has no links on this website. */
  data: ContactDetailsData | null;
  onRetry: () => void;
  onBack: () => void;
  onOpenLink: (event: PlacedContactEvent) => void;
  onAdd: Send<NewContactEvent>;
  onDelete: Send<PlacedContactEvent>;
}

/**
 * The contacts-details view: a website's contact events grouped by contact, newest first, each
 * opening its link; a form to log another (checked before it is sent; what was typed stays when the
 * server refuses it) and a delete asked once more.
 */
export function ContactDetailsView({
  load,
  data,
  onRetry,
  onBack,
  onOpenLink,
  onAdd,
  onDelete,
}: ContactDetailsViewProps) {
  const title = data
    ? fill(CONTACTS_TEXT.detailsTitle, { website: data.websiteName })
    : CONTACTS_TEXT.detailsFallbackTitle;
  return (
    <OutreachDetailFrame
      titleId="outreach-contact-details-title"
      title={title}
      backLabel={CONTACTS_TEXT.backToContacts}
      onBack={onBack}
      load={load}
      loadingLabel={CONTACTS_TEXT.detailsLoading}
      failedMessage={CONTACTS_TEXT.detailsLoadFailed}
      onRetry={onRetry}
    >
      {!data && <p className={panel.muted}>{CONTACTS_TEXT.noWebsite}</p>}
      {data && (
        <>
          <DetailSection title={CONTACTS_TEXT.addTitle}>
            <ContactEventFormView links={data.links} onAdd={onAdd} />
          </DetailSection>
          {data.groups.length === 0 && <p className={panel.muted}>{CONTACTS_TEXT.noEvents}</p>}
          {data.groups.map((group) => (
            <section key={group.key} className={`${panel.section} ${styles.group}`} aria-label={group.contactName}>
              <h3 className={styles.groupTitle}>
                {group.contactName}
                {group.contactEmail && (
                  <a className={styles.email} href={`mailto:${group.contactEmail}`}>
                    {group.contactEmail}
                  </a>
                )}
                <span className={panel.muted}>
                  {group.events.length === 1
                    ? CONTACTS_TEXT.eventCountOne
                    : fill(CONTACTS_TEXT.eventCount, { count: formatNumber(group.events.length) })}
                </span>
              </h3>
              <ul className={outreach.list}>
                {group.events.map((event) => (
                  <li key={event.rowId} className={outreach.item}>
                    <div className={outreach.itemBody}>
                      <ContactEventText event={event} />
                      <button
                        type="button"
                        className={outreach.pageButton}
                        aria-label={fill(CONTACTS_TEXT.openLink, { page: event.urlName })}
                        onClick={() => onOpenLink(event)}
                      >
                        {event.urlName}
                      </button>
                    </div>
                    <ConfirmDelete
                      label={OUTREACH_TEXT.deleteContact}
                      question={OUTREACH_TEXT.confirmDeleteContact}
                      onDelete={() => onDelete(event)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </OutreachDetailFrame>
  );
}

const blankForm = (links: readonly TableUrlEntry[]): ContactEventForm => ({
  urlId: links.length === 1 ? String(links[0]?.urlId) : '',
  eventType: 'email',
  contactName: '',
  contactEmail: '',
  eventDate: '',
  notes: '',
});

/** The add-event form: checked on submit (each message under its field), kept as typed until the server took it. */
function ContactEventFormView({ links, onAdd }: { links: readonly TableUrlEntry[]; onAdd: Send<NewContactEvent> }) {
  const [form, setForm] = useState<ContactEventForm>(() => blankForm(links));
  const [errors, setErrors] = useState<ContactEventErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const linkId = useId();
  const set = (field: keyof ContactEventForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    // A field's message goes once it is edited; the others stay until the next submit.
    setErrors((current) => ({ ...current, [field]: undefined }));
    setDone(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(false);
    const checked = checkContactEvent(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const refused = await onAdd(checked.event);
    setBusy(false);
    if (refused) {
      setFailure(refused);
      return;
    }
    setForm((current) => ({ ...blankForm(links), urlId: current.urlId, eventType: current.eventType }));
    setDone(true);
  };

  const invalid = Object.values(errors).some(Boolean);
  const state = (field: keyof ContactEventErrors) => (errors[field] ? 'invalid' : 'normal');
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={CONTACTS_TEXT.addTitle}>
      {invalid && (
        <p role="alert" className={styles.formAlert}>
          {CONTACTS_TEXT.fixFields}
        </p>
      )}
      {failure && (
        <p role="alert" className={styles.formAlert}>
          {failure}
        </p>
      )}
      <div className={styles.formGrid}>
        <div className={outreach.field}>
          <label className={outreach.fieldLabel} htmlFor={linkId}>
            {CONTACTS_TEXT.linkLabel}
          </label>
          <select
            id={linkId}
            className={outreach.native}
            value={form.urlId}
            aria-invalid={errors.urlId ? true : undefined}
            aria-describedby={errors.urlId ? `${linkId}-error` : undefined}
            onChange={(e) => set('urlId')(e.target.value)}
          >
            {links.length !== 1 && <option value="">—</option>}
            {links.map((link) => (
              <option key={link.urlId} value={String(link.urlId)}>
                {link.urlName}
              </option>
            ))}
          </select>
          {errors.urlId && (
            <span id={`${linkId}-error`} className={styles.fieldError}>
              {errors.urlId}
            </span>
          )}
        </div>
        <WordSelect
          label={OUTREACH_TEXT.contactTypeLabel}
          values={CONTACT_EVENT_TYPES}
          words={CONTACT_EVENT_WORDS}
          value={form.eventType}
          onChange={set('eventType')}
        />
        <Input
          label={OUTREACH_TEXT.contactNameLabel}
          size="small"
          value={form.contactName}
          onChange={set('contactName')}
          maxLength={CONTACT_NAME_MAX}
          validationState={state('contactName')}
          message={errors.contactName}
        />
        <Input
          label={OUTREACH_TEXT.contactEmailLabel}
          size="small"
          type="email"
          value={form.contactEmail}
          onChange={set('contactEmail')}
          maxLength={CONTACT_EMAIL_MAX}
          validationState={state('contactEmail')}
          message={errors.contactEmail}
        />
        <Input
          label={OUTREACH_TEXT.contactDateLabel}
          size="small"
          placeholder={OUTREACH_TEXT.dateHint}
          value={form.eventDate}
          onChange={set('eventDate')}
          validationState={state('eventDate')}
          message={errors.eventDate}
        />
        <Textarea
          className={styles.formWide}
          label={OUTREACH_TEXT.contactNotesLabel}
          value={form.notes}
          onChange={set('notes')}
          maxLength={CONTACT_NOTES_MAX}
          isInvalid={Boolean(errors.notes)}
          message={errors.notes}
          rows={2}
        />
      </div>
      <div className={styles.formActions}>
        <Button type="submit" size="small" isLoading={busy}>
          {OUTREACH_TEXT.addContact}
        </Button>
        <span role="status" className={panel.muted}>
          {done ? CONTACTS_TEXT.added : ''}
        </span>
      </div>
    </form>
  );
}
