import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import styles from './DomainOverviewView.module.css';
import { headlineFigures, lastYear, type HeadlineFigure, type OverviewAnswer, type OverviewKind } from './overview';
import type { OverviewBlockId } from './overviewReads';
import { OVERVIEW_TEXT } from './overviewTexts';
import type { components } from '../../../api/schema.gen';
import { formatCurrency, formatNumber } from '../../../lib/format';
import type { SortValue } from '../../../lib/sortCycle';
import { fill } from '../../../lib/spec/text';
import type { TableColumn } from '../../../ui/Table/Table';
import { afterPaint } from '../../shell/afterPaint';
import { SectionFrame } from '../../shell/SectionFrame';
import type { BlockState } from '../shared/blockLoaders';
import {
  DeferredButton as Button,
  DeferredHistoryChart as HistoryChart,
  DeferredSearchPrompt as SearchPrompt,
  DeferredTable as Table,
  preloadBlockParts,
} from '../shared/deferredParts';
import { FiguresNote } from '../shared/FiguresNote';
import { NoDataState } from '../shared/NoDataState';
import type { OverviewPageProps } from '../shared/overviewPageProps';
import { ResearchBlock, type BlockLoad } from '../shared/ResearchBlock';
import { RESEARCH_TEXT } from '../shared/researchTexts';

type Schemas = components['schemas'];
export type DomainCompetitors = Schemas['DomainCompetitors'];
export type DomainOrganicKeywords = Schemas['DomainOrganicKeywords'];
export type DomainTopPages = Schemas['DomainTopPages'];
export type DomainPaidKeywords = Schemas['DomainPaidKeywords'];

/** The page's reads, each retried on its own. */
export type { OverviewBlockId };

/** The full pages the blocks link to (built with linkTo); a block without one is not shown. */
export interface OverviewLinks {
  organicCompetitors?: string;
  topKeywords?: string;
  topPages?: string;
  paidCompetitors?: string;
  topAds?: string;
}

export interface DomainOverviewViewProps extends OverviewPageProps<OverviewBlockId> {
  kind: OverviewKind;
  overview: BlockState<OverviewAnswer>;
  /** The blocks of a domain overview; the URL overview leaves out competitors and top pages. */
  organicCompetitors?: BlockState<DomainCompetitors>;
  topKeywords: BlockState<DomainOrganicKeywords>;
  topPages?: BlockState<DomainTopPages>;
  paidCompetitors?: BlockState<DomainCompetitors>;
  topAds: BlockState<DomainPaidKeywords>;
  links: OverviewLinks;
}

const loadPositionBucketChart = () => import('./PositionBucketChart');
const PositionBucketChart = lazy(() =>
  loadPositionBucketChart().then((module) => ({ default: module.PositionBucketChart })),
);

/** How many rows each list block shows (its full page has the rest). */
export { OVERVIEW_ROWS } from './overviewReads';

/**
 * The domain overview (routes overview, overview:domain, overview:homepage) and the URL overview
 * (overview:url): the headline figures of the latest month with their change, named by month and
 * CTR curve; twelve months of clicks and value and of keywords by position; then the top organic
 * competitors, keywords, pages, paid competitors and ads, each linking to its full page and each
 * loading, failing and retrying on its own. A search without data gets the no-data state with
 * similar domains; a page without a search asks for one.
 */
export function DomainOverviewView(props: DomainOverviewViewProps) {
  const { title, section, query, overview, similar, onRetry, onSearch } = props;
  const answer = overview.load === 'ready' ? overview.data : null;
  const noData = answer !== null && !answer.hasData;
  const partsDue = usePaintedOnce(overview.load !== 'loading');
  useEffect(() => {
    if (partsDue) preloadBlockParts(loadPositionBucketChart);
  }, [partsDue]);
  return (
    <SectionFrame
      title={title}
      section={section}
      subtitle={query ? fill(RESEARCH_TEXT.searchFor, { query }) : undefined}
    >
      {!query ? (
        <Suspense fallback={null}>
          <SearchPrompt onSearch={onSearch} />
        </Suspense>
      ) : noData ? (
        <NoDataState query={query} suggestions={similar} />
      ) : (
        <div className={styles.page}>
          {overview.load === 'failed' ? (
            <div className={styles.failed}>
              <p role="alert" className={styles.error}>
                {fill(OVERVIEW_TEXT.loadFailed, { query })}
              </p>
              <Suspense fallback={null}>
                <Button variant="secondary" onPress={() => onRetry('overview')}>
                  {OVERVIEW_TEXT.retry}
                </Button>
              </Suspense>
            </div>
          ) : answer ? (
            <>
              <FiguresNote month={answer.month} curve={answer.curve} isDemoData={answer.isDemoData} />
              <Figures answer={answer} />
            </>
          ) : (
            <FiguresSkeleton query={query} />
          )}
          <div className={styles.blocks}>
            <HistoryBlocks
              load={overview.load}
              data={partsDue ? overview.data : null}
              onRetry={() => onRetry('overview')}
            />
            <ListBlocks {...props} />
          </div>
        </div>
      )}
    </SectionFrame>
  );
}

