import { useSearchParams } from 'react-router-dom';

import { parseReceiptId, RECEIPT_ID_PARAM } from './receipts';
import { ReceiptView, type ReceiptLoad } from './ReceiptView';
import { ApiError } from '../../api/client';
import { getReceipt } from '../../api/nsa-account';
import { useFrame } from '../shell/frameContext';
import { useLinkTo } from '../shell/links';
import { useLoader } from '../shell/useLoader';

/** The page state of a failed GetReceipt: 404 no such receipt, 403 a team member, else failed. */
function failureOf(error: unknown): 'notFound' | 'ownerOnly' | 'failed' {
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
  const read = useLoader(
    () => (receiptId === null ? Promise.resolve(null) : getReceipt({ receiptId })),
    null,
    [receiptId],
    failureOf,
  );
  const load: ReceiptLoad = receiptId === null ? 'missingId' : read.load;

  return (
    <ReceiptView
      title={title}
      load={load}
      receipt={read.load === 'ready' ? read.data : null}
      receiptsHref={linkTo('account:receipts')}
      onPrint={() => window.print()}
      onRetry={read.retry}
    />
  );
}
