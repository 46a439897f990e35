// The customer's order page on the fake container (the demo build's simulator): the four labels, and the page
// following a partner's move without a reload, announced politely. The partner's side is the store screen's, a
// channel of its own (src/store-screen/store-screen.test.tsx); here the move comes straight from the fake's port.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { firstValueFrom } from 'rxjs';
import type { PickupEstimate, PlacedOrder } from '@crema/domain/ordering';
import { renderApp, TEST_NOW, type RenderedApp } from '../../test/render-app';
import { T } from '../../app/tokens';

const ORDERS_KEY = 'crema.fake.table.ordering.orders';
const PIKE = '10001-65096';

/** An order the demo member placed at 1st & Pike on this device (the fake's persisted orders table). */
const seedMemberOrder = (orderId: string): string => {
  const order: PlacedOrder = { orderId, storeNumber: PIKE, placedAt: TEST_NOW - 60_000, totalMinor: 545, tipMinor: 0, starsEarned: 0, starsRedeemed: 0, paidWith: { tender: 'VISA', lastFour: '4242' } };
  const pickup: PickupEstimate = { minMinutes: 5, maxMinutes: 10 };
  const orders = JSON.parse(localStorage.getItem(ORDERS_KEY) ?? '{}') as Record<string, unknown>;
  localStorage.setItem(ORDERS_KEY, JSON.stringify({ ...orders, [orderId]: { order, idempotencyKey: `seed-${orderId}`, pickup, memberId: 'member-demo-1' } }));
  return orderId;
};

let app: RenderedApp | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  localStorage.clear();
});

describe('order page (customer)', () => {
  it('shows the four labels and follows a move without a reload, announcing it politely', async () => {
    const id = seedMemberOrder('ord-track-1');
    app = await renderApp(`/orders/${id}`, { member: true });
    const line = await screen.findByRole('list', { name: 'Order progress' });
    expect(within(line).getAllByRole('listitem').map((li) => li.querySelector('.progress-line__label')?.textContent)).toEqual(['Order received', 'Preparing', 'Ready for pickup', 'Picked up']);
    expect(line.querySelector('[aria-current="step"]')?.textContent).toContain('Order received');
    expect(screen.getByText('Live: this page updates by itself.')).toBeTruthy();
    const { storeOrders } = await app.container.get(T.Backend).orderProgress();
    await act(async () => {
      await firstValueFrom(storeOrders.move(id, { move: 'startPreparing' }));
    });
    await waitFor(() => expect(line.querySelector('[aria-current="step"]')?.textContent).toContain('Preparing'));
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Order status: Preparing.')).toBe(true);
  });
});
