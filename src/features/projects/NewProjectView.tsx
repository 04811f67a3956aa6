import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Checkbox, CheckboxGroup, Label, Text } from 'react-aria-components';

import { MAX_COMPETITORS, type Suggestion } from './newProject';
import styles from './NewProjectView.module.css';
import { NEW_PROJECT_TEXT } from './texts';
import { formatNumber } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import { CheckIcon } from '../../ui/Icon/Icon';
import { Input } from '../../ui/Input/Input';
import { SectionFrame } from '../shell/SectionFrame';

export type { Suggestion };

/** Where the suggested competitors stand: no site read yet, reading, failed, no data, or read. */
export type SuggestionsState =
  | { kind: 'idle' }
  | { kind: 'loading'; site: string }
  | { kind: 'failed'; site: string }
  | { kind: 'noData'; site: string }
  | { kind: 'ready'; site: string; rows: readonly Suggestion[]; isDemoData: boolean };

export interface NewProjectViewProps {
  /** The page heading: the route title. */
  title: string;
  /** The site field, as typed. */
  site: string;
  onSiteChange: (site: string) => void;
  /** The site field was left or Enter pressed in it: the suggestions may be read. */
  onSiteCommit: () => void;
  siteMessage?: string;
  suggestions: SuggestionsState;
  onRetrySuggestions: () => void;
  /** The chosen competitors, in the order chosen. */
  competitors: readonly string[];
  onToggleSuggestion: (domain: string, selected: boolean) => void;
  /** Why the last tick was refused (the limit), under the suggestions. */
  suggestionsMessage?: string;
  /** The chosen list's message (none chosen, the site itself chosen). */
  competitorsMessage?: string;
  onRemoveCompetitor: (domain: string) => void;
  /** The add-a-competitor field, as typed. */
  competitorText: string;
  onCompetitorTextChange: (text: string) => void;
  onAddCompetitor: () => void;
  addMessage?: string;
  /** The name field is offered (the server refused the domain as the project's name). */
  showProjectName: boolean;
  projectName: string;
  onProjectNameChange: (name: string) => void;
  projectNameMessage?: string;
  /** The alert at the top of the form (a refused creation, fields to check). */
  summary?: string | null;
  isCreating: boolean;
  onCreate: () => void;
}

const onEnter = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter') return;
  // Enter acts on its own field (looks the site up, adds the competitor) instead of creating the project.
  event.preventDefault();
  action();
};

const sharedText = (count: number) =>
  count === 1 ? NEW_PROJECT_TEXT.sharedKeyword : fill(NEW_PROJECT_TEXT.sharedKeywords, { count: formatNumber(count) });
const percentOf = (share: number) => `${Math.round(share * 100)}%`;

