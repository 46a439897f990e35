// What other capabilities may read of an order placed here: its store and when, by its id (the curbside
// check-in's order token; the pickup fake decides with the domain's rule).
import type { PlacedOrder } from '@crema/domain/ordering';
import type { FakeBackend } from '../backend';
import { ordersTable } from './tables';

export const placedOrderFacts = (backend: FakeBackend, orderId: string): Pick<PlacedOrder, 'storeNumber' | 'placedAt'> | undefined => {
  const rec = ordersTable(backend).read()[orderId];
  return rec === undefined ? undefined : { storeNumber: rec.order.storeNumber, placedAt: rec.order.placedAt };
};
