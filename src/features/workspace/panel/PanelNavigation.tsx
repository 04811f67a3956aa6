import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { ALL_PROJECTS_BUCKET, type Project } from './panelProjects';
import type { PanelScreen } from './panelState';
import { PANEL_TEXT } from './panelTexts';
import { ALL_PROJECTS_ID, type PanelParams, type PanelView } from './panelViews';
import { createHoverIntent } from './selectorHover';
import styles from './WorkspacePanel.module.css';
import type { components } from '../../../api/schema.gen';
import { formatNumber } from '../../../lib/format';
import { fill, UI_TEXT } from '../../../lib/spec/text';
import { NAV_GROUPS_SHOWN, RECENT_PROJECTS_SHOWN } from '../../../lib/spec/workspace';

export type KeywordCount = components['schemas']['KeywordCount'];
export interface NavGroup {
  groupHash: string;
  name: string;
}

type Navigate = (view: PanelView, params?: PanelParams) => void;

export interface ProjectSelectorProps {
  projects: readonly Project[];
  /** The active project, or the all-projects bucket, or undefined when none is chosen yet. */
  active: Project | undefined;
  onNavigate: Navigate;
  /** Starts expanded (stories). */
  defaultExpanded?: boolean;
}

/**
 * doc 2 §2, §4 — the project selector: the active project's name and domain; expanded (hover for
 * 200 ms, or a click / Enter / ArrowDown) it lists the first 4 projects as Recent Projects, then All
 * Projects, View All Projects and Create Project. Leaving collapses it after 300 ms; Escape at once.
 */
