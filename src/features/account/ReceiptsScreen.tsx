import { useCallback, useState } from 'react';

import type { ReceiptSummary } from './receipts';
import { ReceiptsView, type SendOutcome } from './ReceiptsView';
import { sendReceipt } from '../../api/account';
import { ApiError } from '../../api/client';
import { listReceipts } from '../../api/nsa-account';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useLoader } from '../shell/useLoader';
import { useMountedRef } from '../shell/useMountedRef';

/** 403: a team member's login; receipts belong to the account owner (the contract's NOT_PARENT_ACCOUNT). */
const isOwnerOnly = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * Route account:receipts: loads the account's payments (declined ones too while the toggle is on,
 * through GetReceiptsList's includeDeclines), links each to its receipt page, and e-mails a receipt
 * on request (GetSendReceipt).
 */
export function ReceiptsScreen() {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const mounted = useMountedRef();
  const [includeDeclines, setIncludeDeclines] = useState(false);
  const receipts = useLoader(
    () => listReceipts({ includeDeclines }).then((list) => list.receipts),
    [] as ReceiptSummary[],
    [includeDeclines],
    (error) => (isOwnerOnly(error) ? 'ownerOnly' : 'failed'),
  );
  const [sendingId, setSendingId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);

  const send = async (receiptId: number) => {
    setSendingId(receiptId);
    setOutcome(null);
    try {
      const result = await sendReceipt({ receiptId });
      if (!mounted.current) return;
      setOutcome(
        result.isSuccessful ? { kind: 'sent', receiptId, sentTo: result.sentTo } : { kind: 'failed', receiptId },
      );
    } catch {
      if (mounted.current) setOutcome({ kind: 'failed', receiptId });
    } finally {
      if (mounted.current) setSendingId(null);
    }
  };

  const receiptHref = useCallback((receiptId: number) => linkTo('account:receipt', {}, { receiptId }), [linkTo]);

  return (
    <ReceiptsView
      title={title}
      section={section}
      load={receipts.load}
      receipts={receipts.data}
      includeDeclines={includeDeclines}
      receiptHref={receiptHref}
      sendingId={sendingId}
      outcome={outcome}
      onIncludeDeclinesChange={(next) => {
        setIncludeDeclines(next);
        setOutcome(null);
      }}
      onRetry={receipts.retry}
      onSend={(receiptId) => void send(receiptId)}
    />
  );
}
