// /account/payment-method/edit/billing-address?addressId=…[&paymentInstrumentId=…]: edits a saved billing
// address, then goes on to the card's edit page (or the add page: the domain's returnTo).
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { fieldErrorsOf, PaymentMessages, type Address, type CardFormTarget } from '@crema/domain/payments';
import { cardFormPath, PaymentPaths } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useMemberId } from '../../app/useSession';
import { Notice } from '../../ui/Notice';
import { AccountShell } from '../../ui/AccountShell';
import { PAYMENT_METHODS_BACK } from './back';
import { useOnOk } from '../shared/hooks';
import { useLoad } from '../../app/useObservable';
import { useAsyncAction } from '../../app/useAsyncAction';
import { BillingAddressForm } from './BillingAddressForm';
import { PaymentTokens } from '../../app/capability-tokens/payments';
import './payments.css';

const EditForm = ({ address, returnTo }: { address: Address; returnTo: CardFormTarget }) => {
  const saveBillingAddress = useService(PaymentTokens.SaveBillingAddress);
  const navigate = useNavigate();
  const [state, save] = useAsyncAction(saveBillingAddress);
  useOnOk(state, (v) => navigate(cardFormPath(v.returnTo, v.address.addressId), { state: { notice: v.message } }));
  const { addressId: _id, type: _type, ...initial } = address;
  return (
    <BillingAddressForm
      initial={{ ...initial, addressLine2: initial.addressLine2 ?? '' }}
      errors={state.status === 'error' ? fieldErrorsOf(state.error) : {}}
      busy={state.status === 'loading'}
      submitLabel="Save address"
      busyLabel="Saving…"
      onSubmit={(form) => save({ address: form, addressId: address.addressId, returnTo })}
    >
      {state.status === 'error' && <Notice tone="error">{state.message}</Notice>}
    </BillingAddressForm>
  );
};

export default function EditBillingAddressPage() {
  useCapability('payments');
  const memberId = useMemberId();
  const listAddresses = useService(PaymentTokens.ListAddresses);
  const [params] = useSearchParams();
  const addressId = params.get('addressId') ?? '';
  const card = params.get('paymentInstrumentId');
  const returnTo: CardFormTarget = card ? { kind: 'editCard', paymentInstrumentId: card } : { kind: 'addCard' };
  const [addresses, retry] = useLoad(() => listAddresses({ memberId }), [listAddresses, memberId]);
  const address = addresses.status === 'ok' ? addresses.value.find((a) => a.addressId === addressId) : undefined;

  return (
    <AccountShell title="Edit billing address" narrow back={PAYMENT_METHODS_BACK}>
      {(addresses.status === 'idle' || addresses.status === 'loading') && <p className="muted" role="status">Loading your addresses…</p>}
      {addresses.status === 'error' && (
        <div className="stack">
          <Notice tone="error">{addresses.message}</Notice>
          <button type="button" className="btn btn--secondary" onClick={retry}>Try again</button>
        </div>
      )}
      {addresses.status === 'ok' && address === undefined && (
        <div className="stack">
          <Notice tone="info">{PaymentMessages.addressUnavailable}</Notice>
          <p><Link to={PaymentPaths.home}>Back to payment methods</Link></p>
        </div>
      )}
      {address !== undefined && <EditForm key={address.addressId} address={address} returnTo={returnTo} />}
    </AccountShell>
  );
}
