// React bridges of checkout: the order state and the pricing runner shared by the cart and guest checkout (one pricing call at a time).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Observable, Subscription } from 'rxjs';
import { idle, type Clock, type Session } from '@crema/domain';
import {
  OrderingCodes,
  isPricingExpired,
  type CartState,
  type ConsumptionType,
  type OfferSelection,
  type OrderState,
  type OrderingFailure,
  type OrderingState,
  type PricedOrderView,
  type StoreFacts,
} from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { useObservable } from '../../../app/useObservable';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import type { PricingView } from '../cart/Pricing';

export const useOrderState = (): OrderState => {
  const order = useService(OrderingTokens.Order);
  return useObservable(order.state$, order.get());
};

export interface PricingControls {
  /** The latest emission of the last pricing action (the order state holds the pricing itself). */
  readonly last: OrderingState<PricedOrderView>;
  price(): void;
  /** 'Try again' of an unexpected pricing error: clears the pricing, then prices again. */
  retry(): void;
  applyOffer(offer: OfferSelection): void;
  removeOffer(code: string): void;
  setConsumption(consumptionType: ConsumptionType): void;
  /** The offer that could not be applied ('This coupon or reward can't be applied. ...'), until dismissed. */
  readonly offerFailure?: OrderingFailure;
  dismissOfferFailure(): void;
}

/** Pricing of the cart at `store` for `session`: every action goes through the domain's use cases. */
export const usePricing = (session: Session, store: StoreFacts | undefined): PricingControls => {
  const order = useService(OrderingTokens.Order);
  const priceOrder = useService(OrderingTokens.PriceOrder);
  const applyOfferUc = useService(OrderingTokens.ApplyOffer);
  const removeOfferUc = useService(OrderingTokens.RemoveOffer);
  const setConsumptionUc = useService(OrderingTokens.SetConsumption);
  const [last, setLast] = useState<OrderingState<PricedOrderView>>(idle());
  const [offerFailure, setOfferFailure] = useState<OrderingFailure | undefined>(undefined);
  const sub = useRef<Subscription | null>(null);
  useEffect(() => () => sub.current?.unsubscribe(), []);

  const start = useCallback((source: Observable<OrderingState<PricedOrderView>>) => {
    sub.current?.unsubscribe();
    setOfferFailure(undefined);
    sub.current = source.subscribe((s) => {
      setLast(s);
      // An offer the pricing did not take comes back as an error carrying the good pricing.
      if (s.status === 'error' && s.error.error.code === OrderingCodes.REWARD_NOT_APPLIED && s.previous !== undefined) setOfferFailure(s.error);
    });
  }, []);

  const input = store === undefined ? undefined : { session, store };
  const price = () => input && start(priceOrder(input));
  return {
    last,
    price,
    retry: () => {
      order.dispatch({ type: 'PricingCleared' });
      price();
    },
    applyOffer: (offer) => input && start(applyOfferUc({ ...input, offer })),
    removeOffer: (code) => input && start(removeOfferUc({ ...input, code })),
    setConsumption: (consumptionType) => input && start(setConsumptionUc({ ...input, consumptionType })),
    ...(offerFailure !== undefined ? { offerFailure } : {}),
    dismissOfferFailure: () => setOfferFailure(undefined),
  };
};

/**
 * A re-render at `at` (epoch ms by the app's Clock), e.g. when pricing expires or a pickup slot passes. A timer
 * that fires before the Clock reaches `at` (timers and an injected clock need not agree) is armed again.
 */
export const useRerenderAt = (at: number | undefined, clock: Clock): void => {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (at === undefined) return;
    const wait = at - clock.now();
    if (wait < 0) return;
    // Timers are capped by browsers at ~24.8 days; pricing expiry and slots are minutes away.
    const t = setTimeout(() => setTick((n) => n + 1), Math.min(wait + 50, 2_147_000_000));
    return () => clearTimeout(t);
  }, [at, clock, tick]);
};

/** Prices on arrival and whenever what is priced changes: session kind, store, pickup option, each line's quantity. */
export const useAutoPrice = (pricing: PricingControls, session: Session, store: StoreFacts | undefined, cart: CartState): void => {
  const signature =
    store === undefined || cart.items.length === 0
      ? ''
      : [session.kind, store.storeNumber, cart.pickupOption ?? '', ...cart.items.map((i) => `${i.key}*${i.quantity}`)].join('|');
  const price = useRef(pricing.price);
  price.current = pricing.price;
  useEffect(() => {
    if (signature !== '') price.current();
  }, [signature]);
};

/** What the totals show, from the order state's pricing. */
export const pricingViewOf = (
  p: OrderState['pricing'],
  last: OrderingState<PricedOrderView>,
  ready: boolean,
  dismissed: OrderingFailure | undefined,
  now: number,
): PricingView => {
  if (!ready) return { kind: 'none' };
  if (p.isLoading) return { kind: 'loading' };
  // A refusal before any call (e.g. a guest at a store without guest ordering) is not in the order state.
  if (last.status === 'error' && last.previous === undefined && p.error === undefined) {
    return last.error === dismissed ? { kind: 'none' } : { kind: 'error', failure: last.error };
  }
  if (p.error !== undefined) return p.error === dismissed ? { kind: 'none' } : { kind: 'error', failure: p.error };
  if (p.priced === undefined || p.receivedAt === undefined) return { kind: 'loading' };
  return isPricingExpired(p.priced, p.receivedAt, now) ? { kind: 'stale' } : { kind: 'priced', summary: p.priced.summary };
};

