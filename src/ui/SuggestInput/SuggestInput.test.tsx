import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { SuggestInput, type SuggestOption } from './SuggestInput';

const OPTIONS: readonly SuggestOption[] = [
  { value: 'spy.com', detail: 'Domain' },
  { value: 'spy tools', detail: 'Keyword' },
];

function Harness({
  onSelect = vi.fn(),
  initial = OPTIONS,
}: {
  onSelect?: (o: SuggestOption) => void;
  initial?: readonly SuggestOption[];
}) {
  const [value, setValue] = useState('spy');
  const [options, setOptions] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <SuggestInput
        label="Search"
        name="q"
        value={value}
        onChange={setValue}
        options={options}
        onSelect={onSelect}
        announce={(n) => `${n} suggestions available.`}
        footer="Demo data"
      />
      <button type="button" onClick={() => setOptions([...OPTIONS])}>
        Refresh
      </button>
    </form>
  );
}

describe('SuggestInput', () => {
  it('lists the options as a listbox owned by the combobox and announces them', () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('name', 'q');
    const list = screen.getByRole('listbox', { name: 'Search' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions available.');
    expect(screen.getByText('Demo data')).toBeInTheDocument();
  });

  it('moves through the options with the arrows, wrapping, and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const box = screen.getByRole('combobox');
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /spy\.com/ })).toHaveAttribute('aria-selected', 'true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /spy\.com/ }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /spy\.com/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /spy tools/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(OPTIONS[1]);
  });

  it('leaves Enter to the form when nothing is highlighted', () => {
    const onSelect = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SuggestInput label="Search" value="spy" onChange={() => undefined} options={OPTIONS} onSelect={onSelect} />
      </form>,
    );
    const event = fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    expect(event).toBe(true); // not cancelled: the browser submits the form
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes on Escape and on leaving the field, and reopens for new options', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox');
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).not.toHaveAttribute('aria-controls');
    // ArrowDown reopens a dismissed list.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /spy\.com/ })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // New options reopen it, nothing highlighted.
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option').every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('chooses an option with a click, keeping the focus in the field', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const box = screen.getByRole('combobox');
    await user.click(box);
    await user.click(screen.getByRole('option', { name: /spy tools/ }));
    expect(onSelect).toHaveBeenCalledWith(OPTIONS[1]);
    expect(box).toHaveFocus();
  });

  it('reports typing and shows no list without options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SuggestInput label="Search" value="" onChange={onChange} options={[]} onSelect={vi.fn()} />);
    await user.type(screen.getByRole('combobox'), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
