import { useContext, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { PanelContext } from './panelContext';
import { PanelLoadFailed } from './PanelLoadFailed';
import type { Project } from './panelProjects';
import type { PanelLocation } from './panelState';
import { PANEL_TEXT } from './panelTexts';
import { withPanelLocation } from './panelUrl';
import type { PanelParams, PanelView } from './panelViews';
import styles from './WorkspacePanel.module.css';
import { getProjects } from '../../../api/projects';
import { fill, UI_TEXT } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { Input } from '../../../ui/Input/Input';
import { Modal } from '../../../ui/Modal/Modal';
import { useLoader, type LoadState } from '../../shell/useLoader';

export interface SelectProjectModalViewProps {
  isOpen: boolean;
  load: LoadState;
  projects: readonly Project[];
  search: string;
  onSearchChange: (search: string) => void;
  selectedId: string | null;
  onSelectedChange: (projectId: string) => void;
  onCancel: () => void;
  onSubmit: () => void;
  /** Opens create-project with the typed name. */
  onCreate: (name: string) => void;
  onRetry: () => void;
}

/** The projects whose name or domain holds the search, ignoring case. */
export const matchingProjects = (projects: readonly Project[], search: string) => {
  const needle = search.trim().toLowerCase();
  if (!needle) return projects;
  return projects.filter(
    (p) => p.projectName.toLowerCase().includes(needle) || (p.primaryDomainName ?? '').toLowerCase().includes(needle),
  );
};

/**
 * doc 2 §2 "Select-project modal": titled 'Select a project', searchable, with Cancel and Submit; it
 * picks an existing project, or offers create-project with the typed name when none is named so.
 */
export function SelectProjectModalView({
  isOpen,
  load,
  projects,
  search,
  onSearchChange,
  selectedId,
  onSelectedChange,
  onCancel,
  onSubmit,
  onCreate,
  onRetry,
}: SelectProjectModalViewProps) {
  const groupName = useId();
  const shown = matchingProjects(projects, search);
  const typed = search.trim();
  const exact = projects.some((p) => p.projectName.toLowerCase() === typed.toLowerCase());
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={UI_TEXT.selectProjectTitle}
      size="small"
      footer={
        <>
          <Button variant="secondary" size="small" onPress={onCancel}>
            {UI_TEXT.cancel}
          </Button>
          <Button variant="primary" size="small" onPress={onSubmit} isDisabled={selectedId === null}>
            {UI_TEXT.submit}
          </Button>
        </>
      }
    >
      <Input label={PANEL_TEXT.searchProjects} value={search} onChange={onSearchChange} />
      {load === 'loading' ? (
        <p role="status">{PANEL_TEXT.loading}</p>
      ) : load === 'failed' ? (
        <PanelLoadFailed onRetry={onRetry} />
      ) : (
        <>
          {shown.length === 0 ? (
            <p className={styles.muted}>{PANEL_TEXT.noProjectsMatch}</p>
          ) : (
            <fieldset className={styles.projectList} style={{ border: 0 }}>
              <legend className="visually-hidden">{UI_TEXT.selectProjectTitle}</legend>
              {shown.map((project) => (
                <label key={project.id} className={styles.projectRow}>
                  <input
                    type="radio"
                    name={groupName}
                    value={project.id}
                    checked={selectedId === project.id}
                    onChange={() => onSelectedChange(project.id)}
                  />
                  <span className={styles.projectName}>
                    {project.projectName}
                    <span className={styles.muted}>{project.primaryDomainName ?? PANEL_TEXT.noDomain}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {typed && !exact && (
            <Button variant="ghost" size="small" onPress={() => onCreate(typed)}>
              {fill(PANEL_TEXT.createNamed, { name: typed })}
            </Button>
          )}
        </>
      )}
    </Modal>
  );
}

export interface SelectProjectModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** What Submit does with the chosen project; by default the panel opens its keyword list. */
  onSelect?: (project: Project) => void;
}

/**
 * The select-project modal, connected (doc 2 §8: NO_PROJECT_SELECTED opens it): reads the projects
 * when opened. It works inside the panel (through its navigation) and outside it (through the URL's
 * msf parameters, which the panel follows).
 */
export function SelectProjectModal({ isOpen, onClose, onSelect }: SelectProjectModalProps) {
  const panel = useContext(PanelContext);
  const [, setSearchParams] = useSearchParams();
  const list = useLoader(() => (isOpen ? getProjects() : Promise.resolve([])), [] as Project[], [isOpen]);
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const go = (view: PanelView, params: PanelParams) => {
    if (panel) panel.navigate(view, params);
    else setSearchParams((current) => withPanelLocation(current, { view, params } satisfies PanelLocation));
  };
  const finish = () => {
    setSearch('');
    setSelectedId(null);
    onClose();
  };

  return (
    <SelectProjectModalView
      isOpen={isOpen}
      load={list.load}
      projects={list.data}
      search={search}
      onSearchChange={setSearch}
      selectedId={selectedId}
      onSelectedChange={setSelectedId}
      onCancel={finish}
      onSubmit={() => {
        const project = list.data.find((p) => p.id === selectedId);
        if (!project) return;
        finish();
        if (onSelect) onSelect(project);
        else go('keyword-list', { projectId: project.id });
      }}
      onCreate={(name) => {
        finish();
        go('create-project', { name });
      }}
      onRetry={list.retry}
    />
  );
}
