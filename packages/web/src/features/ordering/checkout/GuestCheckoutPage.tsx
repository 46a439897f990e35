// /menu/cart/guest/checkout (footer hidden): a guest's e-mail, marketing opt-in and card (tokenized: only
// token, brand, last four and timestamp are kept), the guest token expiry flow (after the configured max
// age: the token is reset and an 'add payment again' dialog opens), tip, and the #payment-summary sheet
// placing the order through the guest operations. Only at stores with guest ordering. The e-mail is checked
// (guestEmailError) when it is left and before Review and pay opens the sheet, on the page, where the field
// is; placing the order checks it again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { isMember } from '@crema/domain';
import { PAYMENT_TYPE_LABELS, type GuestCardToken } from '@crema/domain/payments';
import { OrderingCodes, guestEmailError } from '@crema/domain/ordering';
import { OrderingPaths } from '../../../app/paths';
import { useCapability } from '../../../app/capabilities';
import { Page } from '../../../ui/Page';
import { TextField } from '../../../ui/TextField';
import { focusFirstError } from '../../../ui/focus-first-error';
import { PricingNotice, Totals } from '../cart/Pricing';
import { TipChoice, TipNotice } from '../cart/TipChoice';
import { TokenExpiredDialog } from './Dialogs';
import { PaymentSummarySheet } from './PaymentSummary';
import { GuestCardForm } from './GuestCardForm';
import { CupNameField } from './CupNameField';
import { useCupName } from './useCupName';
import { GuestGateView, type GuestGate } from './GuestGate';
import { useCheckout } from './useCheckout';
import { useGuestTokenExpiry } from './useGuestTokenExpiry';
import './checkout.css';
import { Fact } from '../../../ui/Fact';

const BRAND_MARK: Readonly<Record<GuestCardToken['brand'], string>> = { amex: 'AMEX', discover: 'DISC', mastercard: 'MC', visa: 'VISA' };

