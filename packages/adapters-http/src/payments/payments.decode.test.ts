// The payment adapters at the boundary, against a stub server: each call goes where it should with only what
// the server needs, a well-formed answer decodes into the domain's type, and a random, truncated or mis-shaped
// answer is DECODE_ERROR, never a crash; a refusal keeps its code and the fields it names.
import { describe, expect, it } from 'vitest';
import { createSeededIds } from '@crema/domain';
import { fieldErrorsOf, type Address, type PaymentInstrument } from '@crema/domain/payments';
import { createHttpClient } from '../client';
import { answer, decodedCallProperties, useTestServer, type DecodedCall } from '../client/test-server';
import { createHttpAddresses, createHttpPaymentMethods } from './index';

const server = useTestServer();

const client = () => createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(5) });
const wallet = () => createHttpPaymentMethods(client());
const book = () => createHttpAddresses(client());

const visa: PaymentInstrument = {
  paymentInstrumentId: 'pi-1',
  paymentType: 'visa',
  accountNumberLastFour: '4242',
  nickname: 'Everyday Visa',
  default: true,
  expiry: { month: 8, year: 2029 },
  billingAddressId: 'addr-1',
  token: 'tok_1',
};
const home: Address = {
  addressId: 'addr-1',
  type: 'Billing',
  firstName: 'Avery',
  lastName: 'Quinn',
  phoneNumber: '206-555-0142',
  addressLine1: '1912 Pike Place',
  city: 'Seattle',
  postalCode: '98101',
  countrySubdivision: 'WA',
  country: 'US',
};
const { addressId: _id, ...homeInput } = home;

const calls: readonly DecodedCall[] = [
  { name: 'list instruments', call: () => wallet().list(), body: [visa], yields: [visa] },
  { name: 'add a card', call: () => wallet().addCard({ token: 'tok_1', brand: 'visa', lastFour: '4242', expiry: { month: 8, year: 2029 }, billingAddressId: 'addr-1' }), body: visa, yields: visa },
  { name: 'set the default', call: () => wallet().setDefault('pi-1'), body: [visa], yields: [visa] },
  { name: 'list addresses', call: () => book().list(), body: { data: { user: { addressList: [home] } } }, yields: [home] },
  { name: 'create an address', call: () => book().create(homeInput), body: { data: { createAddress: home } }, yields: home },
  { name: 'single-use address', call: () => book().addSingleUseBillingAddress(homeInput), body: { data: { addSingleUseBillingAddress: { addressToken: 'addrtok_1' } } }, yields: { addressToken: 'addrtok_1' } },
];

decodedCallProperties(server, calls);

describe('what the payment calls send', () => {
  it('edits with PATCH on the instrument, its id encoded, sending only the fields given', async () => {
    server.replyJson(200, visa);
    await answer(wallet().edit({ paymentInstrumentId: 'pi/1', nickname: 'Travel' }));
    expect(server.received[0]).toMatchObject({ method: 'PATCH', url: '/apiproxy/v1/payments/instruments/pi%2F1' });
    expect(JSON.parse(server.received[0]?.body ?? '{}')).toEqual({ nickname: 'Travel' });
  });

  it('keeps a refusal\'s code and the fields it names, from REST and from the graph', async () => {
    server.replyJson(400, { code: 'VALIDATION_ERROR', fields: { expiry: 'Enter a date in the future.', bad: 3 } });
    const rest = await answer(wallet().addCard({ token: 't', brand: 'visa', lastFour: '1111', expiry: { month: 1, year: 2020 }, billingAddressId: 'a' }));
    expect(rest._tag === 'Left' && fieldErrorsOf(rest.left)).toEqual({ expiry: 'Enter a date in the future.' });
    server.replyJson(400, { errors: [{ message: 'VALIDATION_ERROR', extensions: { code: 'VALIDATION_ERROR', fields: { postalCode: 'Enter a valid ZIP code.' } } }] });
    const graph = await answer(book().create(homeInput));
    expect(graph._tag === 'Left' && graph.left.code).toBe('VALIDATION_ERROR');
    expect(graph._tag === 'Left' && fieldErrorsOf(graph.left)).toEqual({ postalCode: 'Enter a valid ZIP code.' });
    server.replyJson(400, { code: 'PAYMENT_INSTRUMENT_NOT_FOUND' });
    expect(await answer(wallet().remove('pi-gone'))).toMatchObject({ _tag: 'Left', left: { code: 'PAYMENT_INSTRUMENT_NOT_FOUND' } });
  });

  it('asks the spec\'s address operations by name, the single-use one with its wallet target', async () => {
    server.replyJson(200, { data: { addSingleUseBillingAddress: { addressToken: 'addrtok_1' } } });
    await answer(book().addSingleUseBillingAddress(homeInput));
    const sent = JSON.parse(server.received[0]?.body ?? '{}') as { operationName: string; variables: Record<string, unknown> };
    expect(sent.operationName).toBe('add-single-use-billing-address');
    expect(sent.variables).toEqual({ input: homeInput, walletTarget: 'GUEST' });
  });
});
