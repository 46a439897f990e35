// The payments use cases over the fake adapters: what each emits, and each exact message.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { lastValueFrom, toArray, type Observable } from 'rxjs';
import { type AsyncState, type Session, defaultConfig, makeConfig, MS_PER_DAY, UNEXPECTED_ERROR_MESSAGE } from '@crema/domain';
import {
  createAddressBook,
  makeAddCreditCard,
  makeAddPaypal,
  makeAddSingleUseBillingAddress,
  makeEditCreditCard,
  makeListAddresses,
  makeListPaymentMethods,
  makeRemovePaymentMethod,
  makeSaveBillingAddress,
  makeSetDefaultPaymentMethod,
  makeTokenizeGuestCard,
  type BillingAddressForm,
} from '@crema/domain/payments';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { DEMO_ADDRESS_IDS, DEMO_INSTRUMENT_IDS, TEST_CARDS } from '@crema/catalog/payments';
import { ADDRESS_OPERATIONS } from './addresses';
import { TOKENIZE_OPERATION } from './card-tokenizer';
import { makePaymentsFakes } from './test-harness';
import { signedInAsDemo } from '../backend/test-support';

const states = <T>(o: Observable<AsyncState<T>>) => lastValueFrom(o.pipe(toArray()));
const last = async <T>(o: Observable<AsyncState<T>>) => (await states(o)).at(-1);

const demo = () => {
  const f = signedInAsDemo(makePaymentsFakes());
  const session: Session = { kind: 'member', memberId: DEMO_MEMBER.memberId, email: DEMO_MEMBER.email, firstName: 'Avery', lastName: 'Quinn', signedInAt: 0 };
  return { ...f, session };
};

const form: BillingAddressForm = {
  firstName: 'Avery', lastName: 'Quinn', phoneNumber: '206 555 0199', addressLine1: '85 Pike St', city: 'Seattle',
  postalCode: '98101', countrySubdivision: 'wa', country: 'us',
};
const card = (cardNumber: string, securityCode = '123') => ({ cardNumber, securityCode, expiry: { month: 4, year: 2029 }, billingAddressId: DEMO_ADDRESS_IDS.home });