function GuestCheckoutView() {
  const { session, order, current, cart, st, store, pricing, place, closeSheet, view, dismissed, guestAllowed, dismissSubmitError, openSummary, pricingHandlers, submitHandlers, sheet } =
    useCheckout();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [focusEmail, setFocusEmail] = useState(0);
  const contactRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusEmail > 0) focusFirstError(contactRef.current);
  }, [focusEmail]);
  const expiry = useGuestTokenExpiry();
  const cup = useCupName(session);
  const [focusCard, setFocusCard] = useState(0);
  const p = st.pricing;
  const token = st.selectedMethod?.kind === 'guestCard' ? st.selectedMethod.card : undefined;
  const submitError = st.orderStatus.error;

  // Each time the token aged out (the flow reset it and asks for the card), the payment summary closes.
  const closedFor = useRef(0);
  useEffect(() => {
    if (expiry.state.expiries === closedFor.current) return;
    closedFor.current = expiry.state.expiries;
    closeSheet();
  }, [expiry.state.expiries, closeSheet]);

  const onToken = useCallback((t: GuestCardToken) => order.dispatch({ type: 'PaymentSelected', payment: { kind: 'guestCard', card: t } }), [order]);

  const gate: GuestGate | undefined = isMember(session)
    ? 'member'
    : cart.items.length === 0 && !st.orderStatus.processing
      ? 'empty'
      : current.status === 'none'
        ? 'noStore'
        : store === undefined
          ? 'finding'
          : !guestAllowed
            ? 'notAllowed'
            : undefined;
  if (gate !== undefined || store === undefined) return <GuestGateView gate={gate ?? 'finding'} />;

  const priced = view.kind === 'priced' ? p.priced : undefined;
  const emailFailure = submitError?.error.code === OrderingCodes.GUEST_EMAIL_REQUIRED ? submitError.message : undefined;
  const canReview = view.kind === 'priced' && token !== undefined;
  const review = () => {
    const error = guestEmailError(email);
    setEmailError(error);
    if (error !== undefined) {
      setFocusEmail((n) => n + 1);
      return;
    }
    if (cup.check()) openSummary();
  };

  return (
    <Page title="Guest checkout">
      <p className="co-back">
        <Link to={OrderingPaths.cart}>
          <span aria-hidden="true">← </span>Back to your order
        </Link>
      </p>
      <PricingNotice
        view={view}
        on={pricingHandlers}
      />
      <div className="gc-layout">
        <div className="co-main">
          <section className="co-card" aria-labelledby="gc-contact-title">
            {/* text not given by the spec */}
            <h2 id="gc-contact-title" className="co-card__title">Your receipt</h2>
            <div className="gc-form" ref={contactRef}>
              <TextField
                label="E-mail"
                name="email"
                type="email"
                autoComplete="email"
                hint="We'll send your receipt here."
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (emailFailure !== undefined) dismissSubmitError();
                  // An error goes as soon as the address is right; a new one waits for leaving the field.
                  if (emailError !== undefined && guestEmailError(e.target.value) === undefined) setEmailError(undefined);
                }}
                onBlur={(e) => {
                  if (emailError !== undefined || e.target.value.trim() !== '') setEmailError(guestEmailError(e.target.value));
                }}
                error={emailError ?? emailFailure}
              />
              <label className="gc-check">
                <input
                  type="checkbox"
                  checked={st.guestEmailMarketingOptIn}
                  onChange={(e) => order.dispatch({ type: 'GuestMarketingOptInSet', value: e.target.checked })}
                />
                {/* text not given by the spec */}
                <span>E-mail me Crema offers and news. You can unsubscribe at any time.</span>
              </label>
            </div>
          </section>
          <section className="co-card" aria-labelledby="gc-card-title">
            <h2 id="gc-card-title" className="co-card__title">Credit or debit card</h2>
            {token !== undefined ? (
              <div className="gc-card-on-file">
                <p>
                  <span className="gc-brand" aria-hidden="true">
                    {BRAND_MARK[token.brand]}
                  </span>
                  {PAYMENT_TYPE_LABELS[token.brand]} ending in {token.lastFour}
                </p>
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  onClick={() => {
                    order.dispatch({ type: 'PaymentSelected' });
                    setFocusCard((n) => n + 1);
                  }}
                >
                  {/* text not given by the spec */}
                  Use a different card
                </button>
              </div>
            ) : (
              <GuestCardForm onToken={onToken} focusRequest={focusCard} />
            )}
          </section>
        </div>
        <aside className="co-aside" aria-labelledby="gc-order-title">
          <section className="co-card co-checkout">
            <h2 id="gc-order-title" className="co-card__title">Your order</h2>
            <dl className="co-facts">
              <Fact term="Pickup store">{store.name ?? store.storeNumber}</Fact>
              <Fact term="Pickup time">{sheet.pickupWhen}</Fact>
              <Fact term="Items">{cart.items.reduce((n, i) => n + i.quantity, 0)}</Fact>
            </dl>
            <CupNameField cup={cup} failure={submitError?.error.code === OrderingCodes.CUP_NAME_INVALID ? submitError.message : undefined} />
            {st.notice !== undefined && <TipNotice notice={st.notice} />}
            <TipChoice tipMinor={st.tipMinor} payment={st.selectedMethod} enabled={priced?.isTipEnabled === true} subtotalMinor={priced?.summary.subtotalMinor ?? 0} />
            <div className="co-totals" aria-live="polite">
              <h3 className="co-legend">Order total</h3>
              <Totals view={view} tipMinor={st.tipMinor} />
              {view.kind === 'none' && dismissed !== undefined && (
                <button type="button" className="btn btn--secondary btn--small" onClick={pricing.price}>
                  {/* text not given by the spec */}
                  Update prices
                </button>
              )}
            </div>
            <button type="button" className="btn btn--block" disabled={!canReview} onClick={review}>
              Review and pay
            </button>
            {token === undefined && view.kind === 'priced' && (
              <p className="co-small muted">
                {/* text not given by the spec */}
                Add your card to continue.
              </p>
            )}
          </section>
        </aside>
      </div>
      <PaymentSummarySheet
        {...sheet}
        failure={submitError?.error.code === OrderingCodes.GUEST_TOKEN_EXPIRED ? undefined : submitError}
        canPlace={(view.kind === 'priced' || view.kind === 'stale') && token !== undefined}
        on={{
          ...submitHandlers,
          // The card was refused: back to the card form, empty, for another card.
          choosePayment: () => {
            dismissSubmitError();
            order.dispatch({ type: 'PaymentSelected' });
            closeSheet();
            setFocusCard((n) => n + 1);
          },
        }}
        onPlace={() => place({ session, store, guest: { email, marketingOptIn: st.guestEmailMarketingOptIn } })}
      />
      {expiry.state.askForCard && (
        <TokenExpiredDialog
          onAddPayment={() => {
            expiry.flow.acknowledge();
            setFocusCard((n) => n + 1);
          }}
        />
      )}
    </Page>
  );
}

export default function GuestCheckoutPage() {
  useCapability('ordering');
  return <GuestCheckoutView />;
}
