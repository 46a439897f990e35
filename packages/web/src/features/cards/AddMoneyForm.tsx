// #add-money: amounts from the domain's reload options (never past the $500 maximum), a saved payment
// instrument (the default preselected; 'Add payment method' leads to /account/payment-method), and the
// reload call. A failure keeps the form with the catalogue message and its action.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { domainError } from '@crema/domain';
import {
  ADD_PAYMENT_CHOICE,
  CardCodes,
  cardErrorField,
  choosesAddPayment,
  defaultReloadAmount,
  reloadAmountOptions,
  resolvePaymentError,
  type StoredValueCard,
} from '@crema/domain/cards';
import { defaultInstrumentOf, instrumentDisplayName, instrumentLabel } from '@crema/domain/payments';
import { PaymentPaths } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { T } from '../../app/tokens';
import { formatMoney } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { useFocusFirstErrorOn } from '../../ui/focus-first-error';
import { PaymentTokens } from '../../app/capability-tokens/payments';
import { ErrorNotice } from './ErrorNotice';
import { useOnOk } from '../shared/hooks';
import { useLoad } from '../../app/useObservable';
import { useAsyncAction } from '../../app/useAsyncAction';
import { CardTokens } from '../../app/capability-tokens/cards';

export const AddMoneyForm = ({ card, onDone }: { card: StoredValueCard; onDone: (card: StoredValueCard) => void }) => {
  useCapability('payments');
  const config = useService(T.Config);
  const listPaymentMethods = useService(PaymentTokens.ListPaymentMethods);
  const reloadCard = useService(CardTokens.ReloadCard);
  const navigate = useNavigate();
  const [instruments, reloadInstruments] = useLoad(() => listPaymentMethods(), [listPaymentMethods]);
  const offered = reloadAmountOptions(config.svcLoadOptions, card.balance.amount);
  const [amount, setAmount] = useState<number | undefined>(() => defaultReloadAmount(offered, config.defaultSvcLoadOption));
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [state, reload] = useAsyncAction(reloadCard);
  const selectRef = useRef<HTMLSelectElement>(null);
  useOnOk(state, onDone);
  const formRef = useFocusFirstErrorOn(state);

  if (instruments.status === 'idle' || instruments.status === 'loading') return <p className="muted" role="status">Loading your payment methods…</p>;
  if (instruments.status === 'error') {
    return (
      <div className="stack">
        <ErrorNotice message={instruments.message} />
        <button type="button" className="btn btn--secondary" onClick={reloadInstruments}>Try again</button>
      </div>
    );
  }
  const list = instruments.value;
  if (list.length === 0) {
    const none = resolvePaymentError(domainError(CardCodes.NO_PAYMENT_METHODS), 'reload');
    return <ErrorNotice message={none.message} action={none.action} />;
  }
  if (offered.length === 0) {
    return <Notice tone="info">{resolvePaymentError(domainError(CardCodes.MAX_BALANCE_EXCEEDED), 'reload').message}</Notice>;
  }
  const chosen = choice ?? defaultInstrumentOf(list)?.paymentInstrumentId ?? '';
  const errorField = state.status === 'error' ? cardErrorField(state.error.code) : undefined;
  const busy = state.status === 'loading';

  const choose = (value: string) => {
    if (choosesAddPayment(value)) navigate(PaymentPaths.home);
    else setChoice(value);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    reload({ card, ...(amount === undefined ? {} : { amount }), ...(chosen === '' ? {} : { paymentInstrument: chosen }), instrumentCount: list.length });
  };

  return (
    <form ref={formRef} className="stack svc-form" onSubmit={submit} noValidate>
      <p className="muted">Balance {formatMoney(card.balance)}</p>
      {state.status === 'error' && (
        <ErrorNotice message={state.message} action={state.error.action} on={{ chooseDifferentCard: () => selectRef.current?.focus() }} />
      )}
      <fieldset className="chips" data-invalid={errorField === 'amount' ? true : undefined}>
        <legend>Amount</legend>
        {offered.map((o) => (
          <label key={o} className="chip">
            <input type="radio" name="reload-amount" value={o} checked={amount === o} onChange={() => setAmount(o)} autoFocus={amount === o && state.status === 'idle'} />
            <span>{formatMoney(o)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="reload-instrument">Payment method</label>
        <select id="reload-instrument" ref={selectRef} aria-invalid={errorField === 'paymentInstrument' ? true : undefined} value={chosen} onChange={(e) => choose(e.target.value)}>
          <option value="">Choose a payment method</option>
          {list.map((i) => (
            <option key={i.paymentInstrumentId} value={i.paymentInstrumentId}>
              {i.nickname.trim() !== '' && i.nickname !== instrumentLabel(i) ? `${instrumentDisplayName(i)} (${instrumentLabel(i)})` : instrumentLabel(i)}
            </option>
          ))}
          <option value={ADD_PAYMENT_CHOICE}>Add payment method</option>
        </select>
      </div>
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? 'Adding money…' : amount !== undefined ? `Add ${formatMoney(amount)}` : 'Add money'}
      </button>
      <p className="muted small">
        Manage cards and PayPal in <Link to="/account/payment-method">Payment methods</Link>.
      </p>
    </form>
  );
};
