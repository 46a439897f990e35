// /account/reset-password#token=... (ours, issue #27): the page a reset e-mail's link opens. The token rides in the
// fragment, which never reaches a server or a Referer; the domain's reset flow checks it, sets the password with it
// and says every outcome. A link that no longer works leads to asking for a new one.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PASSWORD_MAX, PASSWORD_POLICY_TEXT } from '@crema/domain/auth';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { T } from '../../app/tokens';
import { useObservable } from '../../app/useObservable';
import { AccountPaths, AuthPaths } from '../../app/paths';
import { Page } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { Notice } from '../../ui/Notice';
import { SubmitButton } from '../../ui/SubmitButton';
import { focusFirstError } from '../../ui/focus-first-error';
import { bindText } from '../../ui/bind-text';
import { PasswordResetTokens } from './tokens';
import './password-reset.css';

/** The token of a link's fragment (#token=...), if it has one. */
const tokenOfFragment = (hash: string): string | undefined => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? undefined;

export default function ResetPasswordPage() {
  useCapability('passwordReset');
  const flows = useService(PasswordResetTokens.Flows);
  const session = useService(T.Session);
  const { hash } = useLocation();
  const token = tokenOfFragment(hash);
  const flow = useMemo(() => flows.reset(token), [flows, token]);
  useEffect(() => () => flow.dispose(), [flow]);
  const state = useObservable(flow.state$, flow.current());
  const [password, setPassword] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'invalid' || state.status === 'failed') focusFirstError(formRef.current);
    if (state.status === 'done' || state.status === 'linkInvalid') answerRef.current?.focus();
  }, [state]);
  // The server ended every session of the member: this device follows (a member signed in here is now signed out).
  useEffect(() => {
    if (state.status !== 'done') return;
    const sub = session.verify().subscribe();
    return () => sub.unsubscribe();
  }, [state.status, session]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    flow.reset(password);
  };

  if (state.status === 'linkInvalid') {
    return (
      <Page title="Reset link not valid" narrow>
        <div ref={answerRef} tabIndex={-1} className="card stack reset-answer">
          <Notice tone="error">{state.message}</Notice>
          <div className="reset-actions">
            <Link className="btn" to={AccountPaths.forgotPassword}>Ask for a new link</Link>
          </div>
        </div>
      </Page>
    );
  }
  if (state.status === 'done') {
    return (
      <Page title="Password changed" narrow>
        <div ref={answerRef} tabIndex={-1} className="card stack reset-answer">
          <Notice tone="success">{state.message}</Notice>
          <div className="reset-actions">
            <Link className="btn" to={AuthPaths.signIn}>Sign in</Link>
          </div>
        </div>
      </Page>
    );
  }
  return (
    <Page title="Choose a new password" narrow>
      <form ref={formRef} className="card stack" onSubmit={submit} noValidate>
        <p className="muted">This link works once. Choosing a new password signs you out on every device.</p>
        {state.status === 'failed' && <Notice tone="error">{state.message}</Notice>}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          hint={PASSWORD_POLICY_TEXT}
          {...bindText(password, setPassword)}
          error={state.status === 'invalid' ? state.fields.password : undefined}
        />
        <SubmitButton className="btn btn--block" busy={state.status === 'saving'} busyLabel="Saving…">Set new password</SubmitButton>
      </form>
    </Page>
  );
}
