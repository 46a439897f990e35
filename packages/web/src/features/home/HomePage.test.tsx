import { describe, it, expect, vi, afterEach } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConfig } from '@crema/domain';
import { greetingFor, StreamMessages } from '@crema/domain/stream';
import { RewardsMessages } from '@crema/domain/rewards';
import { presetFault, renderAppInAct, TEST_NOW, type RenderAppOptions } from '../../test/render-app';
import { StreamTokens } from './tokens';

// Lazy chunks and capability modules load on first use: give them time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Renders '/' inside an awaited act, so a capability the page suspends on retries in the test. */
const renderHome = (o: RenderAppOptions = {}) => renderAppInAct('/', o);

const mockMatchMedia = (matches: boolean) => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches, media: query, onchange: null,
    addEventListener: () => undefined, removeEventListener: () => undefined,
    addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
  }));
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('home, signed out', () => {
  it('leads with the seasonal hero: the season line, one primary call to action (order ahead) and a store link', async () => {
    await renderHome();
    const hero = await screen.findByRole('region', { name: 'Welcome' });
    expect(within(hero).getByText(greetingFor(TEST_NOW, tz).seasonLine)).toBeTruthy();
    const primary = within(hero).getAllByRole('link').filter((a) => a.classList.contains('btn'));
    expect(primary.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Start an order', '/menu']]);
    expect(within(hero).getByRole('link', { name: 'Find a store' }).getAttribute('href')).toBe('/store-locator');
    // TEST_NOW is in November: the holiday season's red cup, hidden from assistive technology.
    const art = hero.querySelector('svg.season-art');
    expect(art?.classList.contains('season-art--holiday')).toBe(true);
    expect(art?.getAttribute('aria-hidden')).toBe('true');
  });

  it('greets by time of day and season, shows the benefits carousel and loads no stream', async () => {
    presetFault('getUnauthStreamItems', { status: 500, times: 1 });
    const { container, backend } = await renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: greetingFor(TEST_NOW, tz).headline })).toBeTruthy();
    expect(screen.getByText(greetingFor(TEST_NOW, tz).seasonLine)).toBeTruthy();
    const carousel = screen.getByRole('region', { name: 'Crema Rewards benefits' });
    expect(within(carousel).getByRole('group', { name: '1 of 4: Free drinks and food' })).toBeTruthy();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next benefit' }));
    expect(within(carousel).getByRole('group', { name: '2 of 4: Order ahead' })).toBeTruthy();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous benefit' }));
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous benefit' }));
    expect(within(carousel).getByRole('group', { name: '4 of 4: Pay faster' })).toBeTruthy();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Show benefit 3: A birthday treat' }));
    expect(within(carousel).getByRole('group', { name: '3 of 4: A birthday treat' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'For you' })).toBeNull();
    expect(container.isBound(StreamTokens.LoadStream)).toBe(false);
    expect(backend.faults.list()['getUnauthStreamItems']).toBeDefined();
  });

  it('shows the guest cards when the unauthenticated stream is on', async () => {
    await renderHome({ config: makeConfig({ flags: { unauthenticatedStream: true } }) });
    expect(await screen.findByRole('heading', { name: 'Start order' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Register card' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Crema Rewards benefits' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Summer refreshers' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Details' })).toBeNull();
  });
});

