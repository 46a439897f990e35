// Behaviours every adapter of PaymentMethods, Addresses and CardTokenizer must show. Run against the fake
// (adapters-fake/src/payments/payments.contract.test.ts) and against the HTTP adapter when a server exists.
import { describe, it, expect, beforeEach } from 'vitest';
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../shared/errors';
import type { AddressInput, CardBrand } from './model';
import type { Addresses, CardTokenizer, PaymentMethods } from './ports';
import { CARD_BRANDS } from './model';
import { PaymentCodes } from './errors';
import { yearMonthOf } from './rules';

export interface PaymentsHarness {
  readonly paymentMethods: PaymentMethods;
  readonly addresses: Addresses;
  readonly tokenizer: CardTokenizer;
  /** Signs in a member with nothing on file. */
  signInNewMember(): void | Promise<void>;
  signOut(): void | Promise<void>;
  /** What the adapter's server considers now (epoch ms), to build valid and past expiry dates. */
  now(): number;
}

const answer = <T>(o: Observable<Either<DomainError, T>>): Promise<Either<DomainError, T>> => firstValueFrom(o);
const rightOf = async <T>(o: Observable<Either<DomainError, T>>): Promise<T> => {
  const r = await answer(o);
  if (r._tag === 'Left') throw new Error(`expected success, got ${r.left.code}`);
  return r.right;
};
const codeOf = async <T>(o: Observable<Either<DomainError, T>>): Promise<string | undefined> => {
  const r = await answer(o);
  return r._tag === 'Left' ? r.left.code : undefined;
};

export const contractAddress: AddressInput = {
  type: 'Billing',
  firstName: 'Sam',
  lastName: 'Rivera',
  phoneNumber: '(503) 555-0110',
  addressLine1: '500 SW Broadway',
  city: 'Portland',
  postalCode: '97205',
  countrySubdivision: 'OR',
  country: 'US',
};

