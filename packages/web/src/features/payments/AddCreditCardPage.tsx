// /account/payment-method/add/credit-card[?addressId=…]: card number, expiry, security code, nickname,
// billing address and default. The domain tokenizes the card with the payment provider and saves only the
// token, brand and last four; the number and code live in this component's state until then.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fieldErrorsOf, PaymentMessages } from '@crema/domain/payments';
import { PaymentPaths } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useMemberId } from '../../app/useSession';
import { Notice } from '../../ui/Notice';
import { AccountShell } from '../../ui/AccountShell';
import { PAYMENT_METHODS_BACK } from './back';
import { TextField } from '../../ui/TextField';
import { CardSecretFields, NO_CARD_SECRETS } from '../../ui/CardSecretFields';
import { SubmitButton } from '../../ui/SubmitButton';
import { MakeDefaultCheck } from './MakeDefaultCheck';
import { useFocusFirstErrorOn } from '../../ui/focus-first-error';
import { arrivalOf, useOnOk } from '../shared/hooks';
import { useLoad } from '../../app/useObservable';
import { useAsyncAction } from '../../app/useAsyncAction';
import { AddressSelect } from './AddressSelect';
import { ExpiryFields } from '../shared/card-entry/ExpiryFields';
import { PaymentTokens } from '../../app/capability-tokens/payments';
import './payments.css';
import { bindText } from '../../ui/bind-text';

export default function AddCreditCardPage() {
  useCapability('payments');
  const memberId = useMemberId();
  const listAddresses = useService(PaymentTokens.ListAddresses);
  const addCreditCard = useService(PaymentTokens.AddCreditCard);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const arrival = arrivalOf(useLocation().state);
  const [addresses, retry] = useLoad(() => listAddresses({ memberId }), [listAddresses, memberId]);
  const [secrets, setSecrets] = useState(NO_CARD_SECRETS);
  const [month, setMonth] = useState<number | undefined>(undefined);
  const [year, setYear] = useState<number | undefined>(undefined);
  const [nickname, setNickname] = useState('');
  const [addressChoice, setAddressChoice] = useState<string | undefined>(undefined);
  const [makeDefault, setMakeDefault] = useState(false);
  const [state, save] = useAsyncAction(addCreditCard);
  useOnOk(state, (v) => {
    setSecrets(NO_CARD_SECRETS);
    navigate(PaymentPaths.home, { state: { notice: v.message } });
  });

  const list = addresses.status === 'ok' ? addresses.value : [];
  const wanted = params.get('addressId') ?? undefined;
  const billingAddressId = addressChoice ?? (list.some((a) => a.addressId === wanted) ? wanted : list.length === 1 ? list[0]?.addressId : undefined) ?? '';
  const errors = state.status === 'error' ? fieldErrorsOf(state.error) : {};
  const busy = state.status === 'loading';

  const formRef = useFocusFirstErrorOn(state);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    save({ ...secrets, expiry: { month: month ?? 0, year: year ?? 0 }, billingAddressId, nickname, makeDefault });
  };

  return (
    <AccountShell title="Add a credit or debit card" narrow back={PAYMENT_METHODS_BACK}>
      <div className="stack">
        {arrival.notice && <Notice tone="success">{arrival.notice}</Notice>}
        {(addresses.status === 'idle' || addresses.status === 'loading') && <p className="muted" role="status">Loading your billing addresses…</p>}
        {addresses.status === 'error' && (
          <div className="stack">
            <Notice tone="error">{addresses.message}</Notice>
            <button type="button" className="btn btn--secondary" onClick={retry}>Try again</button>
          </div>
        )}
        {addresses.status === 'ok' && list.length === 0 && (
          <div className="card stack">
            <p>Every card needs a billing address. Add yours first, then you'll come back here to enter the card.</p>
            <Link className="btn" to={PaymentPaths.addBillingAddress}>Add billing address</Link>
          </div>
        )}
        {list.length > 0 && (
          <form ref={formRef} className="card stack pm-form" onSubmit={submit} noValidate>
            {state.status === 'error' && <Notice tone="error">{state.message}</Notice>}
            <CardSecretFields
              value={secrets}
              onChange={setSecrets}
              autoComplete={{ cardNumber: 'cc-number', securityCode: 'cc-csc' }}
              hints={{ cardNumber: PaymentMessages.acceptedCardsHint, securityCode: '3 digits on the back, or 4 on the front for American Express' }}
              errors={errors}
              between={<ExpiryFields month={month} year={year} onMonth={setMonth} onYear={setYear} error={errors['expiry']} />}
            />
            <TextField label="Nickname (optional)" {...bindText(nickname, setNickname)} error={errors['nickname']} />
            <AddressSelect
              addresses={list}
              value={billingAddressId}
              onChange={setAddressChoice}
              error={errors['billingAddressId']}
              addTo={PaymentPaths.addBillingAddress}
            />
            <MakeDefaultCheck checked={makeDefault} onChange={setMakeDefault} />
            <SubmitButton className="btn btn--block" busy={busy} busyLabel="Saving card…">Save card</SubmitButton>
          </form>
        )}
      </div>
    </AccountShell>
  );
}
