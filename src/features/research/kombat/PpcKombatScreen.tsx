import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';

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
import { user } from '../../../state/user';
import { useFrame } from '../../shell/frameContext';
import { useLinkTo } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';
import { exportColumnsOf, exportFilename, exportSourceCsv, type ExportPolling } from '../table/researchExport';
import { listRequest, viewerOf } from '../table/researchTable';
import { useResearchListQuery } from '../table/useResearchListQuery';

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
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const [params, setParams] = useSearchParams();
  const { isLoggedIn, userId, isFullUser, product } = useSnapshot(user);
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

  const list = useResearchListQuery(DEFAULT_PAID_COLUMN_STATE, PAID_KEYWORD_COLUMN_IDS);
  const request = listRequest(list.query, PAID_KEYWORD_COLUMNS);
  const requestKey = JSON.stringify(request);
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
  const { setStartRow } = list;
  const changeSet = useCallback(
    (next: PaidSet) => {
      setStartRow(1);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(SET_PARAM, next);
          return updated;
        },
        { replace: true },
      );
    },
    [setStartRow, setParams],
  );

  const exportCsv = useMemo(
    () =>
      domain === null
        ? undefined
        : () =>
            exportSourceCsv(
              exportFilename(domain, 'ppc-kombat', set),
              {
                report: 'ppc-kombat',
                query: domain,
                segment: set,
                visibleColumns: exportColumnsOf(list.query.columns),
              },
              exportPolling,
            ),
    [domain, set, list.query.columns, exportPolling],
  );

  return (
    <PpcKombatView
      title={title}
      section={section}
      values={values}
      validation={isUnchecked ? null : validationState(needsCheck, check, false)}
      domain={domain}
      set={set}
      load={page.load}
      data={page.data}
      list={list.query}
      viewer={viewerOf({ isLoggedIn, userId, isFullUser })}
      purchaseHref={linkTo('mainpurchase')}
      loginHref={linkTo('auth:login')}
      maxExportRows={product.maxExportRows}
      hasUnlimitedExportRows={product.hasUnlimitedExportRows}
      onExportCsv={exportCsv}
      copyText={copyText}
      onCompare={compare}
      onCheck={(value, earlier) => checkDomain(value, earlier, false)}
      onRetryValidation={check.retry}
      onSetChange={changeSet}
      onSortChange={list.setSort}
      onFilterTextChange={list.setFilterText}
      onStartRowChange={list.setStartRow}
      onRowsPerPageChange={list.setRowsPerPage}
      onColumnsChange={list.setColumns}
      onRetry={page.retry}
    />
  );
}
