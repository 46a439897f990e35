// React bridges of checkout: the order state, and the pricing flow a checkout page (the cart, guest checkout)
// runs for its visit. The flow (the domain's createPricingFlow) holds when to price and the expiry timer.
import { useEffect, useMemo, useState } from 'react';
import type { Clock, Session } from '@crema/domain';
import type { OrderState, PricingFlow, PricingFlowState, StoreFacts } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { useObservable } from '../../../app/useObservable';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';

export const useOrderState = (): OrderState => {
  const order = useService(OrderingTokens.Order);
  return useObservable(order.state$, order.get());
};

/** This page visit's pricing flow, told the session and store, and its state. */
export const usePricingFlow = (session: Session, store: StoreFacts | undefined): { readonly pricing: PricingFlow; readonly state: PricingFlowState } => {
  const create = useService(OrderingTokens.CreatePricingFlow);
  const pricing = useMemo(() => create(), [create]);
  useEffect(() => pricing.open({ session, store }), [pricing, session, store]);
  useEffect(() => () => pricing.dispose(), [pricing]);
  return { pricing, state: useObservable(pricing.state$, pricing.current()) };
};

/**
 * A re-render at `at` (epoch ms by the app's Clock), e.g. when a pickup slot passes. A timer
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
