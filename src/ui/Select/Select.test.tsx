import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Select } from './Select';
import { TEXT } from '../../lib/spec/text';
import type { DropdownOption } from '../SearchableDropdown/searchableDropdownRules';

const OPTIONS: DropdownOption[] = [
  { value: 'a', label: 'acme.com' },
  { value: 'g', label: 'globex.com' },
];

function expectRenderToThrow(ui: ReactElement, message: RegExp) {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(ui)).toThrow(message);
  spy.mockRestore();
}

describe('Select', () => {
  it('throws developer errors for an option without a value and for a bad max', () => {
    expectRenderToThrow(<Select label="P" options={[{ label: 'x' } as unknown as DropdownOption]} />, /has no value/);
    expectRenderToThrow(<Select label="P" options={OPTIONS} max={-2} />, /positive number or false/);
  });

  it('choosing Create new calls onCreate with the trimmed search, not onChange', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    const onChange = vi.fn();
    render(<Select label="Project" options={OPTIONS} allowCreate onCreate={onCreate} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Project/ }));
    await user.keyboard('  initech ');
    await user.click(await screen.findByRole('option', { name: 'Create new "initech"' }));
    expect(onCreate).toHaveBeenCalledWith('initech');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('choosing an option calls onChange; nothing matching shows the spec text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Project" options={OPTIONS} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Project/ }));
    await user.keyboard('zzz');
    expect(await screen.findByText(TEXT.noMatchesFound)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.click(await screen.findByRole('option', { name: 'globex.com' }));
    expect(onChange).toHaveBeenCalledWith('g');
  });
});
