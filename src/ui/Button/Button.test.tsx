import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Button, ButtonLink } from './Button';
import { PAGE_LOADING_TEXT } from '../../lib/spec/text';

describe('Button', () => {
  it('calls onPress when pressed', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Go</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('is busy and not clickable while loading', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isLoading>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Go
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('ButtonLink renders an anchor', () => {
    render(<ButtonLink href="/x">X</ButtonLink>);
    expect(screen.getByRole('link', { name: 'X' })).toHaveAttribute('href', '/x');
  });

  it('announces loading in its own status region, and leaves nothing behind when it unmounts', async () => {
    // What other files' components left in the shared page (react-aria's live region, once made, stays).
    const before = [...document.body.children];
    const liveRegions = () => [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent);
    const liveRegionsBefore = liveRegions();
    const { container, rerender, unmount } = render(<Button isLoading={false}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    // The region is there, empty, before the work starts, so the change is announced.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => button.focus());

    // Focused when it starts loading: where react-aria's own pending state would call its global announcer.
    rerender(<Button isLoading>Save</Button>);
    expect(screen.getByRole('status')).toHaveTextContent(PAGE_LOADING_TEXT);
    // The button keeps its name and its focus.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(liveRegions()).toEqual(liveRegionsBefore);

    rerender(<Button isLoading={false}>Save</Button>);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<Button isLoading>Save</Button>);

    unmount();
    // Only Testing Library's empty container is added to the page: no live region, no announcement.
    expect(container).toBeEmptyDOMElement();
    expect([...document.body.children]).toEqual([...before, container]);
  });

  it('adds no status region to a button that never loads', () => {
    render(<Button>Save</Button>);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a loading submit button from submitting its form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const form = document.createElement('form');
    form.addEventListener('submit', onSubmit);
    document.body.append(form);
    render(
      <Button type="submit" isLoading>
        Send
      </Button>,
      { container: form },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    form.remove();
  });
});
