import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnTo } from '@crema/domain';
import { EMAIL_MAX, MEMBER_NAME_MAX, PASSWORD_MAX, PASSWORD_POLICY_TEXT } from '@crema/domain/auth';
import { useService } from '../../app/services';
import { T } from '../../app/tokens';
import { Page } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { Notice } from '../../ui/Notice';
import { useFocusFirstErrorOn } from '../../ui/focus-first-error';
import { useAsyncAction } from '../../app/useAsyncAction';

export default function JoinPage() {
  const session = useService(T.Session);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [state, register] = useAsyncAction(session.register);
  useEffect(() => {
    if (state.status === 'ok') navigate(returnTo, { replace: true });
  }, [state, navigate, returnTo]);
  const fields = state.status === 'error' ? (state.error.context?.['fields'] as Record<string, string> | undefined) : undefined;
  // A refused submit: focus goes to the first field in error, else to the message (the button was disabled meanwhile).
  const formRef = useFocusFirstErrorOn(state);
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    register(form);
  };
  return (
    <Page title="Join Crema" narrow>
      <p className="muted">Earn Stars on every order, get a birthday treat and order ahead.</p>
      <form ref={formRef} className="card stack" onSubmit={submit} noValidate>
        {state.status === 'error' && !fields && <Notice tone="error">{state.message}</Notice>}
        <TextField label="First name" autoComplete="given-name" maxLength={MEMBER_NAME_MAX} value={form.firstName} onChange={set('firstName')} error={fields?.['firstName']} />
        <TextField label="Last name" autoComplete="family-name" maxLength={MEMBER_NAME_MAX} value={form.lastName} onChange={set('lastName')} error={fields?.['lastName']} />
        <TextField label="E-mail" type="email" autoComplete="email" maxLength={EMAIL_MAX} value={form.email} onChange={set('email')} error={fields?.['email']} />
        <TextField label="Password" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} hint={PASSWORD_POLICY_TEXT} value={form.password} onChange={set('password')} error={fields?.['password']} />
        <button className="btn btn--block" type="submit" disabled={state.status === 'loading'}>
          {state.status === 'loading' ? 'Creating your account…' : 'Create account'}
        </button>
        <p className="muted">Already a member? <Link to={`/signin?returnTo=${encodeURIComponent(returnTo)}`}>Sign in</Link></p>
      </form>
    </Page>
  );
}
