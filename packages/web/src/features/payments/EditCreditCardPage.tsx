// /account/payment-method/edit/credit-card?paymentInstrumentId=…[&addressId=…]: nickname, expiry, billing
// address and default of a saved card (a linked PayPal account: nickname and default only).
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  fieldErrorsOf,
  instrumentLabel,
  isCardBrand,
  PaymentMessages,
  type Address,
  type PaymentInstrument,
} from '@crema/domain/payments';
import { PaymentPaths } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useMemberId } from '../../app/useSession';
import { Notice } from '../../ui/Notice';
import { AccountShell } from '../../ui/AccountShell';
import { PAYMENT_METHODS_BACK } from './back';
import { TextField } from '../../ui/TextField';
import { SubmitButton } from '../../ui/SubmitButton';
import { MakeDefaultCheck } from './MakeDefaultCheck';
import { useFocusFirstErrorOn } from '../../ui/focus-first-error';
import { arrivalOf, useOnOk } from '../shared/hooks';
import { useLoad } from '../../app/useObservable';
import { useAsyncAction } from '../../app/useAsyncAction';
import { AddressSelect } from './AddressSelect';
import { BrandMark } from './BrandMark';
import { ExpiryFields } from '../shared/card-entry/ExpiryFields';
import { PaymentTokens } from '../../app/capability-tokens/payments';
import './payments.css';
import { bindText } from '../../ui/bind-text';

const EditForm = ({ instrument, addresses, preferredAddressId }: {
  instrument: PaymentInstrument;
  addresses: readonly Address[];
  preferredAddressId: string | undefined;
}) => {
  const editCreditCard = useService(PaymentTokens.EditCreditCard);
  const navigate = useNavigate();
  const isCard = isCardBrand(instrument.paymentType);
  const [nickname, setNickname] = useState(instrument.nickname);
  const [month, setMonth] = useState<number | undefined>(instrument.expiry?.month);
  const [year, setYear] = useState<number | undefined>(instrument.expiry?.year);
  const [addressId, setAddressId] = useState(
    preferredAddressId !== undefined && addresses.some((a) => a.addressId === preferredAddressId) ? preferredAddressId : (instrument.billingAddressId ?? ''),
  );
  const [makeDefault, setMakeDefault] = useState(false);
  const [state, save] = useAsyncAction(editCreditCard);
  useOnOk(state, (v) => navigate(PaymentPaths.home, { state: { notice: v.message } }));
  const errors = state.status === 'error' ? fieldErrorsOf(state.error) : {};
  const busy = state.status === 'loading';
  const id = instrument.paymentInstrumentId;

  const formRef = useFocusFirstErrorOn(state);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    save({
      paymentInstrumentId: id,
      nickname,
      ...(isCard ? { expiry: { month: month ?? 0, year: year ?? 0 }, billingAddressId: addressId } : {}),
      ...(makeDefault ? { makeDefault: true } : {}),
    });
  };

  return (
    <form ref={formRef} className="card stack pm-form" onSubmit={submit} noValidate>
      <p className="pm-heading-row">
        <BrandMark type={instrument.paymentType} />
        <strong>{instrumentLabel(instrument)}</strong>
        {instrument.default && <span className="badge">Default</span>}
      </p>
      {state.status === 'error' && <Notice tone="error">{state.message}</Notice>}
      <TextField label="Nickname (optional)" {...bindText(nickname, setNickname)} error={errors['nickname']} />
      {isCard && (
        <>
          <ExpiryFields month={month} year={year} onMonth={setMonth} onYear={setYear} error={errors['expiry']} extraYear={instrument.expiry?.year} />
          <AddressSelect
            addresses={addresses}
            value={addressId}
            onChange={setAddressId}
            error={errors['billingAddressId']}
            addTo={`${PaymentPaths.addBillingAddress}?paymentInstrumentId=${encodeURIComponent(id)}`}
            editTo={
              addressId !== ''
                ? `${PaymentPaths.editBillingAddress}?addressId=${encodeURIComponent(addressId)}&paymentInstrumentId=${encodeURIComponent(id)}`
                : undefined
            }
          />
        </>
      )}
      {!instrument.default && <MakeDefaultCheck checked={makeDefault} onChange={setMakeDefault} />}
      <SubmitButton className="btn btn--block" busy={busy} busyLabel="Saving…">Save changes</SubmitButton>
    </form>
  );
};

export default function EditCreditCardPage() {
  useCapability('payments');
  const memberId = useMemberId();
  const listPaymentMethods = useService(PaymentTokens.ListPaymentMethods);
  const listAddresses = useService(PaymentTokens.ListAddresses);
  const [params] = useSearchParams();
  const arrival = arrivalOf(useLocation().state);
  const id = params.get('paymentInstrumentId') ?? '';
  const [instruments, retryInstruments] = useLoad(() => listPaymentMethods(), [listPaymentMethods]);
  const [addresses, retryAddresses] = useLoad(() => listAddresses({ memberId }), [listAddresses, memberId]);
  const instrument = instruments.status === 'ok' ? instruments.value.find((i) => i.paymentInstrumentId === id) : undefined;
  const failed = instruments.status === 'error' ? instruments : addresses.status === 'error' ? addresses : undefined;
  const ready = instruments.status === 'ok' && addresses.status === 'ok';

  return (
    <AccountShell title="Edit credit or debit card" narrow back={PAYMENT_METHODS_BACK}>
      <div className="stack">
        {arrival.notice && <Notice tone="success">{arrival.notice}</Notice>}
        {failed && (
          <div className="stack">
            <Notice tone="error">{failed.message}</Notice>
            <button type="button" className="btn btn--secondary" onClick={() => { retryInstruments(); retryAddresses(); }}>Try again</button>
          </div>
        )}
        {!failed && !ready && <p className="muted" role="status">Loading your payment method…</p>}
        {ready && instrument === undefined && (
          <div className="stack">
            <Notice tone="info">{PaymentMessages.paymentMethodNotFound}</Notice>
            <p><Link to={PaymentPaths.home}>Back to payment methods</Link></p>
          </div>
        )}
        {ready && instrument !== undefined && (
          <EditForm key={instrument.paymentInstrumentId} instrument={instrument} addresses={addresses.value} preferredAddressId={params.get('addressId') ?? undefined} />
        )}
      </div>
    </AccountShell>
  );
}
