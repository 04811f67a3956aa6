import { useMemo } from 'react';

import {
  ADVERTISER_COLUMN,
  PAID_KEYWORD_COLUMNS,
  PAID_SETS,
  type DomainPaidKeywords,
  type PaidKeywordRow,
  type PaidSet,
} from './kombat';
import { KombatDomainForm } from './KombatDomainForm';
import { KOMBAT_TEXT } from './kombatTexts';
import type { KombatValidation } from './KombatView';
import styles from './KombatView.module.css';
import type { ColumnState } from '../../../lib/columns';
import { formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { Tabs } from '../../../ui/Tabs/Tabs';
import type { FrameSection } from '../../shell/frameContext';
import { SectionFrame } from '../../shell/SectionFrame';
import { FiguresNote } from '../shared/FiguresNote';
import { NoDataState } from '../shared/NoDataState';
import { RESEARCH_TEXT } from '../shared/researchTexts';
import { ResearchTable, type ExportNotice, type ResearchTableLoad } from '../table/ResearchTable';
import type { ResearchColumn, ResearchListQuery, TableSort, Viewer } from '../table/researchTable';

export interface PpcKombatViewProps {
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
  list: ResearchListQuery;
  viewer: Viewer;
  purchaseHref: string;
  loginHref: string;
  maxExportRows?: number;
  hasUnlimitedExportRows?: boolean;
  onExportCsv?: () => Promise<ExportNotice>;
  copyText?: (text: string) => Promise<void>;
  onCompare: (values: string[]) => void;
  onCheck?: (value: string, earlier: readonly string[]) => Promise<string | null>;
  onRetryValidation: () => void;
  onSetChange: (set: PaidSet) => void;
  onSortChange: (sort: TableSort | null) => void;
  onFilterTextChange: (text: string) => void;
  onStartRowChange: (row: number) => void;
  onRowsPerPageChange: (size: number) => void;
  onColumnsChange: (state: ColumnState) => void;
  onRetry: () => void;
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
  const { title, section, values, validation, domain, set, load, data, onSetChange } = props;
  const errors = validation?.load === 'ready' ? validation.errors : [];
  const isInvalid = errors.some((error) => error !== null);
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
          query={props.list}
          load={load}
          rows={data?.rows ?? []}
          totalRowCount={data?.totalRowCount ?? 0}
          viewer={props.viewer}
          purchaseHref={props.purchaseHref}
          loginHref={props.loginHref}
          maxExportRows={props.maxExportRows}
          hasUnlimitedExportRows={props.hasUnlimitedExportRows}
          onExportCsv={props.onExportCsv}
          copyText={props.copyText}
          onSortChange={props.onSortChange}
          onFilterTextChange={props.onFilterTextChange}
          onStartRowChange={props.onStartRowChange}
          onRowsPerPageChange={props.onRowsPerPageChange}
          onColumnsChange={props.onColumnsChange}
          onRetry={props.onRetry}
        />
      )}
    </div>
  );

  return (
    <SectionFrame
      title={title}
      section={section}
      subtitle={domain ? fill(RESEARCH_TEXT.searchFor, { query: domain }) : undefined}
    >
      <div className={styles.page}>
        {validation === null && (
          <div className={styles.intro}>
            <h2 className={styles.heading}>{KOMBAT_TEXT.promptHeading}</h2>
            <p className={styles.muted}>{KOMBAT_TEXT.promptBody}</p>
          </div>
        )}
        {isInvalid && (
          <div className={styles.intro} role="alert">
            <h2 className={styles.heading}>{KOMBAT_TEXT.invalidHeading}</h2>
            <p className={styles.muted}>{KOMBAT_TEXT.invalidBody}</p>
          </div>
        )}
        {validation?.load === 'failed' && (
          <div className={styles.failed} role="alert">
            <p className={styles.error}>{KOMBAT_TEXT.validationFailed}</p>
            <Button variant="secondary" size="small" onPress={props.onRetryValidation}>
              {KOMBAT_TEXT.retry}
            </Button>
          </div>
        )}
        <KombatDomainForm
          key={values.join(',')}
          initialValues={values}
          errors={errors}
          isChecking={validation?.load === 'loading'}
          needsCompetitor={false}
          onCheck={props.onCheck}
          onCompare={props.onCompare}
        />
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
      </div>
    </SectionFrame>
  );
}
