import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';

import { ConfirmStepView } from './ConfirmStepView';
import { KeywordsStepView, type KeywordsField } from './KeywordsStepView';
import { ProjectStepView, type ProjectChoice, type ProjectField } from './ProjectStepView';
import { importFailureText, importOutcome, keywordsCsv, REQUESTED_KEYWORDS_GROUP } from './requestKeywords';
import {
  draftForStep,
  EMPTY_REQUEST_DRAFT,
  readRequestDraft,
  stepToReturnTo,
  writeRequestDraft,
  type ProjectRef,
  type RequestKeywordsDraft,
  type RequestStep,
} from './requestKeywordsDraft';
import { REQUEST_STEPS_TEXT } from './texts';
import { ApiError } from '../../../api/client';
import { importKeywords } from '../../../api/keywords';
import { addRequestedKeywords } from '../../../api/nsa-account';
import { createProject, getProjects } from '../../../api/projects';
import { normalizeDomain } from '../../../lib/onboarding';
import { TEXT } from '../../../lib/spec/text';
import { user } from '../../../state';
import { formFailureFrom, type FormFailure } from '../../shell/formFailure';
import { useFrame } from '../../shell/frameContext';
import { useLinkTo, type LinkName } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';
import { useMountedRef } from '../../shell/useMountedRef';

const STEP_ROUTES: Readonly<Record<RequestStep, LinkName>> = {
  1: 'account:requestkeywords:step-1',
  2: 'account:requestkeywords:step-2',
  3: 'account:requestkeywords:step-3',
};

const PROJECT_FIELDS: readonly ProjectField[] = ['projectName', 'primaryDomainName', 'projectId'];

/** A refused CreateProject: its query fields stand for step 2's fields; a taken name stands beside the name. */
function createFailureOf(error: unknown): FormFailure<ProjectField> {
  if (error instanceof ApiError && error.status === 409) {
    return { message: TEXT.checkFieldsInRed, fields: { projectName: error.message } };
  }
  const named =
    error instanceof ApiError && error.status === 400
      ? new ApiError(400, error.message, {
          fields: error.fields.map((f) => ({ ...f, field: f.field.replace(/^query\./, 'body.') })),
        })
      : error;
  return formFailureFrom(named, PROJECT_FIELDS, REQUEST_STEPS_TEXT.createFailed);
}

/** The outcome of adding the request's keywords to a project: finished, or the alert saying why not. */
type AddResult = { finished: true; message: string } | { finished: false; failure: string };

