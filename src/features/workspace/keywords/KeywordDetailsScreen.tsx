import { useState } from 'react';

import { findKeywordRow, keywordDetailsRequest, keywordMembership } from './keywordDetails';
import { KEYWORD_DETAILS_TEXT } from './keywordDetailsTexts';
import { KeywordDetailsView, type KeywordDetailsData } from './KeywordDetailsView';
import {
  addKeywordsToLabel,
  deleteKeywordsFromProject,
  getGroups,
  getKeywordList,
  getKeywordTracking,
  getLabels,
  migrateKeywordsToGroup,
  removeKeywordsFromGroup,
  removeKeywordsFromLabel,
} from '../../../api/keywords';
import { getProjects } from '../../../api/projects';
import { fill, TEXT } from '../../../lib/spec/text';
import { toast } from '../../../ui/Toasts/Toasts';
import { useLinkTo } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';
import { useMountedRef } from '../../shell/useMountedRef';
import { usePanel } from '../panel/panelContext';
import { projectById, usePanelProjects } from '../panel/panelProjects';
import type { PanelViewProps } from '../panel/panelViewProps';

/** The keyword's row, tracking and memberships, read together (a change re-reads them all). */
export async function loadKeywordDetails(
  projectId: string,
  termId: string,
  keyword: string,
): Promise<KeywordDetailsData> {
  const [list, tracking, groups, labels] = await Promise.all([
    getKeywordList(keywordDetailsRequest(projectId, keyword)),
    getKeywordTracking({ projectId }),
    getGroups({ projectId }),
    getLabels({ projectId }),
  ]);
  const row = findKeywordRow(list.keywords, termId);
  return {
    row,
    isTracked: row !== undefined && tracking.trackedTermIds.includes(row.termId),
    membership: row
      ? keywordMembership(row, groups, labels)
      : { groups: [], otherGroups: [], labels: [], otherLabels: [] },
  };
}

/**
 * Panel view keyword-details (params projectId, termId, keyword; doc 2 §2): one saved keyword.
 * Adding to a group is MigrateToGroup, to a label LabelActions/AddKeywords (a new name creates the
 * label); removing is GroupActions/LabelActions RemoveKeywords; each change is read back from the
 * server. Remove from project (DeleteKeywordsFromProject) returns to the keyword list.
 */
export default function KeywordDetailsScreen({ params }: PanelViewProps) {
  const panel = usePanel();
  const panelProjects = usePanelProjects();
  const linkTo = useLinkTo();
  const mounted = useMountedRef();
  const projectId = params.projectId ?? panel.activeProjectId ?? '';
  const termId = params.termId ?? '';
  const keyword = params.keyword ?? '';
  const details = useLoader<KeywordDetailsData | null>(() => loadKeywordDetails(projectId, termId, keyword), null, [
    projectId,
    termId,
    keyword,
  ]);
  const [isSaving, setSaving] = useState(false);
  const [isRemoving, setRemoving] = useState(false);
  const shown = details.data?.row?.keyword ?? keyword;
  const termIdsCsv = String(details.data?.row?.termId ?? termId);
  const backToList = () => panel.navigate('keyword-list', { projectId });

  /** Saves a change, says so, then reads the keyword again (its groups and labels as the server has them). */
  async function change(call: () => Promise<unknown>, done: string) {
    setSaving(true);
    try {
      await call();
      toast.info(done);
      const next = await loadKeywordDetails(projectId, termId, keyword);
      if (mounted.current) details.setData(next);
    } catch {
      toast.error(KEYWORD_DETAILS_TEXT.changeFailed);
    } finally {
      if (mounted.current) setSaving(false);
    }
  }

  async function projectName(): Promise<string> {
    const known = projectById(panelProjects?.projects ?? [], projectId)?.projectName;
    if (known) return known;
    const projects = await getProjects().catch(() => []);
    return projectById(projects, projectId)?.projectName ?? KEYWORD_DETAILS_TEXT.thisProject;
  }

  async function removeFromProject() {
    setRemoving(true);
    try {
      await deleteKeywordsFromProject({ projectId, termIdsCsv });
      toast.info(fill(TEXT.removedFromProject, { subject: `"${shown}"`, project: await projectName() }));
      if (mounted.current) backToList();
    } catch {
      toast.error(KEYWORD_DETAILS_TEXT.removeFailed);
      if (mounted.current) setRemoving(false);
    }
  }

  return (
    <KeywordDetailsView
      keyword={keyword}
      load={details.load}
      data={details.data}
      researchHref={linkTo('keyword:overview', {}, { query: shown })}
      isSaving={isSaving}
      isRemoving={isRemoving}
      onRetry={details.retry}
      onBack={backToList}
      onAddToGroup={(group) =>
        void change(
          () => migrateKeywordsToGroup({ projectId, newGroupHash: group.groupHash, termIdsCsv }),
          fill(KEYWORD_DETAILS_TEXT.addedToGroup, { keyword: shown, group: group.name }),
        )
      }
      onRemoveFromGroup={(group) =>
        void change(
          () => removeKeywordsFromGroup({ projectId, groupHash: group.groupHash, termIdsCsv }),
          fill(KEYWORD_DETAILS_TEXT.removedFromGroup, { keyword: shown, group: group.name }),
        )
      }
      onAddToLabel={(labelName) =>
        void change(
          () => addKeywordsToLabel({ projectId, labelName, termIdsCsv }),
          fill(KEYWORD_DETAILS_TEXT.addedToLabel, { keyword: shown, label: labelName }),
        )
      }
      onRemoveFromLabel={(labelName) =>
        void change(
          () => removeKeywordsFromLabel({ projectId, labelName, termIdsCsv }),
          fill(KEYWORD_DETAILS_TEXT.removedFromLabel, { keyword: shown, label: labelName }),
        )
      }
      onRemoveFromProject={() => void removeFromProject()}
    />
  );
}
