import { useId, useState } from 'react';

import {
  HISTORY_KIND_WORDS,
  HISTORY_KINDS,
  historyDays,
  isHistoryKind,
  formatTimeOfDay,
  type HistoryKind,
  type PlacedHistoryEntry,
} from './history';
import { HISTORY_TEXT } from './historyTexts';
import styles from './HistoryView.module.css';
import { formatNumber } from '../../../../lib/format';
import { fill } from '../../../../lib/spec/text';
import { Button } from '../../../../ui/Button/Button';
import type { OutreachLoad } from '../LinksView';
import { historyActionWords } from '../outreach';
import { OutreachFailure, OutreachLoading } from '../OutreachStates';
import outreach from '../OutreachViews.module.css';

export interface HistoryViewProps {
  load: OutreachLoad;
  /** The project's history with each entry's link (newest first or not: the view orders it). */
  entries: readonly PlacedHistoryEntry[];
  onRetry: () => void;
  onOpenLink: (entry: PlacedHistoryEntry) => void;
  /** The empty state's way on: the links, where the activity happens. */
  onGoToLinks: () => void;
  /** The kind shown first (stories); the user changes it with the filter. */
  initialKind?: HistoryKind;
}

/**
 * The history view: the project's outreach activity as a timeline, one heading per day, newest
 * first; each entry its time, the action in words with the server's description, and the link it
 * is about (opening its details); a filter by the kind of action.
 */
export function HistoryView({
  load,
  entries,
  onRetry,
  onOpenLink,
  onGoToLinks,
  initialKind = 'all',
}: HistoryViewProps) {
  const [kind, setKind] = useState<HistoryKind>(initialKind);
  const kindId = useId();
  const days = historyDays(entries, kind);
  const shownCount = days.reduce((sum, day) => sum + day.entries.length, 0);

  return (
    <section className={outreach.root} aria-labelledby="outreach-history-title">
      <header className={outreach.header}>
        <h2 id="outreach-history-title" className={outreach.title}>
          {HISTORY_TEXT.title}
        </h2>
      </header>
      {load === 'loading' && <OutreachLoading label={HISTORY_TEXT.loading} lines={6} />}
      {load === 'failed' && <OutreachFailure message={HISTORY_TEXT.loadFailed} onRetry={onRetry} />}
      {load === 'ready' && entries.length === 0 && (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{HISTORY_TEXT.empty}</p>
          <p className={outreach.muted}>{HISTORY_TEXT.emptyHow}</p>
          <Button size="small" variant="secondary" onPress={onGoToLinks}>
            {HISTORY_TEXT.goToLinks}
          </Button>
        </div>
      )}
      {load === 'ready' && entries.length > 0 && (
        <>
          <div className={outreach.toolbar}>
            <div className={outreach.field}>
              <label className={outreach.fieldLabel} htmlFor={kindId}>
                {HISTORY_TEXT.kindLabel}
              </label>
              <select
                id={kindId}
                className={outreach.native}
                value={kind}
                onChange={(event) => isHistoryKind(event.target.value) && setKind(event.target.value)}
              >
                {HISTORY_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {HISTORY_KIND_WORDS[k]}
                  </option>
                ))}
              </select>
            </div>
            <p className={outreach.muted} aria-live="polite">
              {shownCount === 1
                ? HISTORY_TEXT.entryCountOne
                : fill(HISTORY_TEXT.entryCount, { count: formatNumber(shownCount) })}
            </p>
          </div>
          {days.length === 0 && (
            <p className={outreach.muted}>
              {fill(HISTORY_TEXT.noneOfKind, { kind: HISTORY_KIND_WORDS[kind].toLowerCase() })}
            </p>
          )}
          {days.length > 0 && (
            <ol className={styles.timeline} aria-label={HISTORY_TEXT.timelineLabel}>
              {days.map((day) => (
                <li key={day.day} className={styles.day}>
                  <h3 className={styles.dayHeading}>
                    <time dateTime={day.day}>{day.heading}</time>
                  </h3>
                  <ol className={outreach.list}>
                    {day.entries.map((entry) => (
                      <li key={entry.historyId} className={`${outreach.item} ${styles.entry}`}>
                        <time className={styles.time} dateTime={entry.occurredAt}>
                          {formatTimeOfDay(entry.occurredAt)}
                        </time>
                        <div className={outreach.itemBody}>
                          <span>
                            <strong>{historyActionWords(entry.action)}</strong>
                            {entry.description && ` · ${entry.description}`}
                          </span>
                          <button
                            type="button"
                            className={outreach.pageButton}
                            aria-label={fill(HISTORY_TEXT.openLink, { page: entry.urlName })}
                            onClick={() => onOpenLink(entry)}
                          >
                            {entry.urlName}
                          </button>
                        </div>
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
