// In features/shared/: the guest card entry of guest checkout (ordering) and the guest gift (gifting); it holds form state and the payments domain's card rules, so it is feature logic, not plain ui/.
// The guest's card entry, shared by guest checkout and the guest gift payment: card number (grouped as the
// brand prints it, the brand named as it is typed, a brand we do not take refused by name at once; its
// length and check digit checked at submit), expiration month and year, and the security code (4 digits for
// amex, else 3: a code of another length is never cut to fit, it is refused with the brand's length, at once
// when it is too long). Rules come from the payments domain (readCardNumber, validateTypedCardEntry,
// securityCodeTooLong); each page keeps its own form, submit and other fields.
// The number and security code live only in this state until the page tokenizes them and calls clear().
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import {
  SECURITY_CODE_MAX_DIGITS,
  cardDigits,
  securityCodeTooLong,
  validateTypedCardEntry,
  type CardEntry,
  type CardFormErrors,
  type CardNumberReading,
  type ReadCardNumber,
} from '@crema/domain/payments';
import { TextField } from '../../../ui/TextField';
import { ExpiryFields } from './ExpiryFields';
import { caretAfterDigits } from './caret';
import './card-fields.css';

export interface GuestCardInput {
  /** Digits only; shown grouped. */
  readonly digits: string;
  readonly month: number | undefined;
  readonly year: number | undefined;
  readonly securityCode: string;
}

export const EMPTY_GUEST_CARD: GuestCardInput = { digits: '', month: undefined, year: undefined, securityCode: '' };

export interface GuestCard {
  readonly input: GuestCardInput;
  readonly reading: CardNumberReading;
  readonly entry: CardEntry;
  /** Sets the number from what was typed or pasted (non-digits dropped, capped at the brand's length). The code is kept as typed. */
  setNumber(raw: string): void;
  set(patch: Partial<Omit<GuestCardInput, 'digits'>>): void;
  /** The card fields' errors at `now`, by the payments domain. */
  errorsAt(now: number): CardFormErrors;
  /** Forgets the number and security code (after tokenization). */
  clear(): void;
}

/** Digits only, at most as many as any brand's code: a code too long for the brand is shown and refused, not cut. */
const fitCode = (code: string): string => cardDigits(code).slice(0, SECURITY_CODE_MAX_DIGITS);

/** The card being entered, read through the payments domain on every change. */
export const useGuestCard = (read: ReadCardNumber): GuestCard => {
  const [input, setInput] = useState(EMPTY_GUEST_CARD);
  const reading = useMemo(() => read(input.digits), [read, input.digits]);
  const entry = useMemo<CardEntry>(
    () => ({ cardNumber: input.digits, expiry: { month: input.month ?? 0, year: input.year ?? 0 }, securityCode: input.securityCode }),
    [input],
  );
  const setNumber = useCallback(
    (raw: string) => {
      const next = read(raw);
      setInput((c) => ({ ...c, digits: next.digits }));
    },
    [read],
  );
  const set = useCallback((patch: Partial<Omit<GuestCardInput, 'digits'>>) => setInput((c) => ({ ...c, ...patch })), []);
  const clear = useCallback(() => setInput(EMPTY_GUEST_CARD), []);
  return { input, reading, entry, setNumber, set, errorsAt: (now) => validateTypedCardEntry(entry, reading, now), clear };
};

const codeHint = (length: number | undefined): string =>
  // text not given by the spec
  length === 4 ? '4 digits, on the front of the card' : length === 3 ? '3 digits, on the back of the card' : '3 or 4 digits, on the back or front of the card';

/**
 * Card number, expiry and security code. `errors` are the page's (from its last submit or the provider);
 * a refused brand shows at once. `beside` sits next to the security code (checkout's ZIP code).
 */
export const GuestCardFields = ({ card, errors, beside }: { card: GuestCard; errors: Readonly<Record<string, string | undefined>>; beside?: ReactNode }) => {
  const id = useId();
  const { reading } = card;
  const numberRef = useRef<HTMLInputElement>(null);
  /** Digits before the caret after the last edit, to put it back after the number is regrouped. */
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = numberRef.current;
    const digitsBefore = caret.current;
    caret.current = null;
    if (el === null || digitsBefore === null || el.ownerDocument.activeElement !== el) return;
    const at = caretAfterDigits(el.value, digitsBefore);
    el.setSelectionRange(at, at);
  });

  const onNumber = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.target;
    const typed = cardDigits(el.value);
    let before = cardDigits(el.value.slice(0, el.selectionStart ?? el.value.length)).length;
    let digits = typed;
    // Deleting only a group's space deletes the digit beside it, as if the space were not there.
    const inputType = (e.nativeEvent as InputEvent).inputType;
    if (typed === reading.digits && el.value.length < reading.formatted.length) {
      if (inputType === 'deleteContentBackward' && before > 0) {
        digits = typed.slice(0, before - 1) + typed.slice(before);
        before -= 1;
      } else if (inputType === 'deleteContentForward') digits = typed.slice(0, before) + typed.slice(before + 1);
    }
    caret.current = before;
    card.setNumber(digits);
  };

  const numberError = reading.refusal ?? errors['cardNumber'];
  const codeError = securityCodeTooLong(card.input.securityCode, reading) ?? errors['securityCode'];
  const brandKind = reading.verdict.kind;
  const describedBy = [`${id}-brand`, `${id}-hint`, numberError ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="card-fields">
      <div className="field card-number">
        <div className="card-number__head">
          <label htmlFor={`${id}-number`}>Card number</label>
          <span id={`${id}-brand`} className={`card-brand card-brand--${brandKind}`} role="status" aria-live="polite" aria-atomic="true">
            {reading.label !== undefined && (
              <>
                <span className="visually-hidden">Card brand: </span>
                {reading.label}
              </>
            )}
          </span>
        </div>
        <input
          ref={numberRef}
          id={`${id}-number`}
          name="cardnumber"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          spellCheck={false}
          value={reading.formatted}
          onChange={onNumber}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={describedBy}
        />
        {/* text not given by the spec */}
        <span id={`${id}-hint`} className="field-hint">
          American Express, Discover, Mastercard or Visa, credit or debit.
        </span>
        {numberError && (
          <span id={`${id}-error`} className="field-error">
            {numberError}
          </span>
        )}
      </div>
      <ExpiryFields
        month={card.input.month}
        year={card.input.year}
        onMonth={(month) => card.set({ month })}
        onYear={(year) => card.set({ year })}
        error={errors['expiry']}
      />
      <div className="card-fields__pair">
        <TextField
          label="Security code"
          name="cvc"
          type="text"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={SECURITY_CODE_MAX_DIGITS}
          hint={codeHint(reading.securityCodeLength)}
          value={card.input.securityCode}
          onChange={(e) => card.set({ securityCode: fitCode(e.target.value) })}
          error={codeError}
        />
        {beside}
      </div>
    </div>
  );
};
