import { useMemo, useState } from 'react';

import { addImportJob } from './importJobs';
import { IMPORT_TEXT } from './importTexts';
import { isTextFile, parseOutreachImport } from './outreachImport';
import { OutreachImportView, type ImportProjectState } from './OutreachImportView';
import { getProjects } from '../../../../api/projects';
import type { components } from '../../../../api/schema.gen';
import { fill } from '../../../../lib/spec/text';
import { useLoader } from '../../../shell/useLoader';
import { useMountedRef } from '../../../shell/useMountedRef';
import { usePanel } from '../../panel/panelContext';
import type { PanelViewProps } from '../../panel/panelViewProps';
import { ALL_PROJECTS_ID } from '../../panel/panelViews';

type Project = components['schemas']['Project'];

const NO_PROJECTS: Project[] = [];

export interface OutreachImportScreenProps extends PanelViewProps {
  /** Makes the new import's id; random unless a story or test gives another. */
  newImportId?: () => string;
}

/**
 * Panel view outreach-import (params.projectId; an all-projects view, doc 2 §2): an import needs a
 * real project, so in the all-projects state (or for a project that is gone) the user chooses one
 * from GetProjects. Import adds a job to the import store and opens import-progress, which sends it.
 */
export default function OutreachImportScreen({ params, newImportId }: OutreachImportScreenProps) {
  const panel = usePanel();
  const mounted = useMountedRef();
  const panelProjectId = params.projectId ?? panel.activeProjectId;
  const projects = useLoader(getProjects, NO_PROJECTS, []);
  const [text, setText] = useState('');
  const [fileMessage, setFileMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const parsed = useMemo(() => parseOutreachImport(text), [text]);

  const named = projects.data.find((p) => p.id === panelProjectId && p.id !== ALL_PROJECTS_ID);
  const chosen = named ?? projects.data.find((p) => p.id === chosenId);
  let project: ImportProjectState;
  if (projects.load === 'loading') project = { kind: 'loading' };
  else if (projects.load === 'failed') project = { kind: 'failed' };
  else if (projects.data.length === 0) project = { kind: 'none' };
  else if (named) project = { kind: 'named', name: named.projectName };
  else
    project = {
      kind: 'choose',
      options: projects.data.map((p) => ({ value: p.id, label: p.projectName })),
      value: chosen?.id ?? null,
    };

  async function readFile(file: File) {
    if (!isTextFile(file)) {
      setFileMessage({ text: IMPORT_TEXT.fileNotText, isError: true });
      return;
    }
    try {
      const content = await file.text();
      if (!mounted.current) return;
      setText(content);
      setFileMessage({ text: fill(IMPORT_TEXT.fileRead, { file: file.name }), isError: false });
    } catch {
      if (mounted.current)
        setFileMessage({ text: fill(IMPORT_TEXT.fileReadFailed, { file: file.name }), isError: true });
    }
  }

  function start() {
    if (!chosen || parsed.entries.length === 0) return;
    const importId = addImportJob(
      { projectId: chosen.id, projectName: chosen.projectName, entries: parsed.entries, lines: parsed.lines },
      newImportId,
    );
    panel.navigate('import-progress', { projectId: chosen.id, importId });
  }

  return (
    <OutreachImportView
      project={project}
      text={text}
      parsed={parsed}
      fileMessage={fileMessage}
      onTextChange={setText}
      onFile={(file) => void readFile(file)}
      onProjectChange={setChosenId}
      onRetryProjects={projects.retry}
      onCreateProject={() => panel.navigate('create-project')}
      onStart={start}
      onViewLinks={() => panel.navigate('links', { projectId: panelProjectId ?? ALL_PROJECTS_ID })}
    />
  );
}
