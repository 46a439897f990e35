// Menu pages on the real routes, container and fake backend: every state the menu use case emits.
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { lastValueFrom } from 'rxjs';
import { MenuMessages, availabilityMessage } from '@crema/domain/ordering';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { DEMO_STORE, presetFault, presetSelectedStore, renderOrdering } from '../test-ordering';

describe('menu pages', { timeout: 30_000 }, () => {
  it('lists every menu with its categories, the national menu and a call to choose a store', async () => {
    await renderOrdering('/menu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeTruthy();
    for (const name of ['Drinks', 'Food', 'At Home Coffee', 'Merchandise']) expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    const choose = within(screen.getByRole('region', { name: 'Pickup store' })).getByRole('link', { name: 'Choose a store' });
    expect(choose.getAttribute('href')).toBe('/menu/store-locator?returnUrl=%2Fmenu');
    expect(screen.getAllByRole('link', { name: /Hot Coffees/ })[0]?.getAttribute('href')).toBe('/menu/drinks/hot-coffees');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' }).getAttribute('href')).toBe('/menu/cart');
  });

  it('shows a category with its subcategories and product tiles, and a subcategory alone', async () => {
    const { router } = await renderOrdering('/menu/drinks/hot-coffees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot Coffees' })).toBeTruthy();
    const lattes = screen.getByRole('list', { name: 'Lattes' });
    expect(within(lattes).getByRole('link', { name: 'Caffè Latte' }).getAttribute('href')).toBe('/menu/product/200201/hot');
    // The smallest size's calories, said as where they start: the product page opens on the Medium (issue #32).
    const latte = within(lattes).getByRole('link', { name: 'Caffè Latte' }).closest('li');
    expect(latte?.textContent).toContain('From 110 cal');
    await act(() => router.navigate('/menu/drinks/hot-coffees/lattes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lattes' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Mochas' })).toBeNull();
  });

  it("says 'We could not find this category.' for an unknown category or subcategory", async () => {
    const { router } = await renderOrdering('/menu/drinks/no-such-thing');
    expect((await screen.findByRole('alert')).textContent).toContain(MenuMessages.categoryNotFound.message);
    await act(() => router.navigate('/menu/drinks/hot-coffees/nope'));
    expect((await screen.findByRole('alert')).textContent).toContain(MenuMessages.categoryNotFound.message);
  });

  it("shows 'We ran into problems loading the menus.' on a 500 and loads again on Try again", async () => {
    presetFault('getMenus', { status: 500, times: 1 });
    await renderOrdering('/menu');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MenuMessages.menusFailed.message);
    await act(async () => within(alert).getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { level: 2, name: 'Drinks' })).toBeTruthy();
  });

  it("shows 'We could not find any menus.' on a 404", async () => {
    presetFault('getMenus', { status: 404 });
    await renderOrdering('/menu/featured');
    expect((await screen.findByRole('alert')).textContent).toContain(MenuMessages.noMenus.message);
  });

  it('shows the selected store and its availability badges', async () => {
    presetSelectedStore();
    const { container, router } = await renderOrdering('/menu/drinks/hot-coffees');
    expect(await screen.findByText(DEMO_STORE.name)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change store' }).getAttribute('href')).toBe('/menu/store-locator?returnUrl=%2Fmenu%2Fdrinks%2Fhot-coffees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot Coffees' })).toBeTruthy();
    // Every product the store does not sell as usual carries its badge on its tile.
    const last = await lastValueFrom(container.get(OrderingTokens.LoadMenus)(DEMO_STORE.storeNumber));
    if (last.status !== 'ok') throw new Error('menu did not load');
    const unavailable = last.value.catalog.menus.flatMap((m) =>
      m.categories.flatMap((c) => c.subcategories.flatMap((s) => s.products.filter((p) => p.availability !== 'Available').map((p) => ({ p, path: `/menu/${m.uri}/${c.uri}/${s.uri}` })))),
    );
    expect(unavailable.length).toBeGreaterThan(0);
    for (const { p, path } of unavailable.slice(0, 3)) {
      await act(() => router.navigate(path));
      const tile = await screen.findByRole('link', { name: new RegExp(`^${p.name}`) });
      expect(tile.textContent).toContain(availabilityMessage(p.availability));
    }
  });

  it('falls back to the national menu with the notice when the store menu fails, and forgets the store', async () => {
    presetSelectedStore();
    presetFault('getMenus', { status: 500, times: 1 });
    await renderOrdering('/menu');
    expect(await screen.findByText(MenuMessages.storeMenuFallback)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Drinks' })).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Pickup store' })).findByRole('link', { name: 'Choose a store' })).toBeTruthy();
    const saved = JSON.parse(localStorage.getItem('crema.fake.table.locator.selectedStore') ?? '{}') as { record?: unknown };
    expect(saved.record).toBeUndefined();
  });

  it('renders a visited menu from the cache at once on the way back', async () => {
    const { router } = await renderOrdering('/menu');
    expect(await screen.findByRole('heading', { level: 2, name: 'Drinks' })).toBeTruthy();
    await act(() => router.navigate('/menu/drinks/hot-coffees'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot Coffees' })).toBeTruthy();
    await act(() => router.navigate(-1));
    // No loading state in between: the menu is there in the same render.
    expect(screen.getByRole('heading', { level: 2, name: 'Drinks' })).toBeTruthy();
    expect(screen.queryByText(/Loading the menu/)).toBeNull();
  });
});
