import { Link } from 'react-router-dom';

import { keywordCountText, LISTED_KEYWORDS, REQUESTED_KEYWORDS_GROUP } from './requestKeywords';
import type { FinishedRequest, ProjectRef } from './requestKeywordsDraft';
import { RequestKeywordsWizard } from './RequestKeywordsWizard';
import styles from './RequestKeywordsWizard.module.css';
import { REQUEST_STEPS_TEXT } from './texts';
import { fill } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import type { FrameSection } from '../../shell/frameContext';

export interface ConfirmStepViewProps {
  /** The page heading: the route title. */
  title: string;
  section?: FrameSection;
  /** The keywords of the request. */
  keywords: readonly string[];
  /** The project chosen in step 2, to confirm; null once the request is finished. */
  project: ProjectRef | null;
  /** The request is done: the project that has the keywords and the import's message. */
  finished: FinishedRequest | null;
  onConfirm: () => void;
  isSubmitting?: boolean;
  /** Why the last attempt to add the keywords failed (the import not available yet, say). */
  failure?: string | null;
  /** Step 2 (choose another project). */
  backHref: string;
  /** The project that has the keywords (once finished). */
  projectHref?: string | null;
  /** The requested keywords page. */
  requestsHref: string;
  /** Step 1 of a new request. */
  requestMoreHref: string;
}

/**
 * Step 3 of a keyword request (route account:requestkeywords:step-3; doc 1 §7 "or to an existing
 * project after confirmation"): the keywords and the project they are about to join, in its group
 * 'Requested Keywords', with the button that adds them; then the finished request, with the
 * import's outcome and links to the project, the requested keywords and a new request.
 */
export function ConfirmStepView({
  title,
  section,
  keywords,
  project,
  finished,
  onConfirm,
  isSubmitting = false,
  failure = null,
  backHref,
  projectHref = null,
  requestsHref,
  requestMoreHref,
}: ConfirmStepViewProps) {
  const group = REQUESTED_KEYWORDS_GROUP;

  if (finished) {
    const name = finished.project.name;
    return (
      <RequestKeywordsWizard title={title} section={section} step={3} isFinished>
        <div role="status" className={styles.form}>
          <h2 className={styles.heading}>{fill(REQUEST_STEPS_TEXT.doneHeading, { project: name })}</h2>
          <p className={styles.success}>{finished.message}</p>
          <p className={styles.lead}>{fill(REQUEST_STEPS_TEXT.doneLead, { group })}</p>
        </div>
        <div className={styles.links}>
          {projectHref && (
            <Link className={styles.primaryLink} to={projectHref}>
              {fill(REQUEST_STEPS_TEXT.openProject, { project: name })}
            </Link>
          )}
          <Link className={styles.secondaryLink} to={requestsHref}>
            {REQUEST_STEPS_TEXT.seeRequests}
          </Link>
          <Link className={styles.back} to={requestMoreHref}>
            {REQUEST_STEPS_TEXT.requestMore}
          </Link>
        </div>
      </RequestKeywordsWizard>
    );
  }

  const name = project?.name ?? '';
  const listed = keywords.slice(0, LISTED_KEYWORDS);
  const unlisted = keywords.length - listed.length;
  return (
    <RequestKeywordsWizard title={title} section={section} step={3}>
      <div className={styles.form} aria-busy={isSubmitting || undefined}>
        <h2 className={styles.heading}>{fill(REQUEST_STEPS_TEXT.confirmHeading, { project: name })}</h2>
        <p className={styles.lead}>
          {fill(REQUEST_STEPS_TEXT.confirmLead, { keywords: keywordCountText(keywords.length), project: name, group })}
        </p>
        <ul className={styles.keywordList} aria-label={REQUEST_STEPS_TEXT.keywordsListLabel}>
          {listed.map((keyword) => (
            <li key={keyword}>{keyword}</li>
          ))}
        </ul>
        {unlisted > 0 && <p className={styles.more}>{fill(REQUEST_STEPS_TEXT.moreKeywords, { count: unlisted })}</p>}
        <div role="alert" className={styles.alerts}>
          {failure && <p className={styles.error}>{failure}</p>}
        </div>
        <div className={styles.actions}>
          <Link className={styles.back} to={backHref}>
            {REQUEST_STEPS_TEXT.chooseAnother}
          </Link>
          <Button isLoading={isSubmitting} loadingLabel={REQUEST_STEPS_TEXT.adding} onPress={onConfirm}>
            {REQUEST_STEPS_TEXT.confirm}
          </Button>
        </div>
      </div>
    </RequestKeywordsWizard>
  );
}
