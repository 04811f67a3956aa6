import { useId } from 'react';

import { OUTREACH_IMPORT_BATCH_SIZE, summarize, type ImportBatch, type ImportJob } from './importRunner';
import { IMPORT_TEXT } from './importTexts';
import styles from './ImportViews.module.css';
import { formatNumber } from '../../../../lib/format';
import { fill } from '../../../../lib/spec/text';
import { Button } from '../../../../ui/Button/Button';
import panel from '../../panel/PanelView.module.css';

export interface ImportProgressViewProps {
  /** The import as the store holds it; undefined when the importId is unknown (after a reload). */
  job: ImportJob | undefined;
  onCancel: () => void;
  onRetry: () => void;
  onOpenLinks: () => void;
  onOpenWebsites: () => void;
  onNewImport: () => void;
}

/** 'URLs 1,001–2,000: line 1,005, must be an http or https URL'. */
function failedBatchText(batch: ImportBatch): string {
  const from = batch.index * OUTREACH_IMPORT_BATCH_SIZE + 1;
  const values = {
    from: formatNumber(from),
    to: formatNumber(from + batch.entries.length - 1),
    message: batch.failure?.message ?? '',
  };
  return batch.failure?.line === undefined
    ? fill(IMPORT_TEXT.failedBatch, values)
    : fill(IMPORT_TEXT.failedBatchLine, { ...values, line: formatNumber(batch.failure.line) });
}

/**
 * Panel view import-progress (doc 2 §2): a progress bar and 'Imported N of M' while the batches
 * go, Cancel (the batch on the wire finishes), and at the end a summary — imported, already in the
 * project, failed batches with a Retry for those only — and the ways on to links and websites.
 */
export function ImportProgressView({
  job,
  onCancel,
  onRetry,
  onOpenLinks,
  onOpenWebsites,
  onNewImport,
}: ImportProgressViewProps) {
  const ids = useId();
  if (!job) {
    return (
      <section className={panel.view} aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className={panel.title}>
          {IMPORT_TEXT.unknownTitle}
        </h2>
        <p className={styles.text} role="alert">
          {IMPORT_TEXT.unknownImport}
        </p>
        <div className={styles.actions}>
          <Button size="small" onPress={onNewImport}>
            {IMPORT_TEXT.newImport}
          </Button>
        </div>
      </section>
    );
  }

  const summary = summarize(job);
  const progressText = fill(IMPORT_TEXT.progressText, {
    done: formatNumber(summary.processed),
    total: formatNumber(summary.total),
  });
  const percent = summary.total === 0 ? 100 : (summary.processed / summary.total) * 100;
  const title = summary.isRunning
    ? IMPORT_TEXT.progressTitle
    : job.status === 'cancelled'
      ? IMPORT_TEXT.progressTitleCancelled
      : IMPORT_TEXT.progressTitleDone;

  return (
    <section className={panel.view} aria-labelledby={`${ids}-title`}>
      <header className={panel.header}>
        <h2 id={`${ids}-title`} className={panel.title}>
          {title}
        </h2>
      </header>
      <p className={panel.muted}>{fill(IMPORT_TEXT.importInto, { project: job.projectName })}</p>

      <div className={panel.section}>
        <span id={`${ids}-progress`} className={panel.visuallyHidden}>
          {IMPORT_TEXT.progressLabel}
        </span>
        <div
          className={styles.progressTrack}
          role="progressbar"
          aria-labelledby={`${ids}-progress`}
          aria-valuemin={0}
          aria-valuemax={summary.total}
          aria-valuenow={summary.processed}
          aria-valuetext={progressText}
        >
          <div className={styles.progressFill} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.text} aria-live="polite">
          {progressText}
        </p>
        {summary.isRunning && (
          <div className={styles.actions}>
            {job.cancelRequested ? (
              <p className={panel.muted} role="status">
                {IMPORT_TEXT.progressCancelling}
              </p>
            ) : (
              <Button size="small" variant="secondary" onPress={onCancel}>
                {IMPORT_TEXT.cancel}
              </Button>
            )}
          </div>
        )}
      </div>

      {!summary.isRunning && (
        <section className={panel.section} aria-labelledby={`${ids}-summary`}>
          <h3 id={`${ids}-summary`} className={panel.sectionTitle}>
            {IMPORT_TEXT.summaryTitle}
          </h3>
          <dl className={styles.summary}>
            <dt>{IMPORT_TEXT.summaryImported}</dt>
            <dd>{formatNumber(summary.importedCount)}</dd>
            <dt>{IMPORT_TEXT.summarySkipped}</dt>
            <dd>{formatNumber(summary.skippedCount)}</dd>
            {summary.failedEntries > 0 && (
              <>
                <dt>{IMPORT_TEXT.summaryFailed}</dt>
                <dd>{formatNumber(summary.failedEntries)}</dd>
              </>
            )}
            {summary.unsentEntries > 0 && (
              <>
                <dt>{IMPORT_TEXT.summaryUnsent}</dt>
                <dd>{formatNumber(summary.unsentEntries)}</dd>
              </>
            )}
          </dl>
          {summary.failedBatches.length > 0 && (
            <>
              <h4 id={`${ids}-failed`} className={panel.sectionTitle}>
                {IMPORT_TEXT.failedBatchesTitle}
              </h4>
              <ul className={styles.problems} aria-labelledby={`${ids}-failed`}>
                {summary.failedBatches.map((batch) => (
                  <li key={batch.index} className={styles.problem}>
                    {failedBatchText(batch)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className={styles.actions}>
            {summary.failedBatches.length > 0 && (
              <Button size="small" onPress={onRetry}>
                {IMPORT_TEXT.retryFailed}
              </Button>
            )}
            <Button size="small" variant="secondary" onPress={onOpenLinks}>
              {IMPORT_TEXT.openLinks}
            </Button>
            <Button size="small" variant="secondary" onPress={onOpenWebsites}>
              {IMPORT_TEXT.openWebsites}
            </Button>
          </div>
        </section>
      )}
    </section>
  );
}
