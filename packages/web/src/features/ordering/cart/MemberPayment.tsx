// A member pays with a stored-value card or a saved payment instrument. A card whose balance is below the
// total (price plus tip) shows 'Insufficient balance for order' with reload fields: the amounts the domain's
// rule offers (configured options covering the shortfall, else the single required amount), a saved
// instrument, and the reload itself. Stores taking only stored-value cards disable the instruments.
// A reload says so ('Added $10.00 to Office Card.', a polite status) and puts the focus on that card's choice,
// as the reload fields it was typed in leave the page.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { defaultInstrumentOf, instrumentDisplayName, instrumentLabel, mayReloadWith, type PaymentInstrument } from '@crema/domain/payments';
import { autoReloadForPayment, type StoredValueCard } from '@crema/domain/cards';
import { checkStoredValueBalance, defaultOrderCard, OrderMessages, type OrderPayment, type PricedOrder } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { T } from '../../../app/tokens';
import { formatMoney } from '../../../ui/format';
import { focusFirstError } from '../../../ui/focus-first-error';
import { useAsyncAction } from '../../../app/useAsyncAction';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { bindText } from '../../../ui/bind-text';

const svcPayment = (c: StoredValueCard): OrderPayment => ({ kind: 'storedValue', cardId: c.cardId, balanceMinor: c.balance.amount, nickname: c.nickname });
const instrumentPayment = (i: PaymentInstrument): OrderPayment => ({
  kind: 'instrument',
  paymentInstrumentId: i.paymentInstrumentId,
  paymentType: i.paymentType,
  lastFour: i.accountNumberLastFour,
});
const paymentKey = (p: OrderPayment | undefined): string =>
  p === undefined ? '' : p.kind === 'storedValue' ? `svc:${p.cardId}` : p.kind === 'instrument' ? `pi:${p.paymentInstrumentId}` : 'guest';

/** How the summary names a payment. */
export const paymentLabel = (p: OrderPayment): string => {
  switch (p.kind) {
    case 'storedValue':
      return `${p.nickname ?? 'Crema Card'} (${formatMoney(p.balanceMinor)})`;
    case 'instrument':
      return instrumentLabel({ paymentType: p.paymentType, accountNumberLastFour: p.lastFour ?? '' });
    case 'guestCard':
      return instrumentLabel({ paymentType: p.card.brand, accountNumberLastFour: p.card.lastFour });
  }
};

/** A payment option list that failed to load: why, and a way to try again. */
const LoadFailure = ({ message, retry }: { message: string; retry: () => void }) => (
  <p className="co-error co-small" role="alert">
    {message}{' '}
    <button type="button" className="co-link" onClick={retry}>
      Try again
    </button>
  </p>
);

