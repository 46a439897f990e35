// Guest card entry: the shared card fields (number, expiry, security code) and a ZIP code, checked by the
// payments domain, then tokenized by the payment provider with the ZIP (guest brands only). Only the token, brand, last
// four and the time it was acquired go into the order; the number and security code live in the card
// fields' state until then. When the provider still refuses the card, focus goes back to the card number:
// its number or code refused (121000 and kin) is said under the field, any other refusal above the form.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FieldMessages, fieldErrorsOf, isCardDetailsError, isValidPostalCode, type GuestCardToken } from '@crema/domain/payments';
import { useService } from '../../../app/services';
import { T } from '../../../app/tokens';
import { TextField } from '../../../ui/TextField';
import { focusFirstError } from '../../../ui/focus-first-error';
import { GuestCardFields, useGuestCard } from '../../shared/card-entry/GuestCardFields';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { useAsyncAction } from '../../../app/useAsyncAction';
import { bindText } from '../../../ui/bind-text';

type Fields = Readonly<Record<string, string | undefined>>;

const postalCodeError = (zip: string): string | undefined =>
  zip.trim() === '' ? FieldMessages.postalCodeRequired('US') : !isValidPostalCode('US', zip) ? FieldMessages.zipInvalid : undefined;

/** `focusRequest`: each new value moves focus to the card number (e.g. after the token expired). */
export const GuestCardForm = ({ onToken, focusRequest }: { onToken: (t: GuestCardToken) => void; focusRequest: number }) => {
  const clock = useService(T.Clock);
  const tokenize = useService(OrderingTokens.TokenizeGuestCard);
  const card = useGuestCard(useService(OrderingTokens.ReadCardNumber));
  const clearCard = card.clear;
  const [state, run] = useAsyncAction(tokenize);
  const [postalCode, setPostalCode] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);

  useEffect(() => {
    if (state.status === 'ok') {
      clearCard();
      setPostalCode('');
      onToken(state.value);
    }
    if (state.status === 'error') {
      const fields = fieldErrorsOf(state.error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else if (isCardDetailsError(state.error)) setErrors({ cardNumber: state.message });
      else setRefusal(state.message);
      // The submit button was disabled while the card was checked: without this, focus is left on <body>.
      setFocusInvalid((n) => n + 1);
    }
  }, [state, onToken, clearCard]);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLInputElement>('input[name="cardnumber"]')?.focus();
  }, [focusRequest]);
  useEffect(() => {
    const form = formRef.current;
    if (focusInvalid > 0) focusFirstError(form, form?.querySelector<HTMLInputElement>('input[name="cardnumber"]'));
  }, [focusInvalid]);

  const busy = state.status === 'loading';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setRefusal(undefined);
    const found: Fields = { ...card.errorsAt(clock.now()), postalCode: postalCodeError(postalCode) };
    setErrors(found);
    if (Object.values(found).some((v) => v !== undefined)) {
      setFocusInvalid((n) => n + 1);
      return;
    }
    run({ ...card.entry, postalCode });
  };

  return (
    <form ref={formRef} className="gc-form" onSubmit={submit} noValidate aria-label="Card details">
      {refusal !== undefined && (
        <div className="notice notice--error" role="alert">
          {refusal}
        </div>
      )}
      <GuestCardFields
        card={card}
        errors={errors}
        beside={
          <TextField
            label="ZIP code"
            name="postal"
            inputMode="numeric"
            autoComplete="billing postal-code"
            {...bindText(postalCode, setPostalCode)}
            error={errors['postalCode']}
          />
        }
      />
      <button type="submit" className="btn btn--secondary" disabled={busy} aria-busy={busy}>
        {busy ? 'Checking your card…' : 'Use this card'}
      </button>
    </form>
  );
};
