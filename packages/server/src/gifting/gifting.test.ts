// Gifting on the server, on every test database (PGlite always; PostgreSQL when the test command started one):
// the catalog's graph queries, one purchase per request id (a retry, two at once, after a restart), a guest
// token spent once, a member paying only with their own unexpired instrument, every section 5 limit re-checked
// on a body the browser would never send, the status poll's EPROMISERETRY then order number, and no card
// number kept anywhere.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { makeConfig } from '@crema/domain';
import type { GiftCardDesign, GiftCatalogData, GiftLine } from '@crema/domain/gifting';
import { GIFT_PURCHASE_PATH, GIFT_PURCHASE_STATUS_PATH, GiftGraphOperations as Op } from '@crema/domain/gifting/wire';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { testDatabases } from '../test/databases';
import { readyApp, signIn, useSeededServer } from '../test/app';
import { seedMembers } from '../auth/seed';
import { GRAPH_PATH } from '../http/graph';
import { TOKENIZE_PATH } from '../ordering/card-tokens';
import { GIFT_PROCESSING_MS } from './purchases';
import { memberEgiftHistory } from './history';

// Many purchases from one address within a minute: the burst limit is lifted for this file.
process.env.CREMA_GIFT_RATE_PER_MINUTE = '10000';
process.env.CREMA_TOKENIZE_RATE_PER_MINUTE = '10000';

const START = Date.UTC(2026, 10, 25, 18);
const TODAY = '2026-11-25';
/** The demo member's wallet in these tests (inserted here, so the test does not lean on another capability's seed). */
const VISA = 'pi-test-visa';
const MASTERCARD = 'pi-test-mc';
const EXPIRED = 'pi-test-expired';

const line = (over: Partial<GiftLine> = {}): GiftLine => ({
  recipientEmail: 'sam@example.com',
  recipientName: 'Sam',
  deliveryMethod: 'EMAIL',
  deliveryDate: TODAY,
  product: '11000101',
  message: 'Enjoy!',
  amount: { amount: 2500, currency: 'USD' },
  ...over,
});

let k = 0;
const body = (pay: { paymentInstrumentId: string } | { paymentInstrumentToken: string }, over: Record<string, unknown> = {}) => ({
  requestId: `gift-test-${++k}`,
  orderSource: 'WEB',
  locale: 'en-US',
  currency: 'USD',
  paymentType: 'visa',
  senderEmail: 'avery@example.net',
  senderName: 'Avery Quinn',
  egifts: [line()],
  riskData: { channel: 'WEB', capturedAt: START },
  ...pay,
  ...over,
});

