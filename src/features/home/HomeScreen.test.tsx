/**
 * The home screen (doc 1 §2, §4): the search into the app or to another country's site, the
 * suggestion call for each homepageSuggestionType, the variant from ?alt or the stored id written
 * back into the query, and the sections deferred past the first render (the membership widget
 * 250 ms later, nothing while prerendering). Timings run on fake timers.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as CountrySite from './countrySite';
import { leaveSite } from './countrySite';
import { HomeScreen } from './HomeScreen';
import { HOME_TEXT, HOME_VARIANTS } from './texts';
import { useDeferredSections } from './useDeferredSections';
import { getDomainSuggestions, getKeywordSuggestions, getSuggestions } from '../../api/navigation';
import {
  HOME_VARIANT_STORAGE_KEY,
  MEMBERSHIP_WIDGET_MOUNT_DELAY_MS,
  SUGGESTION_DEBOUNCE_MS,
} from '../../lib/spec/navigation';
import { environment, navigation, resetStores, tracking, user } from '../../state';
import { FrameContext, type Frame } from '../shell/frameContext';
import { LinkContext, type LinkBuilder } from '../shell/links';

vi.mock('../../api/navigation', () => {
  const answer = (query: { query: string }) =>
    Promise.resolve({
      query: query.query,
      suggestions: [{ value: `${query.query}.com`, resultType: 'domain' }],
      isDemoData: false,
    });
  return {
    getSuggestions: vi.fn(answer),
    getDomainSuggestions: vi.fn(answer),
    getKeywordSuggestions: vi.fn(answer),
  };
});

vi.mock('./countrySite', async (importOriginal) => ({
  ...(await importOriginal<typeof CountrySite>()),
  leaveSite: vi.fn(),
}));

// The deferred chunk, reduced to markers: these tests are about when it shows.
vi.mock('./deferredSections', () => ({
  Showcase: () => <p>showcase</p>,
  Testimonial: () => <p>testimonial</p>,
  BelowTheFold: () => <p>below the fold</p>,
  MembershipWidget: () => <p>membership widget</p>,
}));

const FRAME: Frame = { title: 'Rivalscope: SEO and PPC Competitor Research', description: '', searchable: false };

const linkTo: LinkBuilder = (name, _params, query) => {
  const path = name === 'overview' ? '/overview' : `/${name.replace(/:/g, '/')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeScreen /> },
      { path: '/overview', element: <h1>Overview</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <LinkContext.Provider value={linkTo}>
      <FrameContext.Provider value={FRAME}>
        <RouterProvider router={router} />
      </FrameContext.Provider>
    </LinkContext.Provider>,
  );
  return router;
}

/** Runs timers and pending promises (lazy chunks, API answers, router updates). */
async function wait(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const searchBox = () => screen.getByRole('combobox', { name: HOME_TEXT.searchLabel });
const territory = () => screen.getByRole('combobox', { name: HOME_TEXT.territoryLabel });
const submit = () => fireEvent.submit(searchBox().closest('form')!);

beforeEach(() => {
  vi.useFakeTimers();
  resetStores();
  localStorage.clear();
  vi.mocked(leaveSite).mockClear();
  vi.mocked(getSuggestions).mockClear();
  vi.mocked(getDomainSuggestions).mockClear();
  vi.mocked(getKeywordSuggestions).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the home screen', () => {
  it("shows the route's title as its h1 and the default variant", async () => {
    renderAt('/');
    await wait();
    expect(screen.getByRole('heading', { level: 1, name: FRAME.title })).toBeInTheDocument();
    expect(screen.getByText(HOME_VARIANTS[0]!.lede)).toBeInTheDocument();
  });

  it('offers visitors a free account under the search box, and not logged-in users', async () => {
    renderAt('/');
    await wait();
    expect(screen.getByRole('link', { name: HOME_TEXT.createFreeAccount })).toHaveAttribute('href', '/freeaccount');
    await act(async () => {
      user.isLoggedIn = true;
    });
    expect(screen.queryByRole('link', { name: HOME_TEXT.createFreeAccount })).toBeNull();
  });
});

describe('searching from the home page', () => {
  it('goes to /overview with the trimmed query inside the app, marking the query as changed by the user', async () => {
    const router = renderAt('/');
    await wait();
    expect(territory()).toHaveValue('US');
    fireEvent.change(searchBox(), { target: { value: '  spy.com ' } });
    submit();
    expect(navigation.hasUserChangedQuery).toBe(true);
    await wait();
    expect(router.state.location.pathname).toBe('/overview');
    expect(router.state.location.search).toBe('?query=spy.com');
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it("leaves for the other country's site, at its overview URL with the trimmed query", async () => {
    const router = renderAt('/');
    await wait();
    fireEvent.change(territory(), { target: { value: 'UK' } });
    fireEvent.change(searchBox(), { target: { value: ' running shoes ' } });
    submit();
    expect(navigation.hasUserChangedQuery).toBe(true);
    expect(leaveSite).toHaveBeenCalledWith('https://uk.rivalscope.example/overview?query=running+shoes');
    await wait();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: HOME_TEXT.searching })).toBeInTheDocument();
  });

  it("starts on the environment's country and stays in the app for it", async () => {
    environment.countryCode = 'DE';
    const router = renderAt('/');
    await wait();
    expect(territory()).toHaveValue('DE');
    fireEvent.change(searchBox(), { target: { value: 'spy.com' } });
    submit();
    await wait();
    expect(leaveSite).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/overview');
  });

  it.each([
    ['default', getSuggestions],
    ['domains', getDomainSuggestions],
    ['keywords', getKeywordSuggestions],
  ] as const)(
    'asks the %s suggestion call, 300 ms after typing, then searches a chosen one at once',
    async (type, call) => {
      tracking.homepageSuggestionType = type;
      const router = renderAt('/');
      await wait();
      fireEvent.change(searchBox(), { target: { value: 'spy' } });
      await wait(SUGGESTION_DEBOUNCE_MS - 1);
      expect(call).not.toHaveBeenCalled();
      await wait(1);
      expect(call).toHaveBeenCalledWith({ query: 'spy', countryCode: 'US' });
      const others = [getSuggestions, getDomainSuggestions, getKeywordSuggestions].filter((c) => c !== call);
      for (const other of others) expect(other).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('option', { name: /^spy\.com/ }));
      await wait();
      expect(router.state.location.search).toBe('?query=spy.com');
    },
  );
});