/**
 * Has the page painted since `settled` (its headline read answered or failed) became true? Stays
 * true. The charts and the table, chart and button chunks wait for it: the figures paint first, on
 * their own, and the heavier parts render in tasks of their own after them.
 */
function usePaintedOnce(settled: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!settled || painted) return;
    return afterPaint(() => setPainted(true));
  }, [settled, painted]);
  return painted;
}

/** The headline figures; rendered again only for a new answer (not when a list block's read answers). */
const Figures = memo(function Figures({ answer }: { answer: OverviewAnswer }) {
  const figures: readonly HeadlineFigure[] = headlineFigures(answer);
  return (
    <section aria-labelledby="overview-figures" className={styles.figuresSection}>
      <h2 id="overview-figures" className="visually-hidden">
        {OVERVIEW_TEXT.figuresHeading}
      </h2>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.id} className={styles.figure} data-testid={`figure-${figure.id}`}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{figure.value}</dd>
            {figure.change && (
              <dd className={`${styles.change} ${styles[figure.change.direction]}`}>
                <span aria-hidden="true">{figure.change.text}</span>
                <span className="visually-hidden">{figure.change.description}</span>
              </dd>
            )}
            {figure.detail && <dd className={styles.figureDetail}>{figure.detail}</dd>}
          </div>
        ))}
      </dl>
      <p className={styles.changeNote}>{OVERVIEW_TEXT.changeNote}</p>
    </section>
  );
});

/** The figures' place while the overview loads: the same six cards, grey, so nothing moves. */
function FiguresSkeleton({ query }: { query: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {fill(OVERVIEW_TEXT.loading, { query })}
      </p>
      <span className={`${styles.bar} ${styles.noteBar}`} aria-hidden="true" />
      <div className={styles.figures} aria-hidden="true" data-testid="figures-skeleton">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={styles.figure}>
            <span className={`${styles.bar} ${styles.labelBar}`} />
            <span className={`${styles.bar} ${styles.valueBar}`} />
            <span className={`${styles.bar} ${styles.labelBar}`} />
          </div>
        ))}
      </div>
      <p className={styles.changeNote}>&nbsp;</p>
    </div>
  );
}

interface HistoryBlocksProps {
  load: BlockLoad;
  /** The answer, once the charts may render (after the figures have painted); null until then. */
  data: OverviewAnswer | null;
  onRetry: () => void;
}

/**
 * The two history charts; rendered again only when their answer or its state changes (a list block's
 * answer leaves them be). A retry comes through the screen's loader, the same function every render.
 */
