import { useState } from 'react';

import {
  activeTarget,
  addKeywordAccess,
  afterKeywordAdd,
  keywordAddRequest,
  NO_GROUP_OR_LABEL,
  type AddTarget,
} from './addToProject';
import { AddToProjectButton } from './AddToProjectButton';
import { ADD_TO_PROJECT_TEXT } from './addToProjectTexts';
import { useAddFlow } from './useAddFlow';
import { deleteGroup, getGroups, getKeywordCount, getLabels, importKeywords } from '../../../api/keywords';
import type { components } from '../../../api/schema.gen';
import { removeTermIds } from '../../../api/workspace';
import { fill } from '../../../lib/spec/text';
import { user } from '../../../state/user';
import { toast } from '../../../ui/Toasts/Toasts';
import { importOutcome, undoMessage } from '../keywords/keywordImport';
import { KEYWORD_TEXT } from '../keywords/keywordTexts';
import type { Project } from '../panel/panelProjects';
import { panelState } from '../panel/panelState';
import { announceChange } from '../workspaceChanges';

type KeywordImportResponse = components['schemas']['KeywordImportResponse'];

/** The active group and label of the panel by name, when the add goes to the active project. */
async function activeTargetIn(project: Project): Promise<AddTarget> {
  const { activeProjectId, activeGroupHash, activeLabelHash } = panelState;
  if (project.id !== activeProjectId || (!activeGroupHash && !activeLabelHash)) return NO_GROUP_OR_LABEL;
  const [groups, labels] = await Promise.all([
    activeGroupHash ? getGroups({ projectId: project.id }) : [],
    activeLabelHash ? getLabels({ projectId: project.id }) : [],
  ]);
  return activeTarget({ activeGroupHash, activeLabelHash }, groups, labels);
}

export interface AddKeywordButtonProps {
  /** The keyword as the research row shows it. */
  term: string;
  /** Picks the undo confirmation; Math.random unless a story or test gives another. */
  random?: () => number;
}

/**
 * The Add-keyword button of a research row (doc 2 §4). Logged out: the login/sign-up prompt. Not
 * full: the panel opens on its upsell (doc 2 §1). Full: the keyword is added to the active project,
 * and to the active group or label, as the keyword import adds (NO_PROJECTS opens create-project,
 * NO_PROJECT_SELECTED the select-project modal; the outcome is the import's message). A success
 * turns the button into Undo, which removes the term; with no group or label active the panel
 * shows the project's keyword list.
 */
export function AddKeywordButton({ term, random }: AddKeywordButtonProps) {
  const flow = useAddFlow();
  const [added, setAdded] = useState<{ project: Project; response: KeywordImportResponse } | null>(null);

  const add = (chosen?: Project) =>
    flow.busyWhile(async () => {
      const project = await flow.projectFor(chosen, (picked) => void add(picked));
      if (!project) return;
      const target = await activeTargetIn(project);
      const response = await importKeywords(keywordAddRequest(project.id, term, target));
      // The panel may be showing this project's keywords, groups or labels.
      announceChange('keywords', project.id);
      const counts = response.hasReachedLimit ? await getKeywordCount().catch(() => undefined) : undefined;
      const outcome = importOutcome(response, {
        terms: [term],
        projectName: project.projectName,
        ...target,
        usedCount: counts?.usedCount,
        totalCount: counts?.totalCount,
      });
      const message = outcome.detail ? `${outcome.message} ${outcome.detail}` : outcome.message;
      if (outcome.isError) toast.error(message);
      else toast.info(message);
      const next = afterKeywordAdd(outcome, target);
      if (next.offersUndo && flow.isMounted()) setAdded({ project, response });
      if (next.opensKeywordList) flow.openPanel({ view: 'keyword-list', params: { projectId: project.id } });
    }, ADD_TO_PROJECT_TEXT.keywordFailed);

  // doc 2 §4 — Undo removes the term (and a group the add created) and says so at random.
  const undo = ({ project, response }: NonNullable<typeof added>) =>
    flow.busyWhile(async () => {
      await removeTermIds({ projectId: project.id, termIdsCsv: response.termIdsCsv });
      if (response.groupHashCsv !== '')
        await deleteGroup({ projectId: project.id, groupHashCsv: response.groupHashCsv });
      announceChange('keywords', project.id);
      toast.info(undoMessage(random));
      if (flow.isMounted()) setAdded(null);
    }, KEYWORD_TEXT.undoFailed);

  function press() {
    if (added) {
      void undo(added);
      return;
    }
    const access = addKeywordAccess(user);
    if (access === 'prompt') flow.showPrompt();
    // The panel shows a user who is not full its upsell, whatever the view.
    else if (access === 'upsell') flow.openPanel({ view: 'projects', params: {} });
    else void add();
  }

  return (
    <>
      <AddToProjectButton
        mode={added ? 'undo' : 'add'}
        label={fill(added ? ADD_TO_PROJECT_TEXT.undoKeyword : ADD_TO_PROJECT_TEXT.addKeyword, { term })}
        isBusy={flow.isBusy}
        busyLabel={ADD_TO_PROJECT_TEXT.adding}
        onPress={press}
      />
      {flow.dialogs}
    </>
  );
}

export default AddKeywordButton;