async function addToProject(project: ProjectRef, keywords: readonly string[]): Promise<AddResult> {
  try {
    const result = await importKeywords({
      projectId: project.id,
      termCsv: keywordsCsv(keywords),
      groupNameCsv: REQUESTED_KEYWORDS_GROUP,
    });
    const outcome = importOutcome(result, project.name, keywords);
    return outcome.kind === 'done'
      ? { finished: true, message: outcome.message }
      : { finished: false, failure: outcome.message };
  } catch (error) {
    return { finished: false, failure: importFailureText(error, project.name) };
  }
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Routes account:requestkeywords:step-1, step-2 and step-3 (doc 1 §7 AddRequestedKeywords and the
 * requested-keywords flow; doc 2 §6): one step each, the request kept in the tab
 * (requestKeywordsDraft) between them. Step 1 sends the keywords (AddRequestedKeywords); step 2
 * creates a new project (CreateProject) and adds the keywords to its group 'Requested Keywords'
 * (KeywordActions/Import), or picks a project the user has (GetProjects); step 3 confirms adding
 * them to that project, then shows the finished request. A step opened without what it needs sends
 * the user back to the step that provides it.
 */
export function RequestKeywordsScreen({ step }: { step: RequestStep }) {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const navigate = useNavigate();
  const mounted = useMountedRef();
  const { userId } = useSnapshot(user);
  const [draft, setDraft] = useState<RequestKeywordsDraft>(() => draftForStep(step, readRequestDraft(userId)));
  const [isSubmitting, setSubmitting] = useState(false);
  const [keywordsFailure, setKeywordsFailure] = useState<FormFailure<KeywordsField> | null>(null);
  const [projectFailure, setProjectFailure] = useState<FormFailure<ProjectField> | null>(null);
  const [confirmFailure, setConfirmFailure] = useState<string | null>(null);
  // Only step 2 lists the user's projects (for "a project you have"); the other steps read nothing.
  const projects = useLoader(
    () =>
      step === 2
        ? getProjects().then((list): ProjectRef[] => list.map((p) => ({ id: p.id, name: p.projectName })))
        : Promise.resolve<ProjectRef[]>([]),
    [] as ProjectRef[],
    [step],
  );

  const returnTo = stepToReturnTo(step, draft);
  useEffect(() => {
    if (returnTo !== null) void navigate(linkTo(STEP_ROUTES[returnTo]), { replace: true });
    // Checked when a step opens: what the step itself changes never sends the user away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const save = (next: RequestKeywordsDraft) => {
    writeRequestDraft(userId, next);
    setDraft(next);
  };
  const change = (next: Partial<RequestKeywordsDraft>) => {
    setDraft((previous) => {
      const updated = { ...previous, ...next };
      writeRequestDraft(userId, updated);
      return updated;
    });
  };
  /** The keywords are in `project`: the request is over, only its outcome stays for step 3. */
  const finish = (project: ProjectRef, message: string) => {
    save({ ...EMPTY_REQUEST_DRAFT, finished: { project, message } });
  };

  const sendRequest = async (keywords: string[]) => {
    setSubmitting(true);
    setKeywordsFailure(null);
    try {
      const result = await addRequestedKeywords({ termsCsv: keywordsCsv(keywords) });
      if (!mounted.current) return;
      save({ ...draft, requested: keywords, addedCount: Math.min(result.addedCount, keywords.length), finished: null });
      void navigate(linkTo(STEP_ROUTES[2]));
    } catch (error) {
      if (!mounted.current) return;
      setKeywordsFailure(formFailureFrom(error, ['termsCsv'], REQUEST_STEPS_TEXT.sendFailed));
      setSubmitting(false);
    }
  };

  const createAndAdd = async () => {
    setSubmitting(true);
    setProjectFailure(null);
    const name = draft.projectName.trim();
    // A project this request created before (its import failed) is filled instead of making another.
    let project = draft.createdProject && sameName(draft.createdProject.name, name) ? draft.createdProject : null;
    let current = draft;
    if (!project) {
      const domain = normalizeDomain(draft.domain);
      try {
        const { id } = await createProject({ projectName: name, ...(domain ? { primaryDomainName: domain } : {}) });
        project = { id, name };
      } catch (error) {
        if (!mounted.current) return;
        setProjectFailure(createFailureOf(error));
        setSubmitting(false);
        return;
      }
      current = { ...draft, createdProject: project };
      writeRequestDraft(userId, current);
    }
    const added = await addToProject(project, draft.requested);
    if (added.finished) {
      finish(project, added.message);
      if (mounted.current) void navigate(linkTo(STEP_ROUTES[3]));
      return;
    }
    if (!mounted.current) return;
    setDraft(current);
    setProjectFailure({ message: added.failure, fields: {} });
    setSubmitting(false);
  };

  const confirm = async () => {
    const project = draft.existingProject;
    if (!project) return;
    setSubmitting(true);
    setConfirmFailure(null);
    const added = await addToProject(project, draft.requested);
    if (added.finished) finish(project, added.message);
    else if (mounted.current) setConfirmFailure(added.failure);
    if (mounted.current) setSubmitting(false);
  };

  // A step without what it needs shows nothing while it sends the user back.
  if (returnTo !== null) return null;

  if (step === 1) {
    return (
      <KeywordsStepView
        title={title}
        section={section}
        keywordsText={draft.keywordsText}
        onKeywordsTextChange={(keywordsText) => change({ keywordsText })}
        onSubmit={(keywords) => void sendRequest(keywords)}
        isSubmitting={isSubmitting}
        failure={keywordsFailure}
        backHref={linkTo('account:requestkeywords')}
      />
    );
  }

  if (step === 2) {
    const onChange = (next: Partial<ProjectChoice>) => {
      const { existingProjectId, ...rest } = next;
      const chosen =
        existingProjectId === undefined ? undefined : projects.data.find((p) => p.id === existingProjectId);
      change({ ...rest, ...(chosen ? { existingProject: chosen } : {}) });
    };
    return (
      <ProjectStepView
        title={title}
        section={section}
        requestedCount={draft.requested.length}
        addedCount={draft.addedCount}
        target={draft.target}
        projectName={draft.projectName}
        domain={draft.domain}
        // A project chosen before that is no longer listed is no choice.
        existingProjectId={
          projects.load === 'ready' && projects.data.some((p) => p.id === draft.existingProject?.id)
            ? (draft.existingProject?.id ?? null)
            : null
        }
        onChange={onChange}
        projectsLoad={projects.load}
        projects={projects.data}
        onRetryProjects={projects.retry}
        onSubmit={() => {
          if (draft.target === 'new') void createAndAdd();
          else void navigate(linkTo(STEP_ROUTES[3]));
        }}
        isSubmitting={isSubmitting}
        failure={projectFailure}
        backHref={linkTo(STEP_ROUTES[1])}
      />
    );
  }

  return (
    <ConfirmStepView
      title={title}
      section={section}
      keywords={draft.requested}
      project={draft.existingProject}
      finished={draft.finished}
      onConfirm={() => void confirm()}
      isSubmitting={isSubmitting}
      failure={confirmFailure}
      backHref={linkTo(STEP_ROUTES[2])}
      projectHref={draft.finished ? linkTo('hq', undefined, { projectId: draft.finished.project.id }) : null}
      requestsHref={linkTo('account:requestkeywords')}
      requestMoreHref={linkTo(STEP_ROUTES[1])}
    />
  );
}
