import { useState } from 'react';

import { usePanel } from './panelContext';
import { projectSaveFailure, usePanelProjects, type ProjectSaveFailure } from './panelProjects';
import { PANEL_TEXT } from './panelTexts';
import type { PanelViewProps } from './panelViewProps';
import { ProjectForm, type ProjectFormValues } from './ProjectForm';
import { createProject } from '../../../api/projects';
import { UI_TEXT } from '../../../lib/spec/text';
import { useMountedRef } from '../../shell/useMountedRef';

/**
 * create-project (doc 2 §2): the name comes prefilled from params.name (the select-project modal's
 * typed name); CreateProject, then the new project's keyword list. A refusal's messages stay on the form.
 */
export function CreateProjectScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const shared = usePanelProjects();
  const mounted = useMountedRef();
  const [values, setValues] = useState<ProjectFormValues>({ projectName: params.name ?? '', primaryDomainName: '' });
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
      const domain = values.primaryDomainName.trim();
      const { id } = await createProject({ projectName, ...(domain ? { primaryDomainName: domain } : {}) });
      shared?.reload();
      panel.navigate('keyword-list', { projectId: id });
    } catch (error) {
      if (mounted.current) setFailure(projectSaveFailure(error, PANEL_TEXT.saveFailed));
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  return (
    <ProjectForm
      title={UI_TEXT.createProject}
      submitLabel={UI_TEXT.createProject}
      values={values}
      onChange={setValues}
      onSubmit={() => void submit()}
      isSaving={isSaving}
      failure={failure}
    />
  );
}
