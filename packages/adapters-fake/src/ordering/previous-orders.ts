// Fake PreviousOrders ('getPreviousOrders'): the member's orders, newest first, up to the page size, with
// each item's availability at the asked store (NotOrderable items stay NotOrderable).
import { chain, right } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { PreviousOrders } from '@crema/domain/ordering';
import type { FakeBackend } from '../backend';
import { findEntry } from './catalog/catalog';
import { availabilityAt } from './store-facts';
import { previousOrdersTable } from './tables';

export const createFakePreviousOrders = (backend: FakeBackend): PreviousOrders => ({
  list: (query) =>
    backend.call('getPreviousOrders', () =>
      pipe(
        backend.requireMember(),
        chain((memberId) => {
          const orders = [...(previousOrdersTable(backend).read()[memberId] ?? [])].sort((a, b) => b.orderedAt - a.orderedAt).slice(0, Math.max(0, query.limit));
          if (query.storeNumber === undefined) return right(orders);
          const store = query.storeNumber;
          return right(
            orders.map((o) => ({
              ...o,
              basket: {
                items: o.basket.items.map((i) => {
                  if (i.product.form.availability === 'NotOrderable' || i.product.productNumber === undefined) return i;
                  const e = findEntry(i.product.productNumber, i.product.formCode);
                  const availability = e === undefined ? 'NotOrderable' : availabilityAt(store, e.details.formId, e.def.core === true);
                  return { ...i, product: { ...i.product, form: { availability } } };
                }),
              },
            })),
          );
        }),
      ),
    ),
});
