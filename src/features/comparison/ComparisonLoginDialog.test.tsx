import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { logInFromComparison } from './login';
import * as stories from '../../../stories/features/comparison/ComparisonLoginDialog.stories';
import { login } from '../../api/auth';
import { ApiError } from '../../api/client';
import { TEXT } from '../../lib/spec/text';
import { loadActiveState } from '../../state';

vi.mock('../../api/auth', () => ({ login: vi.fn() }));
vi.mock('../../state', () => ({ loadActiveState: vi.fn() }));

// The dialog as its story stages it (open, empty), logging in through the real shared login flow.
const { Empty } = composeStories(stories);
// The story's stand-in takes no arguments, so its mock type says so; the prop is the same.
const logInForReal = vi.fn(logInFromComparison) as unknown as NonNullable<typeof Empty.args.onLogIn>;

async function submit() {
  render(
    <MemoryRouter>
      <Empty onLogIn={logInForReal} />
    </MemoryRouter>,
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Log in to Rivalscope' }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
  await userEvent.type(dialog.getByLabelText('Password'), 's3cret-pass');
  await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
  return dialog;
}

beforeEach(() => {
  vi.mocked(login).mockReset();
  vi.mocked(loadActiveState).mockReset().mockResolvedValue(undefined);
});

describe('the comparison page login dialog answers failures as the login page does', () => {
  it("shows the server's field messages under the fields and the summary for a 400", async () => {
    vi.mocked(login).mockRejectedValue(
      new ApiError(400, 'Bad request', {
        fields: [{ field: 'body.password', message: 'The password may hold at most 128 characters.' }],
      }),
    );
    const dialog = await submit();
    await expect(dialog.findByText(TEXT.checkFieldsInRed)).resolves.toBeVisible();
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription(
      'The password may hold at most 128 characters.',
    );
    // The message stands until the field is edited.
    await userEvent.type(dialog.getByLabelText('Password'), 'x');
    expect(dialog.getByLabelText('Password')).not.toHaveAccessibleDescription(/128 characters/);
  });

  it("shows the server's text for a 429 (how long to wait)", async () => {
    vi.mocked(login).mockRejectedValue(new ApiError(429, 'Too many login attempts. Try again in 15 minutes.'));
    const dialog = await submit();
    await expect(dialog.findByText('Too many login attempts. Try again in 15 minutes.')).resolves.toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('jane@example.com');
  });
});
