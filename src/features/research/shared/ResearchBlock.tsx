import { Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { DeferredButton as Button } from './deferredParts';
import styles from './ResearchBlock.module.css';
import { RESEARCH_TEXT } from './researchTexts';
import { fill } from '../../../lib/spec/text';

export type BlockLoad = 'loading' | 'failed' | 'ready';

export interface ResearchBlockProps {
  /** The block's heading, e.g. 'Top organic competitors'. */
  heading: string;
  load: BlockLoad;
  /** The block's full page (built with linkTo), linked as 'View all'. */
  viewAllHref?: string;
  /** Retry of this block's read only: the page's other blocks stay as they are. */
  onRetry: () => void;
  /** How many grey rows stand in while loading: the rows the block will show, so nothing moves. */
  skeletonRows?: number;
  /** A wide block spans the whole page width. */
  wide?: boolean;
  children?: ReactNode;
}

/**
 * One block of a research page (a top-N list, a chart): a card with its heading and the link to
 * its full page. It loads on its own: grey rows while loading, its own error with a Retry when its
 * read fails, so one failed block leaves the others on the page.
 */
export function ResearchBlock({
  heading,
  load,
  viewAllHref,
  onRetry,
  skeletonRows = 5,
  wide = false,
  children,
}: ResearchBlockProps) {
  const id = useId();
  return (
    <section
      className={[styles.block, wide ? styles.wide : ''].filter(Boolean).join(' ')}
      aria-labelledby={id}
      aria-busy={load === 'loading' || undefined}
    >
      <header className={styles.header}>
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        {viewAllHref && (
          <Link
            to={viewAllHref}
            className={styles.viewAll}
            aria-label={fill(RESEARCH_TEXT.viewAllOf, { block: heading })}
          >
            {RESEARCH_TEXT.viewAll}
          </Link>
        )}
      </header>
      {load === 'loading' && <BlockSkeleton heading={heading} rows={skeletonRows} />}
      {load === 'failed' && (
        <div className={styles.failed}>
          <p role="alert" className={styles.error}>
            {fill(RESEARCH_TEXT.blockFailed, { block: heading })}
          </p>
          <Suspense fallback={null}>
            <Button variant="secondary" size="small" onPress={onRetry}>
              {RESEARCH_TEXT.retry}
            </Button>
          </Suspense>
        </div>
      )}
      {/* A block's content may come in a chunk of its own (a chart, a table): its grey rows stay
          until the chunk is in, so the first render never waits for it. */}
      {load === 'ready' && (
        <Suspense fallback={<BlockSkeleton heading={heading} rows={skeletonRows} />}>{children}</Suspense>
      )}
    </section>
  );
}

/** Grey rows the height of the block's table while it loads: a header row and the body rows. */
function BlockSkeleton({ heading, rows }: { heading: string; rows: number }) {
  return (
    <div className={styles.skeleton} data-testid="block-skeleton">
      <p role="status" className="visually-hidden">
        {fill(RESEARCH_TEXT.blockLoading, { block: heading })}
      </p>
      {Array.from({ length: rows + 1 }, (_, i) => (
        <span key={i} className={styles.skeletonRow} aria-hidden="true" />
      ))}
    </div>
  );
}
