// E-gift delivery and claim on the server (issue #27), on every test database: an accepted purchase issues one gift
// card per recipient and queues its e-mail in the purchase's own transaction (a refused one, neither); the e-mail
// carries the claim link (token in the fragment), the design's art and the sender's words (escaped in the HTML); the
// token reveals the card to anyone, never its security code, limited per address; a member adds the card through
// get-card-info-from-token and the card add, after which the token adds it to nobody else; the sender's history
// says 'sending' until the e-mail went out, then 'delivered'.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { GiftLine, ReceivedEgift } from '@crema/domain/gifting';
import { EGIFT_FROM_TOKEN_PATH, GIFT_ARTWORK_PATH, GIFT_PURCHASE_PATH } from '@crema/domain/gifting/wire';
import { CARDS_PATH, type CardInfo, type StoredValueCard } from '@crema/domain/cards';
import { AccountPaths, type EgiftHistoryEntry } from '@crema/domain/account';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { testDatabases } from '../test/databases';
import { signIn, useSeededServer } from '../test/app';
import { waitForMail } from '../test/mailbox';
import { seedMembers } from '../auth/seed';
import { TOKENIZE_PATH } from '../ordering/card-tokens';
import { EGIFT_CLAIM_PAGE } from './egift-delivery';

process.env.CREMA_GIFT_RATE_PER_MINUTE = '10000';
process.env.CREMA_TOKENIZE_RATE_PER_MINUTE = '10000';
// Per address: the limit test below calls from an address of its own.
process.env.CREMA_EGIFT_CLAIM_RATE_PER_MINUTE = '12';

const START = Date.UTC(2026, 10, 25, 18);
const TODAY = '2026-11-25';
const VISA = 'pi-egift-visa';
const EXPIRED = 'pi-egift-expired';
const PUBLIC = 'http://crema.test';

let n = 0;
const recipient = (name: string): string => `${name.toLowerCase()}-${++n}@example.com`;

const line = (over: Partial<GiftLine> = {}): GiftLine => ({
  recipientEmail: recipient('sam'),
  recipientName: 'Sam',
  deliveryMethod: 'EMAIL',
  deliveryDate: TODAY,
  product: '11000101',
  message: 'Enjoy!',
  amount: { amount: 2500, currency: 'USD' },
  ...over,
});

const body = (pay: { paymentInstrumentId: string } | { paymentInstrumentToken: string }, egifts: readonly GiftLine[], over: Record<string, unknown> = {}) => ({
  requestId: `egift-delivery-${++n}`,
  orderSource: 'WEB',
  locale: 'en-US',
  currency: 'USD',
  paymentType: 'visa',
  senderEmail: 'avery@example.net',
  senderName: 'Avery Quinn',
  egifts,
  riskData: { channel: 'WEB', capturedAt: START },
  ...pay,
  ...over,
});

/** The claim token of a delivery e-mail's link. */
const tokenOf = (text: string): string => {
  const m = new RegExp(`${PUBLIC}${EGIFT_CLAIM_PAGE}#token=([A-Za-z0-9_-]{43})`).exec(text);
  if (m?.[1] === undefined) throw new Error(`no claim link in: ${text}`);
  return m[1];
};

