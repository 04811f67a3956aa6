import { filterContactRows, type ContactRow } from './contacts';
import { CONTACTS_TEXT } from './contactsTexts';
import styles from './ContactViews.module.css';
import { formatDate, formatNumber } from '../../../../lib/format';
import { NULL_SYMBOL } from '../../../../lib/spec/formats';
import { fill } from '../../../../lib/spec/text';
import { Button } from '../../../../ui/Button/Button';
import { countColumn } from '../../../../ui/Table/countColumn';
import type { TableColumn } from '../../../../ui/Table/Table';
import panel from '../../panel/PanelView.module.css';
import { openColumn } from '../outreachColumns';
import { OutreachListFrame, type OutreachLoad } from '../OutreachViewFrame';
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
  const columns: TableColumn<ContactRow>[] = [
    openColumn({
      id: 'contactName',
      header: CONTACTS_TEXT.columnName,
      name: (row) => row.contactName,
      label: (row) => fill(CONTACTS_TEXT.openContact, { name: row.contactName, website: row.websiteName }),
      onOpen,
      width: '24%',
    }),
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
    countColumn('eventCount', CONTACTS_TEXT.columnEvents, (row) => row.eventCount),
  ];

  return (
    <OutreachListFrame
      titleId="outreach-contacts-title"
      title={CONTACTS_TEXT.contactsTitle}
      load={load}
      loadingLabel={CONTACTS_TEXT.contactsLoading}
      failedMessage={CONTACTS_TEXT.contactsLoadFailed}
      onRetry={onRetry}
      rows={rows}
      empty={
        <div className={outreach.empty}>
          <p className={outreach.emptyTitle}>{CONTACTS_TEXT.noContacts}</p>
          <p className={panel.muted}>{CONTACTS_TEXT.noContactsHow}</p>
          <Button size="small" variant="secondary" onPress={onGoToLinks}>
            {CONTACTS_TEXT.goToLinks}
          </Button>
        </div>
      }
      filterLabel={CONTACTS_TEXT.filterLabel}
      filterRows={filterContactRows}
      countText={(shown) =>
        shown === 1 ? CONTACTS_TEXT.contactCountOne : fill(CONTACTS_TEXT.contactCount, { count: formatNumber(shown) })
      }
      tableLabel={CONTACTS_TEXT.tableLabel}
      columns={columns}
      getRowId={(row) => row.key}
      getRowLabel={(row) => row.contactName}
    />
  );
}