function SuggestionList({
  suggestions,
  competitors,
  message,
  onToggle,
  onRetry,
}: {
  suggestions: SuggestionsState;
  competitors: readonly string[];
  message?: string;
  onToggle: (domain: string, selected: boolean) => void;
  onRetry: () => void;
}) {
  switch (suggestions.kind) {
    case 'idle':
      return <p className={styles.muted}>{NEW_PROJECT_TEXT.suggestionsIdle}</p>;
    case 'loading':
      return (
        <div className={styles.loading} aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <span key={row} className={styles.skeleton} />
          ))}
        </div>
      );
    case 'failed':
      return (
        <div className={styles.failed}>
          <p className={styles.error}>{fill(NEW_PROJECT_TEXT.suggestionsFailed, { site: suggestions.site })}</p>
          <Button size="small" variant="secondary" onPress={onRetry}>
            {NEW_PROJECT_TEXT.retry}
          </Button>
        </div>
      );
    case 'noData':
      return <p className={styles.notice}>{fill(NEW_PROJECT_TEXT.suggestionsNoData, { site: suggestions.site })}</p>;
    case 'ready':
      if (suggestions.rows.length === 0) {
        return <p className={styles.notice}>{fill(NEW_PROJECT_TEXT.suggestionsNone, { site: suggestions.site })}</p>;
      }
      return (
        <CheckboxGroup
          className={styles.suggestions}
          value={competitors.filter((domain) => suggestions.rows.some((row) => row.domain === domain))}
          onChange={(next) => {
            const ticked = next.find((domain) => !competitors.includes(domain));
            if (ticked) onToggle(ticked, true);
            const unticked = competitors.find(
              (domain) => !next.includes(domain) && suggestions.rows.some((row) => row.domain === domain),
            );
            if (unticked) onToggle(unticked, false);
          }}
          isInvalid={Boolean(message)}
          validationBehavior="aria"
        >
          <Label className={styles.visuallyHidden}>
            {fill(NEW_PROJECT_TEXT.suggestionsLabel, { site: suggestions.site })}
          </Label>
          <div className={styles.options}>
            {suggestions.rows.map((row) => (
              <Checkbox key={row.domain} value={row.domain} className={styles.option}>
                {({ isSelected }) => (
                  <>
                    <span className={styles.box} aria-hidden="true">
                      {isSelected && <CheckIcon />}
                    </span>
                    <span className={styles.optionText}>
                      <span className={styles.domain}>{row.domain}</span>{' '}
                      <span className={styles.figures}>
                        {sharedText(row.sharedKeywords)}
                        {' · '}
                        {fill(NEW_PROJECT_TEXT.overlap, { percent: percentOf(row.share) })}
                      </span>
                    </span>
                    <span className={styles.overlapBar} aria-hidden="true">
                      <span style={{ width: percentOf(Math.min(1, row.share)) }} />
                    </span>
                  </>
                )}
              </Checkbox>
            ))}
          </div>
          <Text slot="description" className={styles.fieldMessage}>
            {message}
          </Text>
          {suggestions.isDemoData && <p className={styles.footnote}>{NEW_PROJECT_TEXT.demoData}</p>}
        </CheckboxGroup>
      );
  }
}

/**
 * The new competitor project page (route new-project:2, our design): the user's site, the
 * competitors the research corpus finds for it as a checkbox list, more added by hand (at most
 * MAX_COMPETITORS in all, never the site itself or one twice), and "Create project". A name field
 * appears only when the server refuses the domain as the project's name. Every answer stays on a
 * failure.
 */
