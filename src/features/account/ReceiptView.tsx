import { Link } from 'react-router-dom';

import { cardText, type Receipt } from './receipts';
import { RECEIPT_TEXT, SELLER } from './receiptsTexts';
import styles from './ReceiptView.module.css';
import { formatCurrency, formatDate } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';

export type { Receipt };

/**
 * How the page stands: loading, shown ('ready'), no such receipt on the account (404), a team
 * member's login (403), the link names no receipt (no valid receiptId: nothing is asked), or failed
 * (retry).
 */
export type ReceiptLoad = 'loading' | 'failed' | 'notFound' | 'ownerOnly' | 'missingId' | 'ready';

export interface ReceiptViewProps {
  /** The page heading: the route title ('Your Receipt'). */
  title: string;
  load: ReceiptLoad;
  /** The receipt, once loaded. */
  receipt?: Receipt | null;
  /** The list of receipts (route account:receipts), the way back. */
  receiptsHref: string;
  onPrint: () => void;
  onRetry: () => void;
}

/** What the page says instead of the receipt, and whether trying again may help. */
const PROBLEM: Partial<Record<ReceiptLoad, { text: string; canRetry: boolean }>> = {
  failed: { text: RECEIPT_TEXT.loadFailed, canRetry: true },
  notFound: { text: RECEIPT_TEXT.notFound, canRetry: false },
  ownerOnly: { text: RECEIPT_TEXT.ownerOnly, canRetry: false },
  missingId: { text: RECEIPT_TEXT.missingId, canRetry: false },
};

/**
 * The printable receipt (route account:receipt, a bare page without the site navigation; doc 1
 * §2, §7 GetReceipt): the seller, the buyer, the date, the lines and their total, the card and
 * whether the payment went through, with a Print button. The print style sheet keeps the receipt
 * only: the toolbar (back link and Print) and the site footer are left off the paper.
 */
export function ReceiptView({ title, load, receipt = null, receiptsHref, onPrint, onRetry }: ReceiptViewProps) {
  const ready = load === 'ready' && receipt !== null;
  const problem = PROBLEM[load];
  return (
    <main className={styles.page}>
      <div className={styles.toolbar}>
        <Link className={styles.back} to={receiptsHref}>
          <span aria-hidden="true">← </span>
          {RECEIPT_TEXT.back}
        </Link>
        {ready && <Button onPress={onPrint}>{RECEIPT_TEXT.print}</Button>}
      </div>
      <article className={styles.receipt} aria-labelledby="receipt-heading">
        <header className={styles.top}>
          <div>
            <p className={styles.seller}>{SELLER.name}</p>
            <address className={styles.address}>
              {SELLER.address}
              <br />
              {SELLER.website} · {SELLER.email}
            </address>
          </div>
          <div className={styles.titleBlock}>
            <h1 id="receipt-heading" className={styles.title}>
              {title}
            </h1>
            {ready && (
              <p className={receipt.isDeclined ? styles.declined : styles.paid}>
                {receipt.isDeclined ? RECEIPT_TEXT.declined : RECEIPT_TEXT.paid}
              </p>
            )}
          </div>
        </header>

        <p role="status" className={styles.status}>
          {load === 'loading' ? RECEIPT_TEXT.loading : ''}
        </p>
        <div role="alert" className={styles.alerts}>
          {problem && <p className={problem.canRetry ? styles.error : styles.notice}>{problem.text}</p>}
        </div>
        {problem?.canRetry && (
          <div className={styles.retry}>
            <Button onPress={onRetry}>{RECEIPT_TEXT.retry}</Button>
          </div>
        )}

        {ready && (
          <>
            <dl className={styles.facts}>
              <div>
                <dt>{RECEIPT_TEXT.number}</dt>
                <dd>{receipt.receiptId}</dd>
              </div>
              <div>
                <dt>{RECEIPT_TEXT.date}</dt>
                <dd>
                  <time dateTime={receipt.date}>{formatDate(receipt.date)}</time>
                </dd>
              </div>
              <div>
                <dt>{RECEIPT_TEXT.billedTo}</dt>
                <dd>{receipt.billedTo}</dd>
              </div>
              <div>
                <dt>{RECEIPT_TEXT.payment}</dt>
                <dd>{cardText(receipt.payment)}</dd>
              </div>
            </dl>

            <table className={styles.lines} aria-label={RECEIPT_TEXT.linesLabel}>
              <thead>
                <tr>
                  <th scope="col">{RECEIPT_TEXT.description}</th>
                  <th scope="col" className={styles.amount}>
                    {RECEIPT_TEXT.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {receipt.lineItems.map((line, index) => (
                  <tr key={index}>
                    <td>{line.description}</td>
                    <td className={styles.amount}>{formatCurrency(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{RECEIPT_TEXT.total}</th>
                  <td className={styles.amount}>{formatCurrency(receipt.amount)}</td>
                </tr>
              </tfoot>
            </table>

            {receipt.isDeclined ? (
              <p className={styles.error}>{RECEIPT_TEXT.declinedNotice}</p>
            ) : (
              <p className={styles.thanks}>{RECEIPT_TEXT.thanks}</p>
            )}
            <p className={styles.muted}>{fill(RECEIPT_TEXT.questions, { email: SELLER.email })}</p>
          </>
        )}
      </article>
    </main>
  );
}
