import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AccountCodes, accountFieldErrors } from '@crema/domain/account';
import { useCapability } from '../../../app/capabilities';
import { useService } from '../../../app/services';
import { T } from '../../../app/tokens';
import { useAsyncAction } from '../../../app/useAsyncAction';
import { Notice } from '../../../ui/Notice';
import { SubmitButton } from '../../../ui/SubmitButton';
import { focusFirstError } from '../../../ui/focus-first-error';
import { AccountShell } from '../../../ui/AccountShell';
import { CodeField } from '../common/CodeField';
import { DemoCodeHint } from '../common/DemoCodeHint';
import { AccountTokens } from '../tokens';
import { SETTINGS_BACK } from './back';
import { EDIT_EMAIL_PATH, pendingEmailChangeOf } from './email-flow';

/** Failures after which this code can no longer work: the member needs a new one. */
const NEEDS_NEW_CODE: readonly string[] = [AccountCodes.CODE_EXPIRED, AccountCodes.CODE_TOO_MANY_ATTEMPTS, AccountCodes.CODE_NOT_REQUESTED];

/** /account/settings/edit-email/enter-code: the code sent to the new address confirms the change. */
export default function EnterEmailCodePage() {
  useCapability('account');
  const uc = useService(AccountTokens.UseCases);
  const pending = pendingEmailChangeOf(useLocation().state);
  const [code, setCode] = useState('');
  const [state, confirm] = useAsyncAction(uc.confirmEmailChange);
  const input = useRef<HTMLFormElement>(null);

  const session = useService(T.Session);
  useEffect(() => {
    if (state.status === 'error') focusFirstError(input.current, input.current?.querySelector('input'));
    if (state.status === 'ok') session.refreshProfile({ email: state.value.value.email });
  }, [state, session]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm(code);
  };

  if (state.status === 'ok') {
    return (
      <AccountShell title="Enter your code" back={SETTINGS_BACK}>
        <div className="card stack acct-narrow">
          <Notice tone="success">{state.value.message}</Notice>
          <p>
            Use <strong className="acct-break">{state.value.value.email}</strong> the next time you sign in.
          </p>
          <div className="acct-actions">
            <Link className="btn" to="/account/settings">Back to settings</Link>
          </div>
        </div>
      </AccountShell>
    );
  }

  const error = state.status === 'error' ? (accountFieldErrors(state.error)['code'] ?? state.message) : undefined;
  const needsNewCode = state.status === 'error' && NEEDS_NEW_CODE.includes(state.error.code);
  return (
    <AccountShell title="Enter your code" back={{ to: EDIT_EMAIL_PATH, label: 'Change e-mail' }}>
      <form ref={input} className="card stack acct-narrow" onSubmit={submit} noValidate>
        {pending ? (
          <p role="status">{pending.message}</p>
        ) : (
          <p>Enter the 6-digit code we sent to your new e-mail address.</p>
        )}
        {pending && <DemoCodeHint target={pending.target} />}
        <CodeField value={code} onChange={setCode} error={error} />
        {needsNewCode && (
          <p>
            <Link to={EDIT_EMAIL_PATH} state={pending}>Request a new code</Link>
          </p>
        )}
        <div className="acct-actions">
          <SubmitButton busy={state.status === 'loading'} busyLabel="Checking…">Confirm</SubmitButton>
          {!needsNewCode && (
            <Link className="acct-link-btn" to={EDIT_EMAIL_PATH} state={pending}>
              Send a new code
            </Link>
          )}
        </div>
      </form>
    </AccountShell>
  );
}
