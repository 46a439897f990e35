import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isMember, safeReturnTo } from '@crema/domain';
import { useService } from '../../app/services';
import { T } from '../../app/tokens';
import { Page } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { Notice } from '../../ui/Notice';
import { useFocusFirstErrorOn } from '../../ui/focus-first-error';
import { useAsyncAction } from '../../app/useAsyncAction';
import { bindText } from '../../ui/bind-text';
import { AccountPaths } from '../../app/paths';
import './password-reset.css';

export default function SignInPage() {
  const session = useService(T.Session);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [state, signIn] = useAsyncAction(session.signIn);

  useEffect(() => {
    if (state.status === 'ok') navigate(returnTo, { replace: true });
  }, [state, navigate, returnTo]);
  useEffect(() => {
    if (isMember(session.current())) navigate(returnTo, { replace: true });
  }, [session, navigate, returnTo]);

  // A refused submit: focus goes to the first field in error, else to the message (the button was disabled meanwhile).
  const formRef = useFocusFirstErrorOn(state);
  const fields = state.status === 'error' ? (state.error.context?.['fields'] as Record<string, string> | undefined) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn({ email, password });
  };
  return (
    <Page title="Sign in" heading="Sign in to Crema" narrow>
      <form ref={formRef} className="card stack" onSubmit={submit} noValidate aria-describedby={state.status === 'error' && !fields ? 'signin-error' : undefined}>
        {state.status === 'error' && !fields && <div id="signin-error"><Notice tone="error">{state.message}</Notice></div>}
        <TextField label="E-mail" type="email" autoComplete="username" {...bindText(email, setEmail)} error={fields?.['email']} />
        <TextField label="Password" type="password" autoComplete="current-password" {...bindText(password, setPassword)} error={fields?.['password']} />
        <p className="signin-forgot">
          <Link to={AccountPaths.forgotPassword}>Forgot password?</Link>
        </p>
        <button className="btn btn--block" type="submit" disabled={state.status === 'loading'}>
          {state.status === 'loading' ? 'Signing in…' : 'Sign in'}
        </button>
        <p className="muted">
          New to Crema? <Link to={`/join?returnTo=${encodeURIComponent(returnTo)}`}>Join now</Link>
        </p>
      </form>
    </Page>
  );
}
