// What the cart and guest checkout both hold: the session, the store, the cart, the order state, the
// pricing flow of the visit (priced on arrival and on every change, stale when it ages out) with the view of
// that pricing, and the way into the #payment-summary sheet.
import { useNavigate } from 'react-router-dom';
import { cupNameField, cupNameToSend } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { useSession } from '../../../app/useSession';
import { T } from '../../../app/tokens';
import { overlayLink } from '../../../ui/HashOverlay';
import { useCart, useCurrentStore } from '../shared/hooks';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { useOrderState, usePricingFlow } from './hooks';
import { PAYMENT_SUMMARY_HASH, pickupWhenLabel, useCloseSheet } from './PaymentSummary';
import { usePlaceOrder } from './usePlaceOrder';

export const useCheckout = () => {
  const session = useSession();
  const config = useService(T.Config);
  const order = useService(OrderingTokens.Order);
  const current = useCurrentStore(true);
  const cart = useCart();
  const st = useOrderState();
  const store = current.status === 'selected' ? current.store : undefined;
  const { pricing, state: pricingState } = usePricingFlow(session, store);
  const place = usePlaceOrder();
  const closeSheet = useCloseSheet();
  const navigate = useNavigate();
  const { view, dismissed, guestAllowed } = pricingState;

  const dismissSubmitError = () => order.dispatch({ type: 'SubmitErrorDismissed' });
  const openSummary = () => {
    dismissSubmitError();
    const link = overlayLink(PAYMENT_SUMMARY_HASH);
    navigate(link.to, { state: link.state });
  };
  const pricingHandlers = {
    gotIt: pricing.dismissFailure,
    tryAgain: pricing.retry,
    refresh: pricing.price,
    retry: pricing.price,
  };
  // The payment summary's failure actions both pages share; each adds its own way back to the payment choice.
  const submitHandlers = {
    gotIt: dismissSubmitError,
    refresh: () => {
      dismissSubmitError();
      pricing.price();
    },
    tryAgain: () => {
      dismissSubmitError();
      pricing.retry();
    },
  };

  // What the payment summary sheet shows of the checkout, the same on both pages (each adds its failure,
  // whether the order can be placed, and its handlers).
  const priced = view.kind === 'priced' ? st.pricing.priced : undefined;
  const sheet = {
    summary: priced?.summary,
    loading: st.pricing.isLoading,
    tipMinor: st.tipMinor,
    payment: st.selectedMethod,
    storeName: store?.name,
    pickupWhen: pickupWhenLabel(st.scheduledTimeSlot, priced?.store.timeZoneId ?? store?.timeZoneId ?? 'UTC', config.locale),
    cupName: cupNameToSend(cupNameField(session, st.cupName)),
    processing: st.orderStatus.processing,
  };

  return { session, config, order, current, cart, st, store, pricing, pricingState, place, closeSheet, view, dismissed, guestAllowed, dismissSubmitError, openSummary, pricingHandlers, submitHandlers, sheet };
};