const ReloadPanel = ({
  card,
  shortfall,
  amounts,
  instruments,
  onReloaded,
}: {
  card: StoredValueCard;
  shortfall: number;
  amounts: readonly number[];
  instruments: readonly PaymentInstrument[];
  onReloaded: (c: StoredValueCard, amountMinor: number | undefined) => void;
}) => {
  const reloadCard = useService(OrderingTokens.ReloadStoredValueCard);
  const [state, reload] = useAsyncAction(reloadCard);
  // The amount of the reload in flight, and the success already handed on (each once).
  const sent = useRef<number | undefined>(undefined);
  const handed = useRef<unknown>(undefined);
  const cards = instruments.filter(mayReloadWith);
  const [amount, setAmount] = useState<number | undefined>(amounts[0]);
  const [instrument, setInstrument] = useState<string>(defaultInstrumentOf(cards)?.paymentInstrumentId ?? '');
  useEffect(() => {
    if (amount === undefined || !amounts.includes(amount)) setAmount(amounts[0]);
  }, [amounts, amount]);
  useEffect(() => {
    if (state.status !== 'ok' || handed.current === state) return;
    handed.current = state;
    onReloaded(state.value, sent.current);
  }, [state, onReloaded]);
  // A refused reload: the submit button was disabled meanwhile, so focus goes to what went wrong.
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.status === 'error') focusFirstError(formRef.current, errorRef.current);
  }, [state]);
  const busy = state.status === 'loading';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    sent.current = amount;
    reload({
      card,
      ...(amount !== undefined ? { amount } : {}),
      ...(instrument !== '' ? { paymentInstrument: instrument } : {}),
      instrumentCount: instruments.length,
    });
  };
  return (
    <form ref={formRef} className="co-reload" onSubmit={submit} noValidate aria-labelledby="co-reload-title">
      <p id="co-reload-title" className="co-failure__title" role="alert">
        {OrderMessages.insufficientBalanceForOrder}
      </p>
      <p className="co-small">
        {OrderMessages.balanceTooLow} {/* text not given by the spec */}
        You need {formatMoney(shortfall)} more on {card.nickname}.
      </p>
      {amounts.length > 0 && cards.length > 0 && (
        <>
          <fieldset className="co-fieldset">
            <legend className="co-legend">Reload amount</legend>
            <div className="co-segmented">
              {amounts.map((a) => (
                <label key={a} className="co-segmented__option">
                  <input type="radio" name="reload-amount" checked={amount === a} onChange={() => setAmount(a)} />
                  <span>{formatMoney(a)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor="co-reload-with">Reload with</label>
            <select id="co-reload-with" {...bindText(instrument, setInstrument)}>
              {cards.map((i) => (
                <option key={i.paymentInstrumentId} value={i.paymentInstrumentId}>
                  {instrumentLabel(i)}
                </option>
              ))}
            </select>
          </div>
          {state.status === 'error' && (
            <p ref={errorRef} className="co-error co-small" role="alert" tabIndex={-1}>
              {state.message}
            </p>
          )}
          <button type="submit" className="btn btn--small" disabled={busy} aria-busy={busy}>
            {busy ? 'Adding money…' : `Add ${amount !== undefined ? formatMoney(amount) : 'money'} to ${card.nickname}`}
          </button>
        </>
      )}
      {cards.length === 0 && (
        <p className="co-small">
          {/* text not given by the spec */}
          Add a payment method to reload your card. <Link to="/account/payment-method">Payment methods</Link>
        </p>
      )}
    </form>
  );
};

export const MemberPayment = ({ payment, priced, tipMinor }: { payment: OrderPayment | undefined; priced: PricedOrder | undefined; tipMinor: number }) => {
  const order = useService(OrderingTokens.Order);
  const config = useService(T.Config);
  const listCards = useService(OrderingTokens.ListStoredValueCards);
  const listInstruments = useService(OrderingTokens.ListPaymentMethods);
  const [cards, loadCards] = useAsyncAction(listCards);
  const [instruments, loadInstruments] = useAsyncAction(listInstruments);
  useEffect(() => {
    loadCards();
    loadInstruments();
  }, [loadCards, loadInstruments]);

  const cardList = useMemo(() => (cards.status === 'ok' ? cards.value : cards.status !== 'idle' ? (cards.previous ?? []) : []), [cards]);
  const instrumentList = instruments.status === 'ok' ? instruments.value : [];
  const svcOnly = priced?.store.acceptsOnlyStoredValue === true;

  // First visit: the primary card is the default way to pay.
  useEffect(() => {
    if (cards.status !== 'ok') return;
    const first = defaultOrderCard(cards.value, payment);
    if (first !== undefined) order.dispatch({ type: 'PaymentSelected', payment: svcPayment(first) });
  }, [cards, payment, order]);

  // 'Added $10.00 to Office Card.' after a reload from here, until another payment is chosen.
  const [reloaded, setReloaded] = useState<{ readonly cardId: string; readonly message: string } | undefined>(undefined);
  const radioId = useId();
  const cardRadio = (cardId: string) => `${radioId}-svc-${cardId}`;
  useEffect(() => {
    if (reloaded !== undefined) document.getElementById(cardRadio(reloaded.cardId))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reloaded]);
  const select = (p: OrderPayment) => {
    setReloaded(undefined);
    order.dispatch({ type: 'PaymentSelected', payment: p });
  };
  const selectedCard = payment?.kind === 'storedValue' ? cardList.find((c) => c.cardId === payment.cardId) : undefined;
  const check =
    selectedCard !== undefined && priced !== undefined
      ? checkStoredValueBalance({ price: priced.summary.price, tip: tipMinor, balance: selectedCard.balance.amount }, config.svcLoadOptions)
      : undefined;
  // Issue #32: said before the order when paying with the chosen card will start its auto reload.
  const topUp =
    selectedCard !== undefined && priced !== undefined && check?.ok === true
      ? autoReloadForPayment(selectedCard.balance.amount, priced.summary.price + tipMinor, selectedCard.autoReloadProfile)
      : undefined;
  const topUpFrom = topUp === undefined ? undefined : instrumentList.find((i) => i.paymentInstrumentId === topUp.paymentInstrumentId);
  const onReloaded = useMemo(
    () => (c: StoredValueCard, amountMinor: number | undefined) => {
      order.dispatch({ type: 'PaymentSelected', payment: svcPayment(c) });
      loadCards(cardList.map((x) => (x.cardId === c.cardId ? c : x)));
      setReloaded({ cardId: c.cardId, message: OrderMessages.cardReloaded(c.nickname, amountMinor === undefined ? undefined : formatMoney(amountMinor)) });
    },
    [order, loadCards, cardList],
  );

  const loadingAny = cards.status === 'loading' || instruments.status === 'loading';
  return (
    <fieldset className="co-fieldset">
      <legend className="co-legend">Pay with</legend>
      {loadingAny && cardList.length === 0 && <p className="muted co-small" role="status">Loading your payment options…</p>}
      {cards.status === 'error' && <LoadFailure message={cards.message} retry={() => loadCards()} />}
      {instruments.status === 'error' && <LoadFailure message={instruments.message} retry={() => loadInstruments()} />}
      {svcOnly && <p className="notice co-small" role="status">{OrderMessages.storedValueOnly}</p>}
      <div className="co-pay-options">
        {cardList.map((c) => (
          <label key={c.cardId} className="co-pay-option">
            <input
              id={cardRadio(c.cardId)}
              type="radio"
              name="payment"
              checked={paymentKey(payment) === `svc:${c.cardId}`}
              onChange={() => select(svcPayment(c))}
            />
            <span className="co-pay-option__text">
              <span className="co-pay-option__name">{c.nickname}</span>{' '}
              <span className="co-pay-option__detail">Crema Card · Balance {formatMoney(c.balance)}</span>
            </span>
          </label>
        ))}
        {instrumentList.map((i) => {
          // A PayPal account (or a card without a nickname) is named by its label alone: said once.
          const name = instrumentDisplayName(i);
          const detail = instrumentLabel(i);
          return (
            <label key={i.paymentInstrumentId} className={`co-pay-option${svcOnly ? ' co-pay-option--disabled' : ''}`}>
              <input
                type="radio"
                name="payment"
                disabled={svcOnly}
                checked={paymentKey(payment) === `pi:${i.paymentInstrumentId}`}
                onChange={() => select(instrumentPayment(i))}
              />
              <span className="co-pay-option__text">
                <span className="co-pay-option__name">{name}</span>
                {detail !== name && (
                  <>
                    {' '}
                    <span className="co-pay-option__detail">{detail}</span>
                  </>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <p className="co-small co-confirm" role="status">
        {reloaded?.message}
      </p>
      {topUp !== undefined && selectedCard !== undefined && (
        <p className="notice co-small" data-testid="auto-reload-ahead">
          {OrderMessages.autoReloadAhead(selectedCard.nickname, formatMoney(topUp.amount), topUpFrom === undefined ? undefined : instrumentLabel(topUpFrom))}
        </p>
      )}
      {check !== undefined && !check.ok && selectedCard !== undefined && (
        <ReloadPanel card={selectedCard} shortfall={check.shortfallMinor} amounts={check.reloadAmounts} instruments={instrumentList} onReloaded={onReloaded} />
      )}
    </fieldset>
  );
};
