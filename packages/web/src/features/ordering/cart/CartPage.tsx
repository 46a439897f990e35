// /menu/cart (global navigation and footer hidden): review the order. Store and pickup option, items,
// offers, consumption, pricing in each of its states, scheduled pickup, the name for the cup, tip, payment
// (member) or 'Continue as guest', and the #payment-summary sheet with 'Place order'. Every rule is the domain's.
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isMember } from '@crema/domain';
import {
  CartMessages,
  OrderingCodes,
  checkStoredValueBalance,
  showsPricingFailure,
  unavailableItems,
} from '@crema/domain/ordering';
import { OrderingPaths } from '../../../app/paths';
import { useCapability } from '../../../app/capabilities';
import { useService } from '../../../app/services';
import { Page } from '../../../ui/Page';
import { focusAfterRender } from '../../../ui/focus-after-render';
import { SlotUnavailableDialog } from '../checkout/Dialogs';
import { storePickerForCart } from '../../../ui/FailureNotice';
import { PaymentSummarySheet } from '../checkout/PaymentSummary';
import { CupNameField } from '../checkout/CupNameField';
import { useCupName } from '../checkout/useCupName';
import { useCheckout } from '../checkout/useCheckout';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { CartItems } from './CartItems';
import { EmptyCart } from './EmptyCart';
import { MemberPayment } from './MemberPayment';
import { PickupTime } from './PickupTime';
import { ConsumptionChoice, Offers, PricingNotice, Totals, TotalsSkeleton } from './Pricing';
import { StoreSection } from './StoreSection';
import { TipChoice, TipNotice } from './TipChoice';
import { ReorderedNotice } from '../../shared/reorder/ReorderedNotice';
import '../checkout/checkout.css';

export const GUEST_CHECKOUT_ROUTE = '/menu/cart/guest/checkout';

