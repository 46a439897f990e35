// Field validation of the credit-card add and edit forms, before anything reaches the payment provider.
import type { CardExpiry } from '../model';
import { FieldMessages } from '../messages';
import { typedCardNumberError, typedSecurityCodeError } from './card-checks';
import { cardNumberError, expiryError, nicknameError, securityCodeError } from '../rules';
import type { CardNumberReading } from './card-number';

export interface CardEntry {
  readonly cardNumber: string;
  readonly expiry: CardExpiry;
  readonly securityCode: string;
}

/** A guest's card as entered: the card and the billing postal code typed with it (both go to the provider). */
export interface GuestCardEntry extends CardEntry {
  readonly postalCode: string;
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
 * Card entry checked against the number as read while typing (the guest card fields): a brand we do not take
 * is refused by name ('JCB isn't accepted. ...'); once the number has the right shape it must be a length its
 * brand issues and pass the check digit (Luhn); once the brand is known its security code has exactly its
 * length ('Enter the 3-digit Visa security code.').
 */
export const validateTypedCardEntry = (c: CardEntry, reading: CardNumberReading, now: number): CardFormErrors => {
  const base = validateCardEntry(c, now);
  return compact({
    ...base,
    cardNumber: reading.refusal ?? base.cardNumber ?? typedCardNumberError(c.cardNumber, reading),
    securityCode: base.securityCode ?? typedSecurityCodeError(c.securityCode, reading),
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
