// Guest card entry: number, expiry, security code and ZIP code, checked by the payments domain, then
// tokenized by the payment provider (guest brands only). Only the token, brand, last four and the time it
// was acquired go into the order; the number and security code live in this component until then.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  FieldMessages,
  fieldErrorsOf,
  isValidPostalCode,
  validateCardEntry,
  type GuestCardToken,
} from '@crema/domain/payments';
import { useService } from '../../../app/services';
import { T } from '../../../app/tokens';
import { TextField } from '../../../ui/TextField';
import { OrderingTokens } from '../tokens';
import { useRun } from './hooks';

const EMPTY = { cardNumber: '', month: '', year: '', securityCode: '', postalCode: '' };
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
/** Years offered for the expiry (ours: this year and the next 15). */
const YEARS_SHOWN = 16;

type Fields = Readonly<Record<string, string | undefined>>;

/** `focusRequest`: each new value moves focus to the card number (e.g. after the token expired). */
export const GuestCardForm = ({ onToken, focusRequest }: { onToken: (t: GuestCardToken) => void; focusRequest: number }) => {
  const clock = useService(T.Clock);
  const tokenize = useService(OrderingTokens.TokenizeGuestCard);
  const [state, run] = useRun(tokenize);
  const [card, setCard] = useState(EMPTY);
  const [errors, setErrors] = useState<Fields>({});
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const thisYear = new Date(clock.now()).getUTCFullYear();

  useEffect(() => {
    if (state.status === 'ok') {
      setCard(EMPTY);
      onToken(state.value);
    }
    if (state.status === 'error') {
      const fields = fieldErrorsOf(state.error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        setFocusInvalid((n) => n + 1);
      } else setRefusal(state.message);
    }
  }, [state, onToken]);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLInputElement>('input[name="cardnumber"]')?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (focusInvalid > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const set = (k: keyof typeof EMPTY) => (v: string) => setCard((c) => ({ ...c, [k]: v }));
  const busy = state.status === 'loading';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setRefusal(undefined);
    const entry = { cardNumber: card.cardNumber, expiry: { month: Number(card.month), year: Number(card.year) }, securityCode: card.securityCode };
    const found: Fields = {
      ...validateCardEntry(entry, clock.now()),
      ...(card.postalCode.trim() === ''
        ? { postalCode: FieldMessages.postalCodeRequired('US') }
        : !isValidPostalCode('US', card.postalCode)
          ? { postalCode: FieldMessages.zipInvalid }
          : {}),
    };
    setErrors(found);
    if (Object.values(found).some((v) => v !== undefined)) {
      setFocusInvalid((n) => n + 1);
      return;
    }
    run(entry);
  };

  return (
    <form ref={formRef} className="gc-form" onSubmit={submit} noValidate aria-label="Card details">
      <p className="co-small muted">{/* text not given by the spec */}We accept American Express, Discover, Mastercard and Visa.</p>
      {refusal !== undefined && (
        <div className="notice notice--error" role="alert">
          {refusal}
        </div>
      )}
      <TextField
        label="Card number"
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.cardNumber}
        onChange={(e) => set('cardNumber')(e.target.value)}
        error={errors['cardNumber']}
      />
      <fieldset className="gc-expiry" aria-describedby={errors['expiry'] ? 'gc-expiry-error' : undefined}>
        <legend>Expiration date</legend>
        <div className="gc-pair">
          <div className="field">
            <label htmlFor="gc-exp-month">Month</label>
            <select id="gc-exp-month" autoComplete="cc-exp-month" value={card.month} onChange={(e) => set('month')(e.target.value)} aria-invalid={errors['expiry'] ? true : undefined}>
              <option value="">MM</option>
              {MONTHS.map((m) => (
                <option key={m} value={m}>
                  {String(m).padStart(2, '0')}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="gc-exp-year">Year</label>
            <select id="gc-exp-year" autoComplete="cc-exp-year" value={card.year} onChange={(e) => set('year')(e.target.value)} aria-invalid={errors['expiry'] ? true : undefined}>
              <option value="">YYYY</option>
              {Array.from({ length: YEARS_SHOWN }, (_, i) => thisYear + i).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        </div>
        {errors['expiry'] && (
          <span id="gc-expiry-error" className="field-error">
            {errors['expiry']}
          </span>
        )}
      </fieldset>
      <div className="gc-pair">
        <TextField
          label="Security code"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.securityCode}
          onChange={(e) => set('securityCode')(e.target.value)}
          error={errors['securityCode']}
        />
        <TextField
          label="ZIP code"
          name="postal"
          inputMode="numeric"
          autoComplete="billing postal-code"
          value={card.postalCode}
          onChange={(e) => set('postalCode')(e.target.value)}
          error={errors['postalCode']}
        />
      </div>
      <button type="submit" className="btn btn--secondary" disabled={busy} aria-busy={busy}>
        {busy ? 'Checking your card…' : 'Use this card'}
      </button>
    </form>
  );
};
