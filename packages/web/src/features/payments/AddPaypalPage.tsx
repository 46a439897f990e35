// /account/payment-method/add/paypal: a simulated PayPal link (the embedded fake has no PayPal to visit):
// the member names the PayPal account that approves the link. Offered only where the flags allow PayPal.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fieldErrorsOf, isPaypalAllowed, PaymentMessages } from '@crema/domain/payments';
import { PaymentPaths } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { T } from '../../app/tokens';
import { useSession } from '../../app/useSession';
import { Notice } from '../../ui/Notice';
import { AccountShell } from '../../ui/AccountShell';
import { PAYMENT_METHODS_BACK } from './back';
import { TextField } from '../../ui/TextField';
import { SubmitButton } from '../../ui/SubmitButton';
import { MakeDefaultCheck } from './MakeDefaultCheck';
import { useFocusFirstErrorOn } from '../../ui/focus-first-error';
import { useOnOk } from '../shared/hooks';
import { useAsyncAction } from '../../app/useAsyncAction';
import { PaymentTokens } from '../../app/capability-tokens/payments';
import './payments.css';
import { bindText } from '../../ui/bind-text';

export default function AddPaypalPage() {
  useCapability('payments');
  const session = useSession();
  const config = useService(T.Config);
  const addPaypal = useService(PaymentTokens.AddPaypal);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [nickname, setNickname] = useState('');
  const [makeDefault, setMakeDefault] = useState(false);
  const [state, link] = useAsyncAction(addPaypal);
  useOnOk(state, (v) => navigate(PaymentPaths.home, { state: { notice: v.message } }));
  const allowed = isPaypalAllowed(session, config) && config.newPaymentOptionEnabled.paypal;
  const errors = state.status === 'error' ? fieldErrorsOf(state.error) : {};
  const busy = state.status === 'loading';

  const formRef = useFocusFirstErrorOn(state);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) link({ accountEmail: email, nickname, makeDefault });
  };

  return (
    <AccountShell title="Add PayPal" narrow back={PAYMENT_METHODS_BACK}>
      {!allowed ? (
        <div className="stack">
          <Notice tone="info">{PaymentMessages.paypalUnavailable}</Notice>
          <Link className="btn" to={PaymentPaths.addCreditCard}>Add a credit or debit card</Link>
        </div>
      ) : (
        <form ref={formRef} className="card stack pm-form" onSubmit={submit} noValidate>
          <p className="muted">
            Approve Crema in PayPal to pay with your PayPal balance or linked bank. In this demo the approval is simulated: enter the e-mail
            address of your PayPal account.
          </p>
          {state.status === 'error' && <Notice tone="error">{state.message}</Notice>}
          <TextField label="PayPal e-mail" type="email" autoComplete="email" {...bindText(email, setEmail)} error={errors['accountEmail']} />
          <TextField label="Nickname (optional)" {...bindText(nickname, setNickname)} error={errors['nickname']} />
          <MakeDefaultCheck checked={makeDefault} onChange={setMakeDefault} />
          <SubmitButton className="btn btn--block btn--paypal" busy={busy} busyLabel="Linking…">Link PayPal</SubmitButton>
        </form>
      )}
    </AccountShell>
  );
}
