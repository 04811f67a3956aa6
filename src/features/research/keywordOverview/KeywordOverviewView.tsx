import { Link } from 'react-router-dom';

import {
  clickSplit,
  latestAd,
  rankingLines,
  SERP_ROWS,
  volumeTrend,
  type KeywordAdHistory,
  type KeywordOverview,
  type KeywordSerpAnalysis,
  type RelatedKeywords,
} from './keywordOverview';
import { KEYWORD_OVERVIEW_TEXT } from './keywordOverviewTexts';
import styles from './KeywordOverviewView.module.css';
import { RankingHistoryChart } from './RankingHistoryChart';
import type { components } from '../../../api/schema.gen';
import { formatCurrency, formatNumber } from '../../../lib/format';
import type { SortValue } from '../../../lib/sortCycle';
import { fill } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { Gauge } from '../../../ui/Charts/Gauge/Gauge';
import { HistoryChart } from '../../../ui/Charts/HistoryChart/HistoryChart';
import { Sparkline } from '../../../ui/Charts/Sparkline/Sparkline';
import { Table, type TableColumn } from '../../../ui/Table/Table';
import { SectionFrame } from '../../shell/SectionFrame';
import type { BlockState } from '../shared/blockLoaders';
import { shortMonthLabel } from '../shared/figuresNote';
import { FiguresNote } from '../shared/FiguresNote';
import { NoDataState } from '../shared/NoDataState';
import type { OverviewPageProps } from '../shared/overviewPageProps';
import { ResearchBlock, type BlockLoad } from '../shared/ResearchBlock';
import { RESEARCH_TEXT } from '../shared/researchTexts';
import { SearchPrompt } from '../shared/SearchPrompt';

type Schemas = components['schemas'];

/** The page's reads, each retried on its own. */
export type KeywordOverviewBlockId = 'overview' | 'serp' | 'advertisers' | 'related';

/** The full pages the blocks link to (built with linkTo). */
export interface KeywordOverviewLinks {
  serp?: string;
  rankingHistory?: string;
  advertisers?: string;
  related?: string;
}

export interface KeywordOverviewViewProps extends OverviewPageProps<KeywordOverviewBlockId> {
  /** Searches, CPC, difficulty, click split and the top results' ranking history (GetKeywordOverview). */
  overview: BlockState<KeywordOverview>;
  /** The month's results page (GetKeywordSerpAnalysis); its first ten rows are shown. */
  serp: BlockState<KeywordSerpAnalysis>;
  /** The first advertisers (GetKeywordAdHistory). */
  advertisers: BlockState<KeywordAdHistory>;
  /** The first related keywords (GetRelatedKeywords, similar). */
  related: BlockState<RelatedKeywords>;
  links: KeywordOverviewLinks;
}

/**
 * The keyword overview (route keyword:overview): the keyword's monthly searches with their
 * twelve-month trend, CPC, ranking difficulty on a gauge and the split of clicks between organic
 * results and ads; the searches by month; the current top 10 results; how the top results ranked
 * month by month; the advertisers; and related keywords — each block linking to its full page and
 * loading, failing and retrying on its own. A keyword without data gets the no-data state; a page
 * without a search asks for one.
 */
