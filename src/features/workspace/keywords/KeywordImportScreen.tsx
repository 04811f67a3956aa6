import { useState } from 'react';

import { importOutcome, parseNames, parseTerms, undoMessage } from './keywordImport';
import { KeywordImportView } from './KeywordImportView';
import { KEYWORD_TEXT } from './keywordTexts';
import { deleteGroup, getKeywordCount, importKeywords } from '../../../api/keywords';
import { getProjects } from '../../../api/projects';
import type { components } from '../../../api/schema.gen';
import { removeTermIds } from '../../../api/workspace';
import { Button } from '../../../ui/Button/Button';
import { toast } from '../../../ui/Toasts/Toasts';
import { useMountedRef } from '../../shell/useMountedRef';
import { usePanel } from '../panel/panelContext';
import type { PanelViewProps } from '../panel/panelViewProps';
import { ALL_PROJECTS_ID } from '../panel/panelViews';
import { SelectProjectModal } from '../panel/SelectProjectModal';

type Project = components['schemas']['Project'];
type KeywordImportResponse = components['schemas']['KeywordImportResponse'];

export interface KeywordImportScreenProps extends PanelViewProps {
  /** Picks the undo confirmation; Math.random unless a story or test gives another. */
  random?: () => number;
}

/**
 * Panel view keyword-import (doc 2 §4 "Keyword import"): with no projects the import is refused
 * (NO_PROJECTS → create-project); with no project chosen the select-project modal opens
 * (NO_PROJECT_SELECTED); otherwise the keywords are imported and the outcome is an alert with its
 * catalogue message. Success offers Undo: the added terms are removed, the groups the import
 * created deleted, the keyword list shown afresh and a random confirmation said.
 */
export default function KeywordImportScreen({ params, random }: KeywordImportScreenProps) {
  const panel = usePanel();
  const mounted = useMountedRef();
  const [terms, setTerms] = useState('');
  const [groupNames, setGroupNames] = useState('');
  const [labelNames, setLabelNames] = useState('');
  const [isImporting, setImporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [selecting, setSelecting] = useState(false);
  const projectId = params.projectId ?? panel.activeProjectId;

  async function undo(project: Project, response: KeywordImportResponse) {
    try {
      await removeTermIds({ projectId: project.id, termIdsCsv: response.termIdsCsv });
      if (response.groupHashCsv !== '')
        await deleteGroup({ projectId: project.id, groupHashCsv: response.groupHashCsv });
      toast.info(undoMessage(random));
      panel.navigate('keyword-list', { projectId: project.id });
    } catch {
      toast.error(KEYWORD_TEXT.undoFailed);
    }
  }

  async function run(chosen?: Project) {
    const termList = parseTerms(terms);
    if (termList.length === 0) {
      setError(KEYWORD_TEXT.importEmpty);
      return;
    }
    setError(null);
    setImporting(true);
    try {
      const projects = await getProjects();
      // NO_PROJECTS: the import is refused and the user goes to create a project.
      if (projects.length === 0) {
        panel.navigate('create-project');
        return;
      }
      const project = chosen ?? projects.find((p) => p.id === projectId && p.id !== ALL_PROJECTS_ID);
      // NO_PROJECT_SELECTED: the select-project modal opens; the import runs once one is chosen.
      if (!project) {
        if (mounted.current) setSelecting(true);
        return;
      }
      const groups = parseNames(groupNames);
      const labels = parseNames(labelNames);
      const response = await importKeywords({
        projectId: project.id,
        termCsv: termList.join(','),
        ...(groups.length > 0 ? { groupNameCsv: groups.join(',') } : {}),
        ...(labels.length > 0 ? { labelNameCsv: labels.join(',') } : {}),
      });
      const counts = response.hasReachedLimit ? await getKeywordCount().catch(() => undefined) : undefined;
      const outcome = importOutcome(response, {
        terms: termList,
        projectName: project.projectName,
        groupNames: groups,
        labelNames: labels,
        usedCount: counts?.usedCount,
        totalCount: counts?.totalCount,
      });
      const message = outcome.detail ? `${outcome.message} ${outcome.detail}` : outcome.message;
      if (outcome.isError) {
        toast.error(message);
        return;
      }
      const id = toast.info(message, {
        action: outcome.canUndo ? (
          <Button
            size="x-small"
            variant="secondary"
            onPress={() => {
              toast.dismiss(id);
              void undo(project, response);
            }}
          >
            {KEYWORD_TEXT.undo}
          </Button>
        ) : undefined,
      });
      if (mounted.current) setTerms('');
    } catch {
      if (mounted.current) setError(KEYWORD_TEXT.importFailed);
    } finally {
      if (mounted.current) setImporting(false);
    }
  }

  return (
    <>
      <KeywordImportView
        terms={terms}
        groupNames={groupNames}
        labelNames={labelNames}
        isImporting={isImporting}
        error={error}
        onTermsChange={setTerms}
        onGroupNamesChange={setGroupNames}
        onLabelNamesChange={setLabelNames}
        onSubmit={() => void run()}
        onViewKeywords={() => panel.navigate(projectId ? 'keyword-list' : 'projects', { projectId })}
      />
      <SelectProjectModal
        isOpen={selecting}
        onClose={() => setSelecting(false)}
        onSelect={(project) => {
          setSelecting(false);
          void run(project);
        }}
      />
    </>
  );
}