export function NewProjectView({
  title,
  site,
  onSiteChange,
  onSiteCommit,
  siteMessage,
  suggestions,
  onRetrySuggestions,
  competitors,
  onToggleSuggestion,
  suggestionsMessage,
  competitorsMessage,
  onRemoveCompetitor,
  competitorText,
  onCompetitorTextChange,
  onAddCompetitor,
  addMessage,
  showProjectName,
  projectName,
  onProjectNameChange,
  projectNameMessage,
  summary = null,
  isCreating,
  onCreate,
}: NewProjectViewProps) {
  const ids = { site: useId(), suggestions: useId(), chosen: useId() };
  const full = competitors.length >= MAX_COMPETITORS;
  const nameRef = useRef<HTMLInputElement>(null);
  // The name field appears after the server refused the name: the user goes straight to it.
  useEffect(() => {
    if (showProjectName) nameRef.current?.focus();
  }, [showProjectName]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCreating) onCreate();
  };

  return (
    <SectionFrame title={title} subtitle={NEW_PROJECT_TEXT.lead}>
      <form
        className={styles.card}
        noValidate
        onSubmit={submit}
        aria-label={NEW_PROJECT_TEXT.formLabel}
        aria-busy={isCreating || undefined}
      >
        <div role="alert" className={styles.alerts}>
          {summary && <p className={styles.summary}>{summary}</p>}
        </div>

        <section className={styles.section} aria-labelledby={ids.site}>
          <h2 id={ids.site} className={styles.heading}>
            {NEW_PROJECT_TEXT.siteHeading}
          </h2>
          <Input
            label={NEW_PROJECT_TEXT.siteLabel}
            hideLabel
            name="site"
            value={site}
            onChange={onSiteChange}
            onBlur={onSiteCommit}
            onKeyDown={onEnter(onSiteCommit)}
            isRequired
            autoComplete="url"
            placeholder="example.com"
            validationState={siteMessage ? 'invalid' : 'normal'}
            message={siteMessage ?? NEW_PROJECT_TEXT.siteHint}
          />
        </section>

        <section className={styles.section} aria-labelledby={ids.suggestions}>
          <h2 id={ids.suggestions} className={styles.heading}>
            {NEW_PROJECT_TEXT.suggestionsHeading}
          </h2>
          <div role="status" className={styles.status}>
            {suggestions.kind === 'loading' && (
              <p className={styles.muted}>{fill(NEW_PROJECT_TEXT.suggestionsLoading, { site: suggestions.site })}</p>
            )}
          </div>
          <SuggestionList
            suggestions={suggestions}
            competitors={competitors}
            message={suggestionsMessage}
            onToggle={onToggleSuggestion}
            onRetry={onRetrySuggestions}
          />
        </section>

        <section className={styles.section} aria-labelledby={ids.chosen}>
          <div className={styles.chosenHeader}>
            <h2 id={ids.chosen} className={styles.heading}>
              {NEW_PROJECT_TEXT.chosenHeading}
            </h2>
            <span className={full ? styles.countFull : styles.count}>
              {fill(NEW_PROJECT_TEXT.chosenCount, { count: competitors.length, max: MAX_COMPETITORS })}
            </span>
          </div>
          {competitors.length === 0 ? (
            <p className={competitorsMessage ? styles.fieldError : styles.muted}>
              {competitorsMessage ?? NEW_PROJECT_TEXT.chosenEmpty}
            </p>
          ) : (
            <>
              <ul className={styles.chosen} aria-labelledby={ids.chosen}>
                {competitors.map((domain) => (
                  <li key={domain} className={styles.chip}>
                    <span>{domain}</span>
                    <Button
                      size="x-small"
                      variant="ghost"
                      aria-label={fill(NEW_PROJECT_TEXT.removeLabel, { domain })}
                      onPress={() => onRemoveCompetitor(domain)}
                    >
                      {NEW_PROJECT_TEXT.remove}
                    </Button>
                  </li>
                ))}
              </ul>
              {competitorsMessage && <p className={styles.fieldError}>{competitorsMessage}</p>}
            </>
          )}
          <div className={styles.addRow}>
            <Input
              className={styles.addField}
              label={NEW_PROJECT_TEXT.addLabel}
              name="competitor"
              value={competitorText}
              onChange={onCompetitorTextChange}
              onKeyDown={onEnter(onAddCompetitor)}
              autoComplete="off"
              placeholder="rival.com"
              validationState={addMessage ? 'invalid' : 'normal'}
              message={addMessage ?? NEW_PROJECT_TEXT.addHint}
            />
            <Button className={styles.addButton} variant="secondary" onPress={onAddCompetitor}>
              {NEW_PROJECT_TEXT.add}
            </Button>
          </div>
        </section>

        {showProjectName && (
          <section className={styles.section}>
            <Input
              label={NEW_PROJECT_TEXT.nameLabel}
              name="projectName"
              value={projectName}
              onChange={onProjectNameChange}
              isRequired
              inputRef={nameRef}
              autoComplete="off"
              validationState={projectNameMessage ? 'invalid' : 'normal'}
              message={projectNameMessage ?? NEW_PROJECT_TEXT.nameHint}
            />
          </section>
        )}

        <div className={styles.actions}>
          <Button type="submit" size="large" isLoading={isCreating} loadingLabel={NEW_PROJECT_TEXT.creating}>
            {NEW_PROJECT_TEXT.create}
          </Button>
        </div>
      </form>
    </SectionFrame>
  );
}
