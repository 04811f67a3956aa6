import { CompetitorEditor } from './CompetitorEditor';
import {
  firstCheckText,
  historyValues,
  summaryFigures,
  type HistoryMetric,
  type RankTracking,
  type TrackedKeywordRow,
} from './rankTracking';
import styles from './RankTracking.module.css';
import { RANK_TRACKING_TEXT as T } from './rankTrackingTexts';
import {
  TrackingFailure,
  TrackingFrame,
  TrackingLoading,
  TrackingNoKeywords,
  TrackingNotice,
  type TrackingViewProps,
} from './TrackingStates';
import {
  changeColumn,
  keywordColumns,
  positionColumn,
  searchConsoleColumns,
  TrackingTable,
  type TrackingTableControls,
} from './TrackingTable';
import { formatYearMonth } from '../../lib/format';
import { fill } from '../../lib/spec/text';
import { HistoryChart } from '../../ui/Charts/HistoryChart/HistoryChart';
import type { TableColumn } from '../../ui/Table/Table';
import type { LoadState } from '../shell/useLoader';

export interface RankTrackingViewProps extends TrackingViewProps, TrackingTableControls {
  /** The saved competitors (null while they load). */
  competitors: readonly string[] | null;
  competitorsLoad: LoadState;
  onSaveCompetitors: (competitors: string[]) => Promise<void>;
  metric: HistoryMetric;
  onMetricChange: (metric: HistoryMetric) => void;
}

/**
 * Rank Tracker (/rank-tracking): the weekly positions of a project's keywords for its domain and up
 * to 3 competitors — the domains' editor, each domain's figures of the latest check, its history
 * over the weeks (with the data table) and the keyword table, sorted, filtered and paged on the server.
 */
export function RankTrackingView(props: RankTrackingViewProps) {
  const project = props.projects.find((p) => p.id === props.projectId) ?? null;
  return (
    <TrackingFrame {...props}>
      <section className={styles.section} aria-labelledby="competitors-heading">
        <h2 id="competitors-heading" className={styles.heading}>
          {T.competitorsHeading}
        </h2>
        {props.competitorsLoad === 'failed' ? (
          <TrackingFailure message={T.competitorsLoadFailed} onRetry={props.onRetry} />
        ) : props.competitors && project ? (
          <CompetitorEditor
            // Another project starts the fields afresh; a save keeps what was typed.
            key={project.id}
            primaryDomainName={project.primaryDomainName}
            competitors={props.competitors}
            onSave={props.onSaveCompetitors}
          />
        ) : (
          <span className={styles.bar} aria-hidden="true" />
        )}
      </section>
      <ProjectTracking {...props} />
    </TrackingFrame>
  );
}

function ProjectTracking(props: RankTrackingViewProps) {
  const { load, data } = props;
  if (load === 'failed') return <TrackingFailure message={T.loadFailed} onRetry={props.onRetry} />;
  if (!data) return <TrackingLoading />;
  if (data.weeklyTrackingCount === 0) return <TrackingNoKeywords addKeywordsHref={props.addKeywordsHref} />;
  if (data.dates.length === 0)
    return <TrackingNotice heading={T.noChecksHeading} body={firstCheckText(data.nextCheckAt)} />;
  return (
    <>
      <Summaries data={data} />
      <History data={data} metric={props.metric} onMetricChange={props.onMetricChange} />
      <section className={styles.section} aria-labelledby="keywords-heading">
        <h2 id="keywords-heading" className={styles.heading}>
          {T.tableHeading}
        </h2>
        {data.searchConsoleMonth && (
          <p className={styles.searchConsoleNote} data-testid="search-console-note">
            {fill(T.searchConsoleNote, { month: formatYearMonth(data.searchConsoleMonth, 'long') })}
          </p>
        )}
        <TrackingTable {...props} data={data} columns={rankColumns(data)} isLoading={load === 'loading'} />
      </section>
    </>
  );
}

function Summaries({ data }: { data: RankTracking }) {
  return (
    <section className={styles.section} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={styles.heading}>
        {T.summaryHeading}
      </h2>
      <ul className={styles.tiles}>
        {data.domains.map((domain, i) => {
          const summary = data.summaries[i];
          if (!summary) return null;
          return (
            <li
              key={domain.domain}
              className={styles.card}
              aria-label={fill(T.summaryOf, { domain: domain.domain })}
              data-testid={`summary-${i}`}
            >
              <h3 className={styles.tileName}>
                {domain.domain}
                {domain.isProjectDomain && <span className={styles.tag}>{T.yourDomain}</span>}
              </h3>
              <dl className={styles.figures}>
                {summaryFigures(summary).map((figure) => (
                  <div key={figure.id} className={styles.figure} data-testid={`${figure.id}-${i}`}>
                    <dt>{figure.label}</dt>
                    <dd>{figure.value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const METRICS: readonly { id: HistoryMetric; label: string }[] = [
  { id: 'averagePosition', label: T.metricAveragePosition },
  { id: 'top10', label: T.metricTop10 },
];

function History({
  data,
  metric,
  onMetricChange,
}: {
  data: RankTracking;
  metric: HistoryMetric;
  onMetricChange: (metric: HistoryMetric) => void;
}) {
  const metricLabel = METRICS.find((m) => m.id === metric)!.label;
  return (
    <section className={styles.section} aria-labelledby="history-heading">
      <h2 id="history-heading" className={styles.heading}>
        {T.historyHeading}
      </h2>
      <fieldset className={styles.metric}>
        <legend>{T.metric}</legend>
        {METRICS.map((m) => (
          <label key={m.id}>
            <input
              type="radio"
              name="history-metric"
              value={m.id}
              checked={metric === m.id}
              onChange={() => onMetricChange(m.id)}
            />{' '}
            {m.label}
          </label>
        ))}
      </fieldset>
      <div className={styles.charts}>
        {data.domains.map((domain, i) => {
          const summary = data.summaries[i];
          if (!summary) return null;
          const label = fill(T.historyOf, { metric: metricLabel, domain: domain.domain });
          return (
            <div key={domain.domain} className={styles.card} data-testid={`history-${i}`}>
              <h3 className={styles.chartTitle}>{domain.domain}</h3>
              <HistoryChart
                label={label}
                dates={data.dates}
                series={[{ label: metricLabel, values: historyValues(summary, metric) }]}
                width={390}
                height={220}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}

/**
 * The keyword and searches columns, then each domain's latest position and change; the project's
 * own domain's Search Console clicks and position beside its rank when the answer has them.
 */
function rankColumns(data: RankTracking): TableColumn<TrackedKeywordRow>[] {
  return [
    ...keywordColumns(),
    ...data.domains.flatMap((domain, i): TableColumn<TrackedKeywordRow>[] => [
      positionColumn(fill(T.positionOf, { domain: domain.domain }), i),
      changeColumn(fill(T.changeOf, { domain: domain.domain }), i),
      ...(domain.isProjectDomain && data.searchConsoleMonth ? searchConsoleColumns() : []),
    ]),
  ];
}
