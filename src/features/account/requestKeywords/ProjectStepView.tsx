import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { PROJECT_NAME_MAX_LENGTH, queuedSummary, REQUESTED_KEYWORDS_GROUP } from './requestKeywords';
import type { ProjectRef, RequestTarget } from './requestKeywordsDraft';
import { RequestKeywordsWizard } from './RequestKeywordsWizard';
import styles from './RequestKeywordsWizard.module.css';
import { REQUEST_STEPS_TEXT } from './texts';
import { normalizeDomain } from '../../../lib/onboarding';
import { fill, TEXT } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { RadioGroup, type ChoiceOption } from '../../../ui/Choices/RadioGroup';
import { Input } from '../../../ui/Input/Input';
import { Select } from '../../../ui/Select/Select';
import type { FormFailure } from '../../shell/formFailure';
import type { FrameSection } from '../../shell/frameContext';
import type { LoadState } from '../../shell/useLoader';
import { useFailureUntilEdited } from '../../shell/useServerFieldMessages';

/** The fields of step 2 a failed call may name (CreateProject's projectName and primaryDomainName). */
export type ProjectField = 'projectName' | 'primaryDomainName' | 'projectId';

/** What step 2 holds: where the keywords go, and the new project or the chosen one. */
export interface ProjectChoice {
  target: RequestTarget;
  projectName: string;
  domain: string;
  existingProjectId: string | null;
}

export interface ProjectStepViewProps extends ProjectChoice {
  /** The page heading: the route title. */
  title: string;
  section?: FrameSection;
  /** The keywords of the request, and how many of them the server newly queued. */
  requestedCount: number;
  addedCount: number;
  onChange: (change: Partial<ProjectChoice>) => void;
  /** The user's projects (GetProjects), for "a project you have". */
  projectsLoad: LoadState;
  projects: readonly ProjectRef[];
  onRetryProjects: () => void;
  /** Called once the step's rules hold: create the project and add the keywords, or go on to confirm. */
  onSubmit: () => void;
  isSubmitting?: boolean;
  /** The last failed call: its text in the alert region, field messages beside their fields. */
  failure?: FormFailure<ProjectField> | null;
  /** Step 1 (the keywords, kept). */
  backHref: string;
}

const TARGETS = [
  { value: 'new', label: REQUEST_STEPS_TEXT.targetNew },
  { value: 'existing', label: REQUEST_STEPS_TEXT.targetExisting },
] as const satisfies readonly ChoiceOption<RequestTarget>[];

/** The messages of step 2's own rules, by field. */
function problemsOf(choice: ProjectChoice): Partial<Record<ProjectField, string>> {
  if (choice.target === 'existing') {
    return choice.existingProjectId ? {} : { projectId: REQUEST_STEPS_TEXT.projectRequired };
  }
  return {
    ...(choice.projectName.trim() ? {} : { projectName: REQUEST_STEPS_TEXT.projectNameRequired }),
    ...(choice.domain.trim() && !normalizeDomain(choice.domain)
      ? { primaryDomainName: REQUEST_STEPS_TEXT.domainInvalid }
      : {}),
  };
}

/**
 * Step 2 of a keyword request (route account:requestkeywords:step-2; doc 1 §7, doc 2 §6): the
 * request the server took, and where its keywords go — a new project (name, optional domain),
 * created and filled at once, or a project the user has, confirmed in step 3. Either way they go
 * into the project's group 'Requested Keywords'.
 */
