import { useState } from 'react';

import { addUrlAccess, linkDetailsLocation, pageNameOf } from './addToProject';
import { AddToProjectButton } from './AddToProjectButton';
import { ADD_TO_PROJECT_TEXT } from './addToProjectTexts';
import { useAddFlow } from './useAddFlow';
import { importPageUrl } from '../../../api/workspace';
import { fill } from '../../../lib/spec/text';
import { user } from '../../../state/user';
import type { Project } from '../panel/panelProjects';
import type { PanelLocation } from '../panel/panelState';
import { announceChange } from '../workspaceChanges';

export interface AddUrlButtonProps {
  /** The page's full URL (with its scheme). */
  fullUrl: string;
}

/**
 * The Add-URL button of a research row (doc 2 §4). Logged out: the login/sign-up prompt. Any
 * logged-in user, full or not: the page is imported into the active project (no projects: the
 * create-project panel opens; none chosen: the select-project modal). The button then shows View,
 * in green, which opens the page's link details in the panel.
 */
export function AddUrlButton({ fullUrl }: AddUrlButtonProps) {
  const flow = useAddFlow();
  const [linkDetails, setLinkDetails] = useState<PanelLocation | null>(null);
  const page = pageNameOf(fullUrl);

  const add = (chosen?: Project) =>
    flow.busyWhile(async () => {
      const project = await flow.projectFor(chosen, (picked) => void add(picked));
      if (!project) return;
      const ids = await importPageUrl({ fullUrl, projectId: project.id });
      announceChange('links', project.id);
      if (flow.isMounted()) setLinkDetails(linkDetailsLocation(project.id, ids, fullUrl));
    }, ADD_TO_PROJECT_TEXT.urlFailed);

  function press() {
    if (linkDetails) flow.openPanel(linkDetails);
    else if (addUrlAccess(user) === 'prompt') flow.showPrompt();
    else void add();
  }

  return (
    <>
      <AddToProjectButton
        mode={linkDetails ? 'view' : 'add'}
        label={fill(linkDetails ? ADD_TO_PROJECT_TEXT.viewUrl : ADD_TO_PROJECT_TEXT.addUrl, { page })}
        isBusy={flow.isBusy}
        busyLabel={ADD_TO_PROJECT_TEXT.adding}
        onPress={press}
      />
      {flow.dialogs}
    </>
  );
}

export default AddUrlButton;
