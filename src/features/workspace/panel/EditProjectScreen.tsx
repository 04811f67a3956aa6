import { usePanel } from './panelContext';
import { PanelLoadFailed } from './PanelLoadFailed';
import { usePanelProjects, type Project } from './panelProjects';
import { PANEL_TEXT } from './panelTexts';
import type { PanelViewProps } from './panelViewProps';
import { ProjectForm } from './ProjectForm';
import { useProjectFormSave } from './useProjectFormSave';
import styles from './WorkspacePanel.module.css';
import { getProjects, patchProject } from '../../../api/projects';
import { useLoader } from '../../shell/useLoader';

/** The form once the project is known: its name and domain prefilled; PatchProject sends only what changed. */
function EditProjectForm({ project }: { project: Project }) {
  const panel = usePanel();
  const shared = usePanelProjects();
  const form = useProjectFormSave(
    { projectName: project.projectName, primaryDomainName: project.primaryDomainName ?? '' },
    async ({ projectName, domain }) => {
      // An empty domain is refused by PatchProject: leaving the field empty keeps the domain.
      await patchProject({
        projectId: project.id,
        ...(projectName !== project.projectName ? { projectName } : {}),
        ...(domain && domain !== project.primaryDomainName ? { primaryDomainName: domain } : {}),
      });
      shared?.reload();
      panel.navigate('projects', { projectId: project.id });
    },
  );
  return <ProjectForm title={PANEL_TEXT.editProjectTitle} submitLabel={PANEL_TEXT.save} {...form} />;
}

/** edit-project (doc 2 §2): rename a project or change its domain (PatchProject). */
export function EditProjectScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const list = useLoader(() => getProjects(), [] as Project[], []);
  const project = list.data.find((p) => p.id === params.projectId);
  if (list.load === 'loading')
    return (
      <div className={styles.view} role="status" aria-label={PANEL_TEXT.loading}>
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  if (list.load === 'failed') return <PanelLoadFailed className={styles.view} onRetry={list.retry} />;
  if (!project)
    return (
      <div className={styles.view}>
        <p>{PANEL_TEXT.projectMissing}</p>
        <button type="button" className={styles.linkButton} onClick={() => panel.navigate('projects')}>
          {PANEL_TEXT.goToProjects}
        </button>
      </div>
    );
  return <EditProjectForm key={project.id} project={project} />;
}
