// The locator page on the real container and fake backend: search, results states, selection, favorites,
// the ordering variant, the shared URL, geolocation and the map's moves.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLocator, SEATTLE_URL, search, searchBox, urlOf, warmUpLocator } from './test-locator-app';


const cardNames = (): string[] =>
  screen.getAllByRole('article').map((a) => a.querySelector('.locator-card__name')?.textContent ?? '');

const stubGeolocation = (outcome: { latitude: number; longitude: number } | 'denied') => {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        setTimeout(() =>
          outcome === 'denied'
            ? fail({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 })
            : ok({ coords: { ...outcome, accuracy: 20 }, timestamp: 0 } as GeolocationPosition),
        ),
    },
  });
};

// Each test renders the whole page, map included, on the real fake backend: give them room on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(warmUpLocator, 30_000);
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.unstubAllGlobals();
});

describe('store locator: search and results', () => {
  it('a newcomer opens on the country view with a prompt to search, under a hidden h1', async () => {
    await renderLocator('/store-locator');
    await searchBox();
    expect(screen.getByRole('heading', { level: 1, name: 'Store Locator' }).className).toBe('visually-hidden');
    expect(await screen.findByText('Find a Crema store near you')).toBeTruthy();
    expect(screen.getByText('Try searching for a location or zooming in to see results.')).toBeTruthy();
    expect(screen.queryByText('Zoomed out too far')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Map' }, { timeout: 5000 })).toBeTruthy();
  });

  it('searches by city: stores listed nearest first, the first nearby focused but not selected, the view kept in the URL', async () => {
    const { router } = await renderLocator('/store-locator');
    await search('Seattle');
    expect(await screen.findByRole('heading', { name: 'Stores near Seattle, WA, United States' })).toBeTruthy();
    expect(cardNames().slice(0, 3)).toEqual(['Oak & College', 'Westlake Center', '1st & Pike']);
    // Spec section 4's first-load pick is a highlight: nothing is selected until the visitor chooses.
    expect(screen.getByRole('button', { name: 'Select Oak & College' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: / Selected$/ })).toBeNull();
    expect(screen.getByRole('article', { name: 'Oak & College' }).className).toContain('locator-card--focused');
    await waitFor(() => expect(urlOf(router)).toBe(SEATTLE_URL.replace(/%20/g, '%20')));
  });

  it('a link to a locator URL the page did not write (the header link) starts afresh from it', async () => {
    const { router } = await renderLocator(SEATTLE_URL);
    await screen.findByRole('heading', { name: /Stores near Seattle/ }, { timeout: 8000 });
    await act(() => router.navigate('/store-locator?map=45.52345,-122.67621,12z'));
    expect(await screen.findByRole('heading', { name: 'Stores in this area' }, { timeout: 8000 })).toBeTruthy();
    expect(((await searchBox()) as HTMLInputElement).value).toBe('');
    expect(cardNames()[0]).toBe('Queen & Lake');
  });

  it("an unknown place says so: 'Whoops! We couldn't find that location. Please search again.'", async () => {
    await renderLocator('/store-locator');
    await search('Xyzzyqx');
    expect((await screen.findByRole('alert')).textContent).toBe("Whoops! We couldn't find that location. Please search again.");
  });

  it('a shared URL restores the same stores and filter count', async () => {
    const first = await renderLocator('/store-locator');
    const user = await search('Seattle');
    await screen.findByRole('heading', { name: /Stores near Seattle/ });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Drive-thru' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(cardNames()[0]).toBe('Oak & Market'));
    const names = cardNames();
    await waitFor(() => expect(urlOf(first.router)).toContain('features=DT'));
    const shared = urlOf(first.router);
    first.unmount();

    await renderLocator(shared);
    expect(await screen.findByRole('button', { name: 'Filter (1)' }, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(names));
  });

  it("no stores nearby: 'No stores were found.', the offer to look further away, and Expand Search lists the nearest", async () => {
    const user = userEvent.setup();
    await renderLocator('/store-locator?map=46.2,-127.5,10z');
    expect(await screen.findByText('No stores were found.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Do you want to look further away?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Expand Search' }));
    expect(await screen.findByRole('heading', { name: 'Nearest stores' })).toBeTruthy();
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
  });

  it("an expansion that finds nothing says 'We can't find any nearby stores.'", async () => {
    const user = userEvent.setup();
    await renderLocator('/store-locator?map=0,-140,10z');
    await user.click(await screen.findByRole('button', { name: 'Expand Search' }, { timeout: 8000 }));
    expect(await screen.findByText("We can't find any nearby stores.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Expand Search' })).toBeNull();
  });

  it("with filters on, the follow-up line is 'Try disabling filters to see more.'; in the menu, 'Try moving the map or zooming out.'", async () => {
    const a = await renderLocator('/store-locator?features=CX,hrs24,CL&map=46.2,-127.5,10z');
    expect(await screen.findByText('Try disabling filters to see more.', {}, { timeout: 8000 })).toBeTruthy();
    a.unmount();
    await renderLocator('/menu/store-locator?map=46.2,-127.5,10z');
    expect(await screen.findByText('Try moving the map or zooming out.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Expand Search' })).toBeNull();
  });
});

describe('store locator: cards, map and selection', () => {
  it('selecting a card selects it and moves the map to it; the choice survives a reload', async () => {
    const user = userEvent.setup();
    const first = await renderLocator(SEATTLE_URL);
    await user.click(await screen.findByRole('button', { name: 'Select Ballard & Market' }, { timeout: 8000 }));
    expect(await screen.findByRole('button', { name: 'Ballard & Market Selected' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select Oak & College' })).toBeTruthy();
    await waitFor(() => expect(urlOf(first.router)).toContain('map=47.6687,-122.3842,12z'));
    first.unmount();

    await renderLocator(SEATTLE_URL);
    expect(await screen.findByRole('button', { name: 'Ballard & Market Selected' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select Oak & College' })).toBeTruthy();
  });

  it("hovering a card highlights its marker; leaving clears it", async () => {
    const user = userEvent.setup();
    await renderLocator('/store-locator?map=47.6117,-122.3372,16z');
    const card = (await screen.findByRole('button', { name: 'Select 1st & Pike' }, { timeout: 8000 })).closest('article');
    if (!card) throw new Error('no card');
    const marker = () => document.querySelector(`[data-marker-id="${card.id.replace('store-card-', '')}"]`);
    await waitFor(() => expect(marker()).not.toBeNull());
    await user.hover(card);
    expect(marker()?.className).toContain('crema-map__marker--highlighted');
    await user.unhover(card);
    expect(marker()?.className).not.toContain('--highlighted');
  });

  it("zooming the map out past the results zoom shows 'Zoomed out too far' / 'Zoom in to see results.'; zooming in searches again", async () => {
    const user = userEvent.setup();
    const { router } = await renderLocator(SEATTLE_URL);
    await screen.findByRole('heading', { name: /Stores near Seattle/ }, { timeout: 8000 });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 5; i++) await user.click(zoomOut);
    expect(await screen.findByText('Zoomed out too far')).toBeTruthy();
    expect(screen.getByText('Zoom in to see results.')).toBeTruthy();
    await waitFor(() => expect(urlOf(router)).toContain(',7z'));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(await screen.findByRole('heading', { name: /Stores near Seattle/ })).toBeTruthy();
  });

  it('the details overlay opens from the card and Order here goes to the menu', async () => {
    const user = userEvent.setup();
    await renderLocator(SEATTLE_URL);
    await user.click(await screen.findByRole('button', { name: '1st & Pike details' }, { timeout: 8000 }));
    const dialog = screen.getByRole('dialog', { name: '1st & Pike' });
    expect(within(dialog).getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:/);
    await user.click(within(dialog).getByRole('button', { name: 'Order here' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('menu /menu');
  });

  it('Order here with toCart goes to the cart; with a saved return URL, back to it', async () => {
    const user = userEvent.setup();
    const a = await renderLocator(`${SEATTLE_URL}&toCart=true`);
    await user.click(await screen.findByRole('button', { name: 'Westlake Center details' }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: 'Order here' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('cart /menu/cart');
    a.unmount();
    await renderLocator(`${SEATTLE_URL}&returnUrl=%2Fmenu%2Fdrinks%2Fhot-coffees`);
    await user.click(await screen.findByRole('button', { name: 'Westlake Center details' }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: 'Order here' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('elsewhere /menu/drinks/hot-coffees');
  });

  it("the selected card's 'Order from {storeName}' confirms it as Order here does: with toCart, back to the cart", async () => {
    const user = userEvent.setup();
    await renderLocator(`${SEATTLE_URL}&toCart=1`);
    await user.click(await screen.findByRole('button', { name: 'Select 1st & Pike' }, { timeout: 8000 }));
    await user.click(await screen.findByRole('button', { name: 'Order from 1st & Pike' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('cart /menu/cart');
  });

  /** Selects the Seattle store `name`, which the unavailable-store dialog refuses: the user and the dialog. */
  const selectUnavailable = async (name: string) => {
    const user = userEvent.setup();
    await renderLocator(SEATTLE_URL);
    await user.click(await screen.findByRole('button', { name: `Select ${name}` }, { timeout: 8000 }));
    return { user, dialog: await screen.findByRole('alertdialog', { name: 'This store is unavailable' }) };
  };

  it('a guest choosing a store without guest ordering gets the unavailable-store dialog with the account-required message', async () => {
    const { user, dialog } = await selectUnavailable('Cedar & Center');
    expect(dialog.textContent).toContain('This store requires an account to order ahead. Sign in or create an account to order here.');
    await user.click(within(dialog).getByRole('button', { name: 'Choose another store' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Select Cedar & Center' })).toBeTruthy();
  });

  it('a closed store gets the unavailable-store dialog: when it opens, and the stores open nearby, one of which is chosen', async () => {
    // TEST_NOW is a Sunday morning: 1st & 3rd keeps weekday hours and opens Monday at 7:00 AM.
    const { user, dialog } = await selectUnavailable('1st & 3rd');
    expect(dialog.textContent).toContain("This store isn't accepting mobile orders right now. Please choose another store.");
    expect(dialog.textContent).toContain('1st & 3rd opens tomorrow at 7:00 AM. You can order ahead from it once it opens, for pickup up to an hour later.');
    // The alert is read whole first: focus is on it, not on one of its stores.
    expect(document.activeElement).toBe(dialog);
    const offered = within(within(dialog).getByRole('region', { name: 'Open now nearby' })).getAllByRole('button');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(3);
    for (const b of offered) expect(b.textContent).toMatch(/\d\.\d mi from 1st & 3rd.*Open/);
    const name = offered[0]?.querySelector('.locator-alternative__name')?.textContent ?? '';
    await user.click(offered[0] as HTMLElement);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByRole('button', { name: `${name} Selected` })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name })));
  });

  it("ordering variant: a store not READY is grayed out and refuses selection with 'Menu not available for this store.'", async () => {
    const user = userEvent.setup();
    await renderLocator('/menu/store-locator?map=47.60621,-122.33207,12z');
    const select = await screen.findByRole('button', { name: 'Select Pine & Jackson' }, { timeout: 8000 });
    expect(select.closest('article')?.textContent).toContain('Not available for mobile ordering');
    await user.click(select);
    await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toContain('Menu not available for this store.'));
    expect(screen.getByRole('button', { name: 'Select Pine & Jackson' })).toBeTruthy();
  });
});

describe('store locator: by keyboard (issue #32)', () => {
  /** A store's pin on the map, if drawn (found by its name: jsdom's selectors stumble on the '&' of store names). */
  const markerOf = (name: string): HTMLElement | null =>
    [...document.querySelectorAll<HTMLElement>('.crema-map__marker')].find((m) => m.getAttribute('aria-label')?.startsWith(`${name},`)) ?? null;

  /** The pin of a listed store, out of any cluster: its card hovered, as a pointer or the keyboard in the card does. */
  const pinOf = async (user: ReturnType<typeof userEvent.setup>, name: string): Promise<HTMLElement> => {
    await screen.findByRole('button', { name: `Select ${name}` }, { timeout: 8000 });
    await user.hover(screen.getByRole('article', { name }));
    return waitFor(() => {
      const found = markerOf(name);
      expect(found).not.toBeNull();
      return found as HTMLElement;
      // The map is a chunk of its own: on a busy machine it comes a while after the list.
    }, { timeout: 8000 });
  };

  it("a pin's Enter selects its store, says 'pressed' and moves focus to the store's card", async () => {
    const user = userEvent.setup();
    await renderLocator(SEATTLE_URL);
    const pin = await pinOf(user, 'Westlake Center');
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    pin.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Westlake Center Selected' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Westlake Center' })));
    expect(markerOf('Westlake Center')?.getAttribute('aria-pressed')).toBe('true');
  });

  it("a closed store's pin opens the dialog, which takes focus", async () => {
    const user = userEvent.setup();
    await renderLocator(SEATTLE_URL);
    const pin = await pinOf(user, '1st & 3rd');
    pin.focus();
    await user.keyboard(' ');
    const dialog = await screen.findByRole('alertdialog', { name: 'This store is unavailable' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    expect(pin.getAttribute('aria-pressed')).toBe('false');
  });

  it("'Skip to map' and 'Skip to store list' move focus past the list and the map", async () => {
    const user = userEvent.setup();
    await renderLocator(SEATTLE_URL);
    await screen.findByRole('heading', { name: /Stores near Seattle/ }, { timeout: 8000 });
    const map = await screen.findByRole('region', { name: 'Map' }, { timeout: 5000 });
    await user.click(screen.getByRole('link', { name: 'Skip to map' }));
    expect(document.activeElement).toBe(map);
    await user.click(screen.getByRole('link', { name: 'Skip to store list' }));
    expect(document.activeElement?.contains(screen.getByRole('heading', { name: /Stores near Seattle/ }))).toBe(true);
  });
});

describe('store locator: a failed search', () => {
  it("shows the failure with 'Try again', which searches again", async () => {
    const user = userEvent.setup();
    localStorage.setItem('crema.fake.faults', JSON.stringify({ searchStores: { status: 500, times: 1 } }));
    await renderLocator(SEATTLE_URL);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Select Westlake Center' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('store locator: favorites', () => {
  it('a guest tapping the heart is asked to sign in, and the confirm goes to sign-in and back here', async () => {
    const user = userEvent.setup();
    await renderLocator(SEATTLE_URL);
    await user.click(await screen.findByRole('button', { name: 'Add Westlake Center to favorites' }, { timeout: 8000 }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign in to save favorites' });
    expect(dialog.textContent).toContain('You must sign in to add this store to your favorites.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const landed = (await screen.findByTestId('landed')).textContent ?? '';
    expect(landed.startsWith('signin /signin?returnTo=')).toBe(true);
    expect(decodeURIComponent(landed.split('returnTo=')[1] ?? '')).toContain('/store-locator?map=47.60621,-122.33207,12z');
  });

  it('a heart that could not be saved goes back and the toast says so', async () => {
    const user = userEvent.setup();
    localStorage.setItem('crema.fake.faults', JSON.stringify({ addFavoriteStore: { status: 500, times: 1 } }));
    await renderLocator(SEATTLE_URL, { member: true });
    await user.click(await screen.findByRole('button', { name: 'Add Oak & College to favorites' }, { timeout: 8000 }));
    expect(await screen.findByText("We couldn't update your favorite stores. Please try again.")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Oak & College to favorites' }).getAttribute('aria-pressed')).toBe('false'));
  });

  it('a member sees Nearby, Previous and Favorites tabs; the heart toggles and persists', async () => {
    const user = userEvent.setup();
    const first = await renderLocator(SEATTLE_URL, { member: true });
    const tabs = await screen.findByRole('tablist', {}, { timeout: 8000 });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Nearby', 'Previous', 'Favorites']);
    await user.click(within(tabs).getByRole('tab', { name: 'Favorites' }));
    expect(cardNames()).toEqual(['15th & Pine', 'Ballard & Market']);
    await user.click(within(tabs).getByRole('tab', { name: 'Previous' }));
    expect(cardNames()).toEqual(['Westlake Center', '1st & Pike']);
    await user.click(within(tabs).getByRole('tab', { name: 'Nearby' }));
    const heart = screen.getByRole('button', { name: 'Add Oak & College to favorites' });
    await user.click(heart);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Oak & College from favorites' }).getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Oak & College from favorites' }).getAttribute('aria-busy')).toBeNull());
    first.unmount();

    await renderLocator(SEATTLE_URL, { member: true });
    expect((await screen.findByRole('button', { name: 'Remove Oak & College from favorites' }, { timeout: 8000 })).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Favorites' }));
    expect(cardNames()).toContain('Oak & College');
  });

  it('tabs with nothing to show explain why', async () => {
    const user = userEvent.setup();
    await renderLocator('/store-locator?map=45.52345,-122.67621,12z', { member: true });
    await user.click(await screen.findByRole('tab', { name: 'Favorites' }, { timeout: 8000 }));
    expect(screen.getByText('No favorite stores near you')).toBeTruthy();
    expect(screen.getByText('Tap the heart on a store to add it to your favorites.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Previous' }));
    expect(screen.getByText('No previous stores near you')).toBeTruthy();
  });

  it('on phones, results are grouped under headings by recommendation reason (no tabs)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    await renderLocator(SEATTLE_URL, { member: true });
    const headings = await screen.findAllByRole('heading', { level: 2 }, { timeout: 8000 });
    expect(headings.map((h) => h.textContent)).toEqual(['Your favorite stores', 'Your usual stores', 'Stores nearby']);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide map' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('store locator: geolocation', () => {
  it("refused: 'We are unable to access your exact location' with the hint", async () => {
    stubGeolocation('denied');
    const user = userEvent.setup();
    await renderLocator('/store-locator');
    await searchBox();
    await user.click(await screen.findByRole('button', { name: 'Find locations near me' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We are unable to access your exact location');
    expect(alert.textContent).toContain('Search for a place, move the map, or enable location services in your browser settings.');
  });

  it('granted: lists the stores around the position', async () => {
    stubGeolocation({ latitude: 47.6097, longitude: -122.3422 });
    const user = userEvent.setup();
    const { router } = await renderLocator('/store-locator');
    await searchBox();
    await user.click(await screen.findByRole('button', { name: 'Find locations near me' }));
    expect(await screen.findByRole('heading', { name: 'Stores in this area' })).toBeTruthy();
    expect(cardNames()[0]).toBe('1st & Pike');
    await waitFor(() => expect(urlOf(router)).toContain('map=47.6097,-122.3422,12z'));
  });
});

describe('store locator: timers', () => {
  it('the toast goes away by itself', async () => {
    const user = userEvent.setup();
    await renderLocator('/menu/store-locator?map=47.60621,-122.33207,12z');
    const select = await screen.findByRole('button', { name: 'Select Broadway & Hill' }, { timeout: 8000 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(select);
      await waitFor(() => expect(screen.getByText('Menu not available for this store.')).toBeTruthy());
      act(() => vi.advanceTimersByTime(4100));
      expect(screen.queryByText('Menu not available for this store.')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