describe.each(testDatabases)('gifting on $name', ({ open }) => {
  let member: string;

  const server = useSeededServer(open, START, async (ctx) => {
    await seedMembers(ctx);
    const saved = (payment_instrument_id: string, payment_type: string, last_four: string, expiry_year: number) => ({
      member_id: DEMO_MEMBER.memberId,
      payment_instrument_id,
      payment_type,
      last_four,
      expiry_month: 1,
      expiry_year,
    });
    await ctx.db.insertInto('wallet_instruments').values([saved(VISA, 'visa', '4242', 2099), saved(MASTERCARD, 'mastercard', '4444', 2099), saved(EXPIRED, 'visa', '0005', 2020)]).execute();
  });

  beforeAll(async () => {
    member = await signIn(server.app, DEMO_MEMBER);
  }, 180_000);

  const graph = (operationName: string, variables: Record<string, unknown>): Promise<LightMyRequestResponse> =>
    server.app.inject({ method: 'POST', url: GRAPH_PATH, payload: { operationName, variables } });
  const buy = (payload: unknown, cookie?: string, a: FastifyInstance = server.app): Promise<LightMyRequestResponse> =>
    a.inject({ method: 'POST', url: GIFT_PURCHASE_PATH, payload: payload as Record<string, unknown>, headers: cookie === undefined ? {} : { cookie } });
  const status = (requestId: string, cookie?: string): Promise<LightMyRequestResponse> =>
    server.app.inject({ method: 'GET', url: `${GIFT_PURCHASE_STATUS_PATH}?numberOfGifts=1&paymentType=visa`, headers: { 'x-request-id': requestId, ...(cookie === undefined ? {} : { cookie }) } });
  const codeOf = (r: LightMyRequestResponse): [number, string] => [r.statusCode, (r.json() as { code?: string }).code ?? ''];
  const tokenize = async (): Promise<string> => {
    const r = await server.app.inject({ method: 'POST', url: TOKENIZE_PATH, payload: { cardNumber: '4111111111111111', expiry: { month: 12, year: 2030 }, securityCode: '123', postalCode: '98101', allowedBrands: ['visa'] } });
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { token: string }).token;
  };
  const purchases = async (): Promise<number> => Number((await server.db.selectFrom('gift_purchases').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const orderNumberOf = async (requestId: string, cookie?: string): Promise<string> => {
    server.clock.advance(GIFT_PROCESSING_MS);
    const r = await status(requestId, cookie);
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { orderNumber: string }).orderNumber;
  };

  it('answers the gift catalog and a design by product number from the catalog; 404 for an unknown one', async () => {
    const r = await graph(Op.getCatalog, { locale: 'en-US' });
    expect(r.statusCode).toBe(200);
    const catalog = (r.json() as { data: { gift: GiftCatalogData } }).data.gift;
    expect(catalog.categories.map((c) => c.name)).toEqual(['Thank you', 'Birthday', 'Celebrate', 'Holiday']);
    const card = await graph(Op.getGiftCard, { productNumber: '12000201', locale: 'en-US' });
    expect((card.json() as { data: { giftCard: GiftCardDesign } }).data.giftCard).toMatchObject({ productNumber: '12000201', name: 'Birthday Cake' });
    expect((await graph(Op.getGiftCard, { productNumber: 'ZZZZ9999', locale: 'en-US' })).statusCode).toBe(404);
  });

  it('makes one purchase per request id: a retry, two at once and a restart answer the first answer', async () => {
    const before = await purchases();
    const req = body({ paymentInstrumentId: VISA });
    const [a, b] = await Promise.all([buy(req, member), buy(req, member)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toEqual({ requestId: req.requestId, delay: GIFT_PROCESSING_MS });
    const restarted = await readyApp(server.ctx);
    try {
      expect((await buy(req, member, restarted)).json()).toEqual(a.json());
    } finally {
      await restarted.close();
    }
    expect(await purchases()).toBe(before + 1);
    expect(await orderNumberOf(req.requestId, member)).toMatch(/^EG/);
    // A day later a guest's same request (its delivery day now past) is still the same purchase, not a refusal.
    const guest = body({ paymentInstrumentToken: await tokenize() });
    const accepted = (await buy(guest)).json();
    const first = await orderNumberOf(guest.requestId);
    server.clock.advance(24 * 3_600_000);
    expect((await buy(guest)).json()).toEqual(accepted);
    expect(await orderNumberOf(guest.requestId)).toBe(first);
    expect(await purchases()).toBe(before + 2);
    server.clock.set(START);
  });

  it('refuses a request id reused for another purchase (409), and a member purchase replayed by someone else', async () => {
    const req = body({ paymentInstrumentId: VISA });
    expect((await buy(req, member)).statusCode).toBe(200);
    expect(codeOf(await buy({ ...req, senderName: 'Someone Else' }, member))).toEqual([409, 'REQUEST_ID_CONFLICT']);
    expect(codeOf(await buy(req))).toEqual([409, 'REQUEST_ID_CONFLICT']);
  });

  it("spends a guest's token once: a second purchase is refused, and of two at once one wins", async () => {
    const token = await tokenize();
    expect((await buy(body({ paymentInstrumentToken: token }))).statusCode).toBe(200);
    expect(codeOf(await buy(body({ paymentInstrumentToken: token })))).toEqual([400, 'GUEST_TOKEN_EXPIRED']);
    const raced = await tokenize();
    const both = await Promise.all([buy(body({ paymentInstrumentToken: raced })), buy(body({ paymentInstrumentToken: raced }))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(codeOf(await buy(body({ paymentInstrumentToken: 'tok_never_issued' })))).toEqual([400, '121043']);
    const old = await tokenize();
    server.clock.advance(makeConfig().guestPaymentTokenMaxAgeMs + 1);
    expect(codeOf(await buy(body({ paymentInstrumentToken: old })))).toEqual([400, 'GUEST_TOKEN_EXPIRED']);
    const used = await server.db.selectFrom('card_tokens').select(['token', 'used_at', 'used_by_order']).where('token', 'in', [token, raced, old]).execute();
    expect(used.filter((u) => u.used_at !== null)).toHaveLength(2);
  });

  it("pays a member's gift only with their own saved, unexpired instrument, and only when signed in", async () => {
    expect(codeOf(await buy(body({ paymentInstrumentId: 'pi-someone-elses' }), member))).toEqual([400, '121043']);
    expect(codeOf(await buy(body({ paymentInstrumentId: EXPIRED }), member))).toEqual([400, '121044']);
    expect(codeOf(await buy(body({ paymentInstrumentId: VISA }, { paymentType: 'mastercard' }), member))).toEqual([400, '121043']);
    expect(codeOf(await buy(body({ paymentInstrumentId: VISA })))).toEqual([401, 'UNAUTHORIZED']);
    expect((await buy(body({ paymentInstrumentId: MASTERCARD }, { paymentType: 'mastercard' }), member)).statusCode).toBe(200);
  });

  it('refuses every limit broken in a body the browser would not send, recording and spending nothing', async () => {
    const token = await tokenize();
    const before = await purchases();
    const eleven = Array.from({ length: 11 }, (_, i) => line({ recipientEmail: `r${i}@example.com` }));
    const cases: readonly [Record<string, unknown>, string][] = [
      [{ egifts: eleven }, '170034'],
      [{ egifts: [] }, '170034'],
      [{ egifts: [line({ amount: { amount: 10_100, currency: 'USD' } })] }, '170048'],
      [{ egifts: [line({ amount: { amount: 400, currency: 'USD' } })] }, '170048'],
      [{ egifts: [line({ amount: { amount: 2501, currency: 'USD' } })] }, '170048'],
      [{ egifts: [line({ amount: { amount: 2500, currency: 'EUR' } })], currency: 'EUR' }, '170048'],
      [{ egifts: [line({ recipientName: 'N'.repeat(26) })] }, '170034'],
      [{ egifts: [line({ message: 'm'.repeat(161) })] }, 'VALIDATION_ERROR'],
      [{ egifts: [line({ recipientEmail: 'sam@' })] }, '170033'],
      [{ egifts: [line(), line({ recipientEmail: 'SAM@EXAMPLE.COM', recipientName: 'Twin' })] }, '170046'],
      [{ egifts: [line({ product: '19999999' })] }, '170040'],
      [{ egifts: [line({ deliveryDate: '2026-11-20' })] }, 'VALIDATION_ERROR'],
      [{ senderEmail: 'not-an-email' }, '170033'],
      [{ senderName: '  ' }, '170032'],
      [{ paymentType: 'paypal', egifts: [line(), line({ recipientEmail: 'kim@example.com' })] }, '170020'],
    ];
    for (const [over, code] of cases) {
      const r = await buy(body({ paymentInstrumentToken: token }, over));
      expect(codeOf(r), JSON.stringify(over).slice(0, 80)).toEqual([400, code]);
    }
    // Not decodable at all (both ways to pay, or no request id): 400 before any rule.
    expect(codeOf(await buy({ ...body({ paymentInstrumentToken: token }), paymentInstrumentId: VISA }, member))).toEqual([400, 'VALIDATION_ERROR']);
    expect(codeOf(await buy({ ...body({ paymentInstrumentToken: token }), requestId: 'no spaces allowed' }))).toEqual([400, 'VALIDATION_ERROR']);
    expect(await purchases()).toBe(before);
    expect((await buy(body({ paymentInstrumentToken: token }))).statusCode).toBe(200);
  });

  it('answers EPROMISERETRY while processing, then the order number; a member purchase only to that member', async () => {
    const req = body({ paymentInstrumentId: VISA });
    expect((await buy(req, member)).statusCode).toBe(200);
    const pending = await status(req.requestId, member);
    expect([pending.statusCode, pending.json()]).toEqual([202, { data: { context: { code: 'EPROMISERETRY' } } }]);
    expect((await status(req.requestId)).statusCode).toBe(404);
    const orderNumber = await orderNumberOf(req.requestId, member);
    expect(orderNumber).toMatch(/^EG\d{12}$/);
    expect((await status('gift-never-sent', member)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: GIFT_PURCHASE_STATUS_PATH })).statusCode).toBe(400);
  });

  it("lists a member's purchases on this server as their e-gift history, newest first, with design names", async () => {
    server.clock.advance(60_000);
    const req = body({ paymentInstrumentId: VISA }, { egifts: [line({ product: '12000201' }), line({ recipientEmail: 'kim@example.com', recipientName: 'Kim', amount: { amount: 5000, currency: 'USD' } })] });
    expect((await buy(req, member)).statusCode).toBe(200);
    const [latest, ...older] = await memberEgiftHistory(server.db, DEMO_MEMBER.memberId);
    expect(latest).toMatchObject({ requestId: req.requestId, accountNumberLastFour: '4242', paymentType: 'visa', total: { amount: 7500, currency: 'USD' } });
    expect(latest?.egifts.map((g) => [g.recipientName, g.designName])).toEqual([['Sam', 'Birthday Cake'], ['Kim', 'Thanks a Latte']]);
    expect(older.every((e) => e.purchasedAt <= (latest?.purchasedAt ?? 0))).toBe(true);
    expect(await memberEgiftHistory(server.db, 'member-nobody')).toEqual([]);
  });

  it('property: any body, random or a valid one with a field swapped for any JSON, is answered 200 or 4xx, never 500', async () => {
    const valid = body({ paymentInstrumentToken: 'tok_never_issued' });
    const keys = Object.keys(valid);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.tuple(fc.constantFrom(...keys), fc.jsonValue()).map(([key, v]) => ({ ...valid, requestId: `gift-prop-${++k}`, [key]: v })),
        ),
        async (payload) => {
          const r = await server.app.inject({ method: 'POST', url: GIFT_PURCHASE_PATH, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
          expect(r.statusCode, r.body).toBeLessThan(500);
          expect(r.statusCode === 200 || (r.statusCode >= 400 && typeof (r.json() as { code?: unknown }).code === 'string')).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps no card number or security code, only the last four', async () => {
    const dump = JSON.stringify([await server.db.selectFrom('gift_purchases').selectAll().execute(), await server.db.selectFrom('card_tokens').selectAll().execute()]);
    expect(dump).not.toContain('4111111111111111');
    expect(dump).toContain('"last_four":"1111"');
  });
});
