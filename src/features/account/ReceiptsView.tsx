import { useMemo } from 'react';
import { Checkbox } from 'react-aria-components';
import { Link } from 'react-router-dom';

import { joinAddresses, visibleReceipts, type ReceiptSummary } from './receipts';
import { RECEIPTS_TEXT } from './receiptsTexts';
import styles from './ReceiptsView.module.css';
import { formatCurrency, formatDate } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { CheckIcon } from '../../ui/Icon/Icon';
import { Table, type TableColumn } from '../../ui/Table/Table';
import type { FrameSection } from '../shell/frameContext';
import { SectionFrame } from '../shell/SectionFrame';

export type { ReceiptSummary };

/**
 * How the list stands: loading, loaded ('ready'), failed (retry), or refused because the user is a
 * team member (403: receipts belong to the account owner; retrying would not help).
 */
export type ReceiptsLoad = 'loading' | 'failed' | 'ownerOnly' | 'ready';

/** The outcome of the last "e-mail this receipt", announced in the page's status or alert region. */
export type SendOutcome =
  { kind: 'sent'; receiptId: number; sentTo: readonly string[] } | { kind: 'failed'; receiptId: number };

export interface ReceiptsViewProps {
  /** The page heading: the route title ('Receipts'). */
  title: string;
  section?: FrameSection;
  load: ReceiptsLoad;
  /** The account's payments, newest first (as the server sends them). */
  receipts: readonly ReceiptSummary[];
  /** Declined payments are listed too (the "show declines" toggle). */
  includeDeclines: boolean;
  /** The receipt page of a payment (route account:receipt). */
  receiptHref: (receiptId: number) => string;
  /** The receipt being e-mailed right now. */
  sendingId?: number | null;
  outcome?: SendOutcome | null;
  onIncludeDeclinesChange: (includeDeclines: boolean) => void;
  onRetry: () => void;
  onSend: (receiptId: number) => void;
}

/** The words of the last e-mail outcome, for the status (sent) or alert (failed) region. */
function outcomeText(outcome: SendOutcome, receipts: readonly ReceiptSummary[]): string {
  const receipt = receipts.find((r) => r.receiptId === outcome.receiptId);
  const date = receipt ? formatDate(receipt.date) : RECEIPTS_TEXT.thisPayment;
  if (outcome.kind === 'failed') return fill(RECEIPTS_TEXT.sendFailed, { date });
  return outcome.sentTo.length > 0
    ? fill(RECEIPTS_TEXT.sent, { date, addresses: joinAddresses(outcome.sentTo) })
    : fill(RECEIPTS_TEXT.sentNoAddresses, { date });
}

/**
 * The receipts page (route account:receipts, doc 1 §2, §7 GetReceiptsList and GetSendReceipt): the
 * account's payments in a table (date, description, amount, status), declined payments only when
 * the toggle asks for them, each with a link to its printable receipt and a button that e-mails it.
 */
export function ReceiptsView({
  title,
  section,
  load,
  receipts,
  includeDeclines,
  receiptHref,
  sendingId = null,
  outcome = null,
  onIncludeDeclinesChange,
  onRetry,
  onSend,
}: ReceiptsViewProps) {
  const rows = useMemo(() => visibleReceipts(receipts, includeDeclines), [receipts, includeDeclines]);
  const busy = sendingId !== null;

  const columns = useMemo<TableColumn<ReceiptSummary>[]>(() => {
    const rowAction = (action: string, r: ReceiptSummary) =>
      fill(RECEIPTS_TEXT.rowAction, { action, date: formatDate(r.date), description: r.description });
    return [
      {
        id: 'date',
        header: RECEIPTS_TEXT.date,
        value: (r) => r.date,
        render: (r) => <time dateTime={r.date}>{formatDate(r.date)}</time>,
        width: '10rem',
      },
      { id: 'description', header: RECEIPTS_TEXT.description, value: (r) => r.description },
      {
        id: 'amount',
        header: RECEIPTS_TEXT.amount,
        value: (r) => r.amount,
        render: (r) => formatCurrency(r.amount),
        sortKind: 'numeric',
        align: 'right',
        width: '7rem',
      },
      {
        id: 'status',
        header: RECEIPTS_TEXT.status,
        value: (r) => (r.isDeclined ? RECEIPTS_TEXT.declined : RECEIPTS_TEXT.paid),
        render: (r) => (
          <span className={r.isDeclined ? styles.declined : styles.paid}>
            {r.isDeclined ? RECEIPTS_TEXT.declined : RECEIPTS_TEXT.paid}
          </span>
        ),
        width: '7rem',
      },
      {
        id: 'actions',
        header: RECEIPTS_TEXT.actions,
        value: () => null,
        isSortable: false,
        render: (r) => {
          const sending = sendingId === r.receiptId;
          const emailText = sending ? RECEIPTS_TEXT.sending : RECEIPTS_TEXT.email;
          return (
            <span className={styles.actions}>
              <Link className={styles.link} to={receiptHref(r.receiptId)} aria-label={rowAction(RECEIPTS_TEXT.view, r)}>
                {RECEIPTS_TEXT.view}
              </Link>
              <Button
                size="small"
                variant="secondary"
                isDisabled={busy}
                aria-label={rowAction(emailText, r)}
                onPress={() => onSend(r.receiptId)}
              >
                {emailText}
              </Button>
            </span>
          );
        },
      },
    ];
  }, [busy, sendingId, receiptHref, onSend]);

  const sent = load === 'ready' && outcome?.kind === 'sent' ? outcomeText(outcome, receipts) : '';
  const failed = load === 'ready' && outcome?.kind === 'failed' ? outcomeText(outcome, receipts) : '';

  return (
    <SectionFrame title={title} section={section}>
      <div className={styles.card}>
        <div className={styles.bar}>
          <p className={styles.lead}>{RECEIPTS_TEXT.lead}</p>
          <Checkbox
            className={styles.toggle}
            isSelected={includeDeclines}
            isDisabled={load === 'ownerOnly'}
            onChange={onIncludeDeclinesChange}
          >
            {({ isSelected }) => (
              <>
                <span className={styles.box} aria-hidden="true">
                  {isSelected && <CheckIcon />}
                </span>
                {RECEIPTS_TEXT.showDeclines}
              </>
            )}
          </Checkbox>
        </div>
        <div role="status" className={styles.status}>
          {load === 'loading' && <p className={styles.loading}>{RECEIPTS_TEXT.loading}</p>}
          {sent && <p className={styles.sent}>{sent}</p>}
        </div>
        <div role="alert" className={styles.alerts}>
          {load === 'failed' && <p className={styles.error}>{RECEIPTS_TEXT.loadFailed}</p>}
          {load === 'ownerOnly' && <p className={styles.notice}>{RECEIPTS_TEXT.ownerOnly}</p>}
          {failed && <p className={styles.error}>{failed}</p>}
        </div>
        {load === 'failed' && <Button onPress={onRetry}>{RECEIPTS_TEXT.retry}</Button>}
        {(load === 'loading' || load === 'ready') && (
          <Table
            label={RECEIPTS_TEXT.tableLabel}
            columns={columns}
            rows={load === 'ready' ? rows : []}
            getRowId={(r) => String(r.receiptId)}
            isLoading={load === 'loading'}
            expectedRowCount={3}
            emptyMessage={includeDeclines ? RECEIPTS_TEXT.empty : RECEIPTS_TEXT.emptyDeclinesHidden}
          />
        )}
      </div>
    </SectionFrame>
  );
}
