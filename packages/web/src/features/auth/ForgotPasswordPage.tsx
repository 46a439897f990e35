// /account/forgot-password (ours, issue #27): the address of the account, then the one answer every address gets.
// The domain's forgot-password flow holds the rule and the words; this page renders its states.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { EMAIL_MAX } from '@crema/domain/auth';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useObservable } from '../../app/useObservable';
import { AuthPaths, resetPasswordLink } from '../../app/paths';
import { Page } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { Notice } from '../../ui/Notice';
import { SubmitButton } from '../../ui/SubmitButton';
import { focusFirstError } from '../../ui/focus-first-error';
import { bindText } from '../../ui/bind-text';
import { PasswordResetTokens } from './tokens';
import './password-reset.css';

/** Demo only: the link the fake server "e-mailed" to `email`, since nothing leaves the demo. Nothing on a real server. */
const DemoResetLink = ({ email }: { email: string }) => {
  const inbox = useService(PasswordResetTokens.DemoInbox);
  const token = inbox?.latestResetToken(email.trim());
  if (token === undefined) return null;
  return (
    <p className="reset-demo" role="note">
      <strong>Demo:</strong> no e-mail is really sent here. <Link to={resetPasswordLink(token)}>Open the reset link</Link>
    </p>
  );
};

export default function ForgotPasswordPage() {
  useCapability('passwordReset');
  const flows = useService(PasswordResetTokens.Flows);
  const flow = useMemo(() => flows.forgot(), [flows]);
  useEffect(() => () => flow.dispose(), [flow]);
  const state = useObservable(flow.state$, flow.current());
  const [email, setEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);

  // A refusal puts the focus on the field (or the message); the answer takes the focus when it replaces the form.
  useEffect(() => {
    if (state.status === 'invalid' || state.status === 'failed') focusFirstError(formRef.current);
    if (state.status === 'sent') answerRef.current?.focus();
  }, [state]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    flow.request(email);
  };

  return (
    <Page title="Forgot your password?" narrow>
      {state.status === 'sent' ? (
        <div ref={answerRef} tabIndex={-1} className="card stack reset-answer">
          <Notice tone="success">{state.message}</Notice>
          <p className="muted">Open the link on this device or another. No e-mail after a few minutes? Check your spam folder, or send another link.</p>
          <DemoResetLink email={email} />
          <div className="reset-actions">
            <Link className="btn" to={AuthPaths.signIn}>Back to sign in</Link>
            <button className="btn btn--secondary" type="button" onClick={flow.again}>Send another link</button>
          </div>
        </div>
      ) : (
        <form ref={formRef} className="card stack" onSubmit={submit} noValidate>
          <p className="muted">Enter the e-mail address of your Crema account, and we will send you a link to choose a new password.</p>
          {state.status === 'failed' && <Notice tone="error">{state.message}</Notice>}
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            {...bindText(email, setEmail)}
            error={state.status === 'invalid' ? state.fields.email : undefined}
          />
          <SubmitButton className="btn btn--block" busy={state.status === 'sending'} busyLabel="Sending…">Send reset link</SubmitButton>
          <p className="muted">
            Remembered it? <Link to={AuthPaths.signIn}>Sign in</Link>
          </p>
        </form>
      )}
    </Page>
  );
}
