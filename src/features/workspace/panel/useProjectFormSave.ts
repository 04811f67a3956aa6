import { useState } from 'react';

import { projectSaveFailure, type ProjectSaveFailure } from './panelProjects';
import { PANEL_TEXT } from './panelTexts';
import type { ProjectFormProps, ProjectFormValues } from './ProjectForm';
import { useMountedRef } from '../../shell/useMountedRef';

/** What create-project and edit-project send, trimmed; the domain may be ''. */
export interface EnteredProject {
  projectName: string;
  domain: string;
}

/**
 * The project form's state and submit, shared by create-project and edit-project: a name is
 * required; while `save` runs the form is busy; a refusal's messages stay on the form.
 */
export function useProjectFormSave(
  initial: ProjectFormValues,
  save: (entered: EnteredProject) => Promise<void>,
): Pick<ProjectFormProps, 'values' | 'onChange' | 'onSubmit' | 'isSaving' | 'failure'> {
  const mounted = useMountedRef();
  const [values, setValues] = useState<ProjectFormValues>(initial);
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ProjectSaveFailure | null>(null);

  const submit = async () => {
    const projectName = values.projectName.trim();
    if (!projectName) {
      setFailure({ message: PANEL_TEXT.nameRequired, fields: { projectName: PANEL_TEXT.nameRequired } });
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await save({ projectName, domain: values.primaryDomainName.trim() });
    } catch (error) {
      if (mounted.current) setFailure(projectSaveFailure(error, PANEL_TEXT.saveFailed));
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  return { values, onChange: setValues, onSubmit: () => void submit(), isSaving, failure };
}
