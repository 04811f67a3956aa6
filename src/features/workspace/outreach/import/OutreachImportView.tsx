import { useId } from 'react';
import {
  DropZone,
  FileTrigger,
  isFileDropItem,
  isTextDropItem,
  type DropItem,
  type DropZoneProps,
} from 'react-aria-components';

import { IMPORT_TEXT } from './importTexts';
import styles from './ImportViews.module.css';
import { PROBLEMS_SHOWN, problemText, type ParsedImport } from './outreachImport';
import { formatNumber } from '../../../../lib/format';
import { fill } from '../../../../lib/spec/text';
import { Button } from '../../../../ui/Button/Button';
import type { DropdownOption } from '../../../../ui/SearchableDropdown/searchableDropdownRules';
import { Select } from '../../../../ui/Select/Select';
import { Textarea } from '../../../../ui/Textarea/Textarea';
import panel from '../../panel/PanelView.module.css';
import { OutreachFailure, OutreachLoading } from '../OutreachStates';

/** Which project the import goes into: a named one, or one to choose (the all-projects state). */
export type ImportProjectState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'none' }
  | { kind: 'named'; name: string }
  | { kind: 'choose'; options: readonly DropdownOption[]; value: string | null };

export interface OutreachImportViewProps {
  project: ImportProjectState;
  text: string;
  parsed: ParsedImport;
  /** 'Read links.csv.' or why a file could not be read; null before any file. */
  fileMessage: { text: string; isError: boolean } | null;
  onTextChange: (text: string) => void;
  onFile: (file: File) => void;
  onProjectChange: (projectId: string) => void;
  onRetryProjects: () => void;
  onCreateProject: () => void;
  onStart: () => void;
  onViewLinks: () => void;
}

const TEXT_TYPES = ['text/csv', 'text/plain', 'text/tab-separated-values', 'application/vnd.ms-excel'];
const ACCEPTED = ['.csv', '.txt', '.tsv', ...TEXT_TYPES];

type DropHandler = NonNullable<DropZoneProps['onDrop']>;
const isPlainText = (item: DropItem) => isTextDropItem(item) && item.types.has('text/plain');

/**
 * Panel view outreach-import (doc 2 §2): URLs pasted one per line, or a CSV file chosen or dropped
 * (columns url, contact name, contact email, tags; a header row optional), a preview of what will
 * be imported and of the lines that will not, and Import once there is something to import and a
 * project to import into (the all-projects state asks for one).
 */
