import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import {
  KOMBAT_KEYWORD_COLUMNS,
  rankColumns,
  regionFigures,
  regionKey,
  regionLabel,
  regionOfKey,
  sameRegion,
  vennSets,
  type KombatGroups,
  type KombatKeywordRow,
  type KombatKeywords,
  type KombatVennData,
  type Region,
} from './kombat';
import { KombatDomainForm } from './KombatDomainForm';
import { KOMBAT_TEXT } from './kombatTexts';
import styles from './KombatView.module.css';
import type { ColumnState } from '../../../lib/columns';
import { formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { Button } from '../../../ui/Button/Button';
import { VennChart } from '../../../ui/Charts/VennChart/VennChart';
import type { FrameSection } from '../../shell/frameContext';
import { SectionFrame } from '../../shell/SectionFrame';
import { monthLabel } from '../shared/figuresNote';
import { ResearchBlock, type BlockLoad } from '../shared/ResearchBlock';
import { RESEARCH_TEXT } from '../shared/researchTexts';
import { ResearchTable, type ExportNotice, type ResearchTableLoad } from '../table/ResearchTable';
import type { ResearchListQuery, TableSort, Viewer } from '../table/researchTable';

/** Where the check of the URL's domains stands; errors are per input, in input order. */
export type KombatValidation =
  | { load: 'loading' }
  | { load: 'failed' }
  | { load: 'loggedOut' }
  | { load: 'ready'; errors: readonly (string | null)[] };

export interface KombatViewProps {
  title: string;
  section?: FrameSection;
  /** The domains of the URL as typed: query, then the competitors. */
  values: readonly string[];
  /** null when the URL holds no comparison yet (no query, or no competitor). */
  validation: KombatValidation | null;
  /** The compared domains once every one is valid (the server's spelling), else null. */
  domains: readonly string[] | null;
  overviewLoad: BlockLoad;
  venn: KombatVennData | null;
  groups: KombatGroups | null;
  region: Region | null;
  listLoad: ResearchTableLoad;
  keywords: KombatKeywords | null;
  list: ResearchListQuery;
  viewer: Viewer;
  purchaseHref: string;
  loginHref: string;
  /** The login page with a return to this comparison (for a logged-out visitor). */
  loginToCompareHref?: string;
  maxExportRows?: number;
  hasUnlimitedExportRows?: boolean;
  onExportCsv?: () => Promise<ExportNotice>;
  copyText?: (text: string) => Promise<void>;
  onCompare: (values: string[]) => void;
  onCheck?: (value: string, earlier: readonly string[]) => Promise<string | null>;
  onRetryValidation: () => void;
  onRetryOverview: () => void;
  onRegionChange: (region: Region | null) => void;
  onSortChange: (sort: TableSort | null) => void;
  onFilterTextChange: (text: string) => void;
  onStartRowChange: (row: number) => void;
  onRowsPerPageChange: (size: number) => void;
  onColumnsChange: (state: ColumnState) => void;
  onRetry: () => void;
}

/**
 * Keyword Kombat, organic (route seo:kombat, "Domain Comparison"; doc 2 §7): your domain and up to
 * two competitors, each checked by the validation calls; the Venn of their keywords
 * (GetOrganicKombatVennData) with every region selectable on the chart or in the list of regions
 * beside it (its counts from GetOrganicKombatCompetingDomainsKeywordsGroups); and the selected
 * region's keywords (GetOrganicKombatKeywords) in the research table.
 */
export function KombatView(props: KombatViewProps) {
  const { title, section, values, validation, domains } = props;
  const errors = validation?.load === 'ready' ? validation.errors : [];
  const isInvalid = errors.some((error) => error !== null);

  return (
    <SectionFrame
      title={title}
      section={section}
      subtitle={domains ? fill(RESEARCH_TEXT.searchFor, { query: domains.join(', ') }) : undefined}
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
        {validation?.load === 'loggedOut' && (
          <div className={styles.intro} role="alert">
            <h2 className={styles.heading}>{KOMBAT_TEXT.loginHeading}</h2>
            <p className={styles.muted}>{KOMBAT_TEXT.loginBody}</p>
            <p>
              <Link to={props.loginToCompareHref ?? props.loginHref} className={styles.link}>
                {KOMBAT_TEXT.logIn}
              </Link>
            </p>
          </div>
        )}
        {/* Keyed by the URL's domains: a new comparison starts the inputs afresh. */}
        <KombatDomainForm
          key={values.join(',')}
          initialValues={values}
          errors={errors}
          isChecking={validation?.load === 'loading'}
          onCheck={props.onCheck}
          onCompare={props.onCompare}
        />
        {domains && <Comparison {...props} domains={domains} />}
      </div>
    </SectionFrame>
  );
}

function Comparison(props: KombatViewProps & { domains: readonly string[] }) {
  const { domains, overviewLoad, venn, groups, region, onRegionChange } = props;
  const heading = fill(KOMBAT_TEXT.vennLabel, { domains: domains.join(', ') });
  const extraColumns = useMemo(() => rankColumns(domains), [domains]);
  const hasNoData = overviewLoad === 'ready' && groups !== null && groups.groups.length === 0;

  return (
    <>
      <ResearchBlock heading={heading} load={overviewLoad} onRetry={props.onRetryOverview} skeletonRows={7} wide>
        {venn && groups && (
          <>
            {groups.month && (
              <p className={styles.muted}>{fill(KOMBAT_TEXT.monthNote, { month: monthLabel(groups.month) })}</p>
            )}
            {hasNoData ? (
              <div className={styles.noData}>
                <h3 className={styles.subheading}>{KOMBAT_TEXT.noDataHeading}</h3>
                <p className={styles.muted}>{fill(KOMBAT_TEXT.noDataBody, { domains: domains.join(', ') })}</p>
              </div>
            ) : (
              <Regions
                heading={heading}
                domains={domains}
                venn={venn}
                groups={groups}
                region={region}
                onRegionChange={onRegionChange}
              />
            )}
          </>
        )}
      </ResearchBlock>
      {!hasNoData && (
        <section className={styles.list} aria-labelledby="kombat-list-heading">
          <h2 id="kombat-list-heading" className={styles.heading}>
            {regionLabel(region, domains)}
          </h2>
          <p className={styles.muted} data-testid="kombat-row-count">
            {props.listLoad === 'ready' && props.keywords
              ? fill(KOMBAT_TEXT.rowCount, { count: formatNumber(props.keywords.totalRowCount) })
              : ''}
          </p>
          <ResearchTable<KombatKeywordRow>
            label={fill(KOMBAT_TEXT.tableLabel, { region: regionLabel(region, domains) })}
            columns={KOMBAT_KEYWORD_COLUMNS}
            extraColumns={extraColumns}
            query={props.list}
            load={props.listLoad}
            rows={props.keywords?.keywords ?? []}
            totalRowCount={props.keywords?.totalRowCount ?? 0}
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
        </section>
      )}
    </>
  );
}

function Regions({
  heading,
  domains,
  venn,
  groups,
  region,
  onRegionChange,
}: {
  heading: string;
  domains: readonly string[];
  venn: KombatVennData;
  groups: KombatGroups;
  region: Region | null;
  onRegionChange: (region: Region | null) => void;
}) {
  const { sets, overlaps } = useMemo(() => vennSets(venn), [venn]);
  const figures = useMemo(() => regionFigures(domains, groups.groups), [domains, groups]);
  const regionOf = (names: readonly string[]) => regionOfKey(names.join('|'), domains);
  // A region of the chart is named by its domains and its own keyword count (the groups answer's).
  const regionName = (names: readonly string[]) => {
    const figure = figures.find((f) => sameRegion(f.region, regionOf(names)));
    return fill(KOMBAT_TEXT.vennRegionName, {
      region: regionLabel(regionOf(names), domains),
      count: formatNumber(figure?.keywordCount ?? 0),
    });
  };
  const select = (key: string) => {
    const picked = regionOfKey(key, domains);
    if (picked) onRegionChange(picked);
  };

  return (
    <div className={styles.regions}>
      <div className={styles.chart} data-testid="kombat-venn">
        <VennChart
          label={heading}
          sets={sets}
          overlaps={overlaps}
          onRegionSelect={select}
          selectedRegion={region ? regionKey(region) : null}
          regionName={regionName}
        />
      </div>
      <div className={styles.regionList}>
        <p className={styles.muted}>{KOMBAT_TEXT.regionsHint}</p>
        <ul aria-label={KOMBAT_TEXT.regionsLabel} className={styles.buttons}>
          <li>
            <button
              type="button"
              className={styles.region}
              aria-pressed={region === null}
              onClick={() => onRegionChange(null)}
            >
              <span className={styles.regionName}>{KOMBAT_TEXT.allRegions}</span>
            </button>
          </li>
          {figures.map((figure) => (
            <li key={regionKey(figure.region)}>
              <button
                type="button"
                className={styles.region}
                aria-pressed={sameRegion(region, figure.region)}
                data-region={regionKey(figure.region)}
                onClick={() => onRegionChange(figure.region)}
              >
                <span className={styles.regionName}>{regionLabel(figure.region, domains)}</span>
                <span className={styles.regionFigures}>
                  {fill(KOMBAT_TEXT.regionKeywords, { count: formatNumber(figure.keywordCount) })}
                  {' · '}
                  {fill(KOMBAT_TEXT.regionSearches, { count: formatNumber(figure.monthlySearches) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
