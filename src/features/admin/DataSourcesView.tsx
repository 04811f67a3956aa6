import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import {
  budgetShare,
  FAILED_CHECKS_PAGE_SIZE,
  formatBytes,
  formatUtcTime,
  type DataSources,
  type FailedChecksPage,
  type ImportRun,
  type JobQueueStatus,
  type SettingsErrors,
  type SettingsField,
  type SettingsForm,
} from './admin';
import styles from './DataSourcesView.module.css';
import { ADMIN_TEXT } from './texts';
import { formatCurrency, formatNumber } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { Input } from '../../ui/Input/Input';
import { Pagination } from '../../ui/Pagination/Pagination';
import { Table, type TableColumn } from '../../ui/Table/Table';
import type { FrameSection } from '../shell/frameContext';
import { SectionFrame } from '../shell/SectionFrame';

export type DataSourcesLoad = 'loading' | 'failed' | 'ready';
export type SettingsSave = 'idle' | 'saving' | 'saved' | 'failed';

export interface DataSourcesData {
  sources: DataSources;
  queue: JobQueueStatus;
  runs: ImportRun[];
}

export interface DataSourcesViewProps {
  title: string;
  section?: FrameSection;
  load: DataSourcesLoad;
  data?: DataSourcesData | null;
  /** The settings form as typed. */
  form: SettingsForm;
  formErrors?: SettingsErrors;
  save?: SettingsSave;
  failedChecks: { load: DataSourcesLoad; page: FailedChecksPage | null; startRow: number };
  /** The upload page (route account:admin:import). */
  uploadHref: string;
  /** The upload page showing one run (its refused rows). */
  runHref: (runId: number) => string;
  onRetry: () => void;
  onFormChange: (field: SettingsField, value: string) => void;
  onSave: () => void;
  onFailedChecksPage: (startRow: number) => void;
  onRetryFailedChecks: () => void;
}

