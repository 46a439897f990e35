// The wire shapes of the payment provider's tokenize call (guest checkout's card, spec section 5): the HTTP
// tokenizer decodes the answer with them and the server decodes the request with the same ones. The answer
// is token, brand and last four only: never the number or the security code.
import * as t from 'io-ts';
import type { CardBrand, TokenizedCard } from './model';
import type { TokenizeCardCommand } from './ports';

/** The payment provider's tokenize call (guest checkout's card); the spec does not show its path: ours. */
export const TOKENIZE_PATH = '/apiproxy/v1/payments/tokenize';

const brands: Record<CardBrand, null> = { amex: null, discover: null, mastercard: null, visa: null };
export const CardBrandCodec: t.Type<CardBrand, CardBrand, unknown> = t.keyof(brands, 'CardBrand');

export const CardExpiryCodec = t.type({ month: t.number, year: t.number }, 'CardExpiry');

export const TokenizeCardCommandCodec = t.intersection(
  [
    t.type({ cardNumber: t.string, expiry: CardExpiryCodec, securityCode: t.string, allowedBrands: t.readonlyArray(CardBrandCodec) }),
    t.partial({ postalCode: t.string }),
  ],
  'TokenizeCardCommand',
);

/** Exact: decoding keeps token, brand and last four only, whatever else an answer carries. */
export const TokenizedCardCodec = t.exact(t.type({ token: t.string, brand: CardBrandCodec, lastFour: t.string }), 'TokenizedCard');

/** Compile-time: each codec yields its domain type. */
type Yields<C extends t.Mixed, A> = [t.TypeOf<C>] extends [A] ? true : false;
type Assert<T extends true> = T;
export type PaymentCodecsMatchDomain = [Assert<Yields<typeof TokenizeCardCommandCodec, TokenizeCardCommand>>, Assert<Yields<typeof TokenizedCardCodec, TokenizedCard>>];
