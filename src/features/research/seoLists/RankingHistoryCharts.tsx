import styles from './RankingHistoryCharts.module.css';
import { typeSeries, type DomainRankingHistorySeries, type RankingHistoryType } from './seoLists';
import { SEO_LISTS_TEXT } from './seoListsTexts';
import { getDomainOverview, getDomainRankingHistorySeries } from '../../../api/research';
import { fill } from '../../../lib/spec/text';
import { HistoryChart } from '../../../ui/Charts/HistoryChart/HistoryChart';
import { useLoader } from '../../shell/useLoader';
import { lastYear, type DomainMonth } from '../overview/overview';
import { PositionBucketChart } from '../overview/PositionBucketChart';
import { ResearchBlock, type BlockLoad } from '../shared/ResearchBlock';

const R = SEO_LISTS_TEXT.rankingHistory;

export interface RankingHistoryChartsViewProps {
  type: RankingHistoryType;
  /** The domain's months with their position buckets (GetDomainOverview's history), oldest first. */
  months: readonly DomainMonth[];
  monthsLoad: BlockLoad;
  /** Each month's count of the nine types (GetDomainRankingHistorySeries); null before it answers. */
  series: DomainRankingHistorySeries | null;
  seriesLoad: BlockLoad;
  onRetryMonths: () => void;
  onRetrySeries: () => void;
}

/**
 * Ranking history's charts: the domain's ranked keywords by position bucket over the last
 * twelve months, and how many keywords the chosen type held month by month. Each loads and fails on
 * its own (a Retry each), and each has its data table beside it for screen readers.
 */
export function RankingHistoryChartsView({
  type,
  months,
  monthsLoad,
  series,
  seriesLoad,
  onRetryMonths,
  onRetrySeries,
}: RankingHistoryChartsViewProps) {
  const typeLabel = R.views[type];
  const line = series ? typeSeries(series, type) : null;
  return (
    <div className={styles.charts} role="group" aria-label={R.chartsLabel}>
      <ResearchBlock heading={R.bucketsHeading} load={monthsLoad} onRetry={onRetryMonths} skeletonRows={6}>
        <PositionBucketChart months={lastYear(months)} />
      </ResearchBlock>
      <ResearchBlock
        heading={fill(R.seriesHeading, { type: typeLabel })}
        load={seriesLoad}
        onRetry={onRetrySeries}
        skeletonRows={6}
      >
        {line && line.months.length > 0 ? (
          <HistoryChart
            label={fill(R.seriesHeading, { type: typeLabel })}
            dates={line.months.map((month) => `${month}-01`)}
            series={[{ label: R.seriesValue, values: line.values, format: 'number' }]}
            width={600}
            height={260}
          />
        ) : (
          <p className={styles.empty}>{R.seriesEmpty}</p>
        )}
      </ResearchBlock>
    </div>
  );
}

export interface RankingHistoryChartsScreenProps {
  query: string;
  type: RankingHistoryType;
}

/** Loads the charts' two reads for the searched domain (the type only picks the line, so no new read). */
export function RankingHistoryChartsScreen({ query, type }: RankingHistoryChartsScreenProps) {
  const overview = useLoader(() => getDomainOverview({ query }), null, [query]);
  const series = useLoader(() => getDomainRankingHistorySeries({ query }), null, [query]);
  return (
    <RankingHistoryChartsView
      type={type}
      months={overview.data?.history ?? []}
      monthsLoad={overview.load}
      series={series.data}
      seriesLoad={series.load}
      onRetryMonths={overview.retry}
      onRetrySeries={series.retry}
    />
  );
}
