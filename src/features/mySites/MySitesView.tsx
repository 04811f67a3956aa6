import { Link } from 'react-router-dom';

import {
  keywordCountText,
  researchStateOf,
  siteFigures,
  type DomainOverview,
  type Project,
  type ProjectRead,
} from './mySites';
import styles from './MySites.module.css';
import { CardFailure, ResearchSkeleton } from './MySitesStates';
import { MY_SITES_TEXT } from './mySitesTexts';
import { ProjectCard, ProjectCardsPage, ResearchNote } from './ProjectCards';
import { formatYearMonth } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import { Button } from '../../ui/Button/Button';
import type { FrameSection } from '../shell/frameContext';
import type { LoadState } from '../shell/useLoader';

/** A project's card: the project and its two reads, each loading and failing on its own. */
export interface SiteCardData {
  project: Project;
  overview: ProjectRead<DomainOverview | null>;
  keywordCount: ProjectRead<number>;
}

export interface MySitesViewProps {
  /** The page heading: the route title ('My Sites'). */
  title: string;
  section?: FrameSection;
  /** The projects' read. */
  load: LoadState;
  sites: readonly SiteCardData[];
  /** The panel on create-project ('?msf=create-project'). */
  createProjectHref: string;
  /** The domain overview of a project's domain. */
  overviewHref: (domain: string) => string;
  /** The panel on the project's keyword list. */
  keywordsHref: (projectId: string) => string;
  /** The panel on edit-project, to give a project its domain. */
  editProjectHref: (projectId: string) => string;
  onRetry: () => void;
  onRetryOverview: (projectId: string) => void;
  onRetryKeywordCount: (projectId: string) => void;
}

/**
 * My Sites (/hq, the logged-in home): a card per project with its domain's headline figures of the
 * latest month, the keywords it holds, a link to the domain overview and one that opens the panel
 * on its keyword list. Each card's figures load, fail and retry on their own.
 */
export function MySitesView(props: MySitesViewProps) {
  const { title, section, load, sites, createProjectHref, onRetry } = props;
  return (
    <ProjectCardsPage
      title={title}
      section={section}
      load={load}
      count={sites.length}
      createProjectHref={createProjectHref}
      onRetry={onRetry}
      toolbar={
        <div className={styles.toolbar}>
          <Link to={createProjectHref}>{MY_SITES_TEXT.createProject}</Link>
        </div>
      }
    >
      {sites.map((site) => (
        <SiteCard key={site.project.id} site={site} {...props} />
      ))}
    </ProjectCardsPage>
  );
}

function SiteCard({
  site,
  overviewHref,
  keywordsHref,
  editProjectHref,
  onRetryOverview,
  onRetryKeywordCount,
}: { site: SiteCardData } & MySitesViewProps) {
  const { project, overview, keywordCount } = site;
  const domain = project.primaryDomainName;
  return (
    <ProjectCard id={`site-${project.id}`} projectName={project.projectName} domain={domain ?? MY_SITES_TEXT.noDomain}>
      <SiteFigures
        domain={domain}
        overview={overview}
        editHref={editProjectHref(project.id)}
        onRetry={() => onRetryOverview(project.id)}
      />
      <p className={styles.keywordLine}>
        {keywordCount.load === 'ready' ? (
          <span data-testid="keyword-count">{keywordCountText(keywordCount.data)}</span>
        ) : keywordCount.load === 'failed' ? (
          <>
            <span role="alert">{MY_SITES_TEXT.keywordCountFailed}</span>
            <Button
              variant="ghost"
              size="x-small"
              aria-label={fill(MY_SITES_TEXT.retryKeywordCountOf, { project: project.projectName })}
              onPress={() => onRetryKeywordCount(project.id)}
            >
              {MY_SITES_TEXT.retry}
            </Button>
          </>
        ) : (
          <>
            <span className="visually-hidden">{MY_SITES_TEXT.keywordCountLoading}</span>
            <span className={`${styles.bar} ${styles.lineBar}`} aria-hidden="true" />
          </>
        )}
      </p>
      <div className={styles.actions}>
        {domain && (
          <Link to={overviewHref(domain)} aria-label={fill(MY_SITES_TEXT.domainOverviewOf, { domain })}>
            {MY_SITES_TEXT.domainOverview}
          </Link>
        )}
        <Link
          to={keywordsHref(project.id)}
          aria-label={fill(MY_SITES_TEXT.openKeywordsOf, { project: project.projectName })}
        >
          {MY_SITES_TEXT.openKeywords}
        </Link>
      </div>
    </ProjectCard>
  );
}

function SiteFigures({
  domain,
  overview,
  editHref,
  onRetry,
}: {
  domain: string | null;
  overview: ProjectRead<DomainOverview | null>;
  editHref: string;
  onRetry: () => void;
}) {
  const state = researchStateOf(domain, overview);
  if (state === 'noDomain') {
    return (
      <ResearchNote>
        <Link to={editHref}>{MY_SITES_TEXT.addDomain}</Link>
      </ResearchNote>
    );
  }
  if (state === 'loading') return <ResearchSkeleton label={fill(MY_SITES_TEXT.figuresLoading, { domain: domain! })} />;
  if (state === 'failed') {
    return (
      <div className={styles.research}>
        <CardFailure
          message={fill(MY_SITES_TEXT.figuresFailed, { domain: domain! })}
          retryLabel={fill(MY_SITES_TEXT.retryFiguresOf, { domain: domain! })}
          onRetry={onRetry}
        />
      </div>
    );
  }
  if (state === 'noData' || overview.load !== 'ready' || !overview.data) {
    return <ResearchNote>{MY_SITES_TEXT.noDataYet}</ResearchNote>;
  }
  const answer = overview.data;
  return (
    <div className={styles.research}>
      <dl className={styles.figures}>
        {siteFigures(answer).map((figure) => (
          <div key={figure.id} className={styles.figure} data-testid={`figure-${figure.id}`}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {answer.month && (
        <p className={styles.muted}>{fill(MY_SITES_TEXT.figuresMonth, { month: formatYearMonth(answer.month) })}</p>
      )}
    </div>
  );
}
