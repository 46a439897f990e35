// makePriceOrder: prices the cart at a store, as a member or a guest (separate operations), records the
// result in the order state with its receipt time (for expiry), and clears the cart's needs-refresh flag.
import { concat, defer, map, of, take, type Observable } from 'rxjs';
import { loading, ok, type AppConfig, type Clock, type Session } from '../../shared';
import type { ItemAvailability } from '../menu/catalog-model';
import type { CartService } from '../cart/cart-service';
import { OrderingCodes, ownFailure, resolvePricingError, type OrderingFailure } from '../errors';
import type { PricedOrder, StoreFacts } from '../order-model';
import type { Pricing } from '../ports';
import { buildPriceRequest, pricingExpiresAt } from './pricing-rules';
import { fail, type OrderingState } from '../ordering-state';
import type { OrderStore } from '../state-store';
import { guestCanOrderAt } from '../checkout/payment-rules';

export interface PricedOrderView {
  readonly priced: PricedOrder;
  readonly receivedAt: number;
  /** Epoch ms after which the pricing is expired (see isPricingExpired). */
  readonly expiresAt: number;
}

export interface PriceOrderDeps {
  readonly pricing: Pricing;
  readonly cart: CartService;
  readonly order: OrderStore;
  readonly clock: Clock;
  readonly config: AppConfig;
}

export interface PriceOrderInput {
  readonly session: Session;
  readonly store: StoreFacts;
}

/** The pricing currently held in the order state, as a view (undefined when none). */
export const currentPricedView = (order: OrderStore): PricedOrderView | undefined => {
  const p = order.get().pricing;
  return p.priced !== undefined && p.receivedAt !== undefined
    ? { priced: p.priced, receivedAt: p.receivedAt, expiresAt: pricingExpiresAt(p.priced, p.receivedAt) }
    : undefined;
};

const unavailableByKey = (context: Readonly<Record<string, unknown>> | undefined): Record<string, ItemAvailability> | undefined => {
  const raw = context?.['availability'];
  return typeof raw === 'object' && raw !== null ? (raw as Record<string, ItemAvailability>) : undefined;
};

export const makePriceOrder =
  (d: PriceOrderDeps) =>
  (input: PriceOrderInput): Observable<OrderingState<PricedOrderView>> =>
    defer(() => {
      const cart = d.cart.current();
      // Refusals before any call are recorded too, so no page keeps showing a pricing that no longer holds:
      // an empty cart has no pricing; a guest at a store without guest ordering has the refusal.
      if (cart.items.length === 0) {
        d.order.dispatch({ type: 'PricingCleared' });
        return of(fail<PricedOrderView>(ownFailure(OrderingCodes.CART_EMPTY)));
      }
      if (input.session.kind === 'guest' && input.store.guestOrdering === false) {
        const f = ownFailure(OrderingCodes.GUEST_STORE_NOT_ALLOWED);
        d.order.dispatch({ type: 'PricingFailed', failure: f });
        return of(fail<PricedOrderView>(f));
      }
      const previous = currentPricedView(d.order);
      const request = buildPriceRequest(cart.items, d.order.get(), input.store, d.config.locale);
      d.order.dispatch({ type: 'PricingRequested' });
      const call = input.session.kind === 'guest' ? d.pricing.priceOrderForGuest(request) : d.pricing.priceOrder(request);
      return concat(
        of(loading<PricedOrderView, OrderingFailure>(previous)),
        call.pipe(
          take(1),
          map((r): OrderingState<PricedOrderView> => {
            if (r._tag === 'Left') {
              const f = resolvePricingError(r.left);
              const byKey = unavailableByKey(r.left.context);
              if (byKey !== undefined) d.cart.reportAvailability(byKey);
              d.order.dispatch({ type: 'PricingFailed', failure: f });
              return fail<PricedOrderView>(f);
            }
            const receivedAt = d.clock.now();
            d.order.dispatch({ type: 'PricingSucceeded', priced: r.right, receivedAt });
            // Only a pricing of the cart as it still is clears the refresh flag.
            if (d.cart.current().items === cart.items) {
              d.cart.reportAvailability(Object.fromEntries(r.right.cart.lines.map((l) => [l.key, 'Available' as const])));
              d.cart.pricingFetched();
            }
            return ok({ priced: r.right, receivedAt, expiresAt: pricingExpiresAt(r.right, receivedAt) });
          }),
        ),
      );
    });

/** Whether the guest store rule lets this session price at this store at all (for disabling the button). */
export const canPriceAt = (session: Session, store: StoreFacts): boolean => session.kind === 'member' || guestCanOrderAt(store);
