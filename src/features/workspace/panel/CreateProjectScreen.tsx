import { usePanel } from './panelContext';
import { usePanelProjects } from './panelProjects';
import type { PanelViewProps } from './panelViewProps';
import { ProjectForm } from './ProjectForm';
import { useProjectFormSave } from './useProjectFormSave';
import { createProject } from '../../../api/projects';
import { UI_TEXT } from '../../../lib/spec/text';

/**
 * create-project (doc 2 §2): the name comes prefilled from params.name (the select-project modal's
 * typed name); CreateProject, then the new project's keyword list. A refusal's messages stay on the form.
 */
export function CreateProjectScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const shared = usePanelProjects();
  const form = useProjectFormSave(
    { projectName: params.name ?? '', primaryDomainName: '' },
    async ({ projectName, domain }) => {
      const { id } = await createProject({ projectName, ...(domain ? { primaryDomainName: domain } : {}) });
      shared?.reload();
      panel.navigate('keyword-list', { projectId: id });
    },
  );
  return <ProjectForm title={UI_TEXT.createProject} submitLabel={UI_TEXT.createProject} {...form} />;
}
