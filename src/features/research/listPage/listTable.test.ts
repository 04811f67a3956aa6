import { describe, expect, it, vi } from 'vitest';

import { currencyColumn, numericColumn, tableControlsOf, type ListTableControls } from './listTable';
import { createColumnState } from '../../../lib/columns';
import { initialListQuery } from '../table/researchTable';

interface Row {
  cpc: number | null;
}

const CONTROLS: ListTableControls = {
  list: initialListQuery(createColumnState(['cpc'])),
  viewer: 'full',
  purchaseHref: '/mainpurchase',
  loginHref: '/auth/login',
  maxExportRows: 500,
  hasUnlimitedExportRows: false,
  onExportCsv: vi.fn(),
  copyText: vi.fn(),
  onSortChange: vi.fn(),
  onFilterTextChange: vi.fn(),
  onStartRowChange: vi.fn(),
  onRowsPerPageChange: vi.fn(),
  onColumnsChange: vi.fn(),
  onRetry: vi.fn(),
};

describe('tableControlsOf', () => {
  it('passes every control on, the list as the table query', () => {
    const { list, ...rest } = CONTROLS;
    expect(tableControlsOf(CONTROLS)).toEqual({ query: list, ...rest });
  });

  it('leaves out what a view adds of its own', () => {
    // A view's props: the controls and its own (the heading).
    const viewProps = { ...CONTROLS, title: 'SEO Keyword Research' };
    const passed = tableControlsOf(viewProps);
    expect(passed).not.toHaveProperty('title');
    expect(passed).not.toHaveProperty('list');
  });
});

describe('numericColumn and currencyColumn', () => {
  it('are right-aligned numeric columns', () => {
    const column = numericColumn<Row>('cpc', 'CPC', (r) => r.cpc, { nulls: 'high' });
    expect(column).toMatchObject({ id: 'cpc', header: 'CPC', sortKind: 'numeric', align: 'right', nulls: 'high' });
    expect(column.value({ cpc: 3 })).toBe(3);
  });

  it('show dollars, and a missing value as the null symbol', () => {
    const column = currencyColumn<Row>('cpc', 'CPC', (r) => r.cpc);
    expect(column.render?.({ cpc: 1.25 })).toBe('$1.25');
    expect(column.render?.({ cpc: 1200 })).toBe('$1,200');
    expect(column.render?.({ cpc: null })).toBe('-');
  });
});
