// Field validation of the credit-card add and edit forms, before anything reaches the payment provider.
import type { CardExpiry } from './model';
import { FieldMessages } from './messages';
import { cardNumberError, expiryError, nicknameError, securityCodeError } from './rules';
import type { CardNumberReading } from './card-number';

export interface CardEntry {
  readonly cardNumber: string;
  readonly expiry: CardExpiry;
  readonly securityCode: string;
}

export interface NewCardForm extends CardEntry {
  readonly billingAddressId: string;
  readonly nickname?: string;
  readonly makeDefault?: boolean;
}

export interface CardEditForm {
  readonly paymentInstrumentId: string;
  readonly nickname?: string;
  readonly expiry?: CardExpiry;
  readonly billingAddressId?: string;
  readonly makeDefault?: boolean;
}

export type CardFormErrors = Partial<Record<'cardNumber' | 'expiry' | 'securityCode' | 'billingAddressId' | 'nickname', string>>;

const compact = (e: Record<string, string | undefined>): CardFormErrors =>
  Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined)) as CardFormErrors;

/** Card number, expiry (not in the past, by the Clock's `now`) and security code. */
export const validateCardEntry = (c: CardEntry, now: number): CardFormErrors =>
  compact({
    cardNumber: cardNumberError(c.cardNumber),
    expiry: expiryError(c.expiry, now),
    securityCode: securityCodeError(c.securityCode),
  });

/**
 * Card entry checked against the number as read while typing: a brand we do not take is refused by name
 * ('JCB isn't accepted. ...'), and once the brand is known its security code has exactly its length.
 */
export const validateTypedCardEntry = (c: CardEntry, reading: CardNumberReading, now: number): CardFormErrors => {
  const base = validateCardEntry(c, now);
  const codeLength = reading.securityCodeLength;
  return compact({
    ...base,
    cardNumber: reading.refusal ?? base.cardNumber,
    securityCode:
      base.securityCode ?? (codeLength !== undefined && c.securityCode.trim().length !== codeLength ? FieldMessages.securityCodeLength(codeLength) : undefined),
  });
};

export const validateNewCard = (f: NewCardForm, now: number): CardFormErrors => ({
  ...validateCardEntry(f, now),
  ...compact({
    billingAddressId: f.billingAddressId.trim() === '' ? FieldMessages.billingAddressRequired : undefined,
    nickname: nicknameError(f.nickname),
  }),
});

export const validateCardEdit = (f: CardEditForm, now: number): CardFormErrors =>
  compact({
    expiry: f.expiry === undefined ? undefined : expiryError(f.expiry, now),
    billingAddressId: f.billingAddressId !== undefined && f.billingAddressId.trim() === '' ? FieldMessages.billingAddressRequired : undefined,
    nickname: nicknameError(f.nickname),
  });
