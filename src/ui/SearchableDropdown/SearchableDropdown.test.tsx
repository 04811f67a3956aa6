import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { SearchableDropdown } from './SearchableDropdown';
import type { DropdownOption } from './searchableDropdownRules';
import { TEXT } from '../../lib/spec/text';

const OPTIONS: DropdownOption[] = [
  { value: 'x', label: 'Xylophone' },
  { value: 'y', label: 'Yacht' },
];

/** React logs a caught render error to console.error; silence it for the tests that expect one. */
function expectRenderToThrow(ui: ReactElement, message: RegExp) {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(ui)).toThrow(message);
  spy.mockRestore();
}

describe('SearchableDropdown', () => {
  it('throws a developer error for an option without a value', () => {
    const broken = [{ label: 'No value' }] as unknown as DropdownOption[];
    expectRenderToThrow(<SearchableDropdown label="L" options={broken} />, /has no value/);
  });

  it('throws a developer error for a max that is neither positive nor false', () => {
    expectRenderToThrow(<SearchableDropdown label="L" options={OPTIONS} max={0} />, /positive number or false/);
  });

  it('opens on non-blank text only and shows the spec text when nothing matches', async () => {
    const user = userEvent.setup();
    render(<SearchableDropdown label="Group" options={OPTIONS} />);
    const input = screen.getByRole('combobox', { name: 'Group' });
    await user.type(input, '  ');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(input, 'q');
    expect(await screen.findByText(TEXT.noMatchesFound)).toBeInTheDocument();
  });

  it('calls onCreate with the trimmed text', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    render(<SearchableDropdown label="Group" options={OPTIONS} allowCreate onCreate={onCreate} />);
    await user.type(screen.getByRole('combobox', { name: 'Group' }), ' Zebra ');
    await user.click(await screen.findByRole('option', { name: 'Create new "Zebra"' }));
    expect(onCreate).toHaveBeenCalledWith('Zebra');
  });
});
