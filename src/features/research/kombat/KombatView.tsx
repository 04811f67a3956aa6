import { useMemo } from 'react';

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
import { KombatFrame, type KombatValidation } from './KombatFrame';
import { KOMBAT_TEXT } from './kombatTexts';
import styles from './KombatView.module.css';
import { formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/spec/text';
import { VennChart } from '../../../ui/Charts/VennChart/VennChart';
import type { FrameSection } from '../../shell/frameContext';
import { tableControlsOf, type ListTableControls } from '../listPage/listTable';
import { monthLabel } from '../shared/figuresNote';
import { ResearchBlock, type BlockLoad } from '../shared/ResearchBlock';
import { ResearchTable, type ResearchTableLoad } from '../table/ResearchTable';

export interface KombatViewProps extends ListTableControls {
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
  /** The login page with a return to this comparison (for a logged-out visitor). */
  loginToCompareHref?: string;
  onCompare: (values: string[]) => void;
  onCheck?: (value: string, earlier: readonly string[]) => Promise<string | null>;
  onRetryValidation: () => void;
  onRetryOverview: () => void;
  onRegionChange: (region: Region | null) => void;
}

/**
 * Keyword Kombat, organic (route seo:kombat, "Domain Comparison"; doc 2 §7): your domain and up to
 * two competitors, each checked by the validation calls; the Venn of their keywords
 * (GetOrganicKombatVennData) with every region selectable on the chart or in the list of regions
 * beside it (its counts from GetOrganicKombatCompetingDomainsKeywordsGroups); and the selected
 * region's keywords (GetOrganicKombatKeywords) in the research table.
 */
export function KombatView(props: KombatViewProps) {
  const { domains } = props;
  return (
    <KombatFrame
      title={props.title}
      section={props.section}
      compared={domains}
      values={props.values}
      validation={props.validation}
      loginHref={props.loginToCompareHref ?? props.loginHref}
      onCompare={props.onCompare}
      onCheck={props.onCheck}
      onRetryValidation={props.onRetryValidation}
    >
      {domains && <Comparison {...props} domains={domains} />}
    </KombatFrame>
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
            load={props.listLoad}
            matchTypesPending={props.keywords?.matchTypesPending === true}
            rows={props.keywords?.keywords ?? []}
            totalRowCount={props.keywords?.totalRowCount ?? 0}
            {...tableControlsOf(props)}
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
