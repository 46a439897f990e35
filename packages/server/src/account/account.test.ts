// The account capability on the server, on every test database (PGlite always; PostgreSQL when the test
// command started one): the demo member's seed from the catalog, order history from the orders the server
// stores (an order placed on one device shows on another), the password change and the multi-factor phone
// refused without a fresh multi-factor re-authentication, the password re-hashed with scrypt and the
// member's other sessions ended, and the e-mail change writing its code and the notice to the old address
// into the outbox.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { AccountCodes, AccountPaths } from '@crema/domain/account';
import { allProducts, type MenuCatalog, type PricedOrder, type ProductDetails } from '@crema/domain/ordering';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { seedMfaPhones, seedPersonal, seedPreferences } from '@crema/catalog/account';
import { testDatabases } from '../test/databases';
import { signIn, useSeededServer } from '../test/app';
import { waitForMail } from '../test/mailbox';
import { GRAPH_PATH } from '../http/graph';
import { storeDirectoryOf } from '../ordering/store-directory';
import { fixtureStores, type FixtureStores } from '../ordering/fixture-stores';
import { OrderingOperations as Op } from '../ordering';
import { createAccountService } from './service';

const START = Date.UTC(2026, 10, 25, 18);

describe.each(testDatabases)('account on $name', ({ open }) => {
  let stores: FixtureStores;
  let members = 0;

  const server = useSeededServer(open, START);

  beforeAll(async () => {
    stores = await fixtureStores(storeDirectoryOf(server.app), server.clock);
  }, 180_000);

  const cookieOf = (r: LightMyRequestResponse): string => `crema_session=${r.cookies.find((c) => c.name === 'crema_session')?.value ?? ''}`;
  const register = async (): Promise<{ cookie: string; email: string; password: string; memberId: string }> => {
    const email = `account-test-${++members}@example.test`;
    const password = 'Crema-Test-2026';
    const r = await server.app.inject({ method: 'POST', url: '/apiproxy/v1/account/register', payload: { firstName: 'Casey', lastName: 'Morgan', email, password } });
    expect(r.statusCode, r.body).toBe(201);
    return { cookie: cookieOf(r), email, password, memberId: (r.json() as { memberId: string }).memberId };
  };
  const reauthenticate = async (cookie: string, password: string) => {
    const r = await server.app.inject({ method: 'POST', url: '/apiproxy/v1/account/reauthenticate', payload: { password }, headers: { cookie } });
    expect(r.statusCode, r.body).toBe(204);
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    server.app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: cookie === undefined ? {} : { cookie } });
  const codeOf = (r: LightMyRequestResponse): [number, string] => [r.statusCode, (r.json() as { code?: string }).code ?? ''];
  const whoIs = async (cookie: string) => ((await call('GET', '/apiproxy/v1/account/session', cookie)).json() as { member: { memberId: string } | null }).member;
  const graph = (operationName: string, variables: Record<string, unknown>, cookie: string) =>
    server.app.inject({ method: 'POST', url: GRAPH_PATH, payload: { operationName, variables }, headers: { cookie } });
  const data = <T>(r: LightMyRequestResponse, field: string): T => {
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { data: Record<string, T> }).data[field] as T;
  };

  it('answers 401 to a signed-out visitor on every account call', async () => {
    for (const [method, url] of [
      ['GET', AccountPaths.personal],
      ['PUT', AccountPaths.profile],
      ['GET', AccountPaths.preferences],
      ['POST', AccountPaths.password],
      ['POST', AccountPaths.emailChangeCode],
      ['POST', AccountPaths.mfaPhoneCode],
      ['GET', AccountPaths.orderHistory],
      ['GET', AccountPaths.privacy],
    ] as const) {
      expect(codeOf(await call(method, url, undefined, {})), url).toEqual([401, 'UNAUTHORIZED']);
    }
  });

  it("seeds the demo member's record from the catalog, and reads its history from the orders table", async () => {
    const cookie = await signIn(server.app, DEMO_MEMBER);
    const seeded = seedPersonal()[DEMO_MEMBER.memberId];
    expect((await call('GET', AccountPaths.personal, cookie)).json()).toEqual({ firstName: DEMO_MEMBER.firstName, lastName: DEMO_MEMBER.lastName, email: DEMO_MEMBER.email, ...seeded });
    expect((await call('GET', AccountPaths.profile, cookie)).json()).toMatchObject({ displayName: 'Avery Q.', initials: 'AQ', memberSince: Date.UTC(2019, 2, 14) });
    expect((await call('GET', AccountPaths.preferences, cookie)).json()).toEqual(seedPreferences()[DEMO_MEMBER.memberId]);
    expect((await call('GET', AccountPaths.mfaPhone, cookie)).json()).toEqual(seedMfaPhones()[DEMO_MEMBER.memberId]);
    const history = (await call('GET', AccountPaths.orderHistory, cookie)).json() as { orderId: string; placedAt: number; items: unknown[] }[];
    const stored = await server.db.selectFrom('orders').select('order_id').where('member_id', '=', DEMO_MEMBER.memberId).orderBy('placed_at', 'desc').execute();
    expect(history.map((o) => o.orderId)).toEqual(stored.map((o) => o.order_id));
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((o) => o.items.length > 0)).toBe(true);
  });

  it('shows an order placed on one device in the history on another', async () => {
    const phone = await signIn(server.app, DEMO_MEMBER);
    const laptop = await signIn(server.app, DEMO_MEMBER);
    const store = stores.store;
    const menu = data<MenuCatalog>(await graph(Op.getMenu, { storeNumber: store.storeNumber }, phone), 'menu');
    const p = allProducts(menu).find((x) => x.availability === 'Available' && x.productType === 'Beverage');
    if (p === undefined) throw new Error('no drink');
    const d = data<ProductDetails>(await graph(Op.getProduct, { productNumber: p.productNumber, formCode: p.formCode, storeNumber: store.storeNumber }, phone), 'product');
    const size = d.sizes[0];
    if (size === undefined) throw new Error('no size');
    const order = {
      storeNumber: store.storeNumber,
      cart: { items: [{ key: 'line-1', productNumber: d.productNumber, formCode: d.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity: 2, options: [] }], offers: [] },
      fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' },
    };
    const priced = data<PricedOrder>(await graph(Op.priceOrder, { order }, phone), 'priceOrder');
    const input = { orderId: priced.orderId, storeNumber: store.storeNumber, tenders: [{ id: DEMO_INSTRUMENT_IDS.visa, tender: 'VISA', amount: priced.summary.price }], tipAmount: 0, idempotencyKey: 'account-history-1' };
    data(await graph(Op.submitOrder, { input }, phone), 'placeOrder');
    const history = (await call('GET', AccountPaths.orderHistory, laptop)).json() as { orderId: string; total: { amount: number }; items: { name: string; quantity: number }[]; starsEarned: number }[];
    expect(history[0]).toMatchObject({ orderId: priced.orderId, total: { amount: priced.summary.price }, items: [{ name: d.name, quantity: 2 }] });
    expect(history[0]?.starsEarned).toBeGreaterThan(0);
  });

  it("lists the member's e-gift purchases kept by the gifting capability, one row per recipient (in the order sent), newest first", async () => {
    const m = await register();
    expect((await call('GET', AccountPaths.egiftHistory, m.cookie)).json()).toEqual([]);
    const line = (recipientName: string, amount: number, message: string) => ({
      recipientEmail: `${recipientName.toLowerCase()}@example.com`,
      recipientName,
      deliveryMethod: 'EMAIL',
      deliveryDate: '2026-11-25',
      product: '11000101',
      message,
      amount: { amount, currency: 'USD' },
    });
    const purchase = (n: number, at: number, egifts: ReturnType<typeof line>[]) => ({
      request_id: `req-account-${m.memberId}-${n}`,
      order_number: `G-ACCT-${n}`,
      fingerprint: `fp-${n}`,
      member_id: m.memberId,
      payment_type: 'visa',
      payment_instrument_id: 'pi-test',
      payment_token: null,
      last_four: '4242',
      sender_name: 'Casey',
      sender_email: m.email,
      currency: 'USD',
      total_minor: egifts.reduce((t, g) => t + g.amount.amount, 0),
      egifts: JSON.stringify(egifts),
      accepted_at: at,
      ready_at: at,
      answer: JSON.stringify({ requestId: `req-account-${m.memberId}-${n}`, delay: 0 }),
    });
    await server.db.insertInto('gift_purchases').values([purchase(1, START - 2000, [line('Sam', 1500, 'Happy birthday')]), purchase(2, START - 1000, [line('Riley', 2500, ''), line('Kim', 500, 'Thanks')])]).execute();
    const rows = (await call('GET', AccountPaths.egiftHistory, m.cookie)).json() as { orderNumber: string; recipientName: string; amount: { amount: number }; message?: string }[];
    expect(rows.map((r) => [r.orderNumber, r.recipientName, r.amount.amount, r.message])).toEqual([
      ['G-ACCT-2', 'Riley', 2500, undefined],
      ['G-ACCT-2', 'Kim', 500, 'Thanks'],
      ['G-ACCT-1', 'Sam', 1500, 'Happy birthday'],
    ]);
  });

  it('refuses a password change without a fresh multi-factor; with one, re-hashes with scrypt and ends the other sessions', async () => {
    const m = await register();
    const other = await signIn(server.app, m);
    const change = (cookie: string, currentPassword: string, newPassword: string) => call('POST', AccountPaths.password, cookie, { currentPassword, newPassword });
    expect(codeOf(await change(m.cookie, m.password, 'Brand-New-Beans-1'))).toEqual([403, 'MFA_REQUIRED']);
    await reauthenticate(m.cookie, m.password);
    expect(codeOf(await change(m.cookie, 'Not-It-Either-1', 'Brand-New-Beans-1'))).toEqual([403, AccountCodes.CURRENT_PASSWORD_WRONG]);
    expect(codeOf(await change(m.cookie, m.password, 'short1'))).toEqual([400, 'VALIDATION_ERROR']);
    expect(await whoIs(other)).not.toBeNull();
    expect((await change(m.cookie, m.password, 'Brand-New-Beans-1')).statusCode).toBe(204);
    // The other device is signed out on the server; this one stays signed in.
    expect(await whoIs(other)).toBeNull();
    expect(await whoIs(m.cookie)).toMatchObject({ memberId: m.memberId });
    const row = await server.db.selectFrom('members').select('password_hash').where('member_id', '=', m.memberId).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await call('POST', '/apiproxy/v1/account/sign-in', undefined, { email: m.email, password: m.password })).statusCode).toBe(401);
    await signIn(server.app, { email: m.email, password: 'Brand-New-Beans-1' });
    // The re-authentication goes stale on the server's clock.
    server.clock.advance(server.ctx.config.mfaFreshForMs);
    expect(codeOf(await change(m.cookie, 'Brand-New-Beans-1', 'Brand-New-Beans-2'))).toEqual([403, 'MFA_REQUIRED']);
  });

  it('changes the e-mail only after a fresh re-authentication, writing the code to the new address and a notice to the old one in the outbox', async () => {
    const m = await register();
    const newEmail = `moved-${members}@example.test`;
    expect(codeOf(await call('POST', AccountPaths.emailChangeCode, m.cookie, { newEmail }))).toEqual([403, 'MFA_REQUIRED']);
    await reauthenticate(m.cookie, m.password);
    expect(codeOf(await call('POST', AccountPaths.emailChangeCode, m.cookie, { newEmail: DEMO_MEMBER.email }))).toEqual([409, AccountCodes.EMAIL_IN_USE]);
    expect((await call('POST', AccountPaths.emailChangeCode, m.cookie, { newEmail })).json()).toEqual({ target: newEmail, expiresAt: server.clock.now() + 10 * 60_000 });
    const sent = await server.db.selectFrom('account_outbox').selectAll().where('member_id', '=', m.memberId).where('kind', '=', 'email-change-code').execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: newEmail, channel: 'email' });
    const code = await createAccountService(server.ctx).latestCode(newEmail);
    expect(code).toMatch(/^\d{6}$/);
    // The code leaves by e-mail to the new address (the job queue delivers what the outbox table logs).
    const [mail] = await waitForMail(server, newEmail);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Confirm your new e-mail address' });
    expect(mail?.text).toContain(`Your Crema code is ${code}.`);
    // Only a hash of the code is kept beside the pending change.
    const pending = await server.db.selectFrom('verification_codes').selectAll().where('member_id', '=', m.memberId).executeTakeFirstOrThrow();
    expect(pending.code_hash).not.toContain(code ?? '');
    expect(codeOf(await call('POST', AccountPaths.emailChangeConfirm, m.cookie, { code: code === '000000' ? '111111' : '000000' }))).toEqual([400, AccountCodes.CODE_WRONG]);
    expect((await call('POST', AccountPaths.emailChangeConfirm, m.cookie, { code })).json()).toEqual({ email: newEmail });
    const notice = await server.db.selectFrom('account_outbox').selectAll().where('member_id', '=', m.memberId).where('kind', '=', 'email-changed-notice').execute();
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({ recipient: m.email, channel: 'email' });
    expect(notice[0]?.body).toContain(newEmail);
    expect((await server.db.selectFrom('members').select('email').where('member_id', '=', m.memberId).executeTakeFirstOrThrow()).email).toBe(newEmail);
    await signIn(server.app, { email: newEmail, password: m.password });
  });

  it('adding or editing the multi-factor phone needs a fresh multi-factor too', async () => {
    const m = await register();
    expect(codeOf(await call('POST', AccountPaths.mfaPhoneCode, m.cookie, { phoneNumber: '415-555-0111' }))).toEqual([403, 'MFA_REQUIRED']);
    expect(codeOf(await call('POST', AccountPaths.mfaPhoneConfirm, m.cookie, { code: '123456' }))).toEqual([403, 'MFA_REQUIRED']);
    await reauthenticate(m.cookie, m.password);
    expect((await call('POST', AccountPaths.mfaPhoneCode, m.cookie, { phoneNumber: '415-555-0111' })).statusCode).toBe(200);
    const code = await createAccountService(server.ctx).latestCode('415-555-0111');
    // By SMS to the phone.
    expect((await waitForMail(server, '415-555-0111')).at(-1)).toMatchObject({ channel: 'sms', text: `Your Crema code is ${code}. It expires in 10 minutes.` });
    expect((await call('POST', AccountPaths.mfaPhoneConfirm, m.cookie, { code })).json()).toEqual({ phoneNumber: '415-555-0111', verifiedAt: server.clock.now() });
  });

  it('sends at most 10 multi-factor codes a minute to one member (429 after); another member is not held back', async () => {
    const m = await register();
    await reauthenticate(m.cookie, m.password);
    const sends = [];
    for (let i = 0; i < 10; i++) sends.push((await call('POST', AccountPaths.mfaPhoneCode, m.cookie, { phoneNumber: '415-555-0112' })).statusCode);
    expect(sends).toEqual(Array.from({ length: 10 }, () => 200));
    expect(codeOf(await call('POST', AccountPaths.mfaPhoneCode, m.cookie, { phoneNumber: '415-555-0112' }))).toEqual([429, 'TOO_MANY_REQUESTS']);
    const other = await register();
    await reauthenticate(other.cookie, other.password);
    expect((await call('POST', AccountPaths.mfaPhoneCode, other.cookie, { phoneNumber: '415-555-0113' })).statusCode).toBe(200);
  });

  it('prepares the data export within 24 hours on the server clock, without hashes, codes or tokens', async () => {
    const cookie = await signIn(server.app, DEMO_MEMBER);
    const asked = (await call('POST', AccountPaths.dataDownload, cookie)).json() as { dataDownloadRequestedAt: number; dataDownloadReadyAt: number };
    expect(asked.dataDownloadReadyAt - asked.dataDownloadRequestedAt).toBe(24 * 60 * 60_000);
    expect(codeOf(await call('POST', AccountPaths.dataDownload, cookie))).toEqual([409, AccountCodes.REQUEST_ALREADY_RECEIVED]);
    expect(codeOf(await call('GET', AccountPaths.dataExport, cookie))).toEqual([409, AccountCodes.DATA_EXPORT_NOT_READY]);
    server.clock.advance(24 * 60 * 60_000);
    const file = (await call('GET', AccountPaths.dataExport, cookie)).json() as { fileName: string; contents: string };
    expect(file.fileName).toMatch(/^crema-account-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(file.contents) as { personal: { email: string }; paymentMethods: { type: string; lastFour: string }[]; orders: unknown[] };
    expect(data.personal.email).toBe(DEMO_MEMBER.email);
    expect(data.paymentMethods.length).toBeGreaterThan(0);
    expect(data.orders.length).toBeGreaterThan(0);
    expect(file.contents).not.toMatch(/scrypt|password|code_hash|token|tok_/i);
  });

  it("refuses invalid details with the domain's rules and malformed bodies with VALIDATION_ERROR", async () => {
    const m = await register();
    expect(codeOf(await call('PUT', AccountPaths.personal, m.cookie, { firstName: '', lastName: 'Lee', birthday: { month: 4, day: 31 } }))).toEqual([400, 'VALIDATION_ERROR']);
    expect(codeOf(await call('PUT', AccountPaths.personal, m.cookie, { firstName: 7 }))).toEqual([400, 'VALIDATION_ERROR']);
    expect(codeOf(await call('PUT', AccountPaths.preferences, m.cookie, { emailOffers: true, push: false, sms: true }))).toEqual([400, 'VALIDATION_ERROR']);
    expect(codeOf(await call('PUT', AccountPaths.profile, m.cookie, { displayName: 'x'.repeat(31), favoriteDrink: '' }))).toEqual([400, 'VALIDATION_ERROR']);
    const saved = await call('PUT', AccountPaths.personal, m.cookie, { firstName: ' Jo ', lastName: 'Lee', phoneNumber: '(312) 555-0188' });
    expect(saved.json()).toEqual({ firstName: 'Jo', lastName: 'Lee', email: m.email, phoneNumber: '312-555-0188' });
    expect((await call('GET', AccountPaths.personal, m.cookie)).headers['cache-control']).toBe('no-store');
    // The session call is member data too (registered by auth, before account's routes).
    expect((await call('GET', '/apiproxy/v1/account/session', m.cookie)).headers['cache-control']).toBe('no-store');
  });
});