describe('home variants', () => {
  it('shows the variant of ?alt and stores it, leaving the URL alone', async () => {
    const router = renderAt('/?alt=3');
    await wait();
    expect(screen.getByText(HOME_VARIANTS[2]!.lede)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: HOME_VARIANTS[2]!.submitLabel })).toBeInTheDocument();
    expect(localStorage.getItem(HOME_VARIANT_STORAGE_KEY)).toBe('3');
    expect(router.state.location.search).toBe('?alt=3');
  });

  it('shows the stored variant and writes its id into the alt query, replacing the entry', async () => {
    localStorage.setItem(HOME_VARIANT_STORAGE_KEY, '7');
    const router = renderAt('/?x=1');
    await wait();
    expect(router.state.location.search).toBe('?x=1&alt=7');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText(HOME_VARIANTS[6]!.lede)).toBeInTheDocument();
  });

  it('prefers ?alt to the stored id and writes the id in its plain form', async () => {
    localStorage.setItem(HOME_VARIANT_STORAGE_KEY, '7');
    const router = renderAt('/?alt=05');
    await wait();
    expect(router.state.location.search).toBe('?alt=5');
    expect(localStorage.getItem(HOME_VARIANT_STORAGE_KEY)).toBe('5');
    expect(screen.getByText(HOME_VARIANTS[4]!.lede)).toBeInTheDocument();
  });

  it('shows the default page without an alt when there is no valid id', async () => {
    const plain = renderAt('/');
    await wait();
    expect(plain.state.location.search).toBe('');
    expect(plain.state.historyAction).toBe('POP');
    expect(localStorage.getItem(HOME_VARIANT_STORAGE_KEY)).toBeNull();
  });

  it('drops an invalid alt', async () => {
    const router = renderAt('/?alt=11');
    await wait();
    expect(router.state.location.search).toBe('');
    expect(screen.getByText(HOME_VARIANTS[0]!.lede)).toBeInTheDocument();
    expect(localStorage.getItem(HOME_VARIANT_STORAGE_KEY)).toBeNull();
  });
});

describe('sections after the first render', () => {
  it('shows the showcase, testimonial and below-the-fold section, then the membership widget 250 ms later', async () => {
    expect(MEMBERSHIP_WIDGET_MOUNT_DELAY_MS).toBe(250);
    renderAt('/');
    await wait();
    expect(screen.getByText('showcase')).toBeInTheDocument();
    expect(screen.getByText('testimonial')).toBeInTheDocument();
    expect(screen.getByText('below the fold')).toBeInTheDocument();
    expect(screen.queryByText('membership widget')).toBeNull();
    await wait(MEMBERSHIP_WIDGET_MOUNT_DELAY_MS - 1);
    expect(screen.queryByText('membership widget')).toBeNull();
    await wait(1);
    expect(screen.getByText('membership widget')).toBeInTheDocument();
  });

  it('shows none of them while prerendering', async () => {
    tracking.isPrerendering = true;
    renderAt('/');
    await wait(10 * MEMBERSHIP_WIDGET_MOUNT_DELAY_MS);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('showcase')).toBeNull();
    expect(screen.queryByText('below the fold')).toBeNull();
    expect(screen.queryByText('membership widget')).toBeNull();
  });

  it('offers no membership to a full user', async () => {
    Object.assign(user, { isLoggedIn: true, isFullUser: true });
    renderAt('/');
    await wait(10 * MEMBERSHIP_WIDGET_MOUNT_DELAY_MS);
    expect(screen.getByText('showcase')).toBeInTheDocument();
    expect(screen.queryByText('membership widget')).toBeNull();
  });

  it('are off on the first render and on after it', () => {
    const seen: { showDeferred: boolean; showMembership: boolean }[] = [];
    function Probe({ prerendering }: { prerendering: boolean }) {
      seen.push(useDeferredSections(prerendering));
      return null;
    }
    const { rerender } = render(<Probe prerendering={false} />);
    expect(seen[0]).toEqual({ showDeferred: false, showMembership: false });
    expect(seen.at(-1)).toEqual({ showDeferred: true, showMembership: false });
    act(() => vi.advanceTimersByTime(MEMBERSHIP_WIDGET_MOUNT_DELAY_MS));
    expect(seen.at(-1)).toEqual({ showDeferred: true, showMembership: true });
    // Prerendering switched on hides them again.
    rerender(<Probe prerendering />);
    expect(seen.at(-1)).toEqual({ showDeferred: false, showMembership: false });
  });
});
