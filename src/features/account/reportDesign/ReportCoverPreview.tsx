import { useId, type CSSProperties, type ReactNode } from 'react';

import styles from './ReportCoverPreview.module.css';
import { textColorOn, type ReportDesignDraft, type ReportDesignName } from './reportDesignModel';
import { REPORT_DESIGN_TEXT } from './reportDesignTexts';
import { fill } from '../../../lib/spec/text';

export interface ReportCoverPreviewProps {
  /** The design to draw; its colours must be #rrggbb (the form passes the last valid ones). */
  design: ReportDesignDraft;
  /** A small drawing of the design alone (no text, hidden from assistive technology), for the design picker. */
  thumbnail?: boolean;
}

/** The shapes of each design, on an A4 page of 210 × 297 units. Ours: the spec names the designs only. */
const ART: Readonly<Record<ReportDesignName, ReactNode>> = {
  Surf: (
    <>
      <path d="M0 218 C 50 196, 110 244, 210 212 L210 297 L0 297 Z" fill="var(--cover-accent)" />
      <path d="M0 238 C 60 214, 130 268, 210 236 L210 297 L0 297 Z" fill="var(--cover-primary)" />
    </>
  ),
  Executive: (
    <>
      <rect x="0" y="0" width="80" height="297" fill="var(--cover-primary)" />
      <rect x="80" y="0" width="4" height="297" fill="var(--cover-accent)" />
    </>
  ),
  Arc: (
    <>
      <circle cx="210" cy="0" r="112" fill="none" stroke="var(--cover-accent)" strokeWidth="7" />
      <circle cx="210" cy="0" r="94" fill="var(--cover-primary)" />
    </>
  ),
  Slate: (
    <>
      <rect x="0" y="0" width="210" height="297" fill="var(--cover-primary)" />
      <rect x="0" y="0" width="9" height="297" fill="var(--cover-accent)" />
    </>
  ),
  Whiteboard: (
    <rect x="7" y="7" width="196" height="283" fill="none" stroke="var(--cover-primary)" strokeWidth="6" rx="4" />
  ),
  Zest: (
    <>
      <polygon points="118,0 210,0 210,92" fill="var(--cover-accent)" />
      <polygon points="0,297 0,218 84,297" fill="var(--cover-primary)" />
    </>
  ),
  Harmony: (
    <>
      <rect x="0" y="0" width="210" height="132" fill="var(--cover-primary)" />
      <circle cx="168" cy="132" r="22" fill="var(--cover-accent)" />
    </>
  ),
  White: <rect x="0" y="288" width="210" height="9" fill="var(--cover-accent)" />,
};

/**
 * A report cover drawn in one of the eight designs (doc 2 §3) with the account's colours, logo,
 * company name and preparer, as white-label PDF reports start: the live preview of the Report
 * Design page. Text on the main colour is black or white, whichever contrasts more.
 */
export function ReportCoverPreview({ design, thumbnail = false }: ReportCoverPreviewProps) {
  const captionId = useId();
  const colors = {
    '--cover-primary': design.primaryColor,
    '--cover-accent': design.accentColor,
    '--cover-on-primary': textColorOn(design.primaryColor),
  } as CSSProperties;
  const art = (
    <svg className={styles.art} viewBox="0 0 210 297" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="210" height="297" fill="#ffffff" />
      {ART[design.styleId]}
    </svg>
  );
  const designClass = styles[design.styleId.toLowerCase()];

  if (thumbnail) {
    return (
      <span className={[styles.cover, styles.thumbnail].join(' ')} style={colors} aria-hidden="true">
        {art}
      </span>
    );
  }

  const company = design.companyName.trim();
  const preparedBy = design.preparedBy.trim();
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <div className={[styles.cover, styles.full, designClass].join(' ')} style={colors}>
        {art}
        <div className={styles.brand}>
          {design.logo && <img className={styles.logo} src={design.logo} alt={REPORT_DESIGN_TEXT.logoPreviewAlt} />}
          <p className={company ? styles.company : [styles.company, styles.placeholder].join(' ')}>
            {company || REPORT_DESIGN_TEXT.companyPlaceholder}
          </p>
        </div>
        <div className={styles.heading}>
          <p className={styles.subject}>{REPORT_DESIGN_TEXT.sampleSubject}</p>
          <p className={styles.title}>{REPORT_DESIGN_TEXT.sampleTitle}</p>
          <span className={styles.rule} aria-hidden="true" />
        </div>
        <div className={styles.meta}>
          {preparedBy && <p>{fill(REPORT_DESIGN_TEXT.preparedByLine, { name: preparedBy })}</p>}
          <p>{REPORT_DESIGN_TEXT.sampleDate}</p>
        </div>
      </div>
      <figcaption id={captionId} className={styles.caption}>
        {fill(REPORT_DESIGN_TEXT.previewLabel, { design: design.styleId })}
      </figcaption>
    </figure>
  );
}