describe('payment method use cases (fake adapters)', () => {
  it('lists the demo wallet: loading, then the default Visa first', async () => {
    const f = demo();
    const s = await states(makeListPaymentMethods(f)());
    expect(s[0]).toEqual({ status: 'loading' });
    expect(s[1]).toMatchObject({ status: 'ok', value: [{ paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa, default: true }, { paymentType: 'mastercard' }, { paymentType: 'paypal' }] });
  });

  it('adds a card by token: never stores the number, and says so in the notice', async () => {
    const f = demo();
    const r = await last(makeAddCreditCard({ ...f, tokenizer: f.tokenizer })({ ...card('5105 1051 0510 5100'), nickname: '  Groceries  ' }));
    expect(r).toMatchObject({ status: 'ok', value: { message: 'Added Mastercard ending in 5100', instrument: { nickname: 'Groceries', default: false } } });
    expect(JSON.stringify(f.backend.table('paymentInstruments', () => ({})).read())).not.toContain('5105105105105100');
    expect(JSON.stringify(f.backend.table('cardTokens', () => ({})).read())).not.toContain('5105105105105100');
  });

  it('refuses an invalid form without calling the provider', async () => {
    const f = demo();
    f.backend.faults.set(TOKENIZE_OPERATION, { status: 500 });
    const s = await states(makeAddCreditCard(f)({ ...card('4111'), securityCode: '1', expiry: { month: 1, year: 2026 }, billingAddressId: '' }));
    expect(s).toHaveLength(1);
    expect(s[0]).toMatchObject({
      status: 'error',
      message: 'Check the highlighted fields and try again.',
      error: { code: 'VALIDATION_ERROR', context: { fields: { cardNumber: 'Enter a card number of 12 to 19 digits.', securityCode: 'Enter the 3- or 4-digit security code.', expiry: 'This card has expired. Check the expiration date.', billingAddressId: 'Choose a billing address.' } } },
    });
  });

  it('shows the provider verdicts: bad number, declined test card, server message override', async () => {
    const f = demo();
    const add = makeAddCreditCard(f);
    expect(await last(add(card('4111111111111112')))).toMatchObject({ status: 'error', message: "That card number or security code doesn't look right." });
    expect(await last(add(card('4000000000000002')))).toMatchObject({ status: 'error', message: 'This payment method was declined. Choose another payment method.' });
    f.backend.faults.set(TOKENIZE_OPERATION, { code: '121062', serverMessage: 'Call us at 1-800-CREMA.', times: 1 });
    expect(await last(add(card('4111111111111111')))).toMatchObject({ status: 'error', message: 'Call us at 1-800-CREMA.' });
  });

  it('edits, sets default and removes with their notices', async () => {
    const f = demo();
    const edited = await last(makeEditCreditCard(f)({ paymentInstrumentId: DEMO_INSTRUMENT_IDS.mastercard, nickname: 'Office', expiry: { month: 1, year: 2031 } }));
    expect(edited).toMatchObject({ status: 'ok', value: { message: 'Updated Mastercard ending in 4444', instrument: { nickname: 'Office' } } });
    const def = await last(makeSetDefaultPaymentMethod(f)(DEMO_INSTRUMENT_IDS.mastercard));
    expect(def).toMatchObject({ status: 'ok', value: { message: 'Mastercard ending in 4444 is now your default payment method' } });
    if (def?.status !== 'ok') throw new Error('expected ok');
    expect(def.value.instruments.map((i) => [i.paymentInstrumentId, i.default])).toEqual([
      [DEMO_INSTRUMENT_IDS.mastercard, true],
      [DEMO_INSTRUMENT_IDS.visa, false],
      [DEMO_INSTRUMENT_IDS.paypal, false],
    ]);
    const removed = await last(makeRemovePaymentMethod(f)(DEMO_INSTRUMENT_IDS.mastercard));
    expect(removed).toMatchObject({ status: 'ok', value: { message: 'Removed Mastercard ending in 4444' } });
    const list = await last(makeListPaymentMethods(f)());
    expect(list).toMatchObject({ status: 'ok', value: [{ paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa, default: true }, {}] });
    f.backend.faults.set('removePaymentMethod', { status: 500, times: 1 });
    expect(await last(makeRemovePaymentMethod(f)(DEMO_INSTRUMENT_IDS.visa))).toMatchObject({ status: 'error', message: "We couldn't remove this payment method. Try again." });
  });

  it('offers PayPal only to members with the flag, and links it once', async () => {
    const f = demo();
    const guest: Session = { kind: 'guest', guestId: 'g', startedAt: 0, expiresAt: 1e15 };
    const unavailable = "PayPal isn't available right now. Add a credit or debit card instead.";
    expect(await last(makeAddPaypal({ ...f, config: defaultConfig, session: () => guest })({ accountEmail: 'a@b.co' }))).toMatchObject({ status: 'error', message: unavailable });
    expect(await last(makeAddPaypal({ ...f, config: makeConfig({ flags: { paypal: false } }), session: () => f.session })({ accountEmail: 'a@b.co' }))).toMatchObject({ status: 'error', message: unavailable });
    const addPaypal = makeAddPaypal({ ...f, config: defaultConfig, session: () => f.session });
    expect(await last(addPaypal({ accountEmail: 'a@b.co' }))).toMatchObject({ status: 'error', message: 'Your PayPal account is already linked.' });
    await last(makeRemovePaymentMethod(f)(DEMO_INSTRUMENT_IDS.paypal));
    expect(await last(addPaypal({ accountEmail: 'avery@paypal.example' }))).toMatchObject({ status: 'ok', value: { message: 'Linked your PayPal account', instrument: { paymentType: 'paypal' } } });
  });
});

