// The body of the #payment sheet: what is being bought, how it is paid (a member's saved instrument, or
// a guest's card entered on /account/payment-method/gift/guest/credit-card), and the Pay button.
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { AppConfig } from '@crema/domain';
import {
  clearPaypalForGroup,
  giftValidationMessage,
  isPaypalOffered,
  recipientsInState,
  type GiftCardDesign,
  type GiftFlow,
  type GiftFlowState,
  type GiftSummary,
  type MemberPaymentSelection,
} from '@crema/domain/gifting';
import { defaultInstrumentOf, instrumentDisplayName, instrumentLabel, type PaymentInstrument } from '@crema/domain/payments';
import { PaymentPaths } from '../../app/paths';
import { Notice } from '../../ui/Notice';
import { formatMoney } from '../../ui/format';
import { useAsyncAction } from '../../app/useAsyncAction';
import { useService } from '../../app/services';
import { GiftArt } from './GiftArt';
import { GiftTokens } from './tokens';

// Texts not given by the spec.
export const PROCESSING_LABEL = 'Processing your gift…';
const GUEST_BRANDS_NOTE = 'Pay with an American Express, Discover, Mastercard or Visa credit or debit card.';

const selectionOf = (i: PaymentInstrument): MemberPaymentSelection => ({
  paymentInstrumentId: i.paymentInstrumentId,
  paymentType: i.paymentType,
  ...(i.accountNumberLastFour ? { accountNumberLastFour: i.accountNumberLastFour } : {}),
  ...(i.nickname ? { nickname: i.nickname } : {}),
});

const MemberPayment = ({ state, flow, config }: { state: GiftFlowState; flow: GiftFlow; config: AppConfig }) => {
  const list = useService(GiftTokens.ListPaymentMethods);
  const [instruments, load] = useAsyncAction(list);
  useEffect(() => load(), [load]);
  const recipients = recipientsInState(state.gift);
  const paypalOffered = isPaypalOffered(config);
  const usable = useMemo(
    () => (instruments.status === 'ok' ? instruments.value.filter((i) => i.paymentType !== 'paypal' || paypalOffered) : []),
    [instruments, paypalOffered],
  );
  const selected = state.gift.selectedPaymentInstrument;

  // Start from the default instrument (or the first one this gift can use) when nothing valid is selected.
  useEffect(() => {
    if (instruments.status !== 'ok') return;
    if (selected && usable.some((i) => i.paymentInstrumentId === selected.paymentInstrumentId)) return;
    const pick = defaultInstrumentOf(usable, (i) => clearPaypalForGroup(selectionOf(i), recipients) !== undefined);
    if (pick) flow.selectPayment(selectionOf(pick));
  }, [instruments, selected, usable, recipients, flow]);

  if (instruments.status === 'idle' || instruments.status === 'loading') return <p role="status" className="muted">Loading your payment methods…</p>;
  if (instruments.status === 'error')
    return (
      <div className="stack">
        <Notice tone="error">{instruments.message}</Notice>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => load()}>
          Try again
        </button>
      </div>
    );
  if (usable.length === 0)
    return (
      <div className="stack">
        {/* text not given by the spec */}
        <p>You don't have a saved payment method yet.</p>
        <Link className="btn btn--secondary" to={PaymentPaths.addCreditCard}>
          Add a credit or debit card
        </Link>
      </div>
    );
  const groupGift = recipients > 1;
  return (
    <fieldset className="gift-fieldset gift-pay-options">
      <legend>Pay with</legend>
      {usable.map((i) => {
        const paypalBlocked = i.paymentType === 'paypal' && groupGift;
        const hintId = `pay-hint-${i.paymentInstrumentId}`;
        const name = instrumentDisplayName(i);
        const label = instrumentLabel(i);
        return (
          <label key={i.paymentInstrumentId} className={paypalBlocked ? 'gift-pay-option gift-pay-option--disabled' : 'gift-pay-option'}>
            <input
              type="radio"
              name="paymentInstrument"
              value={i.paymentInstrumentId}
              checked={selected?.paymentInstrumentId === i.paymentInstrumentId}
              disabled={paypalBlocked}
              aria-describedby={paypalBlocked ? hintId : undefined}
              onChange={() => flow.selectPayment(selectionOf(i))}
            />
            <span className="gift-pay-option__text">
              <span className="gift-pay-option__name">{name}</span>
              {name !== label && <span className="muted">{label}</span>}
              {paypalBlocked && (
                <span id={hintId} className="field-hint">
                  {giftValidationMessage('paypalNotForGroupGifts', config)}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
};

const GuestPayment = ({ state, returnTo }: { state: GiftFlowState; returnTo: string }) => {
  const card = state.gift.guestPaymentInstrument;
  return (
    <div className="stack gift-guest-pay">
      <h3>Pay with</h3>
      {card ? (
        <div className="gift-pay-card">
          <span className="gift-pay-option__name">{instrumentLabel(card)}</span>
          <Link to={PaymentPaths.guestGiftCreditCard}>
            Change<span className="visually-hidden"> card</span>
          </Link>
        </div>
      ) : (
        <Link className="btn btn--secondary btn--block" to={PaymentPaths.guestGiftCreditCard}>
          Add a credit or debit card
        </Link>
      )}
      <p className="field-hint">{GUEST_BRANDS_NOTE}</p>
      <p className="muted gift-note">
        Have an account? <Link to={`/signin?returnTo=${encodeURIComponent(returnTo)}`}>Sign in</Link> to pay with a saved payment method.
      </p>
    </div>
  );
};

export const PaymentSheet = ({
  design,
  summary,
  state,
  flow,
  config,
  member,
  returnTo,
  onPay,
}: {
  design: GiftCardDesign | undefined;
  summary: GiftSummary;
  state: GiftFlowState;
  flow: GiftFlow;
  config: AppConfig;
  member: boolean;
  returnTo: string;
  onPay: () => void;
}) => {
  const pending = state.buy?.status === 'loading';
  const paymentCode = state.buy?.status === 'invalid' ? state.buy.errors.payment : undefined;
  const count = summary.count;
  return (
    <div className="gift-sheet">
      <div className="gift-sheet__summary">
        {design && <GiftArt design={design} />}
        <div>
          <p className="gift-sheet__name">{design?.name ?? 'E-gift card'}</p>
          <p className="muted">
            {count} {count === 1 ? 'e-gift' : 'e-gifts'}
            {summary.each ? ` of ${formatMoney(summary.each)}` : ''}
          </p>
          <p className="gift-sheet__total">
            Total <strong>{summary.total ? formatMoney(summary.total) : '–'}</strong>
          </p>
        </div>
      </div>
      {member ? <MemberPayment state={state} flow={flow} config={config} /> : <GuestPayment state={state} returnTo={returnTo} />}
      {paymentCode && <Notice tone="error">{giftValidationMessage(paymentCode, config)}</Notice>}
      <button type="button" className="btn btn--block" disabled={pending} onClick={onPay}>
        {pending ? PROCESSING_LABEL : `Pay ${summary.total ? formatMoney(summary.total) : ''}`.trim()}
      </button>
      <p className="visually-hidden" role="status">
        {pending ? 'Your gift order is being processed.' : ''}
      </p>
    </div>
  );
};
