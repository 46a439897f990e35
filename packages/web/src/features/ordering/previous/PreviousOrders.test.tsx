// /menu/previous on the real routes, container and fake backend: the demo member's cleaned orders with
// the express mark, reorder into the cart, the empty, guest and error states.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNEXPECTED_ERROR_MESSAGE } from '@crema/domain';
import { presetFault, renderOrdering } from '../test-ordering';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';

vi.setConfig({ testTimeout: 30_000 });

describe('previous orders', () => {
  it('lists the member orders, drops what cannot be reordered, marks express orders and reorders into the cart', async () => {
    const user = userEvent.setup();
    const { container } = await renderOrdering('/menu/previous', { member: true });
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
    const status = await screen.findByRole('status');
    expect(status.textContent).toMatch(/is in your cart/);
    expect(within(status).getByRole('link', { name: 'Review order' }).getAttribute('href')).toBe('/menu/cart');
    const items = container.get(OrderingTokens.Cart).current().items.map((i) => i.product.name);
    expect(items).toEqual(['Caffè Latte', 'Butter Croissant']);
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