function CartView() {
  const { session, config, order, current, cart, st, store, pricing, pricingState, place, closeSheet, view, dismissed, guestAllowed, dismissSubmitError, openSummary, pricingHandlers, submitHandlers, sheet } =
    useCheckout();
  const laterChoice = useRef<HTMLInputElement>(null);
  const member = isMember(session);
  const cup = useCupName(session);

  // A failure left over from an earlier visit is not news on arrival.
  useEffect(() => {
    const s = order.get();
    if (!s.orderStatus.processing && s.orderStatus.error !== undefined) order.dispatch({ type: 'SubmitErrorDismissed' });
    if (s.shouldShowTimeSlotErrorDialog) order.dispatch({ type: 'TimeSlotErrorDialogDismissed' });
  }, [order]);

  const p = st.pricing;
  const priced = view.kind === 'priced' ? p.priced : undefined;
  // The offers stay on screen while the order reprices (an Apply keeps its place and focus).
  const offered = view.kind === 'priced' || view.kind === 'loading' ? p.priced : undefined;
  const unavailable = unavailableItems(cart.items);
  // An item failure is not repeated on top of the items' own notice and dialog (domain rule).
  const notice = view.kind === 'error' && !showsPricingFailure(view.failure.error.code, cart.items) ? ({ kind: 'none' } as const) : view;

  const submitError = st.orderStatus.error;
  const slotFailure =
    st.shouldShowTimeSlotErrorDialog && submitError?.error.code === OrderingCodes.SLOT_UNAVAILABLE ? submitError : undefined;
  useEffect(() => {
    if (slotFailure !== undefined) closeSheet();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slotFailure]);

  if (cart.items.length === 0 && !st.orderStatus.processing) return <EmptyCart previous={cart.previousItems} />;

  const payment = st.selectedMethod;
  const balanceOk =
    payment?.kind !== 'storedValue' ||
    p.priced === undefined ||
    checkStoredValueBalance({ price: p.priced.summary.price, tip: st.tipMinor, balance: payment.balanceMinor }, config.svcLoadOptions).ok;
  // Ready to pay: 'Review and pay' and the sheet's 'Place order' (which also takes a stale pricing, to say so).
  const payable = member && unavailable.length === 0 && payment !== undefined && payment.kind !== 'guestCard' && balanceOk;
  const canReview = view.kind === 'priced' && payable;

  return (
    <Page title="Review order">
      <p className="co-back">
        <Link to={OrderingPaths.menu}>
          <span aria-hidden="true">← </span>Add more items
        </Link>
      </p>
      <PricingNotice view={notice} on={pricingHandlers} />
      <ReorderedNotice />
      <div className="co-layout">
        <div className="co-main">
          <StoreSection current={current} cart={cart} />
          <CartItems items={cart.items} lines={priced?.cart.lines} storeNumber={store?.storeNumber} />
          {member && <Offers offers={offered?.cart.offers ?? []} failure={pricingState.offerFailure} pricing={pricing} busy={p.isLoading} />}
        </div>
        <aside className="co-aside" aria-labelledby="co-checkout-title">
          <section className="co-card co-checkout">
            <h2 id="co-checkout-title" className="co-card__title">Checkout</h2>
            {current.status === 'none' ? (
              // Prices, pickup times and payment are the store's: say so here, with the way to choose one.
              <div className="co-needstore">
                <p className="co-needstore__text">{CartMessages.chooseStoreForTotal}</p>
                <Link className="btn btn--block" to={storePickerForCart()}>
                  {CartMessages.chooseStore}
                </Link>
              </div>
            ) : store === undefined ? (
              <TotalsSkeleton />
            ) : (
              <>
                <ConsumptionChoice value={st.deliveryType} disabled={false} onChange={(v) => pricing.setConsumption(v)} />
                <PickupTime store={store} laterRef={laterChoice} />
                {member ? (
                  <>
                    <CupNameField cup={cup} failure={submitError?.error.code === OrderingCodes.CUP_NAME_INVALID ? submitError.message : undefined} />
                    <MemberPayment payment={st.selectedMethod} priced={priced} tipMinor={st.tipMinor} />
                    {st.notice !== undefined && <TipNotice notice={st.notice} />}
                    <TipChoice tipMinor={st.tipMinor} payment={st.selectedMethod} enabled={priced?.isTipEnabled === true} subtotalMinor={priced?.summary.subtotalMinor ?? 0} />
                  </>
                ) : (
                  <GuestEntry allowed={guestAllowed} storeChosen />
                )}
                {/* The total's heading shows only above something: lines, a state, or the way to price again. */}
                {(view.kind !== 'none' || dismissed !== undefined) && (
                  <div className="co-totals" aria-live="polite">
                    <h3 className="co-legend">Order total</h3>
                    <Totals view={view} tipMinor={member ? st.tipMinor : 0} />
                    {view.kind === 'none' && (
                      <button type="button" className="btn btn--secondary btn--small" onClick={pricing.price}>
                        {/* text not given by the spec */}
                        Update prices
                      </button>
                    )}
                  </div>
                )}
                {member && (
                  <button type="button" className="btn btn--block" disabled={!canReview} onClick={() => cup.check() && openSummary()}>
                    {/* text not given by the spec */}
                    Review and pay
                  </button>
                )}
              </>
            )}
          </section>
        </aside>
      </div>
      {member && store !== undefined && (
        <PaymentSummarySheet
          {...sheet}
          failure={slotFailure === undefined ? submitError : undefined}
          canPlace={(view.kind === 'priced' || view.kind === 'stale') && payable}
          on={{
            ...submitHandlers,
            choosePayment: () => {
              dismissSubmitError();
              closeSheet();
              // After the sheet hands focus back: the chosen payment (else the first one that can be chosen).
              focusAfterRender(() => {
                const radios = document.querySelectorAll<HTMLInputElement>('input[name="payment"]:not(:disabled)');
                return [...radios].find((r) => r.checked) ?? radios[0];
              });
            },
          }}
          onPlace={() => place({ session, store })}
        />
      )}
      {slotFailure !== undefined && (
        <SlotUnavailableDialog
          failure={slotFailure}
          onClose={(focusSlots) => {
            if (focusSlots) focusAfterRender(() => laterChoice.current);
          }}
        />
      )}
    </Page>
  );
}

const GuestEntry = ({ allowed, storeChosen }: { allowed: boolean; storeChosen: boolean }) => {
  const order = useService(OrderingTokens.Order);
  const navigate = useNavigate();
  const signIn = `/signin?returnTo=${encodeURIComponent(OrderingPaths.cart)}`;
  if (!storeChosen) return null;
  if (!allowed) {
    // The pricing shows why (the guest-store message with 'Choose a store'); here, the way forward.
    return (
      <div className="co-guest">
        <p className="co-legend">Pay</p>
        <p className="co-small">
          {/* text not given by the spec */}
          <Link to={signIn}>Sign in</Link> to order from this store.
        </p>
      </div>
    );
  }
  return (
    <div className="co-guest">
      <p className="co-legend">Pay</p>
      <button
        type="button"
        className="btn btn--block"
        onClick={() => {
          order.dispatch({ type: 'ContinueAsGuestSet', value: true });
          navigate(GUEST_CHECKOUT_ROUTE);
        }}
      >
        Continue as guest
      </button>
      <p className="co-small muted">
        {/* text not given by the spec */}
        Have an account? <Link to={signIn}>Sign in</Link> to pay with your Crema Card and earn Stars.
      </p>
    </div>
  );
};

export default function CartPage() {
  useCapability('ordering');
  return <CartView />;
}
