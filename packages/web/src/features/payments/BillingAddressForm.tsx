// The billing-address form of the add and edit pages (and of a guest's single-use address). Validation,
// normalization and messages are the domain's; this only collects the fields and shows their errors.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { EMPTY_BILLING_ADDRESS, type BillingAddressForm as Form } from '@crema/domain/payments';
import { SubmitButton } from '../../ui/SubmitButton';
import { focusFirstError } from '../../ui/focus-first-error';
import { BillingAddressFields } from '../shared/address/BillingAddressFields';

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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit(a);
  };
  return (
    <form ref={formRef} className="card stack pm-form" onSubmit={submit} noValidate>
      {children}
      <BillingAddressFields
        address={a}
        onChange={setA}
        errors={errors}
        autoCompletePrefix=""
        line2Label="Apt, suite or unit (optional)"
        subdivisionPrompt={(country) => (country === 'CA' ? 'Choose a province' : 'Choose a state')}
        rowClassName="form-grid"
      />
      <SubmitButton className="btn btn--block" busy={busy} busyLabel={busyLabel}>{submitLabel}</SubmitButton>
    </form>
  );
};
