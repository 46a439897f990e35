import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { accountFieldErrors, daysInBirthdayMonth, type PersonalDetails } from '@crema/domain/account';
import { COUNTRY_NAMES, SUBDIVISIONS, SUPPORTED_COUNTRIES, isSupportedCountry } from '@crema/domain/payments';
import { useService } from '../../../app/services';
import { useAsyncAction } from '../../../app/useAsyncAction';
import { T } from '../../../app/tokens';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import { focusFirstError } from '../../../ui/focus-first-error';
import { SubmitButton } from '../../../ui/SubmitButton';
import { AccountTokens } from '../tokens';
import { LoadedAccountPage } from '../common/LoadedAccountPage';
import { formOf, inputOf, type PersonalForm as Form } from './personal-form';

const monthNames = (locale: string): string[] =>
  Array.from({ length: 12 }, (_, i) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, i, 1)));

const PersonalForm = ({ initial }: { initial: PersonalDetails }) => {
  const uc = useService(AccountTokens.UseCases);
  const { locale } = useService(T.Config);
  const [form, setForm] = useState<Form>(() => formOf(initial));
  const [email] = useState(initial.email);
  const [state, save] = useAsyncAction(uc.savePersonal);
  const session = useService(T.Session);
  const ref = useRef<HTMLFormElement>(null);
  const fields = state.status === 'error' ? accountFieldErrors(state.error) : {};

  useEffect(() => {
    if (state.status === 'ok') {
      setForm(formOf(state.value.value));
      session.refreshProfile({ firstName: state.value.value.firstName, lastName: state.value.value.lastName });
    }
    if (state.status === 'error') focusFirstError(ref.current);
  }, [state, session]);

  const set = <K extends keyof Form>(k: K) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save(inputOf(form));
  };
  const country = isSupportedCountry(form.country) ? form.country : 'US';
  const days = daysInBirthdayMonth(Number(form.month)) || 31;
  const months = monthNames(locale);

  return (
    <form ref={ref} className="acct-form stack" onSubmit={submit} noValidate>
      {state.status === 'error' && <Notice tone="error">{state.message}</Notice>}
      {state.status === 'ok' && <Notice tone="success">{state.value.message}</Notice>}

      <section className="card stack" aria-labelledby="personal-name">
        <h2 id="personal-name">Name and contact</h2>
        <div className="acct-grid-2">
          <TextField label="First name" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} error={fields['firstName']} />
          <TextField label="Last name" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} error={fields['lastName']} />
        </div>
        <TextField
          label="Mobile phone number"
          type="tel"
          autoComplete="tel-national"
          hint="Optional. 10 digits, like 206-555-0142."
          value={form.phoneNumber}
          onChange={set('phoneNumber')}
          error={fields['phoneNumber']}
        />
        <div className="acct-readonly">
          <span className="acct-readonly__label">E-mail</span>
          <span className="acct-readonly__value">{email}</span>
          <Link to="/account/settings/edit-email">Change e-mail</Link>
        </div>
      </section>

      <fieldset className="card stack acct-fieldset">
        <legend>Birthday</legend>
        <p className="muted acct-fieldset__hint">Optional. We'll treat you on your birthday.</p>
        <div className="acct-grid-2">
          <SelectField label="Month" value={form.month} onChange={set('month')} invalid={fields['birthday'] !== undefined} describedBy={fields['birthday'] ? 'birthday-error' : undefined}>
            <option value="">Choose a month</option>
            {months.map((m, i) => (
              <option key={m} value={String(i + 1)}>{m}</option>
            ))}
          </SelectField>
          <SelectField label="Day" value={form.day} onChange={set('day')} invalid={fields['birthday'] !== undefined} describedBy={fields['birthday'] ? 'birthday-error' : undefined}>
            <option value="">Choose a day</option>
            {Array.from({ length: days }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>{i + 1}</option>
            ))}
          </SelectField>
        </div>
        {fields['birthday'] && <p id="birthday-error" className="field-error">{fields['birthday']}</p>}
      </fieldset>

      <fieldset className="card stack acct-fieldset">
        <legend>Address</legend>
        <p className="muted acct-fieldset__hint">Optional. Leave every line empty to keep no address on file.</p>
        <TextField label="Street address" autoComplete="address-line1" value={form.addressLine1} onChange={set('addressLine1')} error={fields['addressLine1']} />
        <TextField label="Apartment, suite (optional)" autoComplete="address-line2" value={form.addressLine2} onChange={set('addressLine2')} error={fields['addressLine2']} />
        <TextField label="City" autoComplete="address-level2" value={form.city} onChange={set('city')} error={fields['city']} />
        <div className="acct-grid-2">
          <SelectField label={country === 'CA' ? 'Province or territory' : 'State'} autoComplete="address-level1" value={form.countrySubdivision} onChange={set('countrySubdivision')} error={fields['countrySubdivision']}>
            <option value="">Choose one</option>
            {Object.entries(SUBDIVISIONS[country]).map(([code, name]) => (
              <option key={code} value={code}>{name}</option>
            ))}
          </SelectField>
          <TextField label={country === 'CA' ? 'Postal code' : 'ZIP code'} autoComplete="postal-code" value={form.postalCode} onChange={set('postalCode')} error={fields['postalCode']} />
        </div>
        <SelectField label="Country" autoComplete="country" value={form.country} onChange={set('country')} error={fields['country']}>
          {SUPPORTED_COUNTRIES.map((c) => (
            <option key={c} value={c}>{COUNTRY_NAMES[c]}</option>
          ))}
        </SelectField>
      </fieldset>

      <div className="acct-actions">
        <SubmitButton busy={state.status === 'loading'} busyLabel="Saving…">Save</SubmitButton>
      </div>
    </form>
  );
};

/** /account/personal: name, phone, birthday and address. */
export default function PersonalPage() {
  return (
    <LoadedAccountPage
      title="Personal info"
      load="loadPersonal"
      what="your personal info"
      aside={
        <p className="acct-aside">
          Work at Crema? <Link to="/account/personal/partner">Link your partner number</Link>
        </p>
      }
    >
      {(details) => <PersonalForm initial={details} />}
    </LoadedAccountPage>
  );
}
