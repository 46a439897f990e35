// Test only: an order the fake backend holds as placed on this device (its persisted orders table), so a pickup
// page's curbside check-in can name it: its id is the check-in's order token.
import type { PickupEstimate, PlacedOrder } from '@crema/domain/ordering';
import { TEST_NOW } from './render-app';

const ORDERS_KEY = 'crema.fake.table.ordering.orders';

/** Seeds an order placed at `storeNumber` (any form of its number) at `placedAt`; answers its id. */
export const seedPlacedOrder = (storeNumber: string, orderId = `ord-web-${storeNumber}`, placedAt = TEST_NOW): string => {
  const order: PlacedOrder = { orderId, storeNumber, placedAt, totalMinor: 545, tipMinor: 0, starsEarned: 0, starsRedeemed: 0, paidWith: { tender: 'VISA', lastFour: '4242' } };
  const pickup: PickupEstimate = { minMinutes: 5, maxMinutes: 10 };
  const orders = JSON.parse(localStorage.getItem(ORDERS_KEY) ?? '{}') as Record<string, unknown>;
  localStorage.setItem(ORDERS_KEY, JSON.stringify({ ...orders, [orderId]: { order, idempotencyKey: `seed-${orderId}`, pickup } }));
  return orderId;
};
