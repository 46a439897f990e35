// What the ordering server derives for an order it places: the pickup estimate (the domain's rule on its items'
// own estimates, or its scheduled slot: the cart showed the same before the order) and the basket it records in the
// member's previous orders (names, sizes and options from the catalog).
import { asapPickupEstimate, scheduledPickupEstimate, type PickupEstimate, type PreviousOrderItem, type PriceItem } from '@crema/domain/ordering';
import { findEntry } from './catalog/catalog';

/** A product the catalogue no longer has (the order still records it): a drink's usual time. */
const FALLBACK_ESTIMATE: PickupEstimate = { minMinutes: 3, maxMinutes: 8 };

/** The priced cart an order is placed from: its order id and items. */
export interface PricedItems {
  readonly orderId: string;
  readonly items: readonly PriceItem[];
}

/** The estimate of an order of these items, by the domain's rule: its products' own estimates, or its slot. */
export const pickupEstimate = (priced: PricedItems, scheduledFor: number | undefined, now: number): PickupEstimate =>
  scheduledFor !== undefined
    ? scheduledPickupEstimate(scheduledFor, now)
    : (asapPickupEstimate(priced.items.map((i) => ({ estimate: findEntry(i.productNumber, i.formCode)?.details.preOrderEstimate ?? FALLBACK_ESTIMATE, quantity: i.quantity }))) ?? FALLBACK_ESTIMATE);

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