const HistoryBlocks = memo(
  function HistoryBlocks({ load: overviewLoad, data, onRetry }: HistoryBlocksProps) {
    // The overview's own failure is shown once, above; the charts wait for its retry.
    const load: BlockLoad = overviewLoad === 'ready' && data ? 'ready' : 'loading';
    if (overviewLoad === 'failed') return null;
    const months = data ? lastYear(data.history) : [];
    return (
      <>
        <ResearchBlock heading={OVERVIEW_TEXT.historyHeading} load={load} onRetry={onRetry} skeletonRows={7} wide>
          {/* Scrolls sideways on a narrow screen: focusable so a keyboard can scroll it too (axe:
            scrollable-region-focusable), as the Table's scrolling body is. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.chartScroll} role="region" aria-label={OVERVIEW_TEXT.historyChartLabel} tabIndex={0}>
            <HistoryChart
              label={OVERVIEW_TEXT.historyChartLabel}
              dates={months.map((m) => `${m.month}-01`)}
              series={[
                { label: OVERVIEW_TEXT.seoClicks, values: months.map((m) => m.seoClicks), format: 'number' },
                { label: OVERVIEW_TEXT.seoClickValue, values: months.map((m) => m.seoClickValue), format: 'currency' },
              ]}
              width={600}
              height={260}
            />
          </div>
        </ResearchBlock>
        <ResearchBlock heading={OVERVIEW_TEXT.bucketsHeading} load={load} onRetry={onRetry} skeletonRows={7} wide>
          <PositionBucketChart months={months} />
        </ResearchBlock>
      </>
    );
  },
  (before, after) => before.load === after.load && before.data === after.data,
);

/** Rows with a key of their own: throttled rows all carry the same placeholder name. */
type Keyed<Row> = Row & { rowKey: string };
const keyed = <Row,>(rows: readonly Row[]): Keyed<Row>[] => rows.map((row, i) => ({ ...row, rowKey: String(i) }));
const rowKey = (row: { rowKey: string }) => row.rowKey;

const percent = (share: number | null) => (share === null ? null : `${formatNumber(share * 100, 1)}%`);
const dollars = (value: number | null) => (value === null ? null : formatCurrency(value));

/** A right-aligned figure column of an overview block (a block keeps the server's order: no sorting). */
function figureColumn<Row>(id: string, header: string, value: (row: Row) => SortValue): TableColumn<Row> {
  return { id, header, value, align: 'right', isSortable: false };
}

const LIST_BLOCKS = ['organicCompetitors', 'topKeywords', 'topPages', 'paidCompetitors', 'topAds'] as const;

/**
 * The list blocks are rendered again only when one of their reads, their links or the viewer
 * changes: not for the figures or the charts. The href builders and onRetry are the screen's
 * (linkTo and the loaders' retry), the same for a given router: they are not compared.
 */
const sameLists = (before: DomainOverviewViewProps, after: DomainOverviewViewProps) =>
  LIST_BLOCKS.every(
    (block) =>
      before[block]?.load === after[block]?.load &&
      before[block]?.data === after[block]?.data &&
      before.links[block] === after.links[block],
  ) &&
  before.viewer === after.viewer &&
  before.purchaseHref === after.purchaseHref &&
  before.loginHref === after.loginHref;

const ListBlocks = memo(function ListBlocks({
  organicCompetitors,
  topKeywords,
  topPages,
  paidCompetitors,
  topAds,
  links,
  viewer,
  purchaseHref,
  loginHref,
  domainHref,
  keywordHref,
  urlHref,
  onRetry,
}: DomainOverviewViewProps) {
  const tableProps = { viewer, purchaseHref, loginHref, getRowId: rowKey, manualSorting: true } as const;

  type CompetitorRow = Keyed<Schemas['CompetitorRow']>;
  const competitorColumns = (withTheirs: boolean): TableColumn<CompetitorRow>[] => [
    {
      id: 'domain',
      header: OVERVIEW_TEXT.domain,
      value: (row) => row.domain,
      render: (row) => <Link to={domainHref(row.domain)}>{row.domain}</Link>,
      isThrottleable: true,
      isSortable: false,
    },
    figureColumn('sharedKeywords', OVERVIEW_TEXT.commonKeywords, (row) => row.sharedKeywords),
    figureColumn('share', OVERVIEW_TEXT.share, (row) => percent(row.share)),
    ...(withTheirs
      ? [figureColumn<CompetitorRow>('keywords', OVERVIEW_TEXT.theirKeywords, (row) => row.keywords)]
      : []),
  ];

  type KeywordRow = Keyed<Schemas['OrganicKeywordRow']>;
  const keywordColumns: TableColumn<KeywordRow>[] = [
    {
      id: 'keyword',
      header: OVERVIEW_TEXT.keyword,
      value: (row) => row.keyword,
      render: (row) => <Link to={keywordHref(row.keyword)}>{row.keyword}</Link>,
      isThrottleable: true,
      isSortable: false,
    },
    figureColumn('position', OVERVIEW_TEXT.position, (row) => row.position),
    figureColumn('volume', OVERVIEW_TEXT.volume, (row) => row.volume),
    figureColumn('clicks', OVERVIEW_TEXT.clicks, (row) => row.clicks),
    // The site's own Search Console figures, beside the estimates, when the answer carries them.
    ...(topKeywords.data?.searchConsoleMonth
      ? [
          figureColumn<KeywordRow>(
            'searchConsoleClicks',
            OVERVIEW_TEXT.searchConsoleColumnClicks,
            (row) => row.searchConsole?.clicks ?? null,
          ),
          figureColumn<KeywordRow>('searchConsolePosition', OVERVIEW_TEXT.searchConsoleColumnPosition, (row) =>
            row.searchConsole ? formatNumber(row.searchConsole.position, 1) : null,
          ),
        ]
      : []),
    figureColumn('clickValue', OVERVIEW_TEXT.clickValue, (row) => dollars(row.clickValue)),
  ];

  type PageRow = Keyed<Schemas['TopPageRow']>;
  const pageColumns: TableColumn<PageRow>[] = [
    {
      id: 'url',
      header: OVERVIEW_TEXT.page,
      value: (row) => row.url,
      render: (row) => <Link to={urlHref(row.url)}>{row.url}</Link>,
      isThrottleable: true,
      isSortable: false,
    },
    figureColumn('keywords', OVERVIEW_TEXT.keywords, (row) => row.keywords),
    figureColumn('clicks', OVERVIEW_TEXT.clicks, (row) => row.clicks),
    figureColumn('clickValue', OVERVIEW_TEXT.clickValue, (row) => dollars(row.clickValue)),
  ];

  type AdRow = Keyed<Schemas['PaidKeywordRow']>;
  const adColumns: TableColumn<AdRow>[] = [
    {
      id: 'keyword',
      header: OVERVIEW_TEXT.keyword,
      value: (row) => row.keyword,
      render: (row) => <Link to={keywordHref(row.keyword)}>{row.keyword}</Link>,
      isThrottleable: true,
      isSortable: false,
    },
    {
      id: 'ad',
      header: OVERVIEW_TEXT.ad,
      value: (row) => row.headline,
      render: (row) =>
        row.headline === null ? (
          '-'
        ) : (
          <span className={styles.ad}>
            <span className={styles.adHeadline}>{row.headline}</span>
            {row.displayUrl && <span className={styles.adUrl}>{row.displayUrl}</span>}
          </span>
        ),
      isSortable: false,
    },
    {
      id: 'slot',
      header: OVERVIEW_TEXT.adSlot,
      value: (row) =>
        row.block === null || row.position === null
          ? null
          : fill(row.block === 'top' ? OVERVIEW_TEXT.slotTop : OVERVIEW_TEXT.slotBottom, { position: row.position }),
      isSortable: false,
    },
    figureColumn('cost', OVERVIEW_TEXT.cost, (row) => dollars(row.cost)),
  ];

  /** A list block: its first rows in a table named by the block's heading, retried on its own. */
  const listBlock = <Row,>(
    block: (typeof LIST_BLOCKS)[number],
    heading: string,
    state: BlockState<{ rows: readonly Row[] }>,
    columns: TableColumn<Keyed<Row>>[],
    emptyMessage: string,
    wide?: boolean,
  ) => (
    <ResearchBlock
      heading={heading}
      load={state.load}
      viewAllHref={links[block]}
      onRetry={() => onRetry(block)}
      wide={wide}
    >
      <Table
        {...tableProps}
        label={heading}
        columns={columns}
        rows={keyed(state.data?.rows ?? [])}
        emptyMessage={emptyMessage}
      />
    </ResearchBlock>
  );

  return (
    <>
      {organicCompetitors &&
        listBlock(
          'organicCompetitors',
          OVERVIEW_TEXT.organicCompetitors,
          organicCompetitors,
          competitorColumns(true),
          OVERVIEW_TEXT.noCompetitors,
        )}
      {listBlock('topKeywords', OVERVIEW_TEXT.topKeywords, topKeywords, keywordColumns, OVERVIEW_TEXT.noKeywords)}
      {topPages && listBlock('topPages', OVERVIEW_TEXT.topPages, topPages, pageColumns, OVERVIEW_TEXT.noPages)}
      {paidCompetitors &&
        listBlock(
          'paidCompetitors',
          OVERVIEW_TEXT.paidCompetitors,
          paidCompetitors,
          competitorColumns(false),
          OVERVIEW_TEXT.noPaidCompetitors,
        )}
      {listBlock('topAds', OVERVIEW_TEXT.topAds, topAds, adColumns, OVERVIEW_TEXT.noAds, true)}
    </>
  );
}, sameLists);
