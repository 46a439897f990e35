// #auto-reload: the enabled switch, reload amount, trigger balance and payment instrument, edited through
// the domain's auto reload reducer and saved through the use case that applies the decision table (create,
// update, disable, or close without a call).
import { useEffect, useReducer, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ADD_PAYMENT_CHOICE,
  AUTO_RELOAD_TRIGGER_OPTIONS,
  autoReloadReducer,
  cardErrorField,
  initialAutoReloadState,
  type StoredValueCard,
} from '@crema/domain/cards';
import { instrumentLabel, type PaymentInstrument } from '@crema/domain/payments';
import { PaymentPaths } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { T } from '../../app/tokens';
import { formatMoney } from '../../ui/format';
import { useFocusFirstErrorOn } from '../../ui/focus-first-error';
import { PaymentTokens } from '../../app/capability-tokens/payments';
import { AutoReloadStatus } from './AutoReloadStatus';
import { ErrorNotice } from './ErrorNotice';
import { useOnOk } from '../shared/hooks';
import { useLoad } from '../../app/useObservable';
import { useAsyncAction } from '../../app/useAsyncAction';
import { CardTokens } from '../../app/capability-tokens/cards';

const optionName = (i: PaymentInstrument): string =>
  i.nickname.trim() !== '' && i.nickname !== instrumentLabel(i) ? `${i.nickname} (${instrumentLabel(i)})` : instrumentLabel(i);

export const AutoReloadForm = ({ card, onDone }: { card: StoredValueCard; onDone: (card: StoredValueCard, op: string) => void }) => {
  useCapability('payments');
  const config = useService(T.Config);
  const listPaymentMethods = useService(PaymentTokens.ListPaymentMethods);
  const saveAutoReload = useService(CardTokens.SaveAutoReload);
  const navigate = useNavigate();
  const [instruments] = useLoad(() => listPaymentMethods(), [listPaymentMethods]);
  const [s, dispatch] = useReducer(autoReloadReducer, undefined, () => initialAutoReloadState(card, config.defaultSvcLoadOption));
  const [saved, save] = useAsyncAction(saveAutoReload);
  useOnOk(saved, (v) => onDone(v.card, v.op));
  useEffect(() => {
    if (s.addPaymentChosen === true) navigate(PaymentPaths.home);
  }, [s.addPaymentChosen, navigate]);

  const list = instruments.status === 'ok' ? instruments.value : [];
  const errorField = saved.status === 'error' ? cardErrorField(saved.error.code) : undefined;
  const busy = saved.status === 'loading';
  const f = s.form;
  const formRef = useFocusFirstErrorOn(saved);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) save({ card, form: f });
  };

  return (
    <form ref={formRef} className="stack svc-form" onSubmit={submit} noValidate>
      <AutoReloadStatus card={card} />
      <p className="muted">Add money automatically whenever your balance runs low.</p>
      {saved.status === 'error' && <ErrorNotice message={saved.message} action={saved.error.action} />}
      <label className="switch">
        <input type="checkbox" role="switch" checked={f.enabled} onChange={(e) => dispatch({ type: 'toggle', enabled: e.target.checked })} />
        <span className="switch__track" aria-hidden="true" />
        <span>Auto reload</span>
      </label>
      {f.enabled && (
        <>
          <div className="field">
            <label htmlFor="ar-amount">Reload amount</label>
            <select id="ar-amount" aria-invalid={errorField === 'amount' ? true : undefined} value={f.amount ?? ''} onChange={(e) => dispatch({ type: 'amountChosen', amount: Number(e.target.value) })}>
              <option value="" disabled>Choose an amount</option>
              {config.svcLoadOptions.map((o) => <option key={o} value={o}>{formatMoney(o)}</option>)}
            </select>
          </div>
          <div className="field">
            <label htmlFor="ar-trigger">When my balance falls below</label>
            <select id="ar-trigger" aria-invalid={errorField === 'triggerAmount' ? true : undefined} value={f.triggerAmount ?? ''} onChange={(e) => dispatch({ type: 'triggerChosen', triggerAmount: Number(e.target.value) })}>
              <option value="" disabled>Choose a balance</option>
              {AUTO_RELOAD_TRIGGER_OPTIONS.map((o) => <option key={o} value={o}>{formatMoney(o)}</option>)}
            </select>
          </div>
          <div className="field">
            <label htmlFor="ar-instrument">Payment method</label>
            <select
              id="ar-instrument"
              aria-invalid={errorField === 'paymentInstrument' ? true : undefined}
              value={f.paymentInstrument ?? ''}
              onChange={(e) => dispatch({ type: 'instrumentChosen', choice: e.target.value })}
              aria-busy={instruments.status === 'loading' ? true : undefined}
            >
              <option value="">Choose a payment method</option>
              {list.map((i) => <option key={i.paymentInstrumentId} value={i.paymentInstrumentId}>{optionName(i)}</option>)}
              <option value={ADD_PAYMENT_CHOICE}>Add payment method</option>
            </select>
            {instruments.status === 'error' && <span className="field-error">{instruments.message}</span>}
          </div>
        </>
      )}
      <button type="submit" className="btn btn--block" disabled={busy}>{busy ? 'Saving…' : 'Save'}</button>
    </form>
  );
};
