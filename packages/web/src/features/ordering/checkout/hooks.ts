// React bridges of checkout: the order state, and the pricing flow a checkout page (the cart, guest checkout)
// runs for its visit. The flow (the domain's createPricingFlow) holds when to price and the expiry timer.
import { useEffect, useMemo } from 'react';
import type { Session } from '@crema/domain';
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
  return { pricing, state: useObservable(pricing.state$, pricing.preview({ session, store })) };
};

