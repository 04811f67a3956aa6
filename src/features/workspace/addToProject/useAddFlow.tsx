import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { projectTarget } from './addToProject';
import { getProjects } from '../../../api/projects';
import { toast } from '../../../ui/Toasts/Toasts';
import { LoginSignUpPromptModal } from '../../shell/LoginSignUpPrompt';
import { useMountedRef } from '../../shell/useMountedRef';
import { useSignUpOrLogIn } from '../../shell/useSignUpOrLogIn';
import type { Project } from '../panel/panelProjects';
import { panelState, type PanelLocation } from '../panel/panelState';
import { withPanelLocation } from '../panel/panelUrl';
import { SelectProjectModal } from '../panel/SelectProjectModal';

type Dialog = { kind: 'prompt' } | { kind: 'selectProject'; onSelect: (project: Project) => void };

/** The login/sign-up prompt (doc 2 §4, §6); its hooks run only while it shows, not once per row. */
function SignUpPrompt({ onClose }: { onClose: () => void }) {
  const signUpOrLogIn = useSignUpOrLogIn(onClose);
  return <LoginSignUpPromptModal isOpen onClose={onClose} {...signUpOrLogIn} />;
}

export interface AddFlow {
  isBusy: boolean;
  /** Runs a call with the button busy; a failure is an alert saying `failure`. */
  busyWhile: (work: () => Promise<void>, failure: string) => Promise<void>;
  /** Opens the panel at a location: the panel follows the URL's msf parameters (panelUrl.ts). */
  openPanel: (location: PanelLocation) => void;
  showPrompt: () => void;
  /**
   * The project an add goes to (doc 2 §4 "Keyword import"): the one chosen in the modal, else the
   * panel's active project; null after opening create-project (NO_PROJECTS) or the select-project
   * modal (NO_PROJECT_SELECTED), whose choice calls `retry` with the project.
   */
  projectFor: (chosen: Project | undefined, retry: (project: Project) => void) => Promise<Project | null>;
  /** False once the row has gone (another page of the table): no state is set after an await then. */
  isMounted: () => boolean;
  /** The prompt or the select-project modal, when one is open. */
  dialogs: ReactNode;
}

/** What the Add-keyword and Add-URL buttons share: busy state, the dialogs, the project choice and the panel. */
export function useAddFlow(): AddFlow {
  const [, setSearchParams] = useSearchParams();
  const mounted = useMountedRef();
  const [isBusy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const openPanel = useCallback(
    (location: PanelLocation) => setSearchParams((current) => withPanelLocation(current, location)),
    [setSearchParams],
  );

  async function busyWhile(work: () => Promise<void>, failure: string) {
    setBusy(true);
    try {
      await work();
    } catch {
      toast.error(failure);
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  async function projectFor(chosen: Project | undefined, retry: (project: Project) => void) {
    if (chosen) return chosen;
    const target = projectTarget(await getProjects(), panelState.activeProjectId);
    if (target.kind === 'noProjects') {
      openPanel({ view: 'create-project', params: {} });
      return null;
    }
    if (target.kind === 'selectProject') {
      if (mounted.current) setDialog({ kind: 'selectProject', onSelect: retry });
      return null;
    }
    return target.project;
  }

  const close = () => setDialog(null);
  const dialogs =
    dialog?.kind === 'prompt' ? (
      <SignUpPrompt onClose={close} />
    ) : dialog?.kind === 'selectProject' ? (
      <SelectProjectModal
        isOpen
        onClose={close}
        onSelect={(project) => {
          close();
          dialog.onSelect(project);
        }}
      />
    ) : null;

  return {
    isBusy,
    busyWhile,
    openPanel,
    showPrompt: () => setDialog({ kind: 'prompt' }),
    projectFor,
    isMounted: () => mounted.current,
    dialogs,
  };
}
