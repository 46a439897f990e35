// In features/shared/: the billing address fields of the payments address form (add, edit) and of the guest
// gift's card page: name, street, city, country and its state or province (cleared when the country
// changes), postal code and phone, with the payments domain's countries and subdivisions. Each page keeps its
// own form, labels where they differ, and submit.
import type { Dispatch, SetStateAction } from 'react';
import { SUBDIVISIONS, SUPPORTED_COUNTRIES, COUNTRY_NAMES, isSupportedCountry, type BillingAddressForm, type SupportedCountry } from '@crema/domain/payments';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';

type Field = Exclude<keyof BillingAddressForm, 'country' | 'countrySubdivision'>;

export const BillingAddressFields = ({ address, onChange, errors, autoCompletePrefix, line2Label, subdivisionPrompt, rowClassName }: {
  address: BillingAddressForm;
  onChange: Dispatch<SetStateAction<BillingAddressForm>>;
  errors: Readonly<Record<string, string | undefined>>;
  /** Put before each autocomplete token ('billing ' where the page collects other addresses too). */
  autoCompletePrefix: string;
  /** The label of the second address line. */
  line2Label: string;
  /** The empty choice of the state or province select. */
  subdivisionPrompt: (country: SupportedCountry) => string;
  /** The class of each row of two fields. */
  rowClassName: string;
}) => {
  const country: SupportedCountry = isSupportedCountry(address.country) ? address.country : 'US';
  const set = (k: keyof BillingAddressForm) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    onChange((a) => ({ ...a, [k]: value }));
  };
  const field = (k: Field, label: string, autoComplete: string, type?: string) => (
    <TextField label={label} type={type} autoComplete={`${autoCompletePrefix}${autoComplete}`} value={address[k] ?? ''} onChange={set(k)} error={errors[k]} />
  );
  return (
    <>
      <div className={rowClassName}>
        {field('firstName', 'First name', 'given-name')}
        {field('lastName', 'Last name', 'family-name')}
      </div>
      {field('addressLine1', 'Street address', 'address-line1')}
      {field('addressLine2', line2Label, 'address-line2')}
      {field('city', 'City', 'address-level2')}
      <div className={rowClassName}>
        <SelectField
          label="Country"
          autoComplete={`${autoCompletePrefix}country`}
          value={address.country}
          onChange={(e) => {
            const value = e.target.value;
            onChange((a) => ({ ...a, country: value, countrySubdivision: '' }));
          }}
          error={errors['country']}
        >
          {SUPPORTED_COUNTRIES.map((c) => <option key={c} value={c}>{COUNTRY_NAMES[c]}</option>)}
        </SelectField>
        <SelectField
          label={country === 'CA' ? 'Province or territory' : 'State'}
          autoComplete={`${autoCompletePrefix}address-level1`}
          value={address.countrySubdivision}
          onChange={set('countrySubdivision')}
          error={errors['countrySubdivision']}
        >
          <option value="">{subdivisionPrompt(country)}</option>
          {Object.entries(SUBDIVISIONS[country]).map(([code, name]) => <option key={code} value={code}>{name}</option>)}
        </SelectField>
      </div>
      <div className={rowClassName}>
        {field('postalCode', country === 'CA' ? 'Postal code' : 'ZIP code', 'postal-code')}
        {field('phoneNumber', 'Phone number', 'tel', 'tel')}
      </div>
    </>
  );
};
