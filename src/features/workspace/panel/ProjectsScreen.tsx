import { useState } from 'react';

import { usePanel } from './panelContext';
import { PanelLoadFailed } from './PanelLoadFailed';
import { ALL_PROJECTS_BUCKET, usePanelProjects, type Project } from './panelProjects';
import { PANEL_TEXT } from './panelTexts';
import type { PanelViewProps } from './panelViewProps';
import { ALL_PROJECTS_ID } from './panelViews';
import styles from './WorkspacePanel.module.css';
import { deleteProject, getProjects } from '../../../api/projects';
import { fill, UI_TEXT } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { ConfirmModal } from '../../../ui/Modal/Modal';
import { toast } from '../../../ui/Toasts/Toasts';
import { useLoader, type LoadState } from '../../shell/useLoader';
import { useMountedRef } from '../../shell/useMountedRef';

export interface ProjectsViewProps {
  load: LoadState;
  projects: readonly Project[];
  /** The active project (or the all-projects id), marked in the list. */
  currentProjectId: string | undefined;
  onOpen: (project: Project) => void;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
  onCreate: () => void;
  onRetry: () => void;
  /** The project whose deletion waits for confirmation. */
  confirming: Project | null;
  isDeleting: boolean;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/**
 * The projects view (doc 2 §2): the all-projects bucket and the user's projects, each opened,
 * edited or deleted (after a confirmation); Create Project below.
 */
export function ProjectsView({
  load,
  projects,
  currentProjectId,
  onOpen,
  onEdit,
  onDelete,
  onCreate,
  onRetry,
  confirming,
  isDeleting,
  onConfirmDelete,
  onCancelDelete,
}: ProjectsViewProps) {
  const row = (project: Project, actions: boolean) => (
    <li key={project.id} className={styles.projectRow}>
      <span className={styles.projectName}>
        <button
          type="button"
          className={styles.linkButton}
          aria-current={project.id === currentProjectId || undefined}
          onClick={() => onOpen(project)}
        >
          {project.projectName}
        </button>
        <span className={styles.muted}>
          {project.id === ALL_PROJECTS_ID
            ? PANEL_TEXT.allProjectsDomain
            : (project.primaryDomainName ?? PANEL_TEXT.noDomain)}
        </span>
      </span>
      {actions && (
        <>
          <Button
            variant="ghost"
            size="small"
            onPress={() => onEdit(project)}
            aria-label={fill(PANEL_TEXT.editProjectNamed, { name: project.projectName })}
          >
            {PANEL_TEXT.edit}
          </Button>
          <Button
            variant="danger"
            size="small"
            onPress={() => onDelete(project)}
            aria-label={fill(PANEL_TEXT.deleteProjectNamed, { name: project.projectName })}
          >
            {UI_TEXT.delete}
          </Button>
        </>
      )}
    </li>
  );
  return (
    <section className={styles.view} aria-labelledby="panel-projects-title">
      <h2 id="panel-projects-title" className={styles.viewTitle}>
        {PANEL_TEXT.projectsTitle}
      </h2>
      {load === 'loading' ? (
        <div role="status" aria-label={PANEL_TEXT.loading} style={{ width: '100%' }}>
          {[0, 1, 2].map((n) => (
            <div key={n} className={styles.skeleton} />
          ))}
        </div>
      ) : load === 'failed' ? (
        <PanelLoadFailed onRetry={onRetry} />
      ) : (
        <>
          <ul className={styles.projectList}>
            {row(ALL_PROJECTS_BUCKET, false)}
            {projects.map((project) => row(project, true))}
          </ul>
          {projects.length === 0 && <p className={styles.muted}>{PANEL_TEXT.projectsEmpty}</p>}
        </>
      )}
      <Button variant="primary" size="small" onPress={onCreate}>
        {UI_TEXT.createProject}
      </Button>
      <ConfirmModal
        isOpen={confirming !== null}
        title={PANEL_TEXT.deleteProjectTitle}
        message={fill(PANEL_TEXT.deleteProjectMessage, { name: confirming?.projectName ?? '' })}
        isConfirming={isDeleting}
        onConfirm={onConfirmDelete}
        onCancel={onCancelDelete}
      />
    </section>
  );
}

/** The projects view, connected: GetProjects, DeleteProject; opening a project goes to its keyword list. */
export function ProjectsScreen(_props: PanelViewProps) {
  const panel = usePanel();
  const shared = usePanelProjects();
  const mounted = useMountedRef();
  const list = useLoader(() => getProjects(), [] as Project[], []);
  const [confirming, setConfirming] = useState<Project | null>(null);
  const [isDeleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!confirming) return;
    const project = confirming;
    setDeleting(true);
    try {
      await deleteProject({ projectId: project.id });
      if (!mounted.current) return;
      list.setData((projects) => projects.filter((p) => p.id !== project.id));
      shared?.reload();
      toast.info(fill(PANEL_TEXT.projectDeleted, { name: project.projectName }));
    } catch {
      toast.error(PANEL_TEXT.deleteFailed);
    } finally {
      if (mounted.current) {
        setDeleting(false);
        setConfirming(null);
      }
    }
  };

  return (
    <ProjectsView
      load={list.load}
      projects={list.data}
      currentProjectId={panel.activeProjectId}
      // The all-projects bucket opens on its outreach: keyword views need a real project (doc 2 §2).
      onOpen={(project) =>
        panel.navigate(project.id === ALL_PROJECTS_ID ? 'websites' : 'keyword-list', { projectId: project.id })
      }
      onEdit={(project) => panel.navigate('edit-project', { projectId: project.id })}
      onDelete={setConfirming}
      onCreate={() => panel.navigate('create-project')}
      onRetry={list.retry}
      confirming={confirming}
      isDeleting={isDeleting}
      onConfirmDelete={() => void confirmDelete()}
      onCancelDelete={() => setConfirming(null)}
    />
  );
}
