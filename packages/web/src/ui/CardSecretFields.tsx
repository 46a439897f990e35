// In ui/: the number and security code of a card being added (a Crema card, a credit or debit card): digits
// typed into two numeric fields, held only in the page's state until it submits them, then forgotten.
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { TextField } from './TextField';

export interface CardSecrets {
  readonly cardNumber: string;
  readonly securityCode: string;
}

export const NO_CARD_SECRETS: CardSecrets = { cardNumber: '', securityCode: '' };

type PerField<T> = Readonly<Record<keyof CardSecrets, T>>;

const LABELS: PerField<string> = { cardNumber: 'Card number', securityCode: 'Security code' };

/** The card number, then `between` (a credit card's expiry), then the security code. */
export const CardSecretFields = ({ value, onChange, autoComplete, hints, errors, between }: {
  value: CardSecrets;
  onChange: Dispatch<SetStateAction<CardSecrets>>;
  autoComplete: PerField<string>;
  hints: PerField<string>;
  errors: Partial<PerField<string | undefined>>;
  between?: ReactNode;
}) => {
  const field = (name: keyof CardSecrets) => (
    <TextField
      label={LABELS[name]}
      inputMode="numeric"
      autoComplete={autoComplete[name]}
      value={value[name]}
      onChange={(e) => {
        const typed = e.target.value;
        onChange((s) => ({ ...s, [name]: typed }));
      }}
      error={errors[name]}
      hint={hints[name]}
    />
  );
  return (
    <>
      {field('cardNumber')}
      {between}
      {field('securityCode')}
    </>
  );
};
