import { useState } from 'react';

import {
  HISTORY_KIND_WORDS,
  HISTORY_KINDS,
  historyDays,
  formatTimeOfDay,
  type HistoryKind,
  type PlacedHistoryEntry,
} from './history';
import { HISTORY_TEXT } from './historyTexts';
import styles from './HistoryView.module.css';
import { formatNumber } from '../../../../lib/format';
import { fill } from '../../../../lib/spec/text';
import { Button } from '../../../../ui/Button/Button';
import panel from '../../panel/PanelView.module.css';
import { historyActionWords } from '../outreach';
import { OutreachViewFrame, type OutreachLoad } from '../OutreachViewFrame';
import outreach from '../OutreachViews.module.css';
import { WordSelect } from '../WordSelect';

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
  const days = historyDays(entries, kind);
  const shownCount = days.reduce((sum, day) => sum + day.entries.length, 0);

  return (
    <OutreachViewFrame
      titleId="outreach-history-title"
      title={HISTORY_TEXT.title}
      load={load}
      loadingLabel={HISTORY_TEXT.loading}
      loadingLines={6}
      failedMessage={HISTORY_TEXT.loadFailed}
      onRetry={onRetry}
    >
      {entries.length === 0 && (
        <div className={outreach.empty}>
          <p className={outreach.emptyTitle}>{HISTORY_TEXT.empty}</p>
          <p className={panel.muted}>{HISTORY_TEXT.emptyHow}</p>
          <Button size="small" variant="secondary" onPress={onGoToLinks}>
            {HISTORY_TEXT.goToLinks}
          </Button>
        </div>
      )}
      {entries.length > 0 && (
        <>
          <div className={panel.toolbar}>
            <WordSelect
              label={HISTORY_TEXT.kindLabel}
              values={HISTORY_KINDS}
              words={HISTORY_KIND_WORDS}
              value={kind}
              onChange={setKind}
            />
            <p className={panel.muted} aria-live="polite">
              {shownCount === 1
                ? HISTORY_TEXT.entryCountOne
                : fill(HISTORY_TEXT.entryCount, { count: formatNumber(shownCount) })}
            </p>
          </div>
          {days.length === 0 && (
            <p className={panel.muted}>
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
    </OutreachViewFrame>
  );
}
