import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toast } from '../ui/Toasts/Toasts';

// The app's own router is not under test here: a stand-in renders in its place.
vi.mock('react-router-dom', () => ({ RouterProvider: () => <main>the routes</main> }));

const { App } = await import('./App');

describe('App alerts', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it("shows a screen's alert: the app mounts the toast container beside its routes", async () => {
    render(<App router={null as never} />);
    expect(screen.getByRole('main')).toHaveTextContent('the routes');
    // No container until a first toast asks for one.
    expect(screen.queryByRole('region', { name: /notifications/i })).toBeNull();
    act(() => {
      toast.error('Your export failed. Try again.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your export failed. Try again.');
  });
});