export function ProjectSelector({ projects, active, onNavigate, defaultExpanded = false }: ProjectSelectorProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [intent] = useState(() => createHoverIntent(defaultExpanded, setExpanded));
  useEffect(() => () => intent.dispose(), [intent]);
  const listId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);

  const go: Navigate = (view, params) => {
    intent.set(false);
    onNavigate(view, params);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && expanded) {
      intent.set(false);
      triggerRef.current?.focus();
    } else if (event.key === 'ArrowDown' && !expanded) {
      event.preventDefault();
      intent.set(true);
    }
  };
  const domain =
    active?.id === ALL_PROJECTS_ID ? PANEL_TEXT.allProjectsDomain : (active?.primaryDomainName ?? PANEL_TEXT.noDomain);

  return (
    // Escape and ArrowDown bubble up from the buttons inside; the group itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-label={UI_TEXT.recentProjects}
      className={styles.selector}
      onMouseEnter={intent.enter}
      onMouseLeave={intent.leave}
      onKeyDown={onKeyDown}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.selectorTrigger}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => intent.set(!expanded)}
      >
        <span className={styles.selectorName}>{active?.projectName ?? UI_TEXT.viewAllProjects}</span>
        {active && <span className={styles.selectorDomain}>{domain}</span>}
      </button>
      <div id={listId} className={styles.selectorList} hidden={!expanded}>
        {projects.length > 0 && (
          <>
            <h3 className={styles.selectorHeading}>{UI_TEXT.recentProjects}</h3>
            <ul className={styles.plainList}>
              {projects.slice(0, RECENT_PROJECTS_SHOWN).map((project) => (
                <li key={project.id}>
                  <button
                    type="button"
                    className={styles.navItem}
                    aria-current={project.id === active?.id || undefined}
                    onClick={() => go('keyword-list', { projectId: project.id })}
                  >
                    {project.projectName}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <ul className={styles.plainList}>
          <li>
            <button
              type="button"
              className={styles.navItem}
              aria-current={active?.id === ALL_PROJECTS_ID || undefined}
              // The all-projects bucket opens on its outreach (keywords need a real project, doc 2 §2).
              onClick={() => go('websites', { projectId: ALL_PROJECTS_BUCKET.id })}
            >
              {UI_TEXT.allProjects}
            </button>
          </li>
          <li>
            <button type="button" className={styles.navItem} onClick={() => go('projects')}>
              {UI_TEXT.viewAllProjects}
            </button>
          </li>
          <li>
            <button type="button" className={styles.navItem} onClick={() => go('create-project')}>
              {UI_TEXT.createProject}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

export interface KeywordCountWidgetProps {
  /** null until the counts arrive (doc 2 §4: loading until then). */
  count: KeywordCount | null;
}

/** The keyword count widget: keywords used of the plan's allowance, from KeywordCount. */
export function KeywordCountWidget({ count }: KeywordCountWidgetProps) {
  return (
    <p className={styles.keywordCount} role="status" aria-busy={count === null}>
      {count === null
        ? PANEL_TEXT.keywordCountLoading
        : fill(PANEL_TEXT.keywordCount, { used: formatNumber(count.usedCount), total: formatNumber(count.totalCount) })}
    </p>
  );
}

export interface PanelNavigationProps extends Omit<ProjectSelectorProps, 'defaultExpanded'> {
  view: PanelScreen;
  /** The active project's groups (up to 16); the nav shows 3 and 'More...'. */
  groups: readonly NavGroup[];
  activeGroupHash: string | undefined;
  keywordCount: KeywordCount | null;
  selectorExpanded?: boolean;
}

/**
 * doc 2 §2 "Panel navigation": the project selector, Keyword Universe, Groups (3 plus 'More...'),
 * Labels, the Outreach tree (Websites, Links, Contacts), History and the keyword count widget.
 * Items that need a real project go to projects while none is active (the panel's redirect rule).
 */
export function PanelNavigation({
  projects,
  active,
  onNavigate,
  view,
  groups,
  activeGroupHash,
  keywordCount,
  selectorExpanded,
}: PanelNavigationProps) {
  const projectId = active?.id;
  const outreachHeadingId = useId();
  const item = (label: string, target: PanelView, params: PanelParams = { projectId }, current = view === target) => (
    <button
      type="button"
      className={styles.navItem}
      aria-current={current ? 'page' : undefined}
      onClick={() => onNavigate(target, params)}
    >
      {label}
    </button>
  );
  return (
    <nav className={styles.nav} aria-label={PANEL_TEXT.navLabel}>
      <ProjectSelector projects={projects} active={active} onNavigate={onNavigate} defaultExpanded={selectorExpanded} />
      <ul className={styles.plainList}>
        <li>{item(PANEL_TEXT.keywordUniverse, 'keyword-list')}</li>
        <li>
          {item(PANEL_TEXT.groups, 'groups')}
          {groups.length > 0 && (
            <ul className={styles.subList}>
              {groups.slice(0, NAV_GROUPS_SHOWN).map((group) => (
                <li key={group.groupHash}>
                  {item(
                    group.name,
                    'group-details',
                    { projectId, groupHash: group.groupHash, groupName: group.name },
                    view === 'group-details' && group.groupHash === activeGroupHash,
                  )}
                </li>
              ))}
              {groups.length > NAV_GROUPS_SHOWN && (
                <li>{item(UI_TEXT.navGroupsMore, 'groups', { projectId }, false)}</li>
              )}
            </ul>
          )}
        </li>
        <li>{item(PANEL_TEXT.labels, 'labels')}</li>
        <li>
          <span className={styles.navHeading} id={outreachHeadingId}>
            {PANEL_TEXT.outreach}
          </span>
          <ul className={styles.subList} aria-labelledby={outreachHeadingId}>
            <li>{item(PANEL_TEXT.websites, 'websites')}</li>
            <li>{item(PANEL_TEXT.links, 'links')}</li>
            <li>{item(PANEL_TEXT.contacts, 'contacts')}</li>
          </ul>
        </li>
        <li>{item(PANEL_TEXT.history, 'history')}</li>
      </ul>
      <KeywordCountWidget count={keywordCount} />
    </nav>
  );
}
