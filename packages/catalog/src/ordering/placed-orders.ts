// What the ordering server derives for an order it places: the pickup estimate (from the slowest item, the
// number of items and how busy the store is, or the scheduled slot) and the basket it records in the
// member's previous orders (names, sizes and options from the catalog).
import { MS_PER_MINUTE } from '@crema/domain';
import type { PickupEstimate, PreviousOrderItem, PriceItem } from '@crema/domain/ordering';
import { findEntry } from './catalog/catalog';
import { unitFor, type DerivedStore } from './store-facts';

/** The priced cart an order is placed from: its order id and items. */
export interface PricedItems {
  readonly orderId: string;
  readonly items: readonly PriceItem[];
}

export const pickupEstimate = (priced: PricedItems, store: DerivedStore, scheduledFor: number | undefined, now: number): PickupEstimate => {
  if (scheduledFor !== undefined) {
    const m = Math.max(1, Math.round((scheduledFor - now) / MS_PER_MINUTE));
    return { minMinutes: m, maxMinutes: m + 5 };
  }
  const base = Math.max(...priced.items.map((i) => findEntry(i.productNumber, i.formCode)?.details.preOrderEstimate.maxMinutes ?? 5));
  const count = priced.items.reduce((n, i) => n + i.quantity, 0);
  const busy = store.atCapacity ? 12 : Math.floor(unitFor(`busy|${priced.orderId}`) * 4);
  const min = Math.max(2, base - 3 + busy + Math.floor(count / 3));
  return { minMinutes: min, maxMinutes: min + 5 };
};

export const basketOf = (items: readonly PriceItem[]): readonly PreviousOrderItem[] =>
  items.flatMap((i) => {
    const e = findEntry(i.productNumber, i.formCode);
    const size = e?.details.sizes.find((s) => s.sizeCode === i.sizeCode);
    if (e === undefined || size === undefined) return [];
    return [
      {
        product: { productNumber: i.productNumber, formCode: i.formCode, name: e.details.name, form: { availability: 'Available' as const } },
        quantity: i.quantity,
        sizeCode: i.sizeCode,
        sku: size.sku,
        sizeName: size.name,
        childItems: i.options.map((o) => ({
          productNumber: o.optionProductNumber,
          name: e.details.options[o.optionProductNumber]?.product.name ?? o.optionProductNumber,
          ...(o.quantity !== undefined ? { quantity: o.quantity } : {}),
          ...(o.value !== undefined ? { value: o.value } : {}),
        })),
      },
    ];
  });
