import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { accountFieldErrors, type CommunicationPreferences } from '@crema/domain/account';
import { useService } from '../../../app/services';
import { useAsyncAction } from '../../../app/useAsyncAction';
import { Notice } from '../../../ui/Notice';
import { focusFirstError } from '../../../ui/focus-first-error';
import { SubmitButton } from '../../../ui/SubmitButton';
import { AccountTokens } from '../tokens';
import { LoadedAccountPage } from '../common/LoadedAccountPage';
import { SETTINGS_BACK } from './back';

type Key = keyof CommunicationPreferences;

const TOGGLES: readonly { key: Key; label: string; description: string }[] = [
  { key: 'emailOffers', label: 'E-mail offers', description: 'News, offers and Star promotions in your inbox.' },
  { key: 'push', label: 'Notifications', description: 'Order updates and offers as notifications from Crema.' },
  { key: 'sms', label: 'Text messages', description: 'Offers by text message to the mobile number in your personal info.' },
];

const Toggle = ({ label, description, checked, onChange, error }: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string | undefined;
}) => {
  const id = useId();
  return (
    <div className="toggle-row">
      <div className="toggle-row__text">
        <label htmlFor={id} className="toggle-row__label">{label}</label>
        <span id={`${id}-desc`} className="toggle-row__desc">{description}</span>
        {error && <span id={`${id}-error`} className="field-error">{error}</span>}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={error ? `${id}-desc ${id}-error` : `${id}-desc`}
        aria-invalid={error ? true : undefined}
      />
    </div>
  );
};

const PreferencesForm = ({ initial }: { initial: CommunicationPreferences }) => {
  const uc = useService(AccountTokens.UseCases);
  const [prefs, setPrefs] = useState(initial);
  const [state, save] = useAsyncAction(uc.savePreferences);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.status === 'ok') setPrefs(state.value.value);
    if (state.status === 'error') focusFirstError(ref.current);
  }, [state]);
  const fields = state.status === 'error' ? accountFieldErrors(state.error) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save(prefs);
  };
  return (
    <form ref={ref} className="card stack acct-narrow" onSubmit={submit} noValidate>
      {state.status === 'error' && fields['sms'] === undefined && <Notice tone="error">{state.message}</Notice>}
      {state.status === 'ok' && <Notice tone="success">{state.value.message}</Notice>}
      <fieldset className="acct-plain-fieldset">
        <legend>How we keep in touch</legend>
        {TOGGLES.map((t) => (
          <Toggle
            key={t.key}
            label={t.label}
            description={t.description}
            checked={prefs[t.key]}
            onChange={(v) => setPrefs((p) => ({ ...p, [t.key]: v }))}
            error={fields[t.key]}
          />
        ))}
      </fieldset>
      {fields['sms'] !== undefined && (
        <p className="muted">
          <Link to="/account/personal">Add a mobile number in Personal info</Link>
        </p>
      )}
      <div className="acct-actions">
        <SubmitButton busy={state.status === 'loading'} busyLabel="Saving…">Save preferences</SubmitButton>
      </div>
    </form>
  );
};

/** /account/settings/communication-preferences: e-mail, notification and text-message toggles. */
export default function CommunicationPreferencesPage() {
  return (
    <LoadedAccountPage title="Communication preferences" back={SETTINGS_BACK} load="loadPreferences" what="your preferences">
      {(prefs) => <PreferencesForm initial={prefs} />}
    </LoadedAccountPage>
  );
}
