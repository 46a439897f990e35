import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnTo } from '@crema/domain';
import { useService } from '../../app/services';
import { T } from '../../app/tokens';
import { Page } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { Notice } from '../../ui/Notice';
import { useFocusFirstErrorOn } from '../../ui/focus-first-error';
import { useAsyncAction } from '../../app/useAsyncAction';
import { bindText } from '../../ui/bind-text';

/** Multi-factor re-authentication before sensitive settings (password, multi-factor phone). */
export default function VerifyPage() {
  const session = useService(T.Session);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'), '/account/settings');
  const [password, setPassword] = useState('');
  const [state, verify] = useAsyncAction(session.reauthenticate);
  useEffect(() => {
    if (state.status === 'ok') navigate(returnTo, { replace: true });
  }, [state, navigate, returnTo]);
  // A refused submit: focus goes to the first field in error, else to the message (the button was disabled meanwhile).
  const formRef = useFocusFirstErrorOn(state);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    verify(password);
  };
  return (
    <Page title="Confirm it's you" narrow>
      <p className="muted">For your security, enter your password again to continue.</p>
      <form ref={formRef} className="card stack" onSubmit={submit} noValidate>
        {state.status === 'error' && <Notice tone="error">{state.message}</Notice>}
        <TextField label="Password" type="password" autoComplete="current-password" {...bindText(password, setPassword)} />
        <button className="btn btn--block" type="submit" disabled={state.status === 'loading'}>Continue</button>
      </form>
    </Page>
  );
}