export function OutreachImportView({
  project,
  text,
  parsed,
  fileMessage,
  onTextChange,
  onFile,
  onProjectChange,
  onRetryProjects,
  onCreateProject,
  onStart,
  onViewLinks,
}: OutreachImportViewProps) {
  const ids = useId();
  const valid = parsed.entries.length;
  const hasProject = project.kind === 'named' || (project.kind === 'choose' && project.value !== null);
  const canStart = valid > 0 && hasProject;
  const shown = parsed.problems.slice(0, PROBLEMS_SHOWN);
  const problemLines = new Set(parsed.problems.map((p) => p.line)).size;

  // A dropped file is read like a chosen one; dropped text (a selection dragged in) is taken as pasted.
  const drop: DropHandler = (event) => {
    const file = event.items.find(isFileDropItem);
    if (file) {
      void file.getFile().then(onFile);
      return;
    }
    const dropped = event.items.find(isPlainText);
    if (dropped && isTextDropItem(dropped)) void dropped.getText('text/plain').then(onTextChange);
  };

  return (
    <section className={panel.view} aria-labelledby={`${ids}-title`}>
      <header className={panel.header}>
        <h2 id={`${ids}-title`} className={panel.title}>
          {IMPORT_TEXT.importTitle}
        </h2>
        <Button size="small" variant="ghost" onPress={onViewLinks}>
          {IMPORT_TEXT.viewLinks}
        </Button>
      </header>

      <div className={styles.project}>
        {project.kind === 'loading' && <OutreachLoading label={IMPORT_TEXT.projectsLoading} lines={1} />}
        {project.kind === 'failed' && (
          <OutreachFailure message={IMPORT_TEXT.projectsLoadFailed} onRetry={onRetryProjects} />
        )}
        {project.kind === 'named' && (
          <p className={styles.text}>{fill(IMPORT_TEXT.importInto, { project: project.name })}</p>
        )}
        {project.kind === 'choose' && (
          <Select
            label={IMPORT_TEXT.projectLabel}
            placeholder={IMPORT_TEXT.projectPlaceholder}
            options={project.options}
            value={project.value}
            onChange={onProjectChange}
          />
        )}
      </div>

      {project.kind === 'none' ? (
        <div className={styles.actions}>
          <p className={styles.text}>{IMPORT_TEXT.noProjects}</p>
          <Button size="small" onPress={onCreateProject}>
            {IMPORT_TEXT.createProject}
          </Button>
        </div>
      ) : (
        <>
          <Textarea
            label={IMPORT_TEXT.linesLabel}
            value={text}
            onChange={onTextChange}
            maxLength={false}
            rows={8}
            placeholder={IMPORT_TEXT.linesPlaceholder}
            message={IMPORT_TEXT.linesHint}
          />
          <DropZone
            className={styles.dropZone}
            aria-label={IMPORT_TEXT.dropZoneLabel}
            getDropOperation={(types) =>
              TEXT_TYPES.some((t) => types.has(t)) || types.has('Files') ? 'copy' : 'cancel'
            }
            onDrop={drop}
          >
            <span className={panel.muted}>{IMPORT_TEXT.fileDrop}</span>
            <FileTrigger
              acceptedFileTypes={ACCEPTED}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) onFile(file);
              }}
            >
              <Button size="small" variant="secondary">
                {IMPORT_TEXT.chooseFile}
              </Button>
            </FileTrigger>
          </DropZone>
          <p className={fileMessage?.isError ? panel.error : panel.muted} role="status">
            {fileMessage?.text ?? ''}
          </p>

          <section className={panel.section} aria-labelledby={`${ids}-preview`}>
            <h3 id={`${ids}-preview`} className={panel.sectionTitle}>
              {IMPORT_TEXT.previewTitle}
            </h3>
            <div aria-live="polite">
              {valid === 0 && parsed.problems.length === 0 ? (
                <p className={panel.muted}>{IMPORT_TEXT.previewNothing}</p>
              ) : (
                <p className={styles.text}>
                  <strong>
                    {valid === 1
                      ? IMPORT_TEXT.validCountOne
                      : fill(IMPORT_TEXT.validCount, { count: formatNumber(valid) })}
                  </strong>
                </p>
              )}
              {parsed.hasHeader && <p className={panel.muted}>{IMPORT_TEXT.headerRead}</p>}
              {parsed.duplicateCount > 0 && (
                <p className={panel.muted}>
                  {parsed.duplicateCount === 1
                    ? IMPORT_TEXT.duplicatesOne
                    : fill(IMPORT_TEXT.duplicates, { count: formatNumber(parsed.duplicateCount) })}
                </p>
              )}
            </div>
            {parsed.problems.length > 0 && (
              <>
                <h4 id={`${ids}-problems`} className={panel.sectionTitle}>
                  {problemLines === 1
                    ? IMPORT_TEXT.problemsTitleOne
                    : fill(IMPORT_TEXT.problemsTitle, { count: formatNumber(problemLines) })}
                </h4>
                <ul className={styles.problems} aria-labelledby={`${ids}-problems`}>
                  {shown.map((problem, i) => {
                    const { where, what } = problemText(problem);
                    return (
                      <li key={`${problem.line}-${problem.field}-${i}`} className={styles.problem}>
                        <span className={styles.problemWhere}>{where}:</span> {what}
                      </li>
                    );
                  })}
                </ul>
                {parsed.problems.length > shown.length && (
                  <p className={panel.muted}>
                    {fill(IMPORT_TEXT.moreProblems, { count: formatNumber(parsed.problems.length - shown.length) })}
                  </p>
                )}
              </>
            )}
          </section>

          <div className={styles.actions}>
            <Button onPress={onStart} isDisabled={!canStart}>
              {valid === 0
                ? IMPORT_TEXT.startImport
                : valid === 1
                  ? IMPORT_TEXT.startImportOne
                  : fill(IMPORT_TEXT.startImportCount, { count: formatNumber(valid) })}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
