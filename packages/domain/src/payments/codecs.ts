// The wire shapes of the payment provider's tokenize call (guest checkout's card, spec section 5): the HTTP
// tokenizer decodes the answer with them and the server decodes the request with the same ones. The answer
// is token, brand and last four only: never the number or the security code.
import * as t from 'io-ts';
import type { Assert, Yields } from '../shared/codec-yields';
import type { Address, AddressInput, AddressType, CardBrand, PaymentInstrument, PaymentType, TokenizedCard } from './model';
import type { AddCardCommand, EditInstrumentCommand, LinkPaypalCommand, TokenizeCardCommand } from './ports';

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
export type PaymentCodecsMatchDomain = [Assert<Yields<typeof TokenizeCardCommandCodec, TokenizeCardCommand>>, Assert<Yields<typeof TokenizedCardCodec, TokenizedCard>>];

// ---- The member's wallet and address book (spec section 7) ----------------------------------------------
// Addresses go by the spec's graph operations (get address list, create address, update address, add
// single-use billing address); the wallet's actions are "account actions whose paths are not shown": ours,
// under PAYMENT_INSTRUMENTS_PATH. Answers decode into the domain's types; anything else is a DECODE_ERROR.

/** REST of the member's saved payment instruments (ours: the spec does not show these paths). */
export const PAYMENT_INSTRUMENTS_PATH = '/apiproxy/v1/payments/instruments';

/** Spec section 7 names of the address graph operations. */
export const AddressGraphOperations = {
  getAddressList: 'get-address-list',
  createAddress: 'create-address',
  updateAddress: 'update-address',
  addSingleUseBillingAddress: 'add-single-use-billing-address',
} as const;

const refined = <A>(name: string, base: t.Type<A, A, unknown>, ok: (a: A) => boolean): t.Type<A, A, unknown> =>
  new t.Type<A, A, unknown>(name, (u): u is A => base.is(u) && ok(u), (u, c) => (base.is(u) && ok(u) ? t.success(u) : t.failure(u, c)), t.identity);

const Id = refined('Id', t.string, (s) => s.length > 0 && s.length <= 128);
/** Free text a request carries: bounded, so a body cannot carry a novel (the rules say which values are valid). */
const Text = refined('Text', t.string, (s) => s.length <= 200);
const LastFour = refined('LastFour', t.string, (s) => /^(\d{4})?$/.test(s));

const paymentTypes: Record<PaymentType, null> = { amex: null, discover: null, mastercard: null, visa: null, paypal: null, venmo: null };
export const PaymentTypeCodec: t.Type<PaymentType, PaymentType, unknown> = t.keyof(paymentTypes, 'PaymentType');

export const PaymentInstrumentCodec: t.Type<PaymentInstrument, PaymentInstrument, unknown> = t.intersection(
  [
    t.type({ paymentInstrumentId: Id, paymentType: PaymentTypeCodec, accountNumberLastFour: LastFour, nickname: t.string, default: t.boolean, token: t.string }),
    t.partial({ expiry: CardExpiryCodec, billingAddressId: t.string, linkedAccountEmail: t.string }),
  ],
  'PaymentInstrument',
);
export const PaymentInstrumentsCodec: t.Type<readonly PaymentInstrument[], readonly PaymentInstrument[], unknown> = t.readonlyArray(PaymentInstrumentCodec);

export const AddCardCommandCodec: t.Type<AddCardCommand, AddCardCommand, unknown> = t.intersection(
  [
    t.type({ token: Text, brand: CardBrandCodec, lastFour: LastFour, expiry: CardExpiryCodec, billingAddressId: Text }),
    t.partial({ nickname: Text, makeDefault: t.boolean }),
  ],
  'AddCardCommand',
);

/** PATCH {PAYMENT_INSTRUMENTS_PATH}/{id}: the edit without its id (the path names it). */
export const EditInstrumentBodyCodec: t.Type<Omit<EditInstrumentCommand, 'paymentInstrumentId'>, Omit<EditInstrumentCommand, 'paymentInstrumentId'>, unknown> = t.partial(
  { nickname: Text, expiry: CardExpiryCodec, billingAddressId: Text, makeDefault: t.boolean },
  'EditInstrumentBody',
);

export const LinkPaypalCommandCodec: t.Type<LinkPaypalCommand, LinkPaypalCommand, unknown> = t.intersection(
  [t.type({ accountEmail: Text }), t.partial({ nickname: Text, makeDefault: t.boolean })],
  'LinkPaypalCommand',
);

const addressTypes: Record<AddressType, null> = { Billing: null, registration: null };
const addressFields = {
  type: t.keyof(addressTypes, 'AddressType'),
  firstName: Text,
  lastName: Text,
  phoneNumber: Text,
  addressLine1: Text,
  city: Text,
  postalCode: Text,
  countrySubdivision: Text,
  country: Text,
};
export const AddressInputCodec: t.Type<AddressInput, AddressInput, unknown> = t.intersection([t.type(addressFields), t.partial({ addressLine2: Text })], 'AddressInput');
export const AddressCodec: t.Type<Address, Address, unknown> = t.intersection(
  [t.type({ addressId: Id, ...addressFields }), t.partial({ addressLine2: Text })],
  'Address',
);
export const AddressesCodec: t.Type<readonly Address[], readonly Address[], unknown> = t.readonlyArray(AddressCodec);

/** Answers of the address graph operations, by the spec's response fields. */
export const AddressListAnswerCodec = t.type({ user: t.type({ addressList: AddressesCodec }) }, 'AddressListAnswer');
export const CreateAddressAnswerCodec = t.type({ createAddress: AddressCodec }, 'CreateAddressAnswer');
export const UpdateAddressAnswerCodec = t.type({ updateAddress: AddressCodec }, 'UpdateAddressAnswer');
export const SingleUseAddressAnswerCodec = t.type({ addSingleUseBillingAddress: t.type({ addressToken: Id }) }, 'SingleUseAddressAnswer');

/** Compile-time: the wallet and address codecs yield their domain types. */
export type WalletCodecsMatchDomain = [
  Assert<Yields<typeof PaymentInstrumentCodec, PaymentInstrument>>,
  Assert<Yields<typeof AddressCodec, Address>>,
  Assert<Yields<typeof AddressInputCodec, AddressInput>>,
  Assert<Yields<typeof AddCardCommandCodec, AddCardCommand>>,
  Assert<Yields<typeof LinkPaypalCommandCodec, LinkPaypalCommand>>,
];
