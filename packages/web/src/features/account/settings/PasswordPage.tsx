import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AccountCodes, accountFieldErrors, isGenericPasswordError } from '@crema/domain/account';
import { PASSWORD_MAX, PASSWORD_POLICY_TEXT } from '@crema/domain/auth';
import { useCapability } from '../../../app/capabilities';
import { useService } from '../../../app/services';
import { useAsyncAction } from '../../../app/useAsyncAction';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { SubmitButton } from '../../../ui/SubmitButton';
import { AccountShell } from '../../../ui/AccountShell';
import { focusFirstError } from '../../../ui/focus-first-error';
import { AccountTokens } from '../tokens';
import { SETTINGS_BACK } from './back';
import { bindText } from '../../../ui/bind-text';

/** /account/settings/password (behind multi-factor re-authentication): current and new password. */
export default function PasswordPage() {
  useCapability('account');
  const uc = useService(AccountTokens.UseCases);
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [state, change] = useAsyncAction(uc.changePassword);
  const ref = useRef<HTMLFormElement>(null);

  const error = state.status === 'error' ? state.error : undefined;
  const fields = error ? accountFieldErrors(error) : {};
  const currentError = error?.code === AccountCodes.CURRENT_PASSWORD_WRONG && state.status === 'error' ? state.message : fields['currentPassword'];
  /** The spec's generic error flag: any failure that is not about one of the fields. */
  const generic = error !== undefined && isGenericPasswordError(error) && state.status === 'error' ? state.message : undefined;

  useEffect(() => {
    if (state.status === 'ok') {
      setCurrent('');
      setNew('');
    }
    if (state.status === 'error') focusFirstError(ref.current);
  }, [state]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    change({ currentPassword, newPassword });
  };

  return (
    <AccountShell title="Change password" back={SETTINGS_BACK}>
      <form ref={ref} className="card stack acct-narrow" onSubmit={submit} noValidate>
        {generic && <Notice tone="error">{generic}</Notice>}
        {state.status === 'ok' && (
          <Notice tone="success">
            {state.value.message}. Use it the next time you sign in.
          </Notice>
        )}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...bindText(currentPassword, setCurrent)}
          error={currentError}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          hint={PASSWORD_POLICY_TEXT}
          {...bindText(newPassword, setNew)}
          error={fields['newPassword']}
        />
        <div className="acct-actions">
          <SubmitButton busy={state.status === 'loading'} busyLabel="Changing…">Change password</SubmitButton>
          <Link className="acct-link-btn" to="/account/settings">Cancel</Link>
        </div>
      </form>
    </AccountShell>
  );
}
