import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { Project, RankTracking } from './rankTracking';
import styles from './RankTracking.module.css';
import { RANK_TRACKING_TEXT as T } from './rankTrackingTexts';
import { Button } from '../../ui/Button/Button';
import type { FrameSection } from '../shell/frameContext';
import { SectionFrame } from '../shell/SectionFrame';
import type { LoadState } from '../shell/useLoader';

/** The page's places while it loads: grey tiles and rows of the real ones' shape, so nothing moves. */
export function TrackingLoading() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="tracking-skeleton">
      <p role="status" className="visually-hidden">
        {T.loading}
      </p>
      <div className={styles.tiles} aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <span key={i} className={`${styles.bar} ${styles.tileBar}`} />
        ))}
      </div>
      {Array.from({ length: 6 }, (_, i) => (
        <span key={i} className={styles.bar} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A read failed: what, and a Retry. */
export function TrackingFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.failure}>
      <p role="alert">{message}</p>
      <Button variant="secondary" size="small" onPress={onRetry}>
        {T.retry}
      </Button>
    </div>
  );
}

/** A boxed message with a heading and, usually, the one link that moves the user on. */
export function TrackingNotice({
  heading,
  body,
  action,
}: {
  heading: string;
  body: ReactNode;
  action?: { href: string; label: string };
}) {
  return (
    <section className={styles.notice} aria-label={heading}>
      <h2 className={styles.noticeHeading}>{heading}</h2>
      <p className={styles.noticeBody}>{body}</p>
      {action && (
        <Link to={action.href} className={styles.primaryLink}>
          {action.label}
        </Link>
      )}
    </section>
  );
}

/** A visitor: what rank tracking is, and the way to log in (and back here). */
export function TrackingLoggedOut({ loginHref }: { loginHref: string }) {
  return (
    <TrackingNotice heading={T.loggedOutHeading} body={T.loggedOutBody} action={{ href: loginHref, label: T.logIn }} />
  );
}

/** No project yet: the panel's create-project view. */
export function TrackingNoProjects({ createProjectHref }: { createProjectHref: string }) {
  return (
    <TrackingNotice
      heading={T.noProjectsHeading}
      body={T.noProjectsBody}
      action={{ href: createProjectHref, label: T.createProject }}
    />
  );
}

/** The project has no keywords: the panel's keyword import. */
export function TrackingNoKeywords({ addKeywordsHref }: { addKeywordsHref: string }) {
  return (
    <TrackingNotice
      heading={T.noKeywordsHeading}
      body={T.noKeywordsBody}
      action={{ href: addKeywordsHref, label: T.addKeywords }}
    />
  );
}

/** The project selector of both pages (a native select: keyboard and screen readers know it). */
export function ProjectPicker({
  projects,
  projectId,
  onChange,
}: {
  projects: readonly { id: string; projectName: string }[];
  projectId: string;
  onChange: (projectId: string) => void;
}) {
  return (
    <label className={styles.picker}>
      {T.project}
      <select value={projectId} onChange={(event) => onChange(event.target.value)}>
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.projectName}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Where a page stands before a project's figures: the visitor, the projects' read, or none yet. */
export type TrackingAccess = 'loggedOut' | 'loading' | 'failed' | 'noProjects' | 'ready';

export interface TrackingPageProps {
  access: TrackingAccess;
  loginHref: string;
  createProjectHref: string;
  /** Reads the projects again. */
  onRetry: () => void;
  /** The project's page (access 'ready'). */
  children: ReactNode;
}

/** Both pages' states before a project is shown: log in, loading, failed, no projects. */
export function TrackingPage({ access, loginHref, createProjectHref, onRetry, children }: TrackingPageProps) {
  if (access === 'loggedOut') return <TrackingLoggedOut loginHref={loginHref} />;
  if (access === 'loading') return <TrackingLoading />;
  if (access === 'failed') return <TrackingFailure message={T.projectsFailed} onRetry={onRetry} />;
  if (access === 'noProjects') return <TrackingNoProjects createProjectHref={createProjectHref} />;
  return <div className={styles.page}>{children}</div>;
}

/** What both tracking pages get from their screen: the frame, the projects' states and the project's tracking read. */
export interface TrackingViewProps {
  title: string;
  section?: FrameSection;
  access: TrackingAccess;
  projects: readonly Project[];
  projectId: string | null;
  onProjectChange: (projectId: string) => void;
  /** The project's tracking read; `data` is the last answer (kept while a new sort or page loads). */
  load: LoadState;
  data: RankTracking | null;
  loginHref: string;
  createProjectHref: string;
  addKeywordsHref: string;
  /** Reads the projects again. */
  onRetryProjects: () => void;
  /** Reads the project's tracking again. */
  onRetry: () => void;
}

export type TrackingFrameProps = Pick<
  TrackingViewProps,
  | 'title'
  | 'section'
  | 'access'
  | 'projects'
  | 'projectId'
  | 'onProjectChange'
  | 'loginHref'
  | 'createProjectHref'
  | 'onRetryProjects'
> & { children: ReactNode };

/** Both pages' frame: the section, the states before a project, and the project selector when there is a choice. */
export function TrackingFrame({
  title,
  section,
  access,
  projects,
  projectId,
  onProjectChange,
  loginHref,
  createProjectHref,
  onRetryProjects,
  children,
}: TrackingFrameProps) {
  return (
    <SectionFrame title={title} section={section}>
      <TrackingPage
        access={access}
        loginHref={loginHref}
        createProjectHref={createProjectHref}
        onRetry={onRetryProjects}
      >
        {projects.length > 1 && projectId && (
          <div className={styles.toolbar}>
            <ProjectPicker projects={projects} projectId={projectId} onChange={onProjectChange} />
          </div>
        )}
        {children}
      </TrackingPage>
    </SectionFrame>
  );
}
