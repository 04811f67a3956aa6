import { Link } from 'react-router-dom';

import {
  competitorDomains,
  KOMBAT_MAX_COMPETITORS,
  researchStateOf,
  topCompetitors,
  type CompetitorEntry,
  type DomainCompetitors,
  type Project,
  type ProjectRead,
} from './mySites';
import styles from './MySites.module.css';
import { CardFailure, ResearchSkeleton } from './MySitesStates';
import { MY_SITES_TEXT } from './mySitesTexts';
import { ProjectCard, ProjectCardsPage, ResearchNote } from './ProjectCards';
import { fill, UI_TEXT } from '../../lib/spec/text';
import type { FrameSection } from '../shell/frameContext';
import type { LoadState } from '../shell/useLoader';

/** A competitor project's card: the project and its domain's organic competitors (null: no domain). */
export interface CompetitorProjectCardData {
  project: Project;
  competitors: ProjectRead<DomainCompetitors | null>;
}

export interface CompetitorProjectsViewProps {
  /** The page heading: the route title ('Competitor Projects'). */
  title: string;
  section?: FrameSection;
  load: LoadState;
  projects: readonly CompetitorProjectCardData[];
  createProjectHref: string;
  /** The purchase page a throttled row's lock links to (doc 2 §6). */
  purchaseHref: string;
  /** The domain overview of a domain (the project's or a competitor's). */
  overviewHref: (domain: string) => string;
  /** Kombat for the project's domain against one or two competitors. */
  kombatHref: (domain: string, competitors: readonly string[]) => string;
  editProjectHref: (projectId: string) => string;
  onRetry: () => void;
  onRetryCompetitors: (projectId: string) => void;
}

/**
 * Competitor Projects (/competitor-projects): each project seen as a competitor set, its domain
 * and the top organic competitors the research API gives for it, each with a Kombat link for the
 * domain against it, and one against the top two. Each card loads, fails and retries on its own.
 */
export function CompetitorProjectsView(props: CompetitorProjectsViewProps) {
  const { title, section, load, projects, createProjectHref, onRetry } = props;
  return (
    <ProjectCardsPage
      title={title}
      section={section}
      load={load}
      count={projects.length}
      createProjectHref={createProjectHref}
      onRetry={onRetry}
    >
      {projects.map((card) => (
        <CompetitorCard key={card.project.id} card={card} {...props} />
      ))}
    </ProjectCardsPage>
  );
}

function CompetitorCard({
  card,
  overviewHref,
  kombatHref,
  editProjectHref,
  purchaseHref,
  onRetryCompetitors,
}: { card: CompetitorProjectCardData } & CompetitorProjectsViewProps) {
  const { project, competitors } = card;
  const domain = project.primaryDomainName;
  const state = researchStateOf(domain, competitors, (answer) => answer.rows.length > 0);
  const entries =
    state === 'ready' && competitors.load === 'ready' && competitors.data ? topCompetitors(competitors.data) : [];
  // Kombat compares the domain with at most two of them.
  const rivals = competitorDomains(entries).slice(0, KOMBAT_MAX_COMPETITORS);
  return (
    <ProjectCard
      id={`competitors-${project.id}`}
      projectName={project.projectName}
      domain={
        domain ? (
          <Link to={overviewHref(domain)} aria-label={fill(MY_SITES_TEXT.domainOverviewOf, { domain })}>
            {domain}
          </Link>
        ) : (
          MY_SITES_TEXT.noDomain
        )
      }
    >
      {state === 'noDomain' ? (
        <ResearchNote>
          <Link to={editProjectHref(project.id)}>{MY_SITES_TEXT.addDomain}</Link>
        </ResearchNote>
      ) : state === 'loading' ? (
        <ResearchSkeleton label={fill(MY_SITES_TEXT.competitorsLoading, { domain: domain! })} />
      ) : state === 'failed' ? (
        <div className={styles.research}>
          <CardFailure
            message={fill(MY_SITES_TEXT.competitorsFailed, { domain: domain! })}
            retryLabel={fill(MY_SITES_TEXT.retryCompetitorsOf, { domain: domain! })}
            onRetry={() => onRetryCompetitors(project.id)}
          />
        </div>
      ) : state === 'noData' ? (
        <ResearchNote>{MY_SITES_TEXT.noCompetitors}</ResearchNote>
      ) : (
        // Not a landmark: every card has this list, and landmarks need names of their own.
        <div className={styles.research}>
          <h3 className={styles.sectionTitle}>{MY_SITES_TEXT.competitorsHeading}</h3>
          <ol className={styles.competitors}>
            {entries.map((entry, i) => (
              <CompetitorItem
                key={entry.kind === 'competitor' ? entry.domain : `throttled-${i}`}
                entry={entry}
                domain={domain!}
                purchaseHref={purchaseHref}
                overviewHref={overviewHref}
                kombatHref={kombatHref}
              />
            ))}
          </ol>
        </div>
      )}
      <div className={styles.actions}>
        {domain && rivals.length > 1 && (
          <Link to={kombatHref(domain, rivals)} aria-label={fill(MY_SITES_TEXT.kombatTopOf, { domain })}>
            {MY_SITES_TEXT.kombatTop}
          </Link>
        )}
      </div>
    </ProjectCard>
  );
}

function CompetitorItem({
  entry,
  domain,
  purchaseHref,
  overviewHref,
  kombatHref,
}: {
  entry: CompetitorEntry;
  domain: string;
  purchaseHref: string;
  overviewHref: (domain: string) => string;
  kombatHref: (domain: string, competitors: readonly string[]) => string;
}) {
  if (entry.kind === 'throttled') {
    return (
      <li className={styles.competitor} data-throttled="true">
        <Link to={purchaseHref} className={styles.lock}>
          {UI_TEXT.unlockAllTheData}
        </Link>
      </li>
    );
  }
  return (
    <li className={styles.competitor}>
      <span className={styles.competitorName}>
        <Link
          to={overviewHref(entry.domain)}
          aria-label={fill(MY_SITES_TEXT.competitorOverviewOf, { competitor: entry.domain })}
        >
          {entry.domain}
        </Link>
        <span className={styles.muted}>{entry.sharedKeywords}</span>
      </span>
      <Link
        to={kombatHref(domain, [entry.domain])}
        aria-label={fill(MY_SITES_TEXT.kombatOf, { domain, competitor: entry.domain })}
      >
        {MY_SITES_TEXT.kombat}
      </Link>
    </li>
  );
}
