// /account/payment-method/add/billing-address. A member saves the address and goes on to the credit-card
// add page (or the edit page of the card it came from: the domain's returnTo), with the spec's notice.
// Not guarded: a guest in the gift flow gets a single-use address token and goes on to the guest card page.
import { useSearchParams, useNavigate } from 'react-router-dom';
import { isMember } from '@crema/domain';
import { fieldErrorsOf, type CardFormTarget } from '@crema/domain/payments';
import { cardFormPath, PaymentPaths } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useSession } from '../../app/useSession';
import { Notice } from '../../ui/Notice';
import { AccountShell } from '../../ui/AccountShell';
import { PAYMENT_METHODS_BACK } from './back';
import { useOnOk } from '../shared/hooks';
import { useAsyncAction } from '../../app/useAsyncAction';
import { BillingAddressForm } from './BillingAddressForm';
import { PaymentTokens } from '../../app/capability-tokens/payments';
import './payments.css';

const MemberAddressForm = ({ returnTo }: { returnTo: CardFormTarget }) => {
  const saveBillingAddress = useService(PaymentTokens.SaveBillingAddress);
  const navigate = useNavigate();
  const [state, save] = useAsyncAction(saveBillingAddress);
  useOnOk(state, (v) => navigate(cardFormPath(v.returnTo, v.address.addressId), { state: { notice: v.message } }));
  const errors = state.status === 'error' ? fieldErrorsOf(state.error) : {};
  return (
    <BillingAddressForm errors={errors} busy={state.status === 'loading'} submitLabel="Save address" busyLabel="Saving…" onSubmit={(address) => save({ address, returnTo })}>
      {state.status === 'error' && <Notice tone="error">{state.message}</Notice>}
    </BillingAddressForm>
  );
};

const GuestAddressForm = () => {
  const addSingleUse = useService(PaymentTokens.AddSingleUseBillingAddress);
  const navigate = useNavigate();
  const [state, add] = useAsyncAction(addSingleUse);
  useOnOk(state, (v) =>
    navigate(`${PaymentPaths.guestGiftCreditCard}?addressToken=${encodeURIComponent(v.addressToken)}`, { state: { addressToken: v.addressToken } }),
  );
  const errors = state.status === 'error' ? fieldErrorsOf(state.error) : {};
  return (
    <BillingAddressForm errors={errors} busy={state.status === 'loading'} submitLabel="Continue" busyLabel="Checking address…" onSubmit={(address) => add(address)}>
      {state.status === 'error' && <Notice tone="error">{state.message}</Notice>}
    </BillingAddressForm>
  );
};

export default function AddBillingAddressPage() {
  useCapability('payments');
  const session = useSession();
  const [params] = useSearchParams();
  const editing = params.get('paymentInstrumentId');
  const returnTo: CardFormTarget = editing ? { kind: 'editCard', paymentInstrumentId: editing } : { kind: 'addCard' };
  return (
    <AccountShell title="Add billing address" narrow {...(isMember(session) ? { back: PAYMENT_METHODS_BACK } : {})}>
      {isMember(session) ? (
        <>
          <p className="muted">The address your card statement goes to.</p>
          <MemberAddressForm returnTo={returnTo} />
        </>
      ) : (
        <>
          <p className="muted">The address your card statement goes to. It is used for this purchase only and not saved.</p>
          <GuestAddressForm />
        </>
      )}
    </AccountShell>
  );
}