export const describePaymentsContract = (name: string, make: () => PaymentsHarness | Promise<PaymentsHarness>): void => {
  describe(`payments ports contract: ${name}`, () => {
    let h: PaymentsHarness;
    const nextYear = () => ({ month: 12, year: yearMonthOf(h.now()).year + 1 });
    const tokenize = (cardNumber: string, securityCode = '123', brands: readonly CardBrand[] = CARD_BRANDS) =>
      h.tokenizer.tokenize({ cardNumber, securityCode, expiry: nextYear(), allowedBrands: brands });
    const addVisa = async (billingAddressId: string, makeDefault = false, number = '4111111111111111') => {
      const t = await rightOf(tokenize(number));
      return rightOf(h.paymentMethods.addCard({ ...t, expiry: nextYear(), billingAddressId, makeDefault }));
    };

    beforeEach(async () => {
      h = await make();
      await h.signInNewMember();
    });

    it('refuses the wallet and address book when signed out (UNAUTHORIZED)', async () => {
      await h.signOut();
      expect(await codeOf(h.paymentMethods.list())).toBe('UNAUTHORIZED');
      expect(await codeOf(h.addresses.list())).toBe('UNAUTHORIZED');
    });

    it('starts a new member with an empty wallet and no addresses', async () => {
      expect(await rightOf(h.paymentMethods.list())).toEqual([]);
      expect(await rightOf(h.addresses.list())).toEqual([]);
    });

    it('creates, lists and updates an address, normalizing it', async () => {
      const a = await rightOf(h.addresses.create(contractAddress));
      expect(a.phoneNumber).toBe('503-555-0110');
      expect(await rightOf(h.addresses.list())).toEqual([a]);
      const b = await rightOf(h.addresses.update({ ...a, city: 'Beaverton', postalCode: '97005' }));
      expect(b).toMatchObject({ addressId: a.addressId, city: 'Beaverton' });
      expect(await rightOf(h.addresses.list())).toEqual([b]);
    });

    it('rejects an invalid address with field errors, and an unknown one on update', async () => {
      const r = await answer(h.addresses.create({ ...contractAddress, postalCode: 'ABCDE' }));
      expect(r).toMatchObject({ _tag: 'Left', left: { code: 'VALIDATION_ERROR', context: { fields: { postalCode: expect.any(String) } } } });
      expect(await codeOf(h.addresses.update({ ...contractAddress, addressId: 'nope' }))).toBe(PaymentCodes.ADDRESS_NOT_FOUND);
    });

    it('tokenizes a valid card into token, brand and last four only', async () => {
      const t = await rightOf(tokenize('4111 1111 1111 1111'));
      expect(t).toMatchObject({ brand: 'visa', lastFour: '1111' });
      expect(Object.keys(t).sort()).toEqual(['brand', 'lastFour', 'token']);
      expect(t.token).not.toContain('4111111111111111');
      expect((await rightOf(tokenize('378282246310005', '1234'))).brand).toBe('amex');
    });

    it('takes a billing postal code with the card and still answers token, brand and last four only', async () => {
      const t = await rightOf(h.tokenizer.tokenize({ cardNumber: '5555555555554444', securityCode: '123', expiry: nextYear(), postalCode: '98101', allowedBrands: CARD_BRANDS }));
      expect(t).toMatchObject({ brand: 'mastercard', lastFour: '4444' });
      expect(Object.keys(t).sort()).toEqual(['brand', 'lastFour', 'token']);
    });

    it('refuses bad numbers, wrong security codes, expired cards and brands the caller does not accept', async () => {
      expect(await codeOf(tokenize('4111111111111112'))).toBe(PaymentCodes.CARD_DETAILS_WRONG);
      expect(await codeOf(tokenize('378282246310005', '123'))).toBe(PaymentCodes.CARD_DETAILS_WRONG);
      expect(await codeOf(tokenize('3530111333300000'))).toBe(PaymentCodes.BRAND_NOT_ACCEPTED);
      expect(await codeOf(tokenize('5555555555554444', '123', ['visa']))).toBe(PaymentCodes.BRAND_NOT_ACCEPTED);
      const past = yearMonthOf(h.now()).year - 1;
      const expired = h.tokenizer.tokenize({ cardNumber: '4111111111111111', securityCode: '123', expiry: { month: 1, year: past }, allowedBrands: CARD_BRANDS });
      expect(await codeOf(expired)).toBe(PaymentCodes.CARD_MAY_HAVE_EXPIRED);
    });

    it('makes the first card the default and keeps exactly one default as cards are added', async () => {
      const a = await rightOf(h.addresses.create(contractAddress));
      const first = await addVisa(a.addressId);
      expect(first.default).toBe(true);
      const second = await addVisa(a.addressId);
      expect(second.default).toBe(false);
      const third = await addVisa(a.addressId, true);
      const list = await rightOf(h.paymentMethods.list());
      expect(list.filter((i) => i.default).map((i) => i.paymentInstrumentId)).toEqual([third.paymentInstrumentId]);
      expect(list).toHaveLength(3);
    });

    it('accepts a token once, and only with a saved billing address', async () => {
      const a = await rightOf(h.addresses.create(contractAddress));
      const t = await rightOf(tokenize('4111111111111111'));
      expect(await codeOf(h.paymentMethods.addCard({ ...t, expiry: nextYear(), billingAddressId: 'nope' }))).toBe(PaymentCodes.ADDRESS_NOT_FOUND);
      await rightOf(h.paymentMethods.addCard({ ...t, expiry: nextYear(), billingAddressId: a.addressId }));
      expect(await codeOf(h.paymentMethods.addCard({ ...t, expiry: nextYear(), billingAddressId: a.addressId }))).toBe(PaymentCodes.PAYMENT_METHOD_INVALID);
      expect(await codeOf(h.paymentMethods.addCard({ ...t, token: 'forged', expiry: nextYear(), billingAddressId: a.addressId }))).toBe(PaymentCodes.PAYMENT_METHOD_INVALID);
    });

    it('edits nickname, expiry and billing address, and refuses unknown instruments', async () => {
      const a = await rightOf(h.addresses.create(contractAddress));
      const b = await rightOf(h.addresses.create({ ...contractAddress, addressLine1: '1 Main St' }));
      const card = await addVisa(a.addressId);
      const expiry = { month: 6, year: nextYear().year + 1 };
      const edited = await rightOf(h.paymentMethods.edit({ paymentInstrumentId: card.paymentInstrumentId, nickname: 'Travel', expiry, billingAddressId: b.addressId }));
      expect(edited).toMatchObject({ nickname: 'Travel', expiry, billingAddressId: b.addressId, default: true });
      expect(await codeOf(h.paymentMethods.edit({ paymentInstrumentId: 'nope', nickname: 'x' }))).toBe(PaymentCodes.INSTRUMENT_NOT_FOUND);
      expect(await codeOf(h.paymentMethods.edit({ paymentInstrumentId: card.paymentInstrumentId, nickname: 'x'.repeat(26) }))).toBe('VALIDATION_ERROR');
    });

    it('promotes another instrument when the default is removed, and sets defaults', async () => {
      const a = await rightOf(h.addresses.create(contractAddress));
      const first = await addVisa(a.addressId);
      const second = await addVisa(a.addressId);
      const afterSet = await rightOf(h.paymentMethods.setDefault(second.paymentInstrumentId));
      expect(afterSet.filter((i) => i.default).map((i) => i.paymentInstrumentId)).toEqual([second.paymentInstrumentId]);
      expect((await rightOf(h.paymentMethods.remove(second.paymentInstrumentId))).paymentInstrumentId).toBe(second.paymentInstrumentId);
      const left = await rightOf(h.paymentMethods.list());
      expect(left).toEqual([{ ...first, default: true }]);
      expect(await codeOf(h.paymentMethods.remove(second.paymentInstrumentId))).toBe(PaymentCodes.INSTRUMENT_NOT_FOUND);
      expect(await codeOf(h.paymentMethods.setDefault('nope'))).toBe(PaymentCodes.INSTRUMENT_NOT_FOUND);
    });

    it('links one PayPal account', async () => {
      const pp = await rightOf(h.paymentMethods.linkPaypal({ accountEmail: 'sam@example.com' }));
      expect(pp).toMatchObject({ paymentType: 'paypal', linkedAccountEmail: 'sam@example.com', default: true });
      expect(await codeOf(h.paymentMethods.linkPaypal({ accountEmail: 'other@example.com' }))).toBe(PaymentCodes.PAYPAL_ALREADY_LINKED);
    });

    it('adds a single-use billing address without sign-in and without saving it', async () => {
      await h.signOut();
      const { addressToken } = await rightOf(h.addresses.addSingleUseBillingAddress(contractAddress));
      expect(addressToken).toEqual(expect.any(String));
      expect(await codeOf(h.addresses.addSingleUseBillingAddress({ ...contractAddress, phoneNumber: '12' }))).toBe('VALIDATION_ERROR');
      await h.signInNewMember();
      expect(await rightOf(h.addresses.list())).toEqual([]);
    });
  });
};
