import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import styles from './RequestedKeywordsView.module.css';
import {
  REQUESTED_KEYWORD_STATUSES,
  type RequestedKeyword,
  type RequestedKeywordStatus,
  type RequestedKeywordStatusCounts,
} from './requestKeywords';
import { REQUESTED_KEYWORDS_TEXT } from './texts';
import { formatDate, formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/Button/Button';
import { Table, type TableColumn } from '../../../ui/Table/Table';
import type { FrameSection } from '../../shell/frameContext';
import { SectionFrame } from '../../shell/SectionFrame';
import type { LoadState } from '../../shell/useLoader';

export type { RequestedKeyword, RequestedKeywordStatusCounts };

export interface RequestedKeywordsViewProps {
  /** The page heading: the route title ('Request Keywords'). */
  title: string;
  section?: FrameSection;
  /** Where the counts and the list stand: both come in one read. */
  load: LoadState;
  /** How many requested keywords are ready, processing and queued; null until loaded. */
  counts: RequestedKeywordStatusCounts | null;
  /** The requested keywords, newest first (as the server sends them). */
  keywords: readonly RequestedKeyword[];
  /** Step 1 of a new request (route account:requestkeywords:step-1). */
  requestHref: string;
  onRetry: () => void;
}

const STATUS_TEXT: Readonly<Record<RequestedKeywordStatus, string>> = {
  ready: REQUESTED_KEYWORDS_TEXT.ready,
  processing: REQUESTED_KEYWORDS_TEXT.processing,
  queued: REQUESTED_KEYWORDS_TEXT.queued,
};

/**
 * The requested keywords page (route account:requestkeywords; doc 1 §7 GetRequestedKeywords and
 * the status counts ready, processing, queued): the counts, each requested keyword with its status
 * and the day it was requested, and the way to a new request.
 */
export function RequestedKeywordsView({
  title,
  section,
  load,
  counts,
  keywords,
  requestHref,
  onRetry,
}: RequestedKeywordsViewProps) {
  const columns = useMemo<TableColumn<RequestedKeyword>[]>(
    () => [
      { id: 'keyword', header: REQUESTED_KEYWORDS_TEXT.keyword, value: (k) => k.keyword },
      {
        id: 'status',
        header: REQUESTED_KEYWORDS_TEXT.status,
        value: (k) => STATUS_TEXT[k.status],
        render: (k) => (
          <span className={styles.badge} data-status={k.status}>
            {STATUS_TEXT[k.status]}
          </span>
        ),
        width: '9rem',
      },
      {
        id: 'requestedAt',
        header: REQUESTED_KEYWORDS_TEXT.requestedAt,
        value: (k) => k.requestedAt,
        render: (k) => <time dateTime={k.requestedAt}>{formatDate(k.requestedAt)}</time>,
        width: '11rem',
      },
    ],
    [],
  );

  return (
    <SectionFrame title={title} section={section}>
      <div className={styles.card}>
        <div className={styles.bar}>
          <p className={styles.lead}>{REQUESTED_KEYWORDS_TEXT.lead}</p>
          <Link className={styles.request} to={requestHref}>
            {REQUESTED_KEYWORDS_TEXT.request}
          </Link>
        </div>

        {load !== 'failed' && (
          <div role="group" aria-label={REQUESTED_KEYWORDS_TEXT.countsLabel}>
            <dl className={styles.counts}>
              {REQUESTED_KEYWORD_STATUSES.map((status) => (
                <div key={status} className={styles.count} data-status={status}>
                  <dt className={styles.countLabel}>{STATUS_TEXT[status]}</dt>
                  <dd className={styles.countValue}>{formatNumber(load === 'ready' ? counts?.[status] : null)}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}

        <div role="status" className={styles.status}>
          {load === 'loading' && <p className={styles.loading}>{REQUESTED_KEYWORDS_TEXT.loading}</p>}
        </div>
        <div role="alert" className={styles.alerts}>
          {load === 'failed' && <p className={styles.error}>{REQUESTED_KEYWORDS_TEXT.loadFailed}</p>}
        </div>
        {load === 'failed' && (
          <Button className={styles.retry} onPress={onRetry}>
            {REQUESTED_KEYWORDS_TEXT.retry}
          </Button>
        )}
        {load !== 'failed' && (
          <Table
            label={REQUESTED_KEYWORDS_TEXT.tableLabel}
            columns={columns}
            rows={load === 'ready' ? keywords : []}
            getRowId={(k) => k.keyword}
            isLoading={load === 'loading'}
            expectedRowCount={3}
            emptyMessage={REQUESTED_KEYWORDS_TEXT.empty}
          />
        )}
      </div>
    </SectionFrame>
  );
}
