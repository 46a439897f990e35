// What the cart and guest checkout both hold: the session, the store, the cart, the order state and its
// pricing (priced on arrival and on every change, re-rendered when it ages out), the view of that pricing,
// and the way into the #payment-summary sheet.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pricingExpiresAt, type OrderingFailure } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { useSession } from '../../../app/useSession';
import { T } from '../../../app/tokens';
import { overlayLink } from '../../../ui/HashOverlay';
import { useCart, useCurrentStore } from '../shared/hooks';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { pricingViewOf, useAutoPrice, useOrderState, usePricing, useRerenderAt } from './hooks';
import { PAYMENT_SUMMARY_HASH, useCloseSheet } from './PaymentSummary';
import { usePlaceOrder } from './usePlaceOrder';

export const useCheckout = () => {
  const session = useSession();
  const clock = useService(T.Clock);
  const config = useService(T.Config);
  const order = useService(OrderingTokens.Order);
  const current = useCurrentStore(true);
  const cart = useCart();
  const st = useOrderState();
  const store = current.status === 'selected' ? current.store : undefined;
  const pricing = usePricing(session, store);
  const place = usePlaceOrder();
  const closeSheet = useCloseSheet();
  const navigate = useNavigate();
  // A pricing failure the person dismissed ('Got it') stays dismissed until the next pricing.
  const [dismissed, setDismissed] = useState<OrderingFailure | undefined>(undefined);
  useAutoPrice(pricing, session, store, cart);

  const p = st.pricing;
  useRerenderAt(p.priced !== undefined && p.receivedAt !== undefined ? pricingExpiresAt(p.priced, p.receivedAt) : undefined, clock);
  const view = pricingViewOf(p, pricing.last, store !== undefined && cart.items.length > 0, dismissed, clock.now());
  // The store's own answer wins over what the locator said of guest ordering.
  const guestAllowed = store?.guestOrdering !== false && (p.priced === undefined || p.priced.store.guestOrdering);

  const dismissSubmitError = () => order.dispatch({ type: 'SubmitErrorDismissed' });
  const openSummary = () => {
    dismissSubmitError();
    const link = overlayLink(PAYMENT_SUMMARY_HASH);
    navigate(link.to, { state: link.state });
  };
  const pricingHandlers = {
    gotIt: () => setDismissed(view.kind === 'error' ? view.failure : undefined),
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

  return { session, clock, config, order, current, cart, st, store, pricing, place, closeSheet, view, dismissed, guestAllowed, dismissSubmitError, openSummary, pricingHandlers, submitHandlers };
};
