import type { ReactNode } from 'react';

import styles from './MySites.module.css';
import { SitesEmpty, SitesFailure, SitesLoading } from './MySitesStates';
import { MY_SITES_TEXT } from './mySitesTexts';
import type { FrameSection } from '../shell/frameContext';
import { SectionFrame } from '../shell/SectionFrame';
import type { LoadState } from '../shell/useLoader';

export interface ProjectCardsPageProps {
  /** The page heading: the route title. */
  title: string;
  section?: FrameSection;
  /** The projects' read. */
  load: LoadState;
  /** How many cards there are: none shows the way to the first project instead. */
  count: number;
  createProjectHref: string;
  onRetry: () => void;
  /** Above the cards (My Sites: its create-project link). */
  toolbar?: ReactNode;
  /** The cards, one ProjectCard each. */
  children: ReactNode;
}

/** My Sites' and Competitor Projects' page: the projects loading, failed, none yet, or their cards' grid. */
export function ProjectCardsPage({
  title,
  section,
  load,
  count,
  createProjectHref,
  onRetry,
  toolbar,
  children,
}: ProjectCardsPageProps) {
  return (
    <SectionFrame title={title} section={section}>
      {load === 'loading' ? (
        <SitesLoading />
      ) : load === 'failed' ? (
        <SitesFailure onRetry={onRetry} />
      ) : count === 0 ? (
        <SitesEmpty createProjectHref={createProjectHref} />
      ) : (
        <>
          {toolbar}
          <ul className={styles.cards} aria-label={MY_SITES_TEXT.listLabel}>
            {children}
          </ul>
        </>
      )}
    </SectionFrame>
  );
}

export interface ProjectCardProps {
  /** The heading's id, also the card's test id. */
  id: string;
  projectName: string;
  /** The line under the name: the domain (a link, or words when there is none). */
  domain: ReactNode;
  /** The card's research part and its actions. */
  children: ReactNode;
}

/** One project's card: its name and domain, then what the page shows of it. */
export function ProjectCard({ id, projectName, domain, children }: ProjectCardProps) {
  return (
    <li className={styles.card} aria-labelledby={id} data-testid={id}>
      <div className={styles.cardHeader}>
        <h2 id={id} className={styles.name}>
          {projectName}
        </h2>
        <p className={styles.domain}>{domain}</p>
      </div>
      {children}
    </li>
  );
}

/** A card's research part when there is nothing to show: a note (no data yet, or the way to add a domain). */
export function ResearchNote({ children }: { children: ReactNode }) {
  return (
    <div className={styles.research}>
      <p className={styles.note}>{children}</p>
    </div>
  );
}
