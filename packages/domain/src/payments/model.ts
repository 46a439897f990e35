// Spec section 3: Payment instrument, Payment method, Address. No card number or security code is ever held:
// a saved card is a provider token, its brand and its last four digits.
import type { PostalAddress } from '../shared';

export type CardBrand = 'amex' | 'discover' | 'mastercard' | 'visa';
export type PaymentType = CardBrand | 'paypal' | 'venmo';

export const CARD_BRANDS: readonly CardBrand[] = ['amex', 'discover', 'mastercard', 'visa'];
export const PAYMENT_TYPES: readonly PaymentType[] = ['amex', 'discover', 'mastercard', 'visa', 'paypal', 'venmo'];

/** Spec section 5: guest payments accept only these brands. */
export const GUEST_CARD_BRANDS: readonly CardBrand[] = CARD_BRANDS;

export const isCardBrand = (t: string): t is CardBrand => (CARD_BRANDS as readonly string[]).includes(t);

/**
 * The card networks a number can belong to: the four brands we take, and others that a card library
 * recognises by their prefixes, so a number of theirs can be refused by name while it is typed.
 */
export type CardNetwork = CardBrand | 'jcb' | 'diners' | 'unionpay' | 'maestro' | 'elo' | 'mir' | 'hiper' | 'hipercard' | 'troy' | 'naranja' | 'verve';

export interface CardExpiry {
  /** 1..12 */
  readonly month: number;
  /** Four-digit year. */
  readonly year: number;
}

/** A member's saved payment instrument. */
export interface PaymentInstrument {
  readonly paymentInstrumentId: string;
  readonly paymentType: PaymentType;
  /** Four digits for cards; empty for linked accounts (PayPal/Venmo), which show linkedAccountEmail. */
  readonly accountNumberLastFour: string;
  readonly nickname: string;
  readonly default: boolean;
  /** Cards only. */
  readonly expiry?: CardExpiry;
  /** Cards only: the saved billing address used with this card. */
  readonly billingAddressId?: string;
  /** The provider's token standing for the card or linked account. */
  readonly token: string;
  /** PayPal/Venmo only: the linked account's e-mail (show it through maskEmail). */
  readonly linkedAccountEmail?: string;
}

/** Spec section 3 "Payment method": how an instrument is referenced when paying (MOP = mobile order & pay). */
export interface PaymentMethod {
  readonly paymentMethodId: string;
  readonly paymentMethodIdHash: string;
  readonly paymentInstrumentId: string;
  readonly paymentInstrumentToken: string;
  readonly starpayActions: readonly { readonly type: 'MOP'; readonly sortOrderIndex: number }[];
}

export type AddressType = 'Billing' | 'registration';

export interface Address extends PostalAddress {
  readonly addressId: string;
  readonly type: AddressType;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
}

/** What a form submits to create or update an address. */
export type AddressInput = Omit<Address, 'addressId'>;

/** A card as returned by the payment provider after tokenization: never the number itself. */
export interface TokenizedCard {
  readonly token: string;
  readonly brand: CardBrand;
  readonly lastFour: string;
}

/** The guest payment instrument held by guest checkout (spec section 3, "Gift state"). */
export interface GuestCardToken extends TokenizedCard {
  readonly tokenAcquiredTimestamp: number;
}

/** The kinds of "add a payment option" choices the payment-method screen can show (spec section 3/9). */
export type NewPaymentOption = 'creditCard' | 'giftCard' | 'paypal' | 'venmo' | 'campusCard';
