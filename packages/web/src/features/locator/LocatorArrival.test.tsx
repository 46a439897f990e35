// The locator as a person first meets it: where it opens, filters before any search kept in the URL, a
// place search that fails, and the phone layout's list pages. Real container, fake backend.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLocator, SEATTLE_URL, search, urlOf, warmUpLocator } from './test-locator-app';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(warmUpLocator, 30_000);
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
  vi.unstubAllGlobals();
});

const presetFault = (op: string, rule: Record<string, unknown>) => localStorage.setItem('crema.fake.faults', JSON.stringify({ [op]: rule }));
const phone = () => vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

describe('arrival', () => {
  it('opens where the last search was', async () => {
    const first = await renderLocator('/store-locator');
    await search('Portland');
    expect(await screen.findByRole('heading', { name: 'Stores near Portland, OR, United States' }, { timeout: 8000 })).toBeTruthy();
    first.unmount();
    const { router } = await renderLocator('/store-locator');
    expect(await screen.findByRole('heading', { name: 'Stores near Portland, OR, United States' }, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(urlOf(router)).toMatch(/map=45\.\d+,-122\.\d+,12z&place=Portland/));
  });

  it('a member opens on their favorite store', async () => {
    await renderLocator('/store-locator', { member: true });
    const list = await screen.findByRole('tabpanel', {}, { timeout: 8000 });
    expect(within(list).getAllByRole('article')[0]?.textContent).toContain('15th & Pine');
  });

  it('opens on the position when location is already allowed (without asking)', async () => {
    Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: () => Promise.resolve({ state: 'granted' }) } });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback) => setTimeout(() => ok({ coords: { latitude: 47.6097, longitude: -122.3422, accuracy: 20 }, timestamp: 0 } as GeolocationPosition)) },
    });
    await renderLocator('/store-locator');
    expect(await screen.findByRole('heading', { name: 'Stores in this area' }, { timeout: 8000 })).toBeTruthy();
  });
});

describe('filters before any search', () => {
  it('are written to the URL, so a reload keeps them', async () => {
    const user = userEvent.setup();
    const first = await renderLocator('/store-locator');
    await screen.findByText('Find a Crema store near you', {}, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Drive-thru' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeTruthy();
    await waitFor(() => expect(urlOf(first.router)).toBe('/store-locator?features=DT'));
    const url = urlOf(first.router);
    first.unmount();
    await renderLocator(url);
    expect(await screen.findByRole('button', { name: 'Filter (1)' }, { timeout: 8000 })).toBeTruthy();
  });
});

describe('a place search that fails (searchPlaces:500)', () => {
  it("shows the catalogue's message with Try again, not 'Zoomed out too far'", async () => {
    presetFault('searchPlaces', { status: 500, times: 1 });
    await renderLocator('/store-locator');
    const user = await search('Seattle');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toBe("Whoops! We couldn't find that location. Please search again.");
    expect(screen.queryByText('Zoomed out too far')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Stores near Seattle, WA, United States' }, { timeout: 8000 })).toBeTruthy();
  });
});

describe('on a phone', () => {
  it("lists 10 stores, then 10 more per 'Show more stores'; the map toggle shares the search row", async () => {
    phone();
    const user = userEvent.setup();
    await renderLocator(SEATTLE_URL);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10), { timeout: 8000 });
    expect(screen.getByText('Showing 10 of 50 stores')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more stores' }));
    expect(screen.getAllByRole('article')).toHaveLength(20);
    // Focus goes to the first new store, so keyboard and screen reader users carry on from there.
    expect(document.activeElement?.closest('article')).toBe(screen.getAllByRole('article')[10]);
    const toggle = screen.getByRole('button', { name: 'Hide map' });
    expect(toggle.closest('.locator__search-row')?.querySelector('[role="search"]')).toBeTruthy();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show map' }).getAttribute('aria-expanded')).toBe('false');
  });
});
