import { useCallback, useMemo } from 'react';

import {
  DEFAULT_PAID_COLUMN_STATE,
  PAID_KEYWORD_COLUMNS,
  PAID_KEYWORD_COLUMN_IDS,
  SET_PARAM,
  comparedDomains,
  kombatDomainsFrom,
  paidSetOf,
  withKombatDomains,
  type DomainPaidKeywords,
  type KombatDomainValidation,
  type PaidKeywordColumnId,
  type PaidSet,
} from './kombat';
import { checkDomain, checkFailureOf, validationState } from './kombatValidation';
import { PpcKombatView } from './PpcKombatView';
import { getOrganicDomainListValidations } from '../../../api/kombat';
import { getDomainPaidKeywords } from '../../../api/research';
import { useLoader } from '../../shell/useLoader';
import { useListPage } from '../listPage/useListPage';
import { exportFilename, type ExportPolling } from '../table/researchExport';

export interface PpcKombatScreenProps {
  copyText?: (text: string) => Promise<void>;
  /** How a queued CSV export is polled (stories shorten the wait). */
  exportPolling?: ExportPolling;
}

/**
 * Route ppc:kombat (/ppc/kombat?query=you.com&competitors=a.com&segment=core): checks the URL's
 * domains with the Kombat validation call (a PPC domain needs no organic keywords, so only
 * not-a-domain and duplicates are errors), then lists your domain's paid set (GetDomainPaidKeywords
 * with segment all, core, considerbuying or adwaste), sorted, filtered and paged by the server.
 */
export function PpcKombatScreen({ copyText, exportPolling }: PpcKombatScreenProps) {
  const { title, section, params, setParams, request, requestKey, controls, setTab, exportOf } = useListPage({
    defaultColumns: DEFAULT_PAID_COLUMN_STATE,
    columnIds: PAID_KEYWORD_COLUMN_IDS,
    columns: PAID_KEYWORD_COLUMNS,
    exportPolling,
  });
  const { query, competitors } = kombatDomainsFrom(params);
  const values = query === null ? competitors : [query, ...competitors];
  const valuesKey = values.join(',');
  const needsCheck = query !== null;
  const set = paidSetOf(params.get(SET_PARAM));

  const check = useLoader(
    () => (needsCheck ? getOrganicDomainListValidations({ domains: values }) : Promise.resolve(null)),
    null as KombatDomainValidation[] | null,
    [needsCheck, valuesKey],
    checkFailureOf,
  );
  // The check asks a logged-out visitor to log in, but the paid sets are public: the domain goes as typed.
  const isUnchecked = check.load === 'loggedOut';
  const domains =
    check.load === 'ready' && check.data ? comparedDomains(check.data, { minimum: 1, needsOrganicData: false }) : null;
  const domain = isUnchecked ? query : (domains?.[0] ?? null);

  const page = useLoader(
    () =>
      domain === null
        ? Promise.resolve(null)
        : // The column ids are the contract's PaidKeywordColumn (PAID_KEYWORD_COLUMNS).
          getDomainPaidKeywords({
            query: domain,
            segment: set,
            ...request,
            sortBy: request.sortBy as PaidKeywordColumnId | undefined,
          }),
    null as DomainPaidKeywords | null,
    [domain, set, requestKey],
  );

  const compare = useCallback(
    (next: string[]) => setParams((current) => withKombatDomains(current, next)),
    [setParams],
  );
  const changeSet = useCallback((next: PaidSet) => setTab(SET_PARAM, next), [setTab]);

  const exportCsv = useMemo(
    () =>
      domain === null
        ? undefined
        : exportOf(exportFilename(domain, 'ppc-kombat', set), { report: 'ppc-kombat', query: domain, segment: set }),
    [domain, set, exportOf],
  );

  return (
    <PpcKombatView
      {...controls}
      title={title}
      section={section}
      values={values}
      validation={isUnchecked ? null : validationState(needsCheck, check, false)}
      domain={domain}
      set={set}
      load={page.load}
      data={page.data}
      onExportCsv={exportCsv}
      copyText={copyText}
      onCompare={compare}
      onCheck={(value, earlier) => checkDomain(value, earlier, false)}
      onRetryValidation={check.retry}
      onSetChange={changeSet}
      onRetry={page.retry}
    />
  );
}