describe.each(testDatabases)('e-gift delivery and claim on $name', ({ open }) => {
  let demo: string;
  let newcomer: string;

  const server = useSeededServer(open, START, async (ctx) => {
    await seedMembers(ctx);
    await ctx.db
      .insertInto('wallet_instruments')
      .values([
        { member_id: DEMO_MEMBER.memberId, payment_instrument_id: VISA, payment_type: 'visa', last_four: '4242', expiry_month: 1, expiry_year: 2099 },
        { member_id: DEMO_MEMBER.memberId, payment_instrument_id: EXPIRED, payment_type: 'visa', last_four: '0005', expiry_month: 1, expiry_year: 2020 },
      ])
      .execute();
  });

  beforeAll(async () => {
    demo = await signIn(server.app, DEMO_MEMBER);
    newcomer = await signIn(server.app, NEW_MEMBER);
  }, 180_000);

  const post = (url: string, payload: unknown, o: { cookie?: string; ip?: string } = {}): Promise<LightMyRequestResponse> =>
    server.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: o.ip ?? '127.0.0.1', headers: o.cookie === undefined ? {} : { cookie: o.cookie } });
  const reveal = (token: string, o: { cookie?: string; ip?: string } = {}) => post(EGIFT_FROM_TOKEN_PATH, { cashstarToken: token }, o);
  const count = async (table: 'issued_cards' | 'gift_deliveries'): Promise<number> =>
    Number((await server.db.selectFrom(table).select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  /** A purchase by the demo member for `egifts`; the e-mail each recipient got. */
  const sendGifts = async (egifts: readonly GiftLine[], over: Record<string, unknown> = {}) => {
    const r = await post(GIFT_PURCHASE_PATH, body({ paymentInstrumentId: VISA }, egifts, over), { cookie: demo });
    expect(r.statusCode, r.body).toBe(200);
    return Promise.all(egifts.map(async (g) => (await waitForMail(server, g.recipientEmail))[0]!));
  };

  it('issues a card per recipient and e-mails each the claim link, the art and the sender\'s words, in the purchase\'s transaction', async () => {
    const [cardsBefore, linesBefore] = [await count('issued_cards'), await count('gift_deliveries')];
    const sam = line({ message: 'Coffee <b>on me</b> & "thanks"' });
    const kim = line({ recipientEmail: recipient('kim'), recipientName: 'Kim', product: '12000201', amount: { amount: 5000, currency: 'USD' } });
    const [toSam, toKim] = await sendGifts([sam, kim], { senderName: 'Avery <Q>' });
    expect([await count('issued_cards'), await count('gift_deliveries')]).toEqual([cardsBefore + 2, linesBefore + 2]);
    if (toSam?.channel !== 'email' || toKim?.channel !== 'email') throw new Error('e-mails expected');
    expect(toSam.subject).toBe('Avery <Q> sent you a $25.00 Crema gift card');
    expect(toKim.subject).toBe('Avery <Q> sent you a $50.00 Crema gift card');
    expect(toSam.html).toContain(`src="${PUBLIC}${GIFT_ARTWORK_PATH}/11000101"`);
    expect(toSam.html).toContain('Coffee &lt;b&gt;on me&lt;/b&gt; &amp; &quot;thanks&quot;');
    expect(toSam.html).not.toContain('<b>on me</b>');
    expect(toSam.html).toContain('Avery &lt;Q&gt;');
    // One token each, kept only as its hash; the message ids are the lines'.
    const [tSam, tKim] = [tokenOf(toSam.text), tokenOf(toKim.text)];
    expect(tSam).not.toBe(tKim);
    const dump = JSON.stringify(await server.db.selectFrom('issued_cards').selectAll().execute());
    expect(dump).not.toContain(tSam);
    const ids = (await server.db.selectFrom('gift_deliveries').select('message_id').execute()).map((d) => d.message_id);
    expect(ids).toEqual(expect.arrayContaining([toSam.id, toKim.id]));
  });

  it('delivers a guest\'s gift too, and issues and queues nothing for a purchase it refuses', async () => {
    const tok = await post(TOKENIZE_PATH, { cardNumber: '4111111111111111', expiry: { month: 12, year: 2030 }, securityCode: '123', postalCode: '98101', allowedBrands: ['visa'] });
    expect(tok.statusCode, tok.body).toBe(200);
    const guest = line({ recipientEmail: recipient('guest') });
    expect((await post(GIFT_PURCHASE_PATH, body({ paymentInstrumentToken: (tok.json() as { token: string }).token }, [guest]))).statusCode).toBe(200);
    expect(tokenOf((await waitForMail(server, guest.recipientEmail))[0]!.text)).toHaveLength(43);

    const [cardsBefore, linesBefore] = [await count('issued_cards'), await count('gift_deliveries')];
    const refused = await post(GIFT_PURCHASE_PATH, body({ paymentInstrumentId: EXPIRED }, [line()]), { cookie: demo });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect([await count('issued_cards'), await count('gift_deliveries')]).toEqual([cardsBefore, linesBefore]);
  });

  it('reveals the card to whoever holds the token, signed in or not, never its security code', async () => {
    const [mail] = await sendGifts([line({ message: 'Happy Thursday' })]);
    const r = await reveal(tokenOf(mail!.text));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const gift = r.json() as ReceivedEgift;
    expect(gift).toMatchObject({
      balance: { amount: 2500, currency: 'USD' },
      design: { productNumber: '11000101', name: 'Thanks a Latte', artwork: { imageUrl: `${GIFT_ARTWORK_PATH}/11000101` } },
      from: { senderName: 'Avery Quinn', message: 'Happy Thursday', recipientName: 'Sam' },
    });
    expect(gift.cardNumber).toMatch(/^6104\d{12}$/);
    expect(r.body).not.toMatch(/securityCode/i);
    expect((await reveal('x'.repeat(43))).statusCode).toBe(404);
    expect((await post(EGIFT_FROM_TOKEN_PATH, { cashstarToken: 'not a token' })).statusCode).toBe(400);
  });

  it('adds the card to the member who claims it, with its balance; then the token adds it to nobody else', async () => {
    const [mail] = await sendGifts([line({ amount: { amount: 4000, currency: 'USD' } })]);
    const token = tokenOf(mail!.text);
    expect((await post(`${CARDS_PATH}/get-card-info-from-token`, { cashstarToken: token })).statusCode).toBe(401);
    const info = await post(`${CARDS_PATH}/get-card-info-from-token`, { cashstarToken: token }, { cookie: newcomer });
    expect(info.statusCode, info.body).toBe(200);
    const { cardNumber, securityCode } = info.json() as CardInfo;
    expect(securityCode).toMatch(/^\d{8}$/);
    // Wrong code first: the derived code is the card's, no other.
    expect(((await post(CARDS_PATH, { cardNumber, securityCode: securityCode === '00000000' ? '00000001' : '00000000' }, { cookie: newcomer })).json() as { code: string }).code).toBe('121002');
    const added = await post(CARDS_PATH, { cardNumber, securityCode }, { cookie: newcomer });
    expect(added.statusCode, added.body).toBe(200);
    const cards = (await server.app.inject({ method: 'GET', url: CARDS_PATH, headers: { cookie: newcomer } })).json() as StoredValueCard[];
    expect(cards.find((c) => c.cardNumber === cardNumber)).toMatchObject({ balance: { amount: 4000 }, nickname: 'Thanks a Latte' });

    const again = await reveal(token);
    expect([again.statusCode, (again.json() as { code: string }).code]).toEqual([409, '122000']);
    const theirs = await post(`${CARDS_PATH}/get-card-info-from-token`, { cashstarToken: token }, { cookie: demo });
    expect((theirs.json() as { code: string }).code).toBe('122000');
    expect(((await post(CARDS_PATH, { cardNumber, securityCode }, { cookie: demo })).json() as { code: string }).code).toBe('122000');
  });

  it("shows the sender each gift as 'sending' until its e-mail went out, then delivered, with when", async () => {
    const sam = line({ recipientEmail: recipient('history') });
    const [mail] = await sendGifts([sam]);
    const history = async () =>
      ((await server.app.inject({ method: 'GET', url: AccountPaths.egiftHistory, headers: { cookie: demo } })).json() as EgiftHistoryEntry[]).find((g) => g.recipientEmail === sam.recipientEmail);
    // Delivered: the worker recorded it at the server's clock.
    await expect.poll(async () => (await history())?.delivery, { timeout: 10_000 }).toEqual({ status: 'delivered', deliveredAt: START });
    // Not delivered yet (its record gone): 'sending'.
    await server.db.deleteFrom('message_deliveries').where('message_id', '=', mail!.id).execute();
    expect((await history())?.delivery).toEqual({ status: 'sending' });
  });

  it("serves a design's art as an image any origin may show; 404 for an unknown design", async () => {
    const r = await server.app.inject({ method: 'GET', url: `${GIFT_ARTWORK_PATH}/11000101` });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(r.body).toMatch(/^<svg/);
    expect((await server.app.inject({ method: 'GET', url: `${GIFT_ARTWORK_PATH}/ZZZZ9999` })).statusCode).toBe(404);
  });

  it('limits reveals per address: past the limit a minute, 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 13; i++) codes.push((await reveal('y'.repeat(43), { ip: '10.9.9.9' })).statusCode);
    expect(codes.slice(0, 12).every((c) => c === 404)).toBe(true);
    expect(codes[12]).toBe(429);
    expect((await reveal('y'.repeat(43), { ip: '10.9.9.10' })).statusCode).toBe(404);
  });
});
