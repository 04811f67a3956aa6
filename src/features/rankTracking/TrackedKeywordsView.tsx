import { Link } from 'react-router-dom';

import { firstCheckText, trackingCountText, type RankTracking } from './rankTracking';
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
  TrackingTable,
  weekColumn,
  type TrackingTableControls,
} from './TrackingTable';
import { formatDate } from '../../lib/format';
import { fill } from '../../lib/spec/text';

export interface TrackedKeywordsViewProps extends TrackingViewProps, TrackingTableControls {
  editProjectHref: string;
  rankTrackerHref: string;
}

/**
 * Tracked Keywords (/tracking): every keyword of the project (all are tracked weekly, the keyword
 * count's weeklyTrackingCount) with its domain's position in each checked week, the latest and the
 * change since the week before.
 */
export function TrackedKeywordsView(props: TrackedKeywordsViewProps) {
  const { load, data } = props;
  return (
    <TrackingFrame {...props}>
      {load === 'failed' ? (
        <TrackingFailure message={T.loadFailed} onRetry={props.onRetry} />
      ) : !data ? (
        <TrackingLoading />
      ) : data.weeklyTrackingCount === 0 ? (
        <TrackingNoKeywords addKeywordsHref={props.addKeywordsHref} />
      ) : (
        <TrackedKeywords {...props} data={data} />
      )}
    </TrackingFrame>
  );
}

function TrackedKeywords(props: TrackedKeywordsViewProps & { data: RankTracking }) {
  const { data } = props;
  const own = data.domains[0]?.isProjectDomain ? data.domains[0] : null;
  const columns = [
    ...keywordColumns(),
    ...(own
      ? [
          ...data.dates.map((date, i) => weekColumn(formatDate(date), 0, i)),
          positionColumn(T.latest, 0),
          changeColumn(T.change, 0),
        ]
      : []),
  ];
  return (
    <section className={styles.section} aria-labelledby="tracked-heading">
      <h2 id="tracked-heading" className={styles.heading} data-testid="weekly-tracking-count">
        {trackingCountText(data.weeklyTrackingCount)}
      </h2>
      {!own ? (
        <p className={styles.muted}>
          {T.noDomain} <Link to={props.editProjectHref}>{T.addDomain}</Link>
        </p>
      ) : (
        <p className={styles.muted}>{fill(T.weeksLabel, { domain: own.domain })}</p>
      )}
      {data.dates.length === 0 && (
        <TrackingNotice heading={T.noChecksHeading} body={firstCheckText(data.nextCheckAt)} />
      )}
      <TrackingTable {...props} data={data} columns={columns} isLoading={props.load === 'loading'} />
      <p className={styles.muted}>
        <Link to={props.rankTrackerHref}>{T.rankTrackerLink}</Link>
      </p>
    </section>
  );
}
