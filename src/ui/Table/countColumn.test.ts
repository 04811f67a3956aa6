import { describe, expect, it } from 'vitest';

import { countColumn } from './countColumn';
import { NULL_SYMBOL } from '../../lib/spec/formats';

describe('countColumn', () => {
  const column = countColumn<{ pages: number | null }>('pages', 'Pages', (row) => row.pages);

  it('sorts by the count itself and shows it formatted, aligned right', () => {
    expect(column.value({ pages: 12345 })).toBe(12345);
    expect(column.render?.({ pages: 12345 })).toBe('12,345');
    expect(column.render?.({ pages: null })).toBe(NULL_SYMBOL);
    expect(column).toMatchObject({ id: 'pages', header: 'Pages', sortKind: 'numeric', align: 'right' });
  });
});
