import { useCallback, useEffect, useState } from 'react';

import type { ReceiptSummary } from './receipts';
import { ReceiptsView, type ReceiptsLoad, type SendOutcome } from './ReceiptsView';
import { sendReceipt } from '../../api/account';
import { ApiError } from '../../api/client';
import { listReceipts } from '../../api/nsa-account';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
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
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<ReceiptsLoad>('loading');
  const [receipts, setReceipts] = useState<ReceiptSummary[]>([]);
  const [sendingId, setSendingId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);

  useEffect(() => {
    let current = true;
    listReceipts({ includeDeclines }).then(
      (list) => {
        if (!current) return;
        setReceipts(list.receipts);
        setLoad('ready');
      },
      (error: unknown) => {
        if (current) setLoad(isOwnerOnly(error) ? 'ownerOnly' : 'failed');
      },
    );
    return () => {
      current = false;
    };
  }, [includeDeclines, attempt]);

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
      load={load}
      receipts={receipts}
      includeDeclines={includeDeclines}
      receiptHref={receiptHref}
      sendingId={sendingId}
      outcome={outcome}
      onIncludeDeclinesChange={(next) => {
        setIncludeDeclines(next);
        setOutcome(null);
        setLoad('loading');
      }}
      onRetry={() => {
        setLoad('loading');
        setAttempt((n) => n + 1);
      }}
      onSend={(receiptId) => void send(receiptId)}
    />
  );
}
