// The previous-orders answer: a member's orders, newest first, up to the page size, with each item's
// availability at the asked store (NotOrderable items stay NotOrderable; an item no longer sold is).
import type { PreviousOrder, PreviousOrdersQuery } from '@crema/domain/ordering';
import { findEntry } from './catalog/catalog';
import { availabilityAt } from './store-facts';

export const previousOrdersPage = (orders: readonly PreviousOrder[], query: Pick<PreviousOrdersQuery, 'limit' | 'storeNumber'>): readonly PreviousOrder[] => {
  const page = [...orders].sort((a, b) => b.orderedAt - a.orderedAt).slice(0, Math.max(0, query.limit));
  const store = query.storeNumber;
  if (store === undefined) return page;
  return page.map((o) => ({
    ...o,
    basket: {
      items: o.basket.items.map((i) => {
        if (i.product.form.availability === 'NotOrderable' || i.product.productNumber === undefined) return i;
        const e = findEntry(i.product.productNumber, i.product.formCode);
        const availability = e === undefined ? 'NotOrderable' : availabilityAt(store, e.details.formId, e.def.core === true);
        return { ...i, product: { ...i.product, form: { availability } } };
      }),
    },
  }));
};
