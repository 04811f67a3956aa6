import { useMemo } from 'react';

import {
  ADVERTISER_COLUMN,
  PAID_KEYWORD_COLUMNS,
  PAID_SETS,
  type DomainPaidKeywords,
  type PaidKeywordRow,
  type PaidSet,
} from './kombat';
import { KombatFrame, type KombatValidation } from './KombatFrame';
import { KOMBAT_TEXT } from './kombatTexts';
import styles from './KombatView.module.css';
import { formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { Tabs } from '../../../ui/Tabs/Tabs';
import type { FrameSection } from '../../shell/frameContext';
import { tableControlsOf, type ListTableControls } from '../listPage/listTable';
import { FiguresNote } from '../shared/FiguresNote';
import { NoDataState } from '../shared/NoDataState';
import { ResearchTable, type ResearchTableLoad } from '../table/ResearchTable';
import type { ResearchColumn } from '../table/researchTable';

export interface PpcKombatViewProps extends ListTableControls {
  title: string;
  section?: FrameSection;
  /** The domains of the URL as typed: query, then the competitors. */
  values: readonly string[];
  validation: KombatValidation | null;
  /** Your domain once the URL's domains are valid (the server's spelling), else null. */
  domain: string | null;
  set: PaidSet;
  load: ResearchTableLoad;
  data: DomainPaidKeywords | null;
  onCompare: (values: string[]) => void;
  onCheck?: (value: string, earlier: readonly string[]) => Promise<string | null>;
  onRetryValidation: () => void;
  onSetChange: (set: PaidSet) => void;
}

const NO_COLUMNS: readonly ResearchColumn<PaidKeywordRow>[] = [];
const ADVERTISER_COLUMNS: readonly ResearchColumn<PaidKeywordRow>[] = [ADVERTISER_COLUMN];

/**
 * Keyword Kombat, paid (route ppc:kombat): the sets All, Core, Consider Buying and Potential Ad
 * Waste of your domain as tabs. The contract's Kombat calls are organic only; the paid sets come from
 * GetDomainPaidKeywords' segments, which compare with the two closest paid competitors the data
 * names (comparedWith) — so the page says which ones, and that entered competitors are not used.
 */
export function PpcKombatView(props: PpcKombatViewProps) {
  const { values, domain, set, load, data, onSetChange } = props;
  const extraColumns = set === 'considerbuying' ? ADVERTISER_COLUMNS : NO_COLUMNS;
  const enteredCompetitors = values.slice(1);
  const comparedWith = useMemo(() => data?.comparedWith ?? [], [data]);
  const differs =
    enteredCompetitors.length > 0 && enteredCompetitors.some((entered) => !comparedWith.includes(entered));

  const body = domain && (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p className={styles.muted}>{fill(KOMBAT_TEXT.setHints[set], { domain })}</p>
        <div className={styles.meta}>
          {load === 'ready' && data && (
            <>
              <FiguresNote month={data.month} curve={data.paidCurve} isDemoData={data.isDemoData} />
              {data.hasData && (
                <p className={styles.muted} data-testid="kombat-row-count">
                  {fill(KOMBAT_TEXT.rowCount, { count: formatNumber(data.totalRowCount) })}
                </p>
              )}
              {set !== 'all' && comparedWith.length > 0 && (
                <p className={styles.muted} data-testid="compared-with">
                  {fill(KOMBAT_TEXT.paidComparedWith, { domain, rivals: comparedWith.join(', ') })}
                </p>
              )}
              {set !== 'all' && differs && <p className={styles.muted}>{KOMBAT_TEXT.paidCompetitorsNote}</p>}
            </>
          )}
        </div>
      </div>
      {load === 'ready' && data && !data.hasData ? (
        <NoDataState query={domain} suggestions={[]} />
      ) : (
        <ResearchTable<PaidKeywordRow>
          label={fill(KOMBAT_TEXT.paidTableLabel, { domain, set: KOMBAT_TEXT.sets[set] })}
          columns={PAID_KEYWORD_COLUMNS}
          extraColumns={extraColumns}
          load={load}
          rows={data?.rows ?? []}
          totalRowCount={data?.totalRowCount ?? 0}
          {...tableControlsOf(props)}
        />
      )}
    </div>
  );

  return (
    <KombatFrame
      title={props.title}
      section={props.section}
      compared={domain ? [domain] : null}
      values={values}
      validation={props.validation}
      needsCompetitor={false}
      onCompare={props.onCompare}
      onCheck={props.onCheck}
      onRetryValidation={props.onRetryValidation}
    >
      {body && (
        <Tabs
          aria-label={KOMBAT_TEXT.setsLabel}
          initialTab={set}
          onTabChange={(id) => onSetChange(id as PaidSet)}
          tabs={PAID_SETS.map((id) => ({
            id,
            label: KOMBAT_TEXT.sets[id],
            content: id === set ? body : null,
          }))}
        />
      )}
    </KombatFrame>
  );
}