export function ProjectStepView({
  title,
  section,
  requestedCount,
  addedCount,
  target,
  projectName,
  domain,
  existingProjectId,
  onChange,
  projectsLoad,
  projects,
  onRetryProjects,
  onSubmit,
  isSubmitting = false,
  failure = null,
  backHref,
}: ProjectStepViewProps) {
  const [attempted, setAttempted] = useState(false);
  const server = useFailureUntilEdited(failure);

  const choice = { target, projectName, domain, existingProjectId };
  const problems = problemsOf(choice);
  const hasProblems = Object.keys(problems).length > 0;
  const messageOf = (field: ProjectField) => (attempted ? problems[field] : undefined) ?? server.messageOf(field);
  const change = (field: ProjectField, next: Partial<ProjectChoice>) => {
    onChange(next);
    server.markEdited(field);
  };
  const summary = attempted && hasProblems ? TEXT.checkFieldsInRed : (failure?.message ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!hasProblems && !isSubmitting) onSubmit();
  };

  const projectMessage = messageOf('projectId');
  return (
    <RequestKeywordsWizard title={title} section={section} step={2}>
      <form
        className={styles.form}
        noValidate
        onSubmit={submit}
        aria-label={title}
        aria-busy={isSubmitting || undefined}
      >
        <p className={styles.summary}>{queuedSummary(requestedCount, addedCount)}</p>
        <p className={styles.lead}>{fill(REQUEST_STEPS_TEXT.projectLead, { group: REQUESTED_KEYWORDS_GROUP })}</p>
        <div role="alert" className={styles.alerts}>
          {summary && <p className={styles.error}>{summary}</p>}
        </div>
        <div className={styles.fields}>
          <RadioGroup<RequestTarget>
            label={REQUEST_STEPS_TEXT.targetLabel}
            orientation="horizontal"
            options={TARGETS}
            value={target}
            onChange={(next) => {
              setAttempted(false);
              onChange({ target: next });
            }}
          />
          {target === 'new' && (
            <>
              <Input
                label={REQUEST_STEPS_TEXT.projectNameLabel}
                name="projectName"
                value={projectName}
                onChange={(next) => change('projectName', { projectName: next })}
                isRequired
                maxLength={PROJECT_NAME_MAX_LENGTH}
                validationState={messageOf('projectName') ? 'invalid' : 'normal'}
                message={messageOf('projectName')}
              />
              <Input
                label={REQUEST_STEPS_TEXT.domainLabel}
                name="primaryDomainName"
                value={domain}
                onChange={(next) => change('primaryDomainName', { domain: next })}
                autoComplete="url"
                placeholder="example.com"
                validationState={messageOf('primaryDomainName') ? 'invalid' : 'normal'}
                message={messageOf('primaryDomainName') ?? REQUEST_STEPS_TEXT.domainHint}
              />
            </>
          )}
          {target === 'existing' && (
            <>
              <div role="status" className={styles.status}>
                {projectsLoad === 'loading' && <p className={styles.muted}>{REQUEST_STEPS_TEXT.projectsLoading}</p>}
              </div>
              {projectsLoad === 'failed' && (
                <>
                  <p className={styles.error}>{REQUEST_STEPS_TEXT.projectsFailed}</p>
                  <Button className={styles.retry} variant="secondary" onPress={onRetryProjects}>
                    {REQUEST_STEPS_TEXT.retry}
                  </Button>
                </>
              )}
              {projectsLoad === 'ready' && projects.length === 0 && (
                <p className={styles.notice}>{REQUEST_STEPS_TEXT.noProjects}</p>
              )}
              {projectsLoad === 'ready' && projects.length > 0 && (
                <>
                  <Select
                    label={REQUEST_STEPS_TEXT.projectLabel}
                    options={projects.map((p) => ({ value: p.id, label: p.name }))}
                    value={existingProjectId}
                    onChange={(id) => change('projectId', { existingProjectId: id })}
                    max={false}
                    placeholder={REQUEST_STEPS_TEXT.projectPlaceholder}
                  />
                  {projectMessage && <p className={styles.fieldError}>{projectMessage}</p>}
                </>
              )}
            </>
          )}
        </div>
        <div className={styles.actions}>
          <Link className={styles.back} to={backHref}>
            {REQUEST_STEPS_TEXT.back}
          </Link>
          <Button
            type="submit"
            isLoading={isSubmitting}
            loadingLabel={REQUEST_STEPS_TEXT.adding}
            isDisabled={target === 'existing' && (projectsLoad !== 'ready' || projects.length === 0)}
          >
            {target === 'new' ? REQUEST_STEPS_TEXT.createAndAdd : REQUEST_STEPS_TEXT.continue}
          </Button>
        </div>
      </form>
    </RequestKeywordsWizard>
  );
}
