import { Link } from 'react-router-dom';

import { ReportCoverPreview } from './ReportCoverPreview';
import { ReportDesignForm } from './ReportDesignForm';
import {
  draftOf,
  IDLE_STATUS,
  type ReportDesignDraft,
  type ReportDesignSettings,
  type ReportDesignStatus,
} from './reportDesignModel';
import { REPORT_DESIGN_TEXT } from './reportDesignTexts';
import styles from './ReportDesignView.module.css';
import { WHITE_LABEL_REQUIRED_PLAN } from '../../../lib/spec/purchase';
import { fill } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import type { FrameSection } from '../../shell/frameContext';
import { SectionFrame } from '../../shell/SectionFrame';

export type ReportDesignLoad = 'loading' | 'failed' | 'ready';

export interface ReportDesignViewProps {
  /** The page heading: the route title ('Report Design'). */
  title: string;
  section?: FrameSection;
  load: ReportDesignLoad;
  /** The account's design, once loaded. */
  settings?: ReportDesignSettings | null;
  status?: ReportDesignStatus;
  /** The upgrade page (route upgrade). */
  upgradeHref: string;
  onRetry: () => void;
  onSave: (draft: ReportDesignDraft) => void;
  /** For stories and tests: how a chosen logo file is read (default the browser's FileReader). */
  readLogo?: (file: File) => Promise<string>;
}

/**
 * The Report Design page (route account:reportdesign): the logo, colours and names that brand
 * white-label PDF reports (doc 2 §3 designs; our design). An account with white-label reports
 * edits them beside a live cover preview; any other sees why it cannot, the cover as it stands,
 * and a link to upgrade (doc 1 §6: white-label reports need the Professional plan).
 */
export function ReportDesignView({
  title,
  section,
  load,
  settings = null,
  status = IDLE_STATUS,
  upgradeHref,
  onRetry,
  onSave,
  readLogo,
}: ReportDesignViewProps) {
  const ready = load === 'ready' && settings !== null;
  return (
    <SectionFrame title={title} section={section} subtitle={REPORT_DESIGN_TEXT.lead}>
      <p role="status" className={styles.loading}>
        {load === 'loading' && REPORT_DESIGN_TEXT.loading}
      </p>
      <div role="alert">{load === 'failed' && <p className={styles.error}>{REPORT_DESIGN_TEXT.loadFailed}</p>}</div>
      {load === 'failed' && <Button onPress={onRetry}>{REPORT_DESIGN_TEXT.retry}</Button>}
      {ready &&
        (settings.canEdit ? (
          <ReportDesignForm
            settings={settings}
            status={status}
            upgradeHref={upgradeHref}
            onSave={onSave}
            {...(readLogo ? { readLogo } : {})}
          />
        ) : (
          <div className={styles.layout}>
            <section className={styles.upsell} aria-labelledby="report-design-upsell">
              <h2 id="report-design-upsell" className={styles.upsellHeading}>
                {REPORT_DESIGN_TEXT.upsellHeading}
              </h2>
              <p>{fill(REPORT_DESIGN_TEXT.upsellBody, { plan: WHITE_LABEL_REQUIRED_PLAN })}</p>
              <Link to={upgradeHref} className={styles.upgradeLink}>
                {REPORT_DESIGN_TEXT.upgradeLink}
              </Link>
            </section>
            <div className={styles.previewPane}>
              <ReportCoverPreview design={draftOf(settings)} />
            </div>
          </div>
        ))}
    </SectionFrame>
  );
}