describe('home, signed in', () => {
  it('shows the greeting with the first name, the rewards status card and the visible stream cards', async () => {
    await renderHome({ member: true });
    expect(await screen.findByRole('heading', { level: 1, name: greetingFor(TEST_NOW, tz, 'Avery').headline })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Avery');
    expect(await screen.findByRole('heading', { name: 'Buy one, get one free' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '$2 off any cold brew' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Holiday favorites are back' })).toBeTruthy();
    // Dropped by the stream rules: redeemed, expired, tier 1 only, no body, no points, duplicate code.
    for (const gone of ['Double Stars Monday', 'Half-price pastry', 'Welcome to Green level', 'Coming soon', 'Status Stars expiring']) {
      expect(screen.queryByRole('heading', { name: gone })).toBeNull();
    }
    expect(screen.getAllByRole('heading', { name: 'Buy one, get one free' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Crema Rewards benefits' })).toBeNull();

    const details = await screen.findByRole('link', { name: RewardsMessages.detailsLink });
    expect(details.getAttribute('href')).toBe('/account/rewards');
    expect(await screen.findByText('142')).toBeTruthy();
    const expander = screen.getByRole('button', { name: 'Rewards you can get with Stars' });
    expect(expander.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(expander);
    expect(expander.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Handcrafted drink or hot breakfast')).toBeTruthy();

    const birthday = screen.getByRole('article', { name: 'Celebrate with us' });
    expect(within(birthday).getByRole('link', { name: 'Add your birthday' }).getAttribute('href')).toBe('/account/personal');
  });

  it('offers a scan button on the stars expiring card (142 Stars is 25 or more), to the primary card', async () => {
    await renderHome({ member: true });
    const card = await screen.findByRole('article', { name: 'Your Stars are expiring' });
    expect(within(card).getByText('30 Stars expire in 11 days')).toBeTruthy();
    const scan = await within(card).findByRole('link', { name: 'Scan in store' });
    expect(scan.getAttribute('href')).toBe('/account/cards/card-demo-primary#pay');
  });

  it('shows the stream error with a Refresh that recovers', async () => {
    presetFault('getStreamItems', { status: 500, times: 1 });
    await renderHome({ member: true });
    expect(await screen.findByText(StreamMessages.errorMessage)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Please try refreshing the page.');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Buy one, get one free' })).toBeTruthy();
    expect(screen.queryByText(StreamMessages.errorMessage)).toBeNull();
  });

  it('shows a completed onboarding task as completed, then collapses the group after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderHome({ member: true });
    const card = await screen.findByRole('article', { name: 'Get started with Crema' });
    expect(within(card).getByText('Order ahead')).toBeTruthy();
    expect(within(card).getByText('Completed')).toBeTruthy();
    expect(within(card).queryByText('Add money to a card')).toBeNull(); // SvcReload is never shown
    expect(within(card).queryByText('Pay with your phone')).toBeNull(); // Purchase is mobile only
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4900);
    });
    expect(screen.getByRole('article', { name: 'Get started with Crema' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByRole('article', { name: 'Get started with Crema' })).toBeNull();
  });

  it('counts an impression when half a card is visible', async () => {
    const observed: { cb: IntersectionObserverCallback; el: Element }[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(readonly cb: IntersectionObserverCallback) {}
      observe(el: Element) { observed.push({ cb: this.cb, el }); }
      disconnect() {}
      unobserve() {}
      takeRecords() { return []; }
    });
    await renderHome({ member: true });
    const card = await screen.findByRole('article', { name: '$2 off any cold brew' });
    const report = (ratio: number) => {
      for (const o of observed.filter((x) => x.el === card)) {
        act(() => o.cb([{ intersectionRatio: ratio, target: card } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
      }
    };
    report(0.3);
    expect(card.getAttribute('data-impression')).toBeNull();
    report(0.5);
    expect(card.getAttribute('data-impression')).toBe('counted');
  });

  it('on a desktop too: scan and start-an-order buttons head the home, before the stream (issue #32)', async () => {
    await renderHome({ member: true });
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    expect((await within(actions).findByRole('link', { name: 'Scan to pay' })).getAttribute('href')).toBe('/account/cards/card-demo-primary#pay');
    expect(within(actions).getByRole('link', { name: 'Start an order' }).getAttribute('href')).toBe('/menu');
    const feed = screen.getByRole('heading', { level: 2, name: 'For you' });
    expect(actions.compareDocumentPosition(feed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('on a phone: scan and start-an-order buttons, and the Purchase task', async () => {
    mockMatchMedia(true);
    await renderHome({ member: true });
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    expect((await within(actions).findByRole('link', { name: 'Scan to pay' })).getAttribute('href')).toBe('/account/cards/card-demo-primary#pay');
    expect(within(actions).getByRole('link', { name: 'Start an order' }).getAttribute('href')).toBe('/menu');
    expect(await screen.findByText('Pay with your phone')).toBeTruthy();
  });
});
