import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import {
  DEFAULT_KOMBAT_COLUMN_STATE,
  KOMBAT_KEYWORD_COLUMNS,
  KOMBAT_KEYWORD_COLUMN_IDS,
  comparedDomains,
  kombatDomainsFrom,
  kombatKeywordsRequest,
  regionFromParams,
  regionKey,
  withKombatDomains,
  withRegion,
  type KombatDomainValidation,
  type KombatGroups,
  type KombatKeywords,
  type KombatVennData,
  type Region,
} from './kombat';
import { checkDomain, checkFailureOf, validationState } from './kombatValidation';
import { KombatView } from './KombatView';
import {
  getOrganicDomainListValidations,
  getOrganicKombatCompetingDomainsKeywordsGroups,
  getOrganicKombatKeywords,
  getOrganicKombatVennData,
} from '../../../api/kombat';
import { RETURN_URL_PARAM } from '../../../lib/spec/navigation';
import { useLoader } from '../../shell/useLoader';
import { useListPage } from '../listPage/useListPage';
import { exportFilename, type ExportPolling } from '../table/researchExport';
import { useMatchTypesRetry } from '../table/useMatchTypesRetry';

export interface KombatScreenProps {
  /** Writes to the clipboard; the browser's clipboard unless a story or test gives another. */
  copyText?: (text: string) => Promise<void>;
  /** How a queued CSV export is polled (stories shorten the wait). */
  exportPolling?: ExportPolling;
}

/**
 * Route seo:kombat (/seo/kombat?query=you.com&competitors=a.com,b.com): checks the URL's domains
 * (GetOrganicDomainListValidations), then loads the Venn and the regions' counts, and the keywords
 * of the selected region (server-side sort, filter and pages through the research table).
 */
export function KombatScreen({ copyText, exportPolling }: KombatScreenProps) {
  const { title, section, linkTo, params, setParams, list, request, requestKey, controls, exportOf } = useListPage({
    defaultColumns: DEFAULT_KOMBAT_COLUMN_STATE,
    columnIds: KOMBAT_KEYWORD_COLUMN_IDS,
    columns: KOMBAT_KEYWORD_COLUMNS,
    exportPolling,
  });
  const { pathname, search } = useLocation();
  const { query, competitors } = kombatDomainsFrom(params);
  const values = query === null ? competitors : [query, ...competitors];
  const valuesKey = values.join(',');
  const needsCheck = query !== null && competitors.length > 0;

  const check = useLoader(
    () => (needsCheck ? getOrganicDomainListValidations({ domains: values }) : Promise.resolve(null)),
    null as KombatDomainValidation[] | null,
    [needsCheck, valuesKey],
    checkFailureOf,
  );
  const domainsKey = (check.load === 'ready' && check.data ? comparedDomains(check.data) : null)?.join(',') ?? '';
  // Kept by key, so a re-render with the same domains starts no new read.
  const domains = useMemo(() => (domainsKey === '' ? null : domainsKey.split(',')), [domainsKey]);

  const overview = useLoader(
    () =>
      domains === null
        ? Promise.resolve(null)
        : Promise.all([
            getOrganicKombatVennData({ domains }),
            getOrganicKombatCompetingDomainsKeywordsGroups({ domains }),
          ]),
    null as [KombatVennData, KombatGroups] | null,
    [domainsKey],
  );

  // The selected region lives in the URL (region=a.com,b.com); one naming other domains is every keyword.
  const region = useMemo(() => regionFromParams(params, domains), [params, domains]);
  const regionParam = region ? regionKey(region) : '';

  const keywords = useLoader(
    () =>
      domains === null
        ? Promise.resolve(null)
        : getOrganicKombatKeywords(kombatKeywordsRequest(domains, region, request)),
    null as KombatKeywords | null,
    [domainsKey, regionParam, requestKey],
  );

  // Phrase or broad figures still being prepared on the server: ask again until they are.
  useMatchTypesRetry(keywords.data, keywords.refresh);

  const compare = useCallback(
    (next: string[]) => setParams((current) => withKombatDomains(current, next)),
    [setParams],
  );
  const { setStartRow } = list;
  const changeRegion = useCallback(
    (next: Region | null) => {
      setStartRow(1);
      setParams((current) => withRegion(current, next), { replace: true });
    },
    [setParams, setStartRow],
  );

  // The file is the list on screen: the same comparison, region, segment and chosen columns.
  const exportCsv = useMemo(() => {
    if (domains === null) return undefined;
    const [query = '', ...rivals] = domains;
    return exportOf(exportFilename(domains.join('-vs-'), 'kombat', region ? region.join('-') : ''), {
      report: 'kombat',
      query,
      competitors: rivals,
      segment: 'all',
      ...(region ? { region: [...region] } : {}),
    });
  }, [domains, region, exportOf]);

  return (
    <KombatView
      {...controls}
      title={title}
      section={section}
      values={values}
      validation={validationState(needsCheck, check)}
      domains={domains}
      overviewLoad={overview.load}
      venn={overview.data?.[0] ?? null}
      groups={overview.data?.[1] ?? null}
      region={region}
      listLoad={keywords.load}
      keywords={keywords.data}
      loginToCompareHref={linkTo('auth:login', {}, { [RETURN_URL_PARAM]: `${pathname}${search}` })}
      onExportCsv={exportCsv}
      copyText={copyText}
      onCompare={compare}
      onCheck={checkDomain}
      onRetryValidation={check.retry}
      onRetryOverview={overview.retry}
      onRegionChange={changeRegion}
      onRetry={keywords.retry}
    />
  );
}
