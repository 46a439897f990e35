import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { accountFieldErrors, codeFlowReducer, initialCodeFlow } from '@crema/domain/account';
import { useCapability } from '../../../app/capabilities';
import { useService } from '../../../app/services';
import { useAsyncAction } from '../../../app/useAsyncAction';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { SubmitButton } from '../../../ui/SubmitButton';
import { focusFirstError } from '../../../ui/focus-first-error';
import { AccountShell } from '../../../ui/AccountShell';
import { CodeField } from '../common/CodeField';
import { DemoCodeHint } from '../common/DemoCodeHint';
import { LoadingBlock } from '../../../ui/states';
import { useLoad } from '../../../app/useObservable';
import { AccountTokens } from '../tokens';
import { SETTINGS_BACK } from './back';
import { bindText } from '../../../ui/bind-text';

const MFA_PATH = '/account/settings/mfa';

/** The phone step then the code step of the multi-factor phone (the domain's code-flow state machine). */
const PhoneCodeFlow = ({ mode }: { mode: 'add' | 'edit' }) => {
  const uc = useService(AccountTokens.UseCases);
  const [flow, dispatch] = useReducer(codeFlowReducer, initialCodeFlow);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentMessage, setSentMessage] = useState('');
  const [sendState, send] = useAsyncAction(uc.requestMfaCode);
  const [confirmState, confirm] = useAsyncAction(uc.confirmMfaPhone);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (sendState.status === 'ok') {
      setSentMessage(sendState.value.message);
      dispatch({ type: 'codeSent', target: sendState.value.value.target, expiresAt: sendState.value.value.expiresAt });
    }
    if (sendState.status === 'error') {
      dispatch({ type: 'targetRejected', message: accountFieldErrors(sendState.error)['phoneNumber'] ?? sendState.message });
    }
  }, [sendState]);
  useEffect(() => {
    if (confirmState.status === 'ok') dispatch({ type: 'codeAccepted' });
    if (confirmState.status === 'error') {
      dispatch({ type: 'codeRejected', message: accountFieldErrors(confirmState.error)['code'] ?? confirmState.message });
    }
  }, [confirmState]);
  // After the first answer, each step starts on its field and a rejected entry puts focus back on it.
  const answered = useRef(false);
  useEffect(() => {
    if (!answered.current) {
      answered.current = true;
      return;
    }
    if (!flow.pending) focusFirstError(form.current, form.current?.querySelector<HTMLInputElement>('input'));
  }, [flow.step, flow.pending, flow.targetError, flow.codeError]);

  /** A step's submit: the flow hears it, then its request goes. */
  const submitting = (type: 'targetSubmitted' | 'codeSubmitted', request: () => void) => (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type });
    request();
  };

  if (flow.step === 'done') {
    return (
      <div className="card stack acct-narrow">
        <Notice tone="success">{confirmState.status === 'ok' ? confirmState.value.message : 'Saved'}</Notice>
        <p>
          We'll text verification codes to <strong>{flow.target}</strong>.
        </p>
        <div className="acct-actions">
          <Link className="btn" to={MFA_PATH}>Back to two-step verification</Link>
        </div>
      </div>
    );
  }

  if (flow.step === 'enterCode') {
    return (
      <form ref={form} className="card stack acct-narrow" onSubmit={submitting('codeSubmitted', () => confirm(code))} noValidate>
        <p role="status">{sentMessage}</p>
        {flow.target && <DemoCodeHint target={flow.target} />}
        <CodeField value={code} onChange={setCode} error={flow.codeError} />
        <div className="acct-actions">
          <SubmitButton busy={flow.pending} busyLabel="Checking…">Verify</SubmitButton>
          <button
            type="button"
            className="acct-link-btn"
            onClick={() => {
              setCode('');
              dispatch({ type: 'restart' });
            }}
          >
            Use a different number or get a new code
          </button>
        </div>
      </form>
    );
  }

  return (
    <form ref={form} className="card stack acct-narrow" onSubmit={submitting('targetSubmitted', () => send(phone))} noValidate>
      <TextField
        label={mode === 'add' ? 'Mobile phone number' : 'New mobile phone number'}
        type="tel"
        autoComplete="tel-national"
        hint="We'll text a 6-digit code to this number. 10 digits, like 206-555-0142."
        {...bindText(phone, setPhone)}
        error={flow.targetError}
      />
      <div className="acct-actions">
        <SubmitButton busy={flow.pending} busyLabel="Sending…">Send code</SubmitButton>
      </div>
    </form>
  );
};

const CurrentPhone = () => {
  const uc = useService(AccountTokens.UseCases);
  const [state] = useLoad(() => uc.loadMfaPhone(), [uc.loadMfaPhone]);
  if (state.status === 'loading' || state.status === 'idle') return <LoadingBlock label="Loading your verification phone" />;
  if (state.status === 'error' || !state.value.phoneNumber) return null;
  return (
    <p className="acct-intro">
      Codes now go to <strong>{state.value.phoneNumber}</strong>.
    </p>
  );
};

/** /account/settings/mfa/add-phone-number and /edit-phone-number: phone, then the texted code. */
export const MfaPhonePage = ({ mode }: { mode: 'add' | 'edit' }) => {
  useCapability('account');
  return (
    <AccountShell
      title={mode === 'add' ? 'Add a phone number' : 'Edit phone number'}
      back={mode === 'edit' ? { to: MFA_PATH, label: 'Two-step verification' } : SETTINGS_BACK}
    >
      {mode === 'edit' && <CurrentPhone />}
      <PhoneCodeFlow mode={mode} />
    </AccountShell>
  );
};

/**
 * Adding a phone when one is already on file would swap it without the fresh multi-factor step that
 * /edit-phone-number requires (spec section 6): such a visit goes to the edit page and its guard.
 */
const AddOrEditPhone = () => {
  const uc = useService(AccountTokens.UseCases);
  const [state] = useLoad(() => uc.loadMfaPhone(), [uc.loadMfaPhone]);
  if (state.status === 'loading' || state.status === 'idle') return <LoadingBlock label="Loading your verification phone" />;
  if (state.status === 'ok' && state.value.phoneNumber) return <Navigate to={`${MFA_PATH}/edit-phone-number`} replace />;
  return <MfaPhonePage mode="add" />;
};

export function AddPhonePage() {
  useCapability('account');
  return <AddOrEditPhone />;
}

export function EditPhonePage() {
  return <MfaPhonePage mode="edit" />;
}
