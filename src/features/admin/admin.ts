/**
 * The admin pages' rules and formats: the options each import kind takes, the budget's share, the
 * settings form's fields, and the poll that follows an import until it ends.
 */
import { ApiError, type Data, type FieldError } from '../../api/client';
import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];
export type DataSources = Schemas['DataSources'];
export type CollectorSettings = Schemas['CollectorSettings'];
export type JobQueueStatus = Schemas['JobQueueStatus'];
export type FailedChecksPage = Schemas['FailedChecksPage'];
export type ImportRun = Schemas['ImportRun'];
export type ImportRunDetail = Data<'getImportRun'>;
export type ImportKind = Schemas['ImportKind'];

/** How often the upload page asks how far an import is. */
export const IMPORT_POLL_MS = 1_000;
/** Failed checks per page. */
export const FAILED_CHECKS_PAGE_SIZE = 20;

/** The kinds in the order the upload page offers them, with the options each takes (README "Importing real research data"). */
export const IMPORT_KINDS: readonly { kind: ImportKind; country: boolean; month: boolean; site: boolean }[] = [
  { kind: 'keyword-planner', country: true, month: true, site: false },
  { kind: 'gsc', country: true, month: true, site: true },
  { kind: 'serp-json', country: false, month: false, site: false },
  { kind: 'serpbear', country: false, month: false, site: false },
  { kind: 'backlinks', country: false, month: false, site: false },
];

export const optionsOf = (kind: ImportKind) => IMPORT_KINDS.find((k) => k.kind === kind) ?? IMPORT_KINDS[0]!;

/** The share of the budget spent, in whole percent (0 with no limit). */
export function budgetShare(costUsd: number, monthlyBudgetUsd: number | null): number {
  if (monthlyBudgetUsd === null) return 0;
  if (monthlyBudgetUsd <= 0) return 100;
  return Math.round((costUsd / monthlyBudgetUsd) * 100);
}

/** '2026-11-26T03:04:11.000Z' → '2026-11-26 03:04', in UTC as the server's schedules are (the headers say so). */
export function formatUtcTime(iso: string | null): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return date.toISOString().slice(0, 16).replace('T', '\u00a0');
}

/** Bytes as B, KB, MB or GB (1,024 each), one decimal above bytes. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${units[0]}` : `${value.toFixed(1)} ${units[unit]}`;
}

/** The settings form's fields as typed (strings), by the request body's field names. */
export interface SettingsForm {
  monthlyBudgetUsd: string;
  requestsPerMinute: string;
  trackedCron: string;
  otherCron: string;
}
export type SettingsField = keyof SettingsForm;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export function settingsFormOf(settings: CollectorSettings): SettingsForm {
  return {
    monthlyBudgetUsd: settings.monthlyBudgetUsd === null ? '' : String(settings.monthlyBudgetUsd),
    requestsPerMinute: String(settings.requestsPerMinute),
    trackedCron: settings.trackedCron,
    otherCron: settings.otherCron,
  };
}

/** The form as the request body, or the fields that are not numbers where a number is needed. */
export function settingsUpdateOf(
  form: SettingsForm,
  notANumber: string,
): { update: Schemas['CollectorSettingsUpdate'] } | { errors: SettingsErrors } {
  const budget = form.monthlyBudgetUsd.trim();
  const rate = form.requestsPerMinute.trim();
  const errors: SettingsErrors = {};
  if (budget !== '' && !Number.isFinite(Number(budget))) errors.monthlyBudgetUsd = notANumber;
  if (rate === '' || !Number.isFinite(Number(rate))) errors.requestsPerMinute = notANumber;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    update: {
      monthlyBudgetUsd: budget === '' ? null : Number(budget),
      requestsPerMinute: Number(rate),
      trackedCron: form.trackedCron.trim(),
      otherCron: form.otherCron.trim(),
    },
  };
}

/** A 400's fields named `body.<field>` → the form's messages. */
export function settingsErrorsOf(error: unknown): SettingsErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors: SettingsErrors = {};
  for (const { field, message } of error.fields as FieldError[]) {
    const name = field.replace(/^body\./, '') as SettingsField;
    if (['monthlyBudgetUsd', 'requestsPerMinute', 'trackedCron', 'otherCron'].includes(name)) errors[name] = message;
  }
  return errors;
}

export const isFinished = (run: ImportRun) => run.status === 'done' || run.status === 'failed';

/**
 * Reads the run every IMPORT_POLL_MS until it is done or failed (or `signal` aborts), handing each
 * answer to `onUpdate`; resolves with the last one. A failed read rejects.
 */
export async function pollImportRun(
  read: () => Promise<ImportRunDetail>,
  onUpdate: (detail: ImportRunDetail) => void,
  signal: AbortSignal,
): Promise<ImportRunDetail | null> {
  for (;;) {
    if (signal.aborted) return null;
    const detail = await read();
    if (signal.aborted) return null;
    onUpdate(detail);
    if (isFinished(detail.run)) return detail;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, IMPORT_POLL_MS);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
