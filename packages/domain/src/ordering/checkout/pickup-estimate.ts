// When an order will be ready (issue #32, point 4): one rule for the product page, the cart, the server's placed
// order and so the success screen, which all said different things. As soon as possible, an order takes as long as
// its slowest product's own estimate, a minute more for every three items past the first; a product alone is its
// own estimate, so the product page and a one-item order agree. A scheduled order is ready at its slot. At a store
// at capacity for ordering ahead there is no "as soon as possible": only a slot (the server refuses otherwise).
import { MS_PER_MINUTE } from '../../shared/clock';
import { PricingErrorCodes } from '../errors';
import type { PickupEstimate } from '../order-model';

/** One line of an order for its estimate: its product's own estimate and how many. */
export interface EstimatedLine {
  readonly estimate: PickupEstimate;
  readonly quantity: number;
}

/** Items past the first that add one minute to an order's preparation. */
export const ITEMS_PER_EXTRA_MINUTE = 3;

/** An order placed now for pickup as soon as possible (undefined for an order of no lines). */
export const asapPickupEstimate = (lines: readonly EstimatedLine[]): PickupEstimate | undefined => {
  const counted = lines.filter((l) => l.quantity > 0);
  if (counted.length === 0) return undefined;
  const items = counted.reduce((n, l) => n + l.quantity, 0);
  const extra = Math.floor((items - 1) / ITEMS_PER_EXTRA_MINUTE);
  const min = Math.max(...counted.map((l) => l.estimate.minMinutes)) + extra;
  const max = Math.max(...counted.map((l) => l.estimate.maxMinutes)) + extra;
  return { minMinutes: min, maxMinutes: Math.max(min, max) };
};

/** A product page's estimate: the product alone, as an order of one. */
export const productPickupEstimate = (estimate: PickupEstimate): PickupEstimate => asapPickupEstimate([{ estimate, quantity: 1 }]) ?? estimate;

/** An order scheduled for `scheduledFor`: ready within the five minutes of its slot. */
export const scheduledPickupEstimate = (scheduledFor: number, now: number): PickupEstimate => {
  const m = Math.max(1, Math.round((scheduledFor - now) / MS_PER_MINUTE));
  return { minMinutes: m, maxMinutes: m + 5 };
};

/**
 * A store at capacity for ordering ahead takes no order for as soon as possible (HIGH_VOLUME_STORE, the
 * catalogue's 'choose a store' code); a scheduled one goes to its slot. The cart never offers it; the server and
 * the fake refuse it alike.
 */
export const asapRefusal = (atCapacity: boolean, scheduledFor: number | undefined): typeof PricingErrorCodes.HIGH_VOLUME_STORE | undefined =>
  atCapacity && scheduledFor === undefined ? PricingErrorCodes.HIGH_VOLUME_STORE : undefined;
