import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { parseReceiptId, RECEIPT_ID_PARAM, type Receipt } from './receipts';
import { ReceiptView, type ReceiptLoad } from './ReceiptView';
import { ApiError } from '../../api/client';
import { getReceipt } from '../../api/nsa-account';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';

/** The page state of a failed GetReceipt: 404 no such receipt, 403 a team member, else failed. */
function loadAfter(error: unknown): ReceiptLoad {
  if (error instanceof ApiError && error.status === 404) return 'notFound';
  if (error instanceof ApiError && error.status === 403) return 'ownerOnly';
  return 'failed';
}

/**
 * Route account:receipt (/account/receipt?receiptId=…, a bare page): loads the receipt the query
 * names (GetReceipt) and prints it on request. A link without a valid receiptId asks nothing.
 */
export function ReceiptScreen() {
  const { title } = useFrame();
  const linkTo = useLinkTo();
  const [searchParams] = useSearchParams();
  const receiptId = parseReceiptId(searchParams.get(RECEIPT_ID_PARAM));
  const [attempt, setAttempt] = useState(0);
  // The receipt id each answer is for, so a change of receiptId shows loading, never a stale receipt.
  const [result, setResult] = useState<{ receiptId: number; load: ReceiptLoad; receipt: Receipt | null } | null>(null);

  useEffect(() => {
    if (receiptId === null) return;
    let current = true;
    getReceipt({ receiptId }).then(
      (receipt) => {
        if (current) setResult({ receiptId, load: 'ready', receipt });
      },
      (error: unknown) => {
        if (current) setResult({ receiptId, load: loadAfter(error), receipt: null });
      },
    );
    return () => {
      current = false;
    };
  }, [receiptId, attempt]);

  const shown = result !== null && result.receiptId === receiptId ? result : null;
  const load: ReceiptLoad = receiptId === null ? 'missingId' : (shown?.load ?? 'loading');

  return (
    <ReceiptView
      title={title}
      load={load}
      receipt={shown?.receipt ?? null}
      receiptsHref={linkTo('account:receipts')}
      onPrint={() => window.print()}
      onRetry={() => {
        setResult(null);
        setAttempt((n) => n + 1);
      }}
    />
  );
}
