import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Textarea } from './Textarea';
import { TEXTAREA_DEFAULT_MAX_LENGTH } from '../../lib/spec/widgets';

describe('Textarea', () => {
  it('limits to 1770 characters by default and says so when full', () => {
    render(<Textarea label="Notes" defaultValue={'x'.repeat(TEXTAREA_DEFAULT_MAX_LENGTH)} showCount />);
    expect(TEXTAREA_DEFAULT_MAX_LENGTH).toBe(1770);
    expect(screen.getByRole('textbox')).toHaveAttribute('maxlength', '1770');
    expect(screen.getByText('The max number of characters is 1770')).toBeInTheDocument();
    expect(screen.getByText('1770/1770')).toBeInTheDocument();
  });

  it('has no limit with maxLength false', async () => {
    render(<Textarea label="Notes" maxLength={false} showCount />);
    const box = screen.getByRole('textbox');
    expect(box).not.toHaveAttribute('maxlength');
    await userEvent.type(box, 'abc');
    expect(box).toHaveValue('abc');
    expect(screen.queryByText(/\//)).toBeNull();
  });

  it('does not show the notice below the limit', () => {
    render(<Textarea label="Notes" maxLength={5} defaultValue="abcd" />);
    expect(screen.queryByText(/max number/)).toBeNull();
  });
});
