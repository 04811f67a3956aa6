import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Form } from './Form';
import { useForm } from './useForm';
import { INFERRED_TEXT, TEXT } from '../../lib/spec/text';
import { Input } from '../Input/Input';

function Demo({ onSubmit }: { onSubmit: (values: Record<string, string>) => void }) {
  const form = useForm({
    fields: { name: { required: true }, email: { type: 'email', required: true } },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="Demo">
      <Input label="Name" {...form.field('name')} />
      <Input label="Email" {...form.field('email')} />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('useForm', () => {
  it('raises "No input fields detected" for a form without fields', () => {
    const onError = vi.fn();
    expect(() => renderHook(() => useForm({ fields: {}, onSubmit: vi.fn() }), { onCaughtError: onError })).toThrow(
      TEXT.noInputFields,
    );
  });

  it('shows a field error only after the field lost focus once', async () => {
    render(<Demo onSubmit={vi.fn()} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'nope');
    expect(screen.queryByText(TEXT.invalidEmail)).toBeNull();
    await userEvent.tab();
    expect(screen.getByText(TEXT.invalidEmail)).toBeInTheDocument();
    expect(screen.queryByText(INFERRED_TEXT.required)).toBeNull();
    // Fixing it clears the error while typing.
    await userEvent.clear(email);
    await userEvent.type(email, 'ann@example.com');
    expect(screen.queryByText(TEXT.invalidEmail)).toBeNull();
  });

  it('a failed submit shows the summary and every error, and keeps the values', async () => {
    const onSubmit = vi.fn();
    render(<Demo onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the fields marked in red.');
    expect(screen.getByText(INFERRED_TEXT.required)).toBeInTheDocument();
    expect(screen.getByText(TEXT.invalidEmail)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values when valid and reset() starts over', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() =>
      useForm({ fields: { pw: { type: 'password' }, pw2: { type: 'password' } }, onSubmit }),
    );
    act(() => result.current.setValue('pw', 'secret1'));
    act(() => result.current.setValue('pw2', 'secret1 '));
    act(() => result.current.handleSubmit());
    expect(result.current.summary).toBe(TEXT.checkFieldsInRed);
    expect(result.current.field('pw2').message).toBe(INFERRED_TEXT.passwordsDoNotMatch);
    act(() => result.current.setValue('pw2', 'secret1'));
    expect(result.current.summary).toBeNull();
    act(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ pw: 'secret1', pw2: 'secret1' });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ pw: '', pw2: '' });
    expect(result.current.submitted).toBe(false);
  });
});