describe('billing address use cases (fake adapters)', () => {
  it('caches the address list for one week, then refetches', async () => {
    const f = demo();
    const addressBook = createAddressBook({ addresses: f.addresses, clock: f.clock, config: defaultConfig });
    const list = makeListAddresses({ addressBook });
    expect(await last(list({ memberId: DEMO_MEMBER.memberId }))).toMatchObject({ status: 'ok', value: [{ addressId: DEMO_ADDRESS_IDS.home }, { addressId: DEMO_ADDRESS_IDS.work }] });
    f.backend.faults.set(ADDRESS_OPERATIONS.list, { status: 500 });
    f.clock.advance(7 * MS_PER_DAY - 1);
    expect(await last(list({ memberId: DEMO_MEMBER.memberId }))).toMatchObject({ status: 'ok' });
    f.clock.advance(1);
    expect(await last(list({ memberId: DEMO_MEMBER.memberId }))).toMatchObject({ status: 'error', message: UNEXPECTED_ERROR_MESSAGE });
  });

  it('adds an address: flag on (loading), then the spec notice and the add-card route; the cached list refreshes', async () => {
    const f = demo();
    const addressBook = createAddressBook({ addresses: f.addresses, clock: f.clock, config: defaultConfig });
    await last(makeListAddresses({ addressBook })({ memberId: DEMO_MEMBER.memberId }));
    const s = await states(makeSaveBillingAddress({ addressBook })({ address: form, returnTo: { kind: 'addCard' } }));
    expect(s[0]).toEqual({ status: 'loading' });
    const saved = s[1];
    if (saved?.status !== 'ok') throw new Error('expected ok');
    expect(saved.value.message).toBe('Added your new billing address');
    expect(saved.value.address).toMatchObject({ countrySubdivision: 'WA', country: 'US', phoneNumber: '206-555-0199', type: 'Billing' });
    expect(saved.value.returnTo).toEqual({ kind: 'addCard' });
    const again = await last(makeListAddresses({ addressBook })({ memberId: DEMO_MEMBER.memberId }));
    expect(again).toMatchObject({ status: 'ok', value: { length: 3 } });
  });

  it('edits an address with the spec notice and the card form to go back to; a failure is the generic error', async () => {
    const f = demo();
    const addressBook = createAddressBook({ addresses: f.addresses, clock: f.clock, config: defaultConfig });
    const save = makeSaveBillingAddress({ addressBook });
    const input = { address: form, addressId: DEMO_ADDRESS_IDS.home, returnTo: { kind: 'editCard' as const, paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa } };
    expect(await last(save(input))).toMatchObject({
      status: 'ok',
      value: { message: 'Updated your billing address', address: { addressId: DEMO_ADDRESS_IDS.home }, returnTo: input.returnTo },
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('HTTP_500', '121059', 'ADDRESS_NOT_FOUND', 'UNEXPECTED_ERROR'), async (code) => {
        f.backend.faults.set(ADDRESS_OPERATIONS.update, { code, times: 1 });
        expect(await last(save(input))).toMatchObject({ status: 'error', message: UNEXPECTED_ERROR_MESSAGE });
      }),
      { numRuns: 8 },
    );
  });

  it('gives a single-use billing address token to a guest', async () => {
    const f = makePaymentsFakes();
    expect(await last(makeAddSingleUseBillingAddress(f)(form))).toMatchObject({ status: 'ok', value: { addressToken: expect.any(String) } });
    expect(await last(makeAddSingleUseBillingAddress(f)({ ...form, postalCode: 'X' }))).toMatchObject({ status: 'error', error: { context: { fields: { postalCode: expect.any(String) } } } });
  });
});

describe('guest card tokenization', () => {
  it('accepts the four guest brands, stamps the token time, and refuses other brands', async () => {
    const f = makePaymentsFakes();
    const tokenize = makeTokenizeGuestCard(f);
    const entry = (cardNumber: string, securityCode = '123') => ({ cardNumber, securityCode, expiry: { month: 12, year: 2027 }, postalCode: '98101' });
    for (const [n, brand, cvv] of [['4111111111111111', 'visa', '123'], ['5555555555554444', 'mastercard', '123'], ['378282246310005', 'amex', '1234'], ['6011111111111117', 'discover', '123']] as const) {
      expect(await last(tokenize(entry(n, cvv)))).toMatchObject({ status: 'ok', value: { brand, lastFour: n.slice(-4), tokenAcquiredTimestamp: f.clock.now() } });
    }
    for (const n of ['3530111333300000', '6200000000000005', '30569309025904']) {
      expect(await last(tokenize(entry(n)))).toMatchObject({ status: 'error', message: 'We accept American Express, Discover, Mastercard and Visa.' });
    }
  });
});

describe('the documented test cards', () => {
  it('tokenize as documented', async () => {
    const f = makePaymentsFakes();
    const tokenize = makeTokenizeGuestCard(f);
    for (const brand of ['visa', 'mastercard', 'amex', 'discover'] as const) {
      for (const n of TEST_CARDS[brand]) {
        expect(await last(tokenize({ cardNumber: n, securityCode: brand === 'amex' ? '1234' : '123', expiry: { month: 1, year: 2030 }, postalCode: '98101' }))).toMatchObject({ status: 'ok', value: { brand } });
      }
    }
    expect(await last(tokenize({ cardNumber: TEST_CARDS.invalid, securityCode: '123', expiry: { month: 1, year: 2030 }, postalCode: '98101' }))).toMatchObject({ status: 'error', error: { code: '121000' } });
  });
});
