import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { hasUsage, maskKey, monthLabel, shareOfLimit, type ApiUsageData, type GenerateFailure } from './apiUsage';
import { API_USAGE_TEXT } from './apiUsageTexts';
import styles from './ApiUsageView.module.css';
import { UsageChart } from './UsageChart';
import { formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { ConfirmModal } from '../../../ui/Modal/Modal';
import type { FrameSection } from '../../shell/frameContext';
import { SectionFrame } from '../../shell/SectionFrame';

export type ApiUsageLoad = 'loading' | 'failed' | 'ready';
export type CopyOutcome = 'copied' | 'failed';

export interface ApiUsageViewProps {
  /** The page heading: the route title ('API Usage'). */
  title: string;
  section?: FrameSection;
  load: ApiUsageLoad;
  /** The key, the allowance and the months, once loaded. */
  data?: ApiUsageData | null;
  /** The whole key just generated on this visit (shown only now); null otherwise. */
  newKey?: string | null;
  /** The new key is shown whole rather than masked. */
  revealed?: boolean;
  generating?: boolean;
  /** The replace-your-key confirmation is open. */
  confirming?: boolean;
  generateFailure?: GenerateFailure | null;
  copyOutcome?: CopyOutcome | null;
  /** The upgrade page (route upgrade). */
  upgradeHref: string;
  /** The API documentation (route api:v2). */
  docsHref: string;
  onRetry: () => void;
  /** Generate pressed: asks first when a key exists (it is replaced). */
  onGenerate: () => void;
  onConfirmGenerate: () => void;
  onCancelGenerate: () => void;
  onToggleReveal: () => void;
  onCopy: () => void;
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * The API Usage page (route account:api; doc 1 §1 "api (usage)", §7 GetUserApiInfo,
 * GetApiMonthlyUsageData, GetGenerateApiKey, §9 the 10,000-row limit): the API key (masked; a key
 * generated now can be shown and copied, and replacing one asks first, since the old key stops
 * working), or an upgrade prompt when the plan has no API access; then the rows used per month
 * against the limit, as a chart with the same numbers in a table beside it.
 */
export function ApiUsageView({
  title,
  section,
  load,
  data = null,
  newKey = null,
  revealed = false,
  generating = false,
  confirming = false,
  generateFailure = null,
  copyOutcome = null,
  upgradeHref,
  docsHref,
  onRetry,
  onGenerate,
  onConfirmGenerate,
  onCancelGenerate,
  onToggleReveal,
  onCopy,
}: ApiUsageViewProps) {
  const ready = load === 'ready' && data !== null;
  return (
    <SectionFrame title={title} section={section} subtitle={API_USAGE_TEXT.lead}>
      <p role="status" className={styles.loading}>
        {load === 'loading' && API_USAGE_TEXT.loading}
      </p>
      <div role="alert">{load === 'failed' && <p className={styles.error}>{API_USAGE_TEXT.loadFailed}</p>}</div>
      {load === 'failed' && <Button onPress={onRetry}>{API_USAGE_TEXT.retry}</Button>}
      {ready && (
        <div className={styles.page}>
          <Section heading={API_USAGE_TEXT.keyHeading}>
            {!data.info.hasApiAccess || generateFailure === 'notEntitled' ? (
              <div className={styles.upsell}>
                <p className={styles.upsellHeading}>{API_USAGE_TEXT.upsellHeading}</p>
                <p>{fill(API_USAGE_TEXT.upsellBody, { limit: formatNumber(data.info.rowLimit) })}</p>
                <Link to={upgradeHref} className={styles.link}>
                  {API_USAGE_TEXT.upgradeLink}
                </Link>
              </div>
            ) : (
              <KeyPanel
                storedKey={data.info.apiKey}
                newKey={newKey}
                revealed={revealed}
                generating={generating}
                failed={generateFailure === 'failed'}
                copyOutcome={copyOutcome}
                onGenerate={onGenerate}
                onToggleReveal={onToggleReveal}
                onCopy={onCopy}
              />
            )}
            <p className={styles.docs}>
              <Link to={docsHref} className={styles.link}>
                {API_USAGE_TEXT.docsLink}
              </Link>
            </p>
          </Section>

          <Section heading={API_USAGE_TEXT.usageHeading}>
            <p className={styles.thisMonth}>
              {fill(API_USAGE_TEXT.thisMonth, {
                used: formatNumber(data.info.rowsUsedThisMonth),
                limit: formatNumber(data.info.rowLimit),
                share: shareOfLimit(data.info.rowsUsedThisMonth, data.info.rowLimit),
              })}
            </p>
            {hasUsage(data.months) ? (
              <div className={styles.usage}>
                <div className={styles.chart}>
                  <UsageChart months={data.months} />
                </div>
                <table className={styles.table}>
                  <caption className={styles.caption}>{API_USAGE_TEXT.tableCaption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{API_USAGE_TEXT.month}</th>
                      <th scope="col">{API_USAGE_TEXT.rowsUsed}</th>
                      <th scope="col">{API_USAGE_TEXT.rowLimit}</th>
                      <th scope="col">{API_USAGE_TEXT.share}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.months.map((m) => (
                      <tr key={m.month} className={m.rowsUsed > m.rowLimit ? styles.overRow : undefined}>
                        <th scope="row">{monthLabel(m.month)}</th>
                        <td>{formatNumber(m.rowsUsed)}</td>
                        <td>{formatNumber(m.rowLimit)}</td>
                        <td>{shareOfLimit(m.rowsUsed, m.rowLimit)}%</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className={styles.empty}>{API_USAGE_TEXT.noUsage}</p>
            )}
          </Section>
        </div>
      )}
      <ConfirmModal
        isOpen={confirming}
        title={API_USAGE_TEXT.confirmTitle}
        message={API_USAGE_TEXT.confirmMessage}
        confirmLabel={API_USAGE_TEXT.confirmGenerate}
        cancelLabel={API_USAGE_TEXT.keepKey}
        onConfirm={onConfirmGenerate}
        onCancel={onCancelGenerate}
      />
    </SectionFrame>
  );
}

interface KeyPanelProps {
  /** GetUserApiInfo's key: its first characters and an ellipsis, or null when none was generated. */
  storedKey: string | null;
  newKey: string | null;
  revealed: boolean;
  generating: boolean;
  failed: boolean;
  copyOutcome: CopyOutcome | null;
  onGenerate: () => void;
  onToggleReveal: () => void;
  onCopy: () => void;
}

function KeyPanel({
  storedKey,
  newKey,
  revealed,
  generating,
  failed,
  copyOutcome,
  onGenerate,
  onToggleReveal,
  onCopy,
}: KeyPanelProps) {
  const shown = newKey ? (revealed ? newKey : maskKey(newKey)) : storedKey;
  const status = copyOutcome === 'copied' ? API_USAGE_TEXT.copied : newKey ? API_USAGE_TEXT.generated : '';
  return (
    <div className={styles.keyPanel}>
      {shown === null ? (
        <p className={styles.noKey}>{API_USAGE_TEXT.noKey}</p>
      ) : (
        <div className={styles.keyRow}>
          <span className={styles.keyLabel}>{API_USAGE_TEXT.keyLabel}</span>
          <code className={styles.key} data-testid="api-key">
            {shown}
          </code>
        </div>
      )}
      {shown !== null && !newKey && <p className={styles.note}>{API_USAGE_TEXT.storedKeyNote}</p>}
      <div className={styles.actions}>
        {newKey && (
          <>
            <Button variant="secondary" aria-pressed={revealed} onPress={onToggleReveal}>
              {revealed ? API_USAGE_TEXT.hide : API_USAGE_TEXT.show}
            </Button>
            <Button variant="secondary" onPress={onCopy}>
              {API_USAGE_TEXT.copy}
            </Button>
          </>
        )}
        <Button
          variant={shown === null ? 'primary' : 'secondary'}
          isLoading={generating}
          loadingLabel={API_USAGE_TEXT.generating}
          onPress={onGenerate}
        >
          {shown === null ? API_USAGE_TEXT.generate : API_USAGE_TEXT.regenerate}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <div role="alert">
        {(failed || copyOutcome === 'failed') && (
          <p className={styles.error}>{failed ? API_USAGE_TEXT.generateFailed : API_USAGE_TEXT.copyFailed}</p>
        )}
      </div>
    </div>
  );
}
