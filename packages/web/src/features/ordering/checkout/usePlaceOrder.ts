// Placing the order from a checkout page: the domain's makePlaceOrder (processing, idempotent per priced
// order), then, once it is placed, the previous orders page (/menu/previous) with the new order's id, where the
// success modal opens. Failures are in the order state (orderStatus.error), rendered by the page.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Session } from '@crema/domain';
import type { GuestCheckout, StoreFacts } from '@crema/domain/ordering';
import { OrderingPaths } from '../../../app/paths';
import { useService } from '../../../app/services';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { useAsyncAction } from '../../../app/useAsyncAction';

/** What the previous-orders page receives in the history state after an order. */
export interface PlacedOrderState {
  readonly placedOrderId: string;
}

export const usePlaceOrder = () => {
  const placeOrder = useService(OrderingTokens.PlaceOrder);
  const order = useService(OrderingTokens.Order);
  const [state, run] = useAsyncAction(placeOrder);
  const navigate = useNavigate();
  useEffect(() => {
    if (state.status !== 'ok') return;
    const placed: PlacedOrderState = { placedOrderId: state.value.order.orderId };
    // Replaces the #payment-summary entry: Back from previous orders returns to the (now empty) cart.
    navigate(OrderingPaths.previousOrders, { replace: true, state: placed });
  }, [state, navigate]);
  return (input: { readonly session: Session; readonly store: StoreFacts; readonly guest?: GuestCheckout }) => {
    if (order.get().orderStatus.processing) return;
    order.dispatch({ type: 'SubmitErrorDismissed' });
    run(input);
  };
};
