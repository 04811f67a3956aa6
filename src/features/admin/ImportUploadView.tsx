import { useId, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { formatBytes, IMPORT_KINDS, optionsOf, type ImportKind, type ImportRunDetail } from './admin';
import styles from './ImportUploadView.module.css';
import { ADMIN_TEXT } from './texts';
import { formatNumber } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { Input } from '../../ui/Input/Input';
import type { FrameSection } from '../shell/frameContext';
import { SectionFrame } from '../shell/SectionFrame';

/** Where the page is: choosing, sending the file, following the import, or showing how it ended. */
export type UploadPhase = 'idle' | 'uploading' | 'importing' | 'finished';

export interface UploadChoice {
  kind: ImportKind;
  country: string;
  month: string;
  site: string;
  /** The chosen file's name and size (the File itself stays with the screen). */
  file: { name: string; size: number } | null;
}

export type UploadField = 'kind' | 'country' | 'month' | 'site' | 'file';

export interface ImportUploadViewProps {
  title: string;
  section?: FrameSection;
  choice: UploadChoice;
  phase: UploadPhase;
  /** Bytes sent while uploading. */
  sent?: { loaded: number; total: number } | null;
  /** The import run, as last polled. */
  detail?: ImportRunDetail | null;
  /** Why the upload was refused, or the poll failed. */
  error?: string | null;
  /** Field messages of a refused upload (query.site → site …). */
  fieldErrors?: Partial<Record<UploadField, string>>;
  /** The data sources page (route account:admin). */
  backHref: string;
  onChange: (field: Exclude<UploadField, 'file'>, value: string) => void;
  onFile: (file: File | null) => void;
  onUpload: () => void;
  onReset: () => void;
}

function Meter({ label, value, max, text }: { label: string; value: number; max: number; text: string }) {
  return (
    <div className={styles.meterRow}>
      <progress
        className={styles.progress}
        aria-label={label}
        aria-valuetext={text}
        max={max}
        value={Math.min(value, max)}
      />
      <span className={styles.meterText}>{text}</span>
    </div>
  );
}

/** The whole percent of the file the run's stored batches reach (never 100 before it is). */
function importedShare(run: Pick<ImportRunDetail['run'], 'bytesRead' | 'fileSize'>): number {
  if (run.fileSize <= 0) return run.bytesRead > 0 ? 100 : 0;
  return Math.floor((100 * Math.min(run.bytesRead, run.fileSize)) / run.fileSize);
}

/** How far the server is into the file: bytes stored of the file's, with the rows read. */
function ImportMeter({ run }: { run: ImportRunDetail['run'] }) {
  return (
    <Meter
      label={fill(ADMIN_TEXT.importBarLabel, { name: run.fileName })}
      value={run.bytesRead}
      max={Math.max(1, run.fileSize)}
      text={fill(ADMIN_TEXT.importShare, {
        percent: String(importedShare(run)),
        rows: formatNumber(run.rowsRead),
      })}
    />
  );
}

function Refused({ detail }: { detail: ImportRunDetail }) {
  const id = useId();
  const unlisted = detail.run.rowsRefused - detail.refused.length;
  return (
    <section aria-labelledby={id} className={styles.refused}>
      <h2 id={id} className={styles.subheading}>
        {ADMIN_TEXT.refusedHeading}
      </h2>
      {detail.refused.length === 0 ? (
        <p className={styles.muted}>{ADMIN_TEXT.noRefused}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{ADMIN_TEXT.refusedLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{ADMIN_TEXT.line}</th>
              <th scope="col">{ADMIN_TEXT.reason}</th>
            </tr>
          </thead>
          <tbody>
            {detail.refused.map((row) => (
              <tr key={row.line}>
                <th scope="row">{formatNumber(row.line)}</th>
                <td>{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {unlisted > 0 && <p className={styles.muted}>{fill(ADMIN_TEXT.moreRefused, { n: formatNumber(unlisted) })}</p>}
    </section>
  );
}

/**
 * The upload page (route account:admin:import, admin role; our design): the kind of file and the
 * options it takes, the file; then the upload's bytes sent, the import's share of the file and rows
 * as it runs (polled), and how it ended (how far it got) with the refused rows by line. A refused
 * upload keeps what was chosen.
 */
export function ImportUploadView({
  title,
  section,
  choice,
  phase,
  sent = null,
  detail = null,
  error = null,
  fieldErrors = {},
  backHref,
  onChange,
  onFile,
  onUpload,
  onReset,
}: ImportUploadViewProps) {
  const kindId = useId();
  const fileId = useId();
  const fileMessageId = useId();
  const options = optionsOf(choice.kind);
  const busy = phase === 'uploading' || phase === 'importing';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onUpload();
  };
  const run = detail?.run ?? null;
  const rows = run
    ? {
        read: formatNumber(run.rowsRead),
        stored: formatNumber(run.rowsStored),
        refused: formatNumber(run.rowsRefused),
      }
    : null;
  const fileName = choice.file?.name ?? run?.fileName ?? '';

  return (
    <SectionFrame title={title} section={section} subtitle={ADMIN_TEXT.uploadLead}>
      <div className={styles.page}>
        <p className={styles.back}>
          <Link to={backHref} className={styles.link}>
            {ADMIN_TEXT.backToSources}
          </Link>
        </p>
        {phase !== 'finished' && (
          <form className={styles.section} onSubmit={submit} noValidate aria-busy={busy}>
            <div className={styles.field}>
              <label htmlFor={kindId} className={styles.label}>
                {ADMIN_TEXT.kindField}
              </label>
              <select
                id={kindId}
                className={styles.select}
                value={choice.kind}
                disabled={busy}
                onChange={(event) => onChange('kind', event.target.value)}
              >
                {IMPORT_KINDS.map(({ kind }) => (
                  <option key={kind} value={kind}>
                    {ADMIN_TEXT.kinds[kind]}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.options}>
              {options.country && (
                <Input
                  label={ADMIN_TEXT.countryField}
                  value={choice.country}
                  isDisabled={busy}
                  onChange={(value) => onChange('country', value)}
                  validationState={fieldErrors.country ? 'invalid' : 'normal'}
                  message={fieldErrors.country ?? ADMIN_TEXT.countryHint}
                />
              )}
              {options.month && (
                <Input
                  label={ADMIN_TEXT.monthField}
                  value={choice.month}
                  isDisabled={busy}
                  onChange={(value) => onChange('month', value)}
                  validationState={fieldErrors.month ? 'invalid' : 'normal'}
                  message={fieldErrors.month ?? ADMIN_TEXT.monthHint}
                />
              )}
              {options.site && (
                <Input
                  label={ADMIN_TEXT.siteField}
                  value={choice.site}
                  isDisabled={busy}
                  isRequired
                  onChange={(value) => onChange('site', value)}
                  validationState={fieldErrors.site ? 'invalid' : 'normal'}
                  message={fieldErrors.site ?? ADMIN_TEXT.siteHint}
                />
              )}
            </div>
            <div className={styles.field}>
              <label htmlFor={fileId} className={styles.label}>
                {ADMIN_TEXT.fileField}
              </label>
              <input
                id={fileId}
                type="file"
                className={styles.file}
                disabled={busy}
                aria-invalid={fieldErrors.file ? true : undefined}
                aria-describedby={fileMessageId}
                onChange={(event: ChangeEvent<HTMLInputElement>) => onFile(event.target.files?.[0] ?? null)}
              />
              <p id={fileMessageId} className={fieldErrors.file ? styles.fieldError : styles.muted}>
                {fieldErrors.file ?? (choice.file ? `${choice.file.name} (${formatBytes(choice.file.size)})` : '')}
              </p>
            </div>
            <div>
              <Button type="submit" isDisabled={busy}>
                {ADMIN_TEXT.upload}
              </Button>
            </div>
          </form>
        )}

        <div role="alert">{error && <p className={styles.error}>{error}</p>}</div>

        <div className={styles.progressArea} aria-live="polite">
          {phase === 'uploading' && sent && (
            <div className={styles.section}>
              <p className={styles.phase}>{fill(ADMIN_TEXT.uploading, { name: fileName })}</p>
              <Meter
                label={fill(ADMIN_TEXT.uploadProgressLabel, { name: fileName })}
                value={sent.loaded}
                max={Math.max(1, sent.total)}
                text={fill(ADMIN_TEXT.uploadBytes, { sent: formatBytes(sent.loaded), total: formatBytes(sent.total) })}
              />
            </div>
          )}
          {phase === 'importing' && (
            <div className={styles.section}>
              <p className={styles.phase}>{ADMIN_TEXT.importing}</p>
              {run && <ImportMeter run={run} />}
              {/* The counts so far, announced as they change. */}
              <p className={styles.counts} role="status" aria-label={ADMIN_TEXT.importProgressLabel}>
                {rows && fill(ADMIN_TEXT.importRows, rows)}
              </p>
            </div>
          )}
          {phase === 'finished' && run && rows && (
            <div className={styles.section}>
              <p className={styles.fileLine}>
                {run.fileName} <span className={styles.muted}>({formatBytes(run.fileSize)})</span>
              </p>
              <ImportMeter run={run} />
              {run.status === 'failed' ? (
                <p className={styles.error}>{fill(ADMIN_TEXT.importFailed, { error: run.lastError ?? '' })}</p>
              ) : (
                <p className={styles.done} role="status">
                  {fill(ADMIN_TEXT.importDone, rows)}
                </p>
              )}
              {detail && <Refused detail={detail} />}
              <Button variant="secondary" onPress={onReset}>
                {ADMIN_TEXT.importAnother}
              </Button>
            </div>
          )}
        </div>
      </div>
    </SectionFrame>
  );
}
