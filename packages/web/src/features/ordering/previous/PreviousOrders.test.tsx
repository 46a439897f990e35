// /menu/previous on the real routes, container and fake backend: the demo member's cleaned orders with
// the express mark, reorder into the cart, the empty, guest and error states.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNEXPECTED_ERROR_MESSAGE } from '@crema/domain';
import { presetFault, renderOrdering } from '../test-ordering';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';

vi.setConfig({ testTimeout: 30_000 });
// The first transform of a page's chunk takes seconds on a loaded machine: loaded before the first test.
beforeAll(async () => {
  await Promise.all([import('./PreviousOrdersPage'), import('../cart/CartPage'), import('../../../app/modules/ordering')]);
}, 120_000);

describe('previous orders', () => {
  it('lists the member orders, drops what cannot be reordered, marks express orders and reorders into the cart', async () => {
    const user = userEvent.setup();
    const { container, router } = await renderOrdering('/menu/previous', { member: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Previous orders' })).toBeTruthy();
    // Four seeded orders; one is left empty after cleaning and hidden.
    expect(await screen.findAllByRole('button', { name: /^Reorder your order of / })).toHaveLength(3);
    expect(screen.getAllByText('Express order')).toHaveLength(2);
    expect(screen.queryByText('Reusable cup fee')).toBeNull();
    expect(screen.queryByText('Pumpkin Cream Cold Brew')).toBeNull();
    expect(screen.getAllByText('Caffè Latte').length).toBeGreaterThan(0);
    const first = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Caffè Latte'));
    if (first === undefined) throw new Error('no order with a latte');
    await user.click(within(first).getByRole('button', { name: /^Reorder your order of / }));
    // Every line came: the cart, at the order's store, with the lines' pictures.
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu/cart'));
    expect(await screen.findByText('2 items from your order at 1st & Pike are in your cart.')).toBeTruthy();
    const items = container.get(OrderingTokens.Cart).current().items;
    expect(items.map((i) => [i.product.name, i.product.artwork !== undefined])).toEqual([['Caffè Latte', true], ['Butter Croissant', true]]);
    expect(container.get(OrderingTokens.CurrentStore).current().storeNumber).toMatch(/^10001/);
  });

  it('reorders an order with lines that cannot come, and the cart names each with why (issue #32)', async () => {
    const user = userEvent.setup();
    const { container, router } = await renderOrdering('/menu/previous', { member: true });
    const order = (await screen.findAllByRole('listitem')).find((li) => li.textContent?.includes('Vanilla Sweet Cream Cold Brew') && li.classList.contains('po-order'));
    if (order === undefined) throw new Error('no order with the cold brew');
    await user.click(within(order).getByRole('button', { name: /^Reorder your order of / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu/cart'));
    const leftOut = await screen.findByRole('list', { name: 'Not added from your order at 1st & Pike' });
    expect(within(leftOut).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Reusable cup fee A charge, not an item: the store adds it again when it applies.',
      'Pumpkin Cream Cold Brew Not on the menu this season.',
    ]);
    expect(container.get(OrderingTokens.Cart).current().items.map((i) => i.product.name)).toEqual(['Vanilla Sweet Cream Cold Brew']);
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Not added from your order at 1st & Pike' })).toBeNull());
  });

  it('shows a member with no orders the empty state', async () => {
    localStorage.setItem('crema.fake.table.ordering.previousOrders', JSON.stringify({}));
    await renderOrdering('/menu/previous', { member: true });
    expect(await screen.findByText(/You haven't ordered ahead yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start an order' }).getAttribute('href')).toBe('/menu');
  });

  it('asks a guest to sign in', async () => {
    await renderOrdering('/menu/previous');
    const main = await screen.findByRole('main');
    const signIn = await within(main).findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/signin?returnTo=%2Fmenu%2Fprevious');
  });

  it('shows a failed load with Try again, which loads again', async () => {
    const user = userEvent.setup();
    presetFault('getPreviousOrders', { status: 500, times: 1 });
    await renderOrdering('/menu/previous', { member: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(UNEXPECTED_ERROR_MESSAGE);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('button', { name: /^Reorder your order of / })).toHaveLength(3);
  });
});
