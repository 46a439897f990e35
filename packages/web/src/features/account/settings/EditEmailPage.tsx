import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { accountFieldErrors } from '@crema/domain/account';
import { useCapability } from '../../../app/capabilities';
import { useService } from '../../../app/services';
import { useAsyncAction } from '../../../app/useAsyncAction';
import { TextField } from '../../../ui/TextField';
import { SubmitButton } from '../../../ui/SubmitButton';
import { useFocusFirstErrorOn } from '../../../ui/focus-first-error';
import { AccountShell } from '../../../ui/AccountShell';
import { LoadError, LoadingBlock } from '../../../ui/states';
import { useLoad } from '../../../app/useObservable';
import { AccountTokens } from '../tokens';
import { SETTINGS_BACK } from './back';
import { ENTER_CODE_PATH, pendingEmailChangeOf, type PendingEmailChange } from './email-flow';
import { bindText } from '../../../ui/bind-text';

/** /account/settings/edit-email: the new address gets a 6-digit code, entered on the next page. */
export default function EditEmailPage() {
  useCapability('account');
  const uc = useService(AccountTokens.UseCases);
  const navigate = useNavigate();
  const [current, reload] = useLoad(() => uc.loadPersonal(), [uc.loadPersonal]);
  // 'Send a new code' comes back here with the address the last code went to.
  const previous = pendingEmailChangeOf(useLocation().state);
  const [email, setEmail] = useState(previous?.target ?? '');
  const [state, request] = useAsyncAction(uc.requestEmailChange);

  useEffect(() => {
    if (state.status !== 'ok') return;
    const pending: PendingEmailChange = { target: state.value.value.target, expiresAt: state.value.value.expiresAt, message: state.value.message };
    navigate(ENTER_CODE_PATH, { state: pending });
  }, [state, navigate]);

  const formRef = useFocusFirstErrorOn(state);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    request(email);
  };
  // Every failure of the request is about the address typed (invalid, unchanged, taken) or shown there.
  const error = state.status === 'error' ? (accountFieldErrors(state.error)['email'] ?? state.message) : undefined;

  return (
    <AccountShell title="Change e-mail" back={SETTINGS_BACK}>
      <div className="card stack acct-narrow">
        {current.status === 'ok' && (
          <p>
            You sign in with <strong className="acct-break">{current.value.email}</strong>.
          </p>
        )}
        {current.status === 'error' && <LoadError message={current.message} retry={reload} />}
        {(current.status === 'loading' || current.status === 'idle') && <LoadingBlock label="Loading your e-mail address" />}
        <form ref={formRef} className="stack" onSubmit={submit} noValidate>
          <TextField
            label="New e-mail address"
            type="email"
            autoComplete="email"
            hint="We'll send a 6-digit code to this address to make sure it's yours."
            {...bindText(email, setEmail)}
            error={error}
          />
          <div className="acct-actions">
            <SubmitButton busy={state.status === 'loading'} busyLabel="Sending…">Send code</SubmitButton>
          </div>
        </form>
      </div>
    </AccountShell>
  );
}
