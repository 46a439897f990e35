// What the totals show of the order's pricing: nothing, loading, an error, the stale-order message or the
// priced summary. Derived from the order state, the last pricing action and the Clock (expiry).
import type { OrderingFailure } from '../errors';
import type { PricingSummary } from '../order-model';
import type { OrderingState } from '../ordering-state';
import type { PricingState } from '../checkout/order-state';
import type { PricedOrderView } from './price-order';
import { isPricingExpired } from './pricing-rules';

export type PricingView =
  | { readonly kind: 'none' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly failure: OrderingFailure }
  | { readonly kind: 'stale' }
  | { readonly kind: 'priced'; readonly summary: PricingSummary };

/**
 * The view of `pricing` (the order state's) given the `last` pricing action's latest emission, whether there
 * is anything to price (`ready`: a store and items), the failure the person `dismissed`, and `now`.
 */
export const pricingViewOf = (
  pricing: PricingState,
  last: OrderingState<PricedOrderView>,
  ready: boolean,
  dismissed: OrderingFailure | undefined,
  now: number,
): PricingView => {
  if (!ready) return { kind: 'none' };
  if (pricing.isLoading) return { kind: 'loading' };
  // A refusal before any call (e.g. a guest at a store without guest ordering) is not in the order state.
  if (last.status === 'error' && last.previous === undefined && pricing.error === undefined) {
    return last.error === dismissed ? { kind: 'none' } : { kind: 'error', failure: last.error };
  }
  if (pricing.error !== undefined) return pricing.error === dismissed ? { kind: 'none' } : { kind: 'error', failure: pricing.error };
  if (pricing.priced === undefined || pricing.receivedAt === undefined) return { kind: 'loading' };
  return isPricingExpired(pricing.priced, pricing.receivedAt, now) ? { kind: 'stale' } : { kind: 'priced', summary: pricing.priced.summary };
};