export function KeywordOverviewView(props: KeywordOverviewViewProps) {
  const { title, section, query, overview, similar, onRetry, onSearch } = props;
  const answer = overview.load === 'ready' ? overview.data : null;
  const noData = answer !== null && !answer.hasData;
  return (
    <SectionFrame
      title={title}
      section={section}
      subtitle={query ? fill(RESEARCH_TEXT.searchFor, { query }) : undefined}
    >
      {!query ? (
        <SearchPrompt onSearch={onSearch} subject="keyword" />
      ) : noData ? (
        <NoDataState query={query} suggestions={similar} subject="keyword" />
      ) : (
        <div className={styles.page}>
          {overview.load === 'failed' ? (
            <div className={styles.failed}>
              <p role="alert" className={styles.error}>
                {fill(KEYWORD_OVERVIEW_TEXT.loadFailed, { query })}
              </p>
              <Button variant="secondary" onPress={() => onRetry('overview')}>
                {KEYWORD_OVERVIEW_TEXT.retry}
              </Button>
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
            <Blocks {...props} />
          </div>
        </div>
      )}
    </SectionFrame>
  );
}

function Figures({ answer }: { answer: KeywordOverview }) {
  const trend = volumeTrend(answer.monthlyVolumes);
  const split = clickSplit(answer.clicks);
  const segments: string[] = [
    ...(answer.segments.isQuestion ? [KEYWORD_OVERVIEW_TEXT.question] : []),
    ...(answer.segments.isTransactional ? [KEYWORD_OVERVIEW_TEXT.transactional] : []),
    ...(answer.segments.isContent ? [KEYWORD_OVERVIEW_TEXT.content] : []),
  ];
  return (
    <section aria-labelledby="keyword-figures" className={styles.figuresSection}>
      <h2 id="keyword-figures" className="visually-hidden">
        {KEYWORD_OVERVIEW_TEXT.figuresHeading}
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure} data-testid="figure-volume">
          <dt className={styles.figureLabel}>{KEYWORD_OVERVIEW_TEXT.volume}</dt>
          <dd className={styles.figureValue}>{formatNumber(answer.volume)}</dd>
          <dd className={styles.figureDetail}>{KEYWORD_OVERVIEW_TEXT.volumeDetail}</dd>
          <dd className={styles.sparkline}>
            <Sparkline
              label={KEYWORD_OVERVIEW_TEXT.trendChartLabel}
              values={trend.map((month) => month.volume)}
              width={120}
              height={24}
            />
          </dd>
        </div>
        <div className={styles.figure} data-testid="figure-cpc">
          <dt className={styles.figureLabel}>{KEYWORD_OVERVIEW_TEXT.cpc}</dt>
          <dd className={styles.figureValue}>{formatCurrency(answer.cpc)}</dd>
          <dd className={styles.figureDetail}>
            {fill(KEYWORD_OVERVIEW_TEXT.competition, { competition: formatNumber(answer.competition) })}
          </dd>
        </div>
        <div className={`${styles.figure} ${styles.gaugeFigure}`} data-testid="figure-difficulty">
          <dt className="visually-hidden">{KEYWORD_OVERVIEW_TEXT.difficulty}</dt>
          <dd>
            <Gauge value={answer.difficulty} label={KEYWORD_OVERVIEW_TEXT.difficulty} width={140} height={100} />
          </dd>
        </div>
        <div className={`${styles.figure} ${styles.splitFigure}`} data-testid="figure-clicks">
          <dt className={styles.figureLabel}>{KEYWORD_OVERVIEW_TEXT.clickSplit}</dt>
          {split ? (
            <>
              <dd className={styles.splitBar} aria-hidden="true">
                <span
                  className={styles.organicPart}
                  style={{ width: `${split.organic.share * 100}%` }}
                  title={`${KEYWORD_OVERVIEW_TEXT.organicClicks}: ${split.organic.shareText}`}
                />
                <span
                  className={styles.paidPart}
                  style={{ width: `${split.paid.share * 100}%` }}
                  title={`${KEYWORD_OVERVIEW_TEXT.paidClicks}: ${split.paid.shareText}`}
                />
              </dd>
              <dd className="visually-hidden">{split.summary}</dd>
              <dd className={styles.splitLegend} aria-hidden="true">
                <span>
                  <span className={`${styles.splitSwatch} ${styles.organicPart}`} />
                  {KEYWORD_OVERVIEW_TEXT.organicClicks} <strong>{split.organic.shareText}</strong> ·{' '}
                  {formatNumber(split.organic.clicks)}
                </span>
                <span>
                  <span className={`${styles.splitSwatch} ${styles.paidPart}`} />
                  {KEYWORD_OVERVIEW_TEXT.paidClicks} <strong>{split.paid.shareText}</strong> ·{' '}
                  {formatNumber(split.paid.clicks)}
                </span>
              </dd>
            </>
          ) : (
            <dd className={styles.figureDetail}>{KEYWORD_OVERVIEW_TEXT.noClicks}</dd>
          )}
        </div>
      </dl>
      <p className={styles.segments}>
        {segments.length > 0 ? `${KEYWORD_OVERVIEW_TEXT.segmentsLabel}: ${segments.join(', ')}` : '\u00a0'}
      </p>
    </section>
  );
}

/** The figures' place while the overview loads: the same four cards, grey, so nothing moves. */
function FiguresSkeleton({ query }: { query: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {fill(KEYWORD_OVERVIEW_TEXT.loading, { query })}
      </p>
      <span className={`${styles.bar} ${styles.noteBar}`} aria-hidden="true" />
      <div className={styles.figures} aria-hidden="true" data-testid="figures-skeleton">
        {['volume', 'cpc', 'difficulty', 'clicks'].map((id) => (
          <div key={id} className={`${styles.figure} ${id === 'clicks' ? styles.splitFigure : ''}`}>
            <span className={`${styles.bar} ${styles.labelBar}`} />
            <span className={`${styles.bar} ${styles.valueBar}`} />
            <span className={`${styles.bar} ${styles.labelBar}`} />
          </div>
        ))}
      </div>
      <p className={styles.segments}>&nbsp;</p>
    </div>
  );
}

/** Rows with a key of their own: throttled rows all carry the same placeholder name. */
type Keyed<Row> = Row & { rowKey: string };
const keyed = <Row,>(rows: readonly Row[]): Keyed<Row>[] => rows.map((row, i) => ({ ...row, rowKey: String(i) }));
const rowKey = (row: { rowKey: string }) => row.rowKey;
const dollars = (value: number | null) => (value === null ? null : formatCurrency(value));

/** A right-aligned figure column of a block (a block keeps the server's order: no sorting). */
function figureColumn<Row>(id: string, header: string, value: (row: Row) => SortValue): TableColumn<Row> {
  return { id, header, value, align: 'right', isSortable: false };
}

function Blocks({
  overview,
  serp,
  advertisers,
  related,
  links,
  viewer,
  purchaseHref,
  loginHref,
  domainHref,
  urlHref,
  keywordHref,
  onRetry,
}: KeywordOverviewViewProps) {
  const tableProps = { viewer, purchaseHref, loginHref, getRowId: rowKey, manualSorting: true } as const;
  // The overview's own failure is shown once, above; its charts wait for its retry.
  const chartsLoad: BlockLoad = overview.load === 'ready' && overview.data ? 'ready' : 'loading';
  const showCharts = overview.load !== 'failed';
  const trend = overview.data ? volumeTrend(overview.data.monthlyVolumes) : [];
  const ranking = rankingLines(overview.data?.rankingHistory ?? []);

  type SerpRow = Keyed<Schemas['SerpResultRow']>;
  const serpColumns: TableColumn<SerpRow>[] = [
    figureColumn('position', KEYWORD_OVERVIEW_TEXT.position, (row) => row.position),
    {
      id: 'url',
      header: KEYWORD_OVERVIEW_TEXT.page,
      value: (row) => row.url,
      render: (row) => (
        <Link to={urlHref(row.url)} className={styles.pageLink}>
          {row.url}
        </Link>
      ),
      isThrottleable: true,
      isSortable: false,
    },
    {
      id: 'domain',
      header: KEYWORD_OVERVIEW_TEXT.domain,
      value: (row) => row.domain,
      render: (row) => (row.domain === null ? '-' : <Link to={domainHref(row.domain)}>{row.domain}</Link>),
      isSortable: false,
    },
    figureColumn('strength', KEYWORD_OVERVIEW_TEXT.strength, (row) => row.strength),
    figureColumn('clicks', KEYWORD_OVERVIEW_TEXT.clicks, (row) => row.clicks),
  ];

  type AdvertiserRow = Keyed<Schemas['AdHistoryRow']>;
  const copies = advertisers.data?.adCopies ?? [];
  const advertiserColumns: TableColumn<AdvertiserRow>[] = [
    {
      id: 'domain',
      header: KEYWORD_OVERVIEW_TEXT.advertiser,
      value: (row) => row.domain,
      render: (row) => <Link to={domainHref(row.domain)}>{row.domain}</Link>,
      isThrottleable: true,
      isSortable: false,
    },
    {
      id: 'ad',
      header: KEYWORD_OVERVIEW_TEXT.ad,
      value: (row) => latestAd(row, copies)?.copy?.headline ?? null,
      render: (row) => {
        const ad = latestAd(row, copies);
        if (!ad?.copy) return '-';
        return (
          <span className={styles.ad}>
            <span className={styles.adHeadline}>{ad.copy.headline}</span>
            <span className={styles.adUrl}>{ad.copy.displayUrl}</span>
            <span className={styles.adSlot}>
              {fill(ad.block === 'top' ? KEYWORD_OVERVIEW_TEXT.slotTop : KEYWORD_OVERVIEW_TEXT.slotBottom, {
                position: ad.position,
              })}
            </span>
          </span>
        );
      },
      isSortable: false,
    },
    figureColumn('monthsAdvertised', KEYWORD_OVERVIEW_TEXT.monthsAdvertised, (row) => row.monthsAdvertised),
    figureColumn('lastMonth', KEYWORD_OVERVIEW_TEXT.lastSeen, (row) =>
      row.lastMonth === null ? null : shortMonthLabel(row.lastMonth),
    ),
  ];

  type RelatedRow = Keyed<Schemas['RelatedKeywordRow']>;
  const relatedColumns: TableColumn<RelatedRow>[] = [
    {
      id: 'keyword',
      header: KEYWORD_OVERVIEW_TEXT.keyword,
      value: (row) => row.keyword,
      render: (row) => <Link to={keywordHref(row.keyword)}>{row.keyword}</Link>,
      isThrottleable: true,
      isSortable: false,
    },
    figureColumn('volume', KEYWORD_OVERVIEW_TEXT.searches, (row) => row.volume),
    figureColumn('cpc', KEYWORD_OVERVIEW_TEXT.relatedCpc, (row) => dollars(row.cpc)),
    figureColumn('difficulty', KEYWORD_OVERVIEW_TEXT.relatedDifficulty, (row) => row.difficulty),
  ];

  return (
    <>
      {showCharts && (
        <ResearchBlock
          heading={KEYWORD_OVERVIEW_TEXT.trendHeading}
          load={chartsLoad}
          onRetry={() => onRetry('overview')}
          skeletonRows={6}
          wide
        >
          {/* Scrolls sideways on a narrow screen: focusable so a keyboard can scroll it too (axe:
              scrollable-region-focusable). */}
          <div
            className={styles.chartScroll}
            role="region"
            aria-label={KEYWORD_OVERVIEW_TEXT.trendChartLabel}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <HistoryChart
              label={KEYWORD_OVERVIEW_TEXT.trendChartLabel}
              dates={trend.map((month) => `${month.month}-01`)}
              series={[{ label: KEYWORD_OVERVIEW_TEXT.trendSeries, values: trend.map((m) => m.volume) }]}
              width={640}
              height={240}
            />
          </div>
        </ResearchBlock>
      )}
      <ResearchBlock
        heading={KEYWORD_OVERVIEW_TEXT.serpHeading}
        load={serp.load}
        viewAllHref={links.serp}
        onRetry={() => onRetry('serp')}
        skeletonRows={SERP_ROWS}
        wide
      >
        <Table
          {...tableProps}
          label={KEYWORD_OVERVIEW_TEXT.serpHeading}
          columns={serpColumns}
          rows={keyed((serp.data?.rows ?? []).slice(0, SERP_ROWS))}
          emptyMessage={KEYWORD_OVERVIEW_TEXT.noResults}
        />
      </ResearchBlock>
      {showCharts && (
        <ResearchBlock
          heading={KEYWORD_OVERVIEW_TEXT.rankingHeading}
          load={chartsLoad}
          viewAllHref={links.rankingHistory}
          onRetry={() => onRetry('overview')}
          skeletonRows={7}
          wide
        >
          {ranking.lines.length > 0 ? (
            <RankingHistoryChart history={ranking} />
          ) : (
            <p className={styles.empty}>{KEYWORD_OVERVIEW_TEXT.noRankingHistory}</p>
          )}
        </ResearchBlock>
      )}
      <ResearchBlock
        heading={KEYWORD_OVERVIEW_TEXT.advertisersHeading}
        load={advertisers.load}
        viewAllHref={links.advertisers}
        onRetry={() => onRetry('advertisers')}
      >
        <Table
          {...tableProps}
          label={KEYWORD_OVERVIEW_TEXT.advertisersHeading}
          columns={advertiserColumns}
          rows={keyed(advertisers.data?.rows ?? [])}
          emptyMessage={KEYWORD_OVERVIEW_TEXT.noAdvertisers}
        />
      </ResearchBlock>
      <ResearchBlock
        heading={KEYWORD_OVERVIEW_TEXT.relatedHeading}
        load={related.load}
        viewAllHref={links.related}
        onRetry={() => onRetry('related')}
      >
        <Table
          {...tableProps}
          label={KEYWORD_OVERVIEW_TEXT.relatedHeading}
          columns={relatedColumns}
          rows={keyed(related.data?.rows ?? [])}
          emptyMessage={KEYWORD_OVERVIEW_TEXT.noRelated}
        />
      </ResearchBlock>
    </>
  );
}
