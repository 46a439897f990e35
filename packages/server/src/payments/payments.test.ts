// Payment methods and addresses on the server, on every test database (PGlite always; PostgreSQL when the test
// command started one): the demo member's seed from the catalog (once), a card saved only as the tokenizer's
// token, brand, last four and expiry, one default per member whatever the order of changes, one PayPal account,
// addresses validated by the domain's rules through the spec's graph operations, and expired or foreign
// instruments refused for reloads.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { DEMO_ADDRESS_IDS, DEMO_INSTRUMENT_IDS, seedAddresses, seedInstruments } from '@crema/catalog/payments';
import { DEMO_PRIMARY_CARD_ID, DEMO_SECOND_CARD_ID } from '@crema/catalog/cards';
import { AddressGraphOperations, PAYMENT_INSTRUMENTS_PATH, TOKENIZE_PATH } from '@crema/domain/payments/wire';
import { contractAddress } from '@crema/domain/payments/contract';
import type { Address, PaymentInstrument } from '@crema/domain/payments';
import { testDatabases } from '../test/databases';
import { failureOf, graphCodeOf, signIn, useSeededServer } from '../test/app';
import { seedDatabase } from '../seed';
import { GRAPH_PATH } from '../http/graph';
import { createCardLedger } from '../cards/ledger';
import { singleUseAddressLimit } from './routes';

const START = Date.UTC(2026, 10, 25, 18);
const M = DEMO_MEMBER.memberId;

