// The billing-address form of the add and edit pages (and of a guest's single-use address). Validation,
// normalization and messages are the domain's; this only collects the fields and shows their errors.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { EMPTY_BILLING_ADDRESS, SUBDIVISIONS, SUPPORTED_COUNTRIES, COUNTRY_NAMES, type BillingAddressForm as Form, type SupportedCountry } from '@crema/domain/payments';
import { TextField } from '../../ui/TextField';
import { SubmitButton } from '../../ui/SubmitButton';
import { focusFirstError } from '../../ui/focus-first-error';
import { SelectField } from '../../ui/SelectField';

export const BillingAddressForm = ({ initial = EMPTY_BILLING_ADDRESS, errors, busy, submitLabel, busyLabel, onSubmit, children }: {
  initial?: Form;
  errors: Readonly<Record<string, string>>;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (address: Form) => void;
  children?: ReactNode;
}) => {
  const [a, setA] = useState<Form>(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) focusFirstError(formRef.current);
    wasBusy.current = busy;
  }, [busy]);
  const set = (k: keyof Form) => (e: { target: { value: string } }) => setA((prev) => ({ ...prev, [k]: e.target.value }));
  const country: SupportedCountry = a.country === 'CA' ? 'CA' : 'US';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit(a);
  };
  return (
    <form ref={formRef} className="card stack pm-form" onSubmit={submit} noValidate>
      {children}
      <div className="form-grid">
        <TextField label="First name" autoComplete="given-name" value={a.firstName} onChange={set('firstName')} error={errors['firstName']} />
        <TextField label="Last name" autoComplete="family-name" value={a.lastName} onChange={set('lastName')} error={errors['lastName']} />
      </div>
      <TextField label="Street address" autoComplete="address-line1" value={a.addressLine1} onChange={set('addressLine1')} error={errors['addressLine1']} />
      <TextField label="Apt, suite or unit (optional)" autoComplete="address-line2" value={a.addressLine2 ?? ''} onChange={set('addressLine2')} error={errors['addressLine2']} />
      <TextField label="City" autoComplete="address-level2" value={a.city} onChange={set('city')} error={errors['city']} />
      <div className="form-grid">
        <SelectField
          label="Country"
          autoComplete="country"
          value={a.country}
          onChange={(e) => setA((prev) => ({ ...prev, country: e.target.value, countrySubdivision: '' }))}
          error={errors['country']}
        >
          {SUPPORTED_COUNTRIES.map((c) => <option key={c} value={c}>{COUNTRY_NAMES[c]}</option>)}
        </SelectField>
        <SelectField
          label={country === 'CA' ? 'Province or territory' : 'State'}
          autoComplete="address-level1"
          value={a.countrySubdivision}
          onChange={set('countrySubdivision')}
          error={errors['countrySubdivision']}
        >
          <option value="">{country === 'CA' ? 'Choose a province' : 'Choose a state'}</option>
          {Object.entries(SUBDIVISIONS[country]).map(([code, name]) => <option key={code} value={code}>{name}</option>)}
        </SelectField>
      </div>
      <div className="form-grid">
        <TextField label={country === 'CA' ? 'Postal code' : 'ZIP code'} autoComplete="postal-code" value={a.postalCode} onChange={set('postalCode')} error={errors['postalCode']} />
        <TextField label="Phone number" type="tel" autoComplete="tel" value={a.phoneNumber} onChange={set('phoneNumber')} error={errors['phoneNumber']} />
      </div>
      <SubmitButton className="btn btn--block" busy={busy} busyLabel={busyLabel}>{submitLabel}</SubmitButton>
    </form>
  );
};