function Section({ heading, children, actions }: { heading: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

const FAILED_CHECK_COLUMNS: TableColumn<FailedChecksPage['rows'][number]>[] = [
  { id: 'keyword', header: ADMIN_TEXT.keyword, value: (r) => r.keyword, isSortable: false },
  { id: 'country', header: ADMIN_TEXT.country, value: (r) => r.country.toUpperCase(), isSortable: false },
  { id: 'device', header: ADMIN_TEXT.device, value: (r) => r.device, isSortable: false },
  { id: 'provider', header: ADMIN_TEXT.provider, value: (r) => r.provider, isSortable: false },
  { id: 'time', header: ADMIN_TEXT.time, value: (r) => formatUtcTime(r.checkedAt), isSortable: false, width: '8.5rem' },
  { id: 'kind', header: ADMIN_TEXT.kind, value: (r) => r.errorKind ?? '-', isSortable: false },
  { id: 'message', header: ADMIN_TEXT.message, value: (r) => r.message, isSortable: false, width: '30%' },
];

function importColumns(runHref: (runId: number) => string): TableColumn<ImportRun>[] {
  return [
    { id: 'kind', header: ADMIN_TEXT.kind, value: (r) => r.kind, isSortable: false },
    {
      id: 'file',
      header: ADMIN_TEXT.file,
      value: (r) => r.fileName,
      render: (r) => (
        <span>
          {r.fileName} <span className={styles.muted}>({formatBytes(r.fileSize)})</span>
        </span>
      ),
      isSortable: false,
    },
    {
      id: 'status',
      header: ADMIN_TEXT.status,
      value: (r) => ADMIN_TEXT.runStatuses[r.status],
      render: (r) => (
        <span className={styles.status} data-status={r.status} title={r.lastError ?? undefined}>
          {ADMIN_TEXT.runStatuses[r.status]}
        </span>
      ),
      isSortable: false,
    },
    {
      id: 'rows',
      header: ADMIN_TEXT.rows,
      value: (r) => `${formatNumber(r.rowsRead)} / ${formatNumber(r.rowsStored)} / ${formatNumber(r.rowsRefused)}`,
      align: 'right',
      isSortable: false,
    },
    { id: 'started', header: ADMIN_TEXT.started, value: (r) => formatUtcTime(r.startedAt), isSortable: false },
    { id: 'finished', header: ADMIN_TEXT.finished, value: (r) => formatUtcTime(r.finishedAt), isSortable: false },
    {
      id: 'errors',
      header: ADMIN_TEXT.errors,
      value: (r) => r.rowsRefused,
      render: (r) =>
        r.rowsRefused > 0 || r.status === 'failed' ? (
          <Link to={runHref(r.id)} className={styles.link}>
            {r.status === 'failed'
              ? ADMIN_TEXT.runStatuses.failed
              : fill(ADMIN_TEXT.refusedLink, { n: formatNumber(r.rowsRefused) })}
          </Link>
        ) : (
          '-'
        ),
      isSortable: false,
    },
  ];
}

function Providers({ sources }: { sources: DataSources }) {
  const row = (label: string, provider: DataSources['serpProvider']) => (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>
        {provider.name ?? ADMIN_TEXT.noProvider}
        {provider.name && (
          <span className={styles.badge} data-set={provider.keysSet}>
            {provider.keysSet ? ADMIN_TEXT.keysSet : ADMIN_TEXT.keysMissing}
          </span>
        )}
      </dd>
    </div>
  );
  return (
    <>
      <dl className={styles.facts}>
        {row(ADMIN_TEXT.serpProvider, sources.serpProvider)}
        {row(ADMIN_TEXT.keywordProvider, sources.keywordDataProvider)}
      </dl>
      {sources.serpProvider.name === null && <p className={styles.notice}>{ADMIN_TEXT.noProviderHelp}</p>}
    </>
  );
}

function Budget({ budget }: { budget: DataSources['budget'] }) {
  if (!budget) return <p className={styles.muted}>{ADMIN_TEXT.noBudget}</p>;
  const share = budgetShare(budget.costUsd, budget.monthlyBudgetUsd);
  return (
    <div className={styles.budget}>
      {budget.monthlyBudgetUsd !== null && (
        <meter
          className={styles.meter}
          aria-label={fill(ADMIN_TEXT.budgetMeterLabel, { month: budget.month })}
          min={0}
          max={budget.monthlyBudgetUsd}
          value={Math.min(budget.costUsd, budget.monthlyBudgetUsd)}
          low={budget.monthlyBudgetUsd * 0.75}
          high={budget.monthlyBudgetUsd * 0.9}
          optimum={0}
        />
      )}
      <p className={styles.figure}>
        {budget.monthlyBudgetUsd === null
          ? fill(ADMIN_TEXT.budgetUnlimited, { cost: formatCurrency(budget.costUsd) })
          : fill(ADMIN_TEXT.budgetUsed, {
              cost: formatCurrency(budget.costUsd),
              budget: formatCurrency(budget.monthlyBudgetUsd),
              share,
            })}
      </p>
      <p className={styles.muted}>
        {fill(ADMIN_TEXT.budgetChecks, {
          checks: formatNumber(budget.checks),
          failed: formatNumber(budget.failedChecks),
        })}
      </p>
      {budget.exhausted && (
        <p className={styles.warning} role="note">
          {ADMIN_TEXT.budgetExhausted}
        </p>
      )}
    </div>
  );
}

function Universe({ universe }: { universe: DataSources['universe'] }) {
  return (
    <dl className={styles.figures}>
      {(
        [
          [ADMIN_TEXT.universeWeekly, universe.weekly],
          [ADMIN_TEXT.universeMonthly, universe.monthly],
          [ADMIN_TEXT.universeDue, universe.dueNow],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className={styles.figureBox}>
          <dt>{label}</dt>
          <dd>{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function SettingsFormView({
  form,
  errors,
  save,
  onChange,
  onSave,
}: {
  form: SettingsForm;
  errors: SettingsErrors;
  save: SettingsSave;
  onChange: (field: SettingsField, value: string) => void;
  onSave: () => void;
}) {
  const field = (name: SettingsField, label: string, hint?: string) => (
    <Input
      label={label}
      value={form[name]}
      onChange={(value) => onChange(name, value)}
      validationState={errors[name] ? 'invalid' : 'normal'}
      message={errors[name] ?? hint}
      name={name}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.formGrid}>
        {field('monthlyBudgetUsd', ADMIN_TEXT.budgetField, ADMIN_TEXT.budgetFieldHint)}
        {field('requestsPerMinute', ADMIN_TEXT.rateField)}
        {field('trackedCron', ADMIN_TEXT.trackedCronField, ADMIN_TEXT.cronHint)}
        {field('otherCron', ADMIN_TEXT.otherCronField, ADMIN_TEXT.cronHint)}
      </div>
      <div className={styles.formActions}>
        <Button type="submit" isLoading={save === 'saving'} loadingLabel={ADMIN_TEXT.saving}>
          {ADMIN_TEXT.save}
        </Button>
        <p role="status" className={styles.saved}>
          {save === 'saved' && ADMIN_TEXT.saved}
        </p>
      </div>
      <div role="alert">{save === 'failed' && <p className={styles.error}>{ADMIN_TEXT.saveFailed}</p>}</div>
    </form>
  );
}

function Queue({ queue }: { queue: JobQueueStatus }) {
  if (!queue.isRunning) return <p className={styles.muted}>{ADMIN_TEXT.queueNotRunning}</p>;
  const empty = queue.queues.every((q) => q.jobs.length === 0);
  if (empty) return <p className={styles.muted}>{ADMIN_TEXT.queueEmpty}</p>;
  return (
    <div className={styles.queues}>
      {queue.queues
        .filter((q) => q.jobs.length > 0)
        .map((q) => (
          <div key={q.queue} className={styles.queue}>
            <h3 className={styles.queueName}>{q.queue}</h3>
            <p className={styles.muted}>
              {fill(ADMIN_TEXT.queueCounts, {
                queued: formatNumber(q.counts.queued),
                retry: formatNumber(q.counts.retry),
                active: formatNumber(q.counts.active),
                completed: formatNumber(q.counts.completed),
                failed: formatNumber(q.counts.failed),
              })}
            </p>
            <table className={styles.table}>
              <caption className={styles.caption}>{fill(ADMIN_TEXT.jobsCaption, { queue: q.queue })}</caption>
              <thead>
                <tr>
                  <th scope="col">{ADMIN_TEXT.job}</th>
                  <th scope="col">{ADMIN_TEXT.state}</th>
                  <th scope="col">{ADMIN_TEXT.progress}</th>
                  <th scope="col">{ADMIN_TEXT.attempts}</th>
                  <th scope="col">{ADMIN_TEXT.started}</th>
                  <th scope="col">{ADMIN_TEXT.lastError}</th>
                </tr>
              </thead>
              <tbody>
                {q.jobs.map((job) => {
                  const share =
                    job.progress && job.progress.total > 0
                      ? Math.round((job.progress.done / job.progress.total) * 100)
                      : null;
                  return (
                    <tr key={job.id}>
                      <th scope="row" className={styles.mono}>
                        {job.id.slice(0, 8)}
                      </th>
                      <td>
                        <span className={styles.status} data-status={job.state}>
                          {ADMIN_TEXT.jobStates[job.state]}
                        </span>
                      </td>
                      <td>
                        {share === null ? (
                          '-'
                        ) : (
                          <span className={styles.progressCell}>
                            <progress
                              className={styles.progress}
                              max={100}
                              value={share}
                              aria-label={fill(ADMIN_TEXT.jobProgressLabel, { id: job.id.slice(0, 8) })}
                            />
                            {share}%
                          </span>
                        )}
                      </td>
                      <td>
                        {job.attempts} / {job.retryLimit + 1}
                      </td>
                      <td>{formatUtcTime(job.startedAt)}</td>
                      <td className={styles.errorCell}>{job.lastError ?? '-'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ))}
    </div>
  );
}

/**
 * The Data Sources page (route account:admin, admin role; our design): the configured providers
 * (never their keys), this month's budget as a meter, the keyword universe, the collector's
 * settings with a form to change them, the job queue, the failed checks (paged) and the recent
 * imports, each with a link to its refused rows.
 */
export function DataSourcesView({
  title,
  section,
  load,
  data = null,
  form,
  formErrors = {},
  save = 'idle',
  failedChecks,
  uploadHref,
  runHref,
  onRetry,
  onFormChange,
  onSave,
  onFailedChecksPage,
  onRetryFailedChecks,
}: DataSourcesViewProps) {
  const ready = load === 'ready' && data !== null;
  return (
    <SectionFrame title={title} section={section} subtitle={ADMIN_TEXT.lead}>
      <p role="status" className={styles.loading}>
        {load === 'loading' && ADMIN_TEXT.loading}
      </p>
      {load === 'loading' && <div className={styles.skeleton} aria-hidden="true" />}
      <div role="alert">{load === 'failed' && <p className={styles.error}>{ADMIN_TEXT.loadFailed}</p>}</div>
      {load === 'failed' && <Button onPress={onRetry}>{ADMIN_TEXT.retry}</Button>}
      {ready && (
        <div className={styles.page}>
          <div className={styles.columns}>
            <Section heading={ADMIN_TEXT.providersHeading}>
              <Providers sources={data.sources} />
            </Section>
            <Section heading={ADMIN_TEXT.budgetHeading}>
              <Budget budget={data.sources.budget} />
            </Section>
            <Section heading={ADMIN_TEXT.universeHeading}>
              <Universe universe={data.sources.universe} />
            </Section>
          </div>
          <Section heading={ADMIN_TEXT.settingsHeading}>
            <SettingsFormView form={form} errors={formErrors} save={save} onChange={onFormChange} onSave={onSave} />
          </Section>
          <Section heading={ADMIN_TEXT.queueHeading}>
            <Queue queue={data.queue} />
          </Section>
          <Section heading={ADMIN_TEXT.failedChecksHeading}>
            {failedChecks.load === 'failed' ? (
              <div>
                <p role="alert" className={styles.error}>
                  {ADMIN_TEXT.loadFailed}
                </p>
                <Button onPress={onRetryFailedChecks}>{ADMIN_TEXT.retry}</Button>
              </div>
            ) : failedChecks.page?.totalRowCount === 0 ? (
              <p className={styles.muted}>{ADMIN_TEXT.noFailedChecks}</p>
            ) : (
              <>
                <Table
                  label={ADMIN_TEXT.failedChecksLabel}
                  columns={FAILED_CHECK_COLUMNS}
                  rows={failedChecks.page?.rows ?? []}
                  getRowId={(r) => String(r.id)}
                  isLoading={failedChecks.load === 'loading'}
                />
                {failedChecks.page && failedChecks.page.totalRowCount > FAILED_CHECKS_PAGE_SIZE && (
                  <Pagination
                    startRow={failedChecks.startRow + 1}
                    pageSize={FAILED_CHECKS_PAGE_SIZE}
                    pageSizes={[FAILED_CHECKS_PAGE_SIZE]}
                    totalRows={failedChecks.page.totalRowCount}
                    onStartRowChange={(startRow) => onFailedChecksPage(startRow - 1)}
                  />
                )}
              </>
            )}
          </Section>
          <Section
            heading={ADMIN_TEXT.importsHeading}
            actions={
              <Link to={uploadHref} className={styles.link}>
                {ADMIN_TEXT.uploadLink}
              </Link>
            }
          >
            {data.runs.length === 0 ? (
              <p className={styles.muted}>{ADMIN_TEXT.noImports}</p>
            ) : (
              <Table
                label={ADMIN_TEXT.importsLabel}
                columns={importColumns(runHref)}
                rows={data.runs}
                getRowId={(r) => String(r.id)}
              />
            )}
          </Section>
        </div>
      )}
    </SectionFrame>
  );
}