describe.each(testDatabases)('payments on $name', ({ open }) => {
  let demo: string;
  let fresh: string;

  const server = useSeededServer(open, START);

  beforeAll(async () => {
    demo = await signIn(server.app, DEMO_MEMBER);
    fresh = await signIn(server.app, NEW_MEMBER);
  }, 180_000);

  const rest = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    server.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), headers: cookie === undefined ? {} : { cookie } });
  const graph = (operationName: string, variables: Record<string, unknown>, cookie?: string) =>
    server.app.inject({ method: 'POST', url: GRAPH_PATH, payload: { operationName, variables }, headers: cookie === undefined ? {} : { cookie } });
  const ok = <T>(r: LightMyRequestResponse): T => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as T;
  };
  const restCode = (r: LightMyRequestResponse): [number, string] => [r.statusCode, (r.json() as { code: string }).code];
  const wallet = async (cookie: string): Promise<PaymentInstrument[]> => ok(await rest('GET', PAYMENT_INSTRUMENTS_PATH, cookie));
  const addresses = async (cookie: string): Promise<Address[]> => ok<{ data: { user: { addressList: Address[] } } }>(await graph(AddressGraphOperations.getAddressList, {}, cookie)).data.user.addressList;
  const tokenize = async (cardNumber: string, securityCode = '123') =>
    ok<{ token: string; brand: 'visa' | 'mastercard' | 'amex' | 'discover'; lastFour: string }>(
      await rest('POST', TOKENIZE_PATH, undefined, { cardNumber, expiry: { month: 12, year: 2030 }, securityCode, allowedBrands: ['amex', 'discover', 'mastercard', 'visa'] }),
    );

  it("seeds the demo member's wallet and addresses from the catalog, once", async () => {
    expect(await wallet(demo)).toEqual(seedInstruments()[M]);
    expect(await addresses(demo)).toEqual(seedAddresses()[M]);
    await seedDatabase(server.ctx);
    expect(await wallet(demo)).toEqual(seedInstruments()[M]);
    expect(await wallet(fresh)).toEqual([]);
    expect(await addresses(fresh)).toEqual([]);
  });

  it('needs a session for the wallet and the address book (401), but not for a single-use billing address', async () => {
    expect(restCode(await rest('GET', PAYMENT_INSTRUMENTS_PATH))).toEqual([401, 'UNAUTHORIZED']);
    expect(restCode(await rest('DELETE', `${PAYMENT_INSTRUMENTS_PATH}/${DEMO_INSTRUMENT_IDS.visa}`))).toEqual([401, 'UNAUTHORIZED']);
    expect(graphCodeOf(await graph(AddressGraphOperations.getAddressList, {}))).toEqual([401, 'UNAUTHORIZED']);
    expect(graphCodeOf(await graph(AddressGraphOperations.createAddress, { input: contractAddress }))).toEqual([401, 'UNAUTHORIZED']);
    const single = ok<{ data: { addSingleUseBillingAddress: { addressToken: string } } }>(await graph(AddressGraphOperations.addSingleUseBillingAddress, { input: contractAddress, walletTarget: 'gift' }));
    expect(single.data.addSingleUseBillingAddress.addressToken).toMatch(/^addrtok_/);
    expect(await server.db.selectFrom('member_addresses').select('address_id').where('address_line1', '=', contractAddress.addressLine1).execute()).toEqual([]);
  });

  it('saves a card as token, brand, last four and expiry only; a token once; the one default follows the domain', async () => {
    const home = (await addresses(fresh))[0] ?? ok<{ data: { createAddress: Address } }>(await graph(AddressGraphOperations.createAddress, { input: contractAddress }, fresh)).data.createAddress;
    const t1 = await tokenize('5555555555554444');
    const first = ok<PaymentInstrument>(await rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/credit-card`, fresh, { ...t1, expiry: { month: 6, year: 2031 }, billingAddressId: home.addressId, nickname: '  Main   card ' }));
    expect(first).toMatchObject({ paymentType: 'mastercard', accountNumberLastFour: '4444', nickname: 'Main card', default: true, token: t1.token, expiry: { month: 6, year: 2031 } });
    expect(restCode(await rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/credit-card`, fresh, { ...t1, expiry: { month: 6, year: 2031 }, billingAddressId: home.addressId }))).toEqual([400, '121043']);
    const t2 = await tokenize('4111111111111111');
    // Another member's address is not this member's (and the token stays unspent).
    expect(restCode(await rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/credit-card`, fresh, { ...t2, expiry: { month: 6, year: 2031 }, billingAddressId: DEMO_ADDRESS_IDS.home }))).toEqual([400, 'ADDRESS_NOT_FOUND']);
    expect(restCode(await rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/credit-card`, fresh, { ...t2, expiry: { month: 1, year: 2020 }, billingAddressId: home.addressId }))).toEqual([400, 'VALIDATION_ERROR']);
    const second = ok<PaymentInstrument>(await rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/credit-card`, fresh, { ...t2, expiry: { month: 6, year: 2031 }, billingAddressId: home.addressId, makeDefault: true }));
    expect((await wallet(fresh)).map((i) => [i.paymentInstrumentId, i.default])).toEqual([
      [first.paymentInstrumentId, false],
      [second.paymentInstrumentId, true],
    ]);
    const dump = JSON.stringify(await server.db.selectFrom('wallet_instruments').selectAll().execute()) + JSON.stringify(await server.db.selectFrom('card_tokens').selectAll().execute());
    expect(dump).not.toContain('5555555555554444');
    expect(dump).not.toContain('4111111111111111');
    // Removing the default promotes the first remaining; the table never holds two defaults.
    expect(ok<PaymentInstrument>(await rest('DELETE', `${PAYMENT_INSTRUMENTS_PATH}/${second.paymentInstrumentId}`, fresh)).paymentInstrumentId).toBe(second.paymentInstrumentId);
    expect((await wallet(fresh)).map((i) => [i.paymentInstrumentId, i.default])).toEqual([[first.paymentInstrumentId, true]]);
    expect(restCode(await rest('DELETE', `${PAYMENT_INSTRUMENTS_PATH}/${second.paymentInstrumentId}`, fresh))).toEqual([400, 'PAYMENT_INSTRUMENT_NOT_FOUND']);
    await expect(server.db.updateTable('wallet_instruments').set({ is_default: true }).where('member_id', '=', M).execute()).rejects.toThrow();
  });

  it("edits a card's expiry, nickname and billing address, sets defaults, and never touches another member's", async () => {
    const edited = ok<PaymentInstrument>(
      await rest('PATCH', `${PAYMENT_INSTRUMENTS_PATH}/${DEMO_INSTRUMENT_IDS.mastercard}`, demo, { expiry: { month: 9, year: 2032 }, billingAddressId: DEMO_ADDRESS_IDS.home, nickname: 'Work' }),
    );
    expect(edited).toMatchObject({ expiry: { month: 9, year: 2032 }, billingAddressId: DEMO_ADDRESS_IDS.home, nickname: 'Work', default: false });
    expect(restCode(await rest('PATCH', `${PAYMENT_INSTRUMENTS_PATH}/${DEMO_INSTRUMENT_IDS.paypal}`, demo, { expiry: { month: 9, year: 2032 } }))).toEqual([400, 'VALIDATION_ERROR']);
    expect(restCode(await rest('PATCH', `${PAYMENT_INSTRUMENTS_PATH}/${DEMO_INSTRUMENT_IDS.mastercard}`, fresh, { nickname: 'Mine now' }))).toEqual([400, 'PAYMENT_INSTRUMENT_NOT_FOUND']);
    const after = ok<PaymentInstrument[]>(await rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/${DEMO_INSTRUMENT_IDS.mastercard}/default`, demo));
    expect(after.filter((i) => i.default).map((i) => i.paymentInstrumentId)).toEqual([DEMO_INSTRUMENT_IDS.mastercard]);
    // Two devices setting different defaults at once: one default remains.
    await Promise.all([
      rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/${DEMO_INSTRUMENT_IDS.visa}/default`, demo),
      rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/${DEMO_INSTRUMENT_IDS.paypal}/default`, demo),
    ]);
    expect((await wallet(demo)).filter((i) => i.default)).toHaveLength(1);
    ok(await rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/${DEMO_INSTRUMENT_IDS.visa}/default`, demo));
  });

  it('links one PayPal account per member, with a valid e-mail', async () => {
    expect(restCode(await rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/paypal`, demo, { accountEmail: 'other@example.com' }))).toEqual([409, 'PAYPAL_ALREADY_LINKED']);
    const signedUp = await signIn(server.app, NEW_MEMBER);
    expect(restCode(await rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/paypal`, signedUp, { accountEmail: 'not-an-email' }))).toEqual([400, 'VALIDATION_ERROR']);
    const [a, b] = await Promise.all([
      rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/paypal`, signedUp, { accountEmail: 'new@example.com' }),
      rest('POST', `${PAYMENT_INSTRUMENTS_PATH}/paypal`, signedUp, { accountEmail: 'new2@example.com' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await wallet(signedUp)).filter((i) => i.paymentType === 'paypal')).toHaveLength(1);
  });

  it('creates and updates addresses through the graph with the domain rules, only the member\'s own', async () => {
    const created = ok<{ data: { createAddress: Address } }>(await graph(AddressGraphOperations.createAddress, { input: { ...contractAddress, postalCode: ' 97205 ' } }, demo)).data.createAddress;
    expect(created).toMatchObject({ phoneNumber: '503-555-0110', postalCode: '97205' });
    const invalid = await graph(AddressGraphOperations.createAddress, { input: { ...contractAddress, postalCode: 'ABCDE' } }, demo);
    expect(graphCodeOf(invalid)).toEqual([400, 'VALIDATION_ERROR']);
    const updated = ok<{ data: { updateAddress: Address } }>(await graph(AddressGraphOperations.updateAddress, { address: { ...created, city: 'Beaverton', postalCode: '97005' } }, demo)).data.updateAddress;
    expect(updated).toMatchObject({ addressId: created.addressId, city: 'Beaverton' });
    expect(graphCodeOf(await graph(AddressGraphOperations.updateAddress, { address: { ...created, city: 'Elsewhere' } }, fresh))).toEqual([400, 'ADDRESS_NOT_FOUND']);
    expect((await addresses(demo)).map((a) => a.addressId)).toEqual([DEMO_ADDRESS_IDS.home, DEMO_ADDRESS_IDS.work, created.addressId]);
  });

  it('refuses a reload from an expired card (121044) or an instrument not in the wallet (121043); auto reload skips an expired one', async () => {
    const ledger = createCardLedger(server.ctx);
    const reload = (paymentInstrumentId: string, key: string) => ledger.reload(M, { cardId: DEMO_SECOND_CARD_ID, amount: 500, paymentInstrumentId, idempotencyKey: key });
    await server.db.updateTable('wallet_instruments').set({ expiry_month: 10, expiry_year: 2026 }).where('member_id', '=', M).where('payment_instrument_id', '=', DEMO_INSTRUMENT_IDS.mastercard).execute();
    expect(await failureOf(reload(DEMO_INSTRUMENT_IDS.mastercard, 'exp-1'))).toBe('121044');
    expect(await failureOf(reload('pi-nobody', 'exp-2'))).toBe('121043');
    // Valid through the last day of its month: November 2026 pays, by the server's clock.
    await server.db.updateTable('wallet_instruments').set({ expiry_month: 11, expiry_year: 2026 }).where('member_id', '=', M).where('payment_instrument_id', '=', DEMO_INSTRUMENT_IDS.mastercard).execute();
    expect(await failureOf(reload(DEMO_INSTRUMENT_IDS.mastercard, 'exp-3'))).toBe('ok');
    server.clock.advance(10 * 24 * 3600 * 1000);
    expect(await failureOf(reload(DEMO_INSTRUMENT_IDS.mastercard, 'exp-4'))).toBe('121044');
  });

  it("tops a card up by its auto reload only from an instrument that has not expired", async () => {
    const ledger = createCardLedger(server.ctx);
    const visa = server.db.updateTable('wallet_instruments').where('member_id', '=', M).where('payment_instrument_id', '=', DEMO_INSTRUMENT_IDS.visa);
    const card = await ledger.get(M, DEMO_PRIMARY_CARD_ID);
    const trigger = card.autoReloadProfile?.triggerAmount ?? 0;
    const topUp = card.autoReloadProfile?.amount ?? 0;
    expect(card.autoReloadProfile).toMatchObject({ status: 'active', paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa });
    // The server's clock is past November 2026 here: a card that expired then tops nothing up.
    await visa.set({ expiry_month: 11, expiry_year: 2026 }).execute();
    const below = card.balance.amount - trigger + 1;
    expect((await ledger.pay(M, DEMO_PRIMARY_CARD_ID, below)).balance.amount).toBe(trigger - 1);
    await visa.set({ expiry_month: 8, expiry_year: 2029 }).execute();
    expect((await ledger.pay(M, DEMO_PRIMARY_CARD_ID, 1)).balance.amount).toBe(trigger - 2 + topUp);
  });

  it('limits the single-use billing address per client address: the limit+1-th call in a minute is 429, other operations and clients go on', async () => {
    const { max } = singleUseAddressLimit();
    const from = (remoteAddress: string, operationName: string, variables: Record<string, unknown>, cookie?: string) =>
      server.app.inject({ method: 'POST', url: GRAPH_PATH, remoteAddress, payload: { operationName, variables }, headers: cookie === undefined ? {} : { cookie } });
    const single = (remoteAddress: string) => from(remoteAddress, AddressGraphOperations.addSingleUseBillingAddress, { input: contractAddress, walletTarget: 'gift' });
    const rows = async () => (await server.db.selectFrom('single_use_addresses').select('address_token').execute()).length;
    const before = await rows();
    const answers = [];
    for (let i = 0; i < max; i++) answers.push((await single('203.0.113.7')).statusCode);
    expect(answers).toEqual(Array.from({ length: max }, () => 200));
    const refused = await single('203.0.113.7');
    expect(graphCodeOf(refused)).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(refused.json()).toEqual({ errors: [{ message: 'TOO_MANY_REQUESTS', extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows()).toBe(before + max);
    // The same client's other operations are not limited by it; another client still gets its addresses.
    expect(graphCodeOf(await from('203.0.113.7', AddressGraphOperations.getAddressList, {}))).toEqual([401, 'UNAUTHORIZED']);
    expect((await from('203.0.113.7', AddressGraphOperations.getAddressList, {}, demo)).statusCode).toBe(200);
    expect((await from('203.0.113.7', AddressGraphOperations.createAddress, { input: contractAddress }, fresh)).statusCode).toBe(200);
    expect((await single('203.0.113.8')).statusCode).toBe(200);
    expect(graphCodeOf(await single('203.0.113.7'))).toEqual([429, 'TOO_MANY_REQUESTS']);
  });
});
