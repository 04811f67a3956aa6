import { useState } from 'react';

import { filterContactRows, type ContactRow } from './contacts';
import { CONTACTS_TEXT } from './contactsTexts';
import styles from './ContactViews.module.css';
import { formatDate, formatNumber } from '../../../../lib/format';
import { NULL_SYMBOL } from '../../../../lib/spec/formats';
import { fill, TEXT, UI_TEXT } from '../../../../lib/spec/text';
import { Button } from '../../../../ui/Button/Button';
import { Input } from '../../../../ui/Input/Input';
import { Table, type TableColumn } from '../../../../ui/Table/Table';
import type { OutreachLoad } from '../LinksView';
import { OutreachFailure, OutreachLoading } from '../OutreachStates';
import outreach from '../OutreachViews.module.css';

export interface ContactsViewProps {
  load: OutreachLoad;
  rows: readonly ContactRow[];
  onRetry: () => void;
  /** A contact was chosen: open the contact events of their website. */
  onOpen: (row: ContactRow) => void;
  /** The empty state's way on: the links, where contact events are logged. */
  onGoToLinks: () => void;
}

/**
 * The contacts view: the people the user has been in touch with (one row per person and website,
 * gathered from the contact events), with their e-mail, website, last contact and number of events;
 * a filter, and each row opening its website's contact events.
 */
export function ContactsView({ load, rows, onRetry, onOpen, onGoToLinks }: ContactsViewProps) {
  const [filter, setFilter] = useState('');
  const shown = filterContactRows(rows, filter);

  const columns: TableColumn<ContactRow>[] = [
    {
      id: 'contactName',
      header: CONTACTS_TEXT.columnName,
      value: (row) => row.contactName,
      render: (row) => (
        <button
          type="button"
          className={outreach.pageButton}
          aria-label={fill(CONTACTS_TEXT.openContact, { name: row.contactName, website: row.websiteName })}
          onClick={() => onOpen(row)}
        >
          {row.contactName}
        </button>
      ),
      width: '24%',
    },
    {
      id: 'contactEmail',
      header: CONTACTS_TEXT.columnEmail,
      value: (row) => row.contactEmail ?? '',
      render: (row) =>
        row.contactEmail ? (
          <a
            href={`mailto:${row.contactEmail}`}
            aria-label={fill(CONTACTS_TEXT.emailContact, { name: row.contactName })}
            className={styles.email}
          >
            {row.contactEmail}
          </a>
        ) : (
          NULL_SYMBOL
        ),
    },
    { id: 'websiteName', header: CONTACTS_TEXT.columnWebsite, value: (row) => row.websiteName },
    {
      id: 'lastContact',
      header: CONTACTS_TEXT.columnLastContact,
      // By the day itself, so the newest sorts first on the first click (doc 2 §4, numeric columns).
      value: (row) => Date.parse(row.lastContact),
      render: (row) => <time dateTime={row.lastContact}>{formatDate(row.lastContact)}</time>,
      sortKind: 'numeric',
    },
    {
      id: 'eventCount',
      header: CONTACTS_TEXT.columnEvents,
      value: (row) => row.eventCount,
      render: (row) => formatNumber(row.eventCount),
      sortKind: 'numeric',
      align: 'right',
    },
  ];

  return (
    <section className={outreach.root} aria-labelledby="outreach-contacts-title">
      <header className={outreach.header}>
        <h2 id="outreach-contacts-title" className={outreach.title}>
          {CONTACTS_TEXT.contactsTitle}
        </h2>
      </header>
      {load === 'loading' && <OutreachLoading label={CONTACTS_TEXT.contactsLoading} />}
      {load === 'failed' && <OutreachFailure message={CONTACTS_TEXT.contactsLoadFailed} onRetry={onRetry} />}
      {load === 'ready' && rows.length === 0 && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{CONTACTS_TEXT.noContacts}</p>
          <p className={outreach.muted}>{CONTACTS_TEXT.noContactsHow}</p>
          <Button size="small" variant="secondary" onPress={onGoToLinks}>
            {CONTACTS_TEXT.goToLinks}
          </Button>
        </div>
      )}
      {load === 'ready' && rows.length > 0 && (
        <>
          <div className={outreach.toolbar}>
            <Input
              label={CONTACTS_TEXT.filterLabel}
              placeholder={UI_TEXT.groupsFilterPlaceholder}
              size="small"
              value={filter}
              onChange={setFilter}
            />
            <p className={outreach.muted} aria-live="polite">
              {shown.length === 1
                ? CONTACTS_TEXT.contactCountOne
                : fill(CONTACTS_TEXT.contactCount, { count: formatNumber(shown.length) })}
            </p>
          </div>
          <Table
            label={CONTACTS_TEXT.tableLabel}
            columns={columns}
            rows={shown}
            getRowId={(row) => row.key}
            getRowLabel={(row) => row.contactName}
            emptyMessage={TEXT.noItemsFoundWithFilter}
          />
        </>
      )}
    </section>
  );
}
