import { describe, it, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastValueFrom } from 'rxjs';
import { isMember } from '@crema/domain';
import type { OrderHistoryEntry } from '@crema/domain/account';
import { renderApp } from '../../../test/render-app';
import { loadCapability } from '../../../app/capabilities';
import { T } from '../../../app/tokens';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { faults, main, navigate, openAt } from '../../../test/account';

describe('/account/history', { timeout: 20_000 }, () => {
  it('lists the past orders newest first: store, date, items, total and Stars', async () => {
    await openAt('/account/history');
    const list = await main().findByRole('list', { name: 'Orders' });
    const orders = within(list).getAllByRole('heading').map((h) => h.textContent);
    expect(orders).toEqual(['1st & Pike', 'Westlake Center', '1st & Pike']);
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toContain('Nov 21, 2026');
    expect(first.textContent).toContain('Caffè Latte, Medium');
    expect(first.textContent).toContain('Butter Croissant');
    expect(first.textContent).toContain('$8.45');
    expect(first.textContent).toContain('17 Stars');
  });

  it('links to the e-gift history, which lists one row per recipient', async () => {
    const app = await openAt('/account/history');
    const tabs = within(await screen.findByRole('navigation', { name: 'History' }));
    expect(tabs.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    await navigate(app.router, '/account/history/egift');
    const list = await main().findByRole('list', { name: 'E-gifts sent' });
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(['To Riley', 'To Morgan', 'To Sam']);
    expect(list.textContent).toContain('Thanks for covering my shift!');
    expect(list.textContent).toContain('$15.00');
    // Each gift says its e-mail went out, and when.
    expect(within(within(list).getAllByRole('listitem')[2] as HTMLElement).getByText('Delivered').closest('dd')?.textContent).toBe('Delivered Oct 3, 2026');
    expect(within(screen.getByRole('navigation', { name: 'History' })).getByRole('link', { name: 'E-gifts' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the empty states to a member with no orders and no e-gifts', async () => {
    const app = await openAt('/account/history', { newMember: true });
    expect(await main().findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(main().getByRole('link', { name: 'Start an order' }).getAttribute('href')).toBe('/menu');
    await navigate(app.router, '/account/history/egift');
    expect(await main().findByRole('heading', { name: 'No e-gifts sent yet' })).toBeTruthy();
    expect(main().getByRole('link', { name: 'Send an e-gift' }).getAttribute('href')).toBe('/gift');
  });

  it('Reorder puts the items of the same order in the cart and opens the cart; an order with nothing to reorder has none', async () => {
    const app = await renderApp('/not-a-page', { member: true });
    const session = app.container.get(T.Session).current();
    if (!isMember(session)) throw new Error('signed in');
    // A placed order is both a history entry and a previous order, under one order id.
    await loadCapability(app.container, 'ordering');
    const previous = await lastValueFrom(app.container.get(OrderingTokens.ListPreviousOrders)({ session }));
    if (previous.status !== 'ok') throw new Error('previous orders');
    const placed = previous.value.orders[0];
    if (placed === undefined) throw new Error('a previous order');
    const entry: OrderHistoryEntry = {
      orderId: placed.orderId,
      storeNumber: placed.storeNumber ?? '',
      storeName: 'Reorder Test Store',
      placedAt: placed.orderedAt,
      items: placed.basket.items.map((i) => ({ name: i.product.name, quantity: i.quantity })),
      total: { amount: placed.totalMinor ?? 0, currency: 'USD' },
      starsEarned: 9,
    };
    app.backend.table<Record<string, readonly OrderHistoryEntry[]>>('orderHistory', () => ({})).update((all) => ({
      ...all,
      [session.memberId]: [entry, ...(all[session.memberId] ?? [])],
    }));
    await navigate(app.router, '/account/history');
    const list = await main().findByRole('list', { name: 'Orders' });
    const button = await within(list).findByRole('button', { name: /^Reorder your order of .* at Reorder Test Store$/ });
    // The seeded entries have no previous order of their own: no Reorder for them.
    expect(within(list).getAllByRole('button', { name: /^Reorder/ })).toHaveLength(1);
    await userEvent.click(button);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/menu/cart'));
    const names = app.container.get(OrderingTokens.Cart).current().items.map((i) => i.product.name);
    expect(names).toEqual(placed.basket.items.map((i) => i.product.name));
  });

  it('shows the loading state, then the orders', async () => {
    faults({ getOrderHistory: { delayMs: 1500 } });
    await openAt('/account/history');
    expect(await screen.findByText('Loading your orders…')).toBeTruthy();
    expect(await main().findByRole('list', { name: 'Orders' })).toBeTruthy();
  });

  it('shows a failed load with its message, and Try again recovers', async () => {
    faults({ getEgiftHistory: { status: 500, times: 1 } });
    await openAt('/account/history/egift');
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong. Please try again later.');
    await userEvent.click(main().getByRole('button', { name: 'Try again' }));
    expect(await main().findByRole('list', { name: 'E-gifts sent' })).toBeTruthy();
  });
});
