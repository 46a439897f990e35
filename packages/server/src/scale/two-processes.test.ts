// Issue #29: many processes. Two server processes on ONE PostgreSQL database, as a deployment behind a balancer
// runs them, each request sent to one or the other in turn. Whatever a promise rests on lives in the database, so
// it holds across both: a session, the sign-in lockout, an idempotency key, a card's balance, a per-minute limit
// (http/limits.ts), and a write one process acknowledged before it was stopped. Needs the test command's
// throwaway PostgreSQL (CREMA_TEST_POSTGRES_URL); skipped without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { AccountPaths } from '@crema/domain/account';
import { ACCOUNT_ATTEMPTS, AuthCodes } from '@crema/domain/auth';
import { CARDS_PATH, type StoredValueCard } from '@crema/domain/cards';
import { OrderingOperations } from '@crema/domain/ordering/wire';
import { TOKENIZE_PATH } from '@crema/domain/payments/wire';
import { cardKeyHex } from '../cards/secrets';
import { seededPostgresUrlAt } from '../test/prepared-data';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { countBy, DEMO, graph, join, send, signIn, type Answer } from '../test/attack-http';
import { createSession, demoGiftPurchase, newKey } from '../test/attack-session';
import { readEvents } from '../test/event-stream';
import { DEMO_PARTNERS } from '@crema/catalog/members';
import type { OrderProgress } from '@crema/domain/order-progress';
import { orderProgressEventsApiPath, storeOrderMovesApiPath } from '@crema/domain/order-progress/wire';
import { GIFT_PURCHASE_PATH } from '@crema/domain/gifting/wire';

const adminUrl = process.env.CREMA_TEST_POSTGRES_URL ?? '';
const title =
  adminUrl === ''
    ? 'two server processes on one PostgreSQL (skipped: CREMA_TEST_POSTGRES_URL is not set; the test command starts a throwaway PostgreSQL and sets it)'
    : 'two server processes on one PostgreSQL';

/** When the database copy was seeded: the in-process suites' time, so they share its template. */
const START = Date.UTC(2026, 10, 25, 18);
const SIGN_IN = '/apiproxy/v1/account/sign-in';
const VISA: string = DEMO_INSTRUMENT_IDS.visa;

describe.skipIf(adminUrl === '')(title, () => {
  let a: ServerProcess;
  let b: ServerProcess;
  /** The demo member's session, made on the first process. */
  let demo: string;

  beforeAll(async () => {
    // One seeded copy; both processes on it, with the card key its cards were sealed with and the clock of its
    // seed. The sign-in burst guard is lifted (every call here comes from one address); the limit tested below
    // keeps its default.
    const env = { DATABASE_URL: await seededPostgresUrlAt(adminUrl, START), CREMA_CARD_KEY: cardKeyHex(), CREMA_TEST_CLOCK_START: String(START), CREMA_AUTH_RATE_PER_MINUTE: '100000' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    demo = await signIn(a.baseUrl, DEMO.email, DEMO.password);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  /** The i-th request's process: the first, the second, the first... */
  const at = (i: number): string => (i % 2 === 0 ? a : b).baseUrl;
  const cardsOn = async (base: string): Promise<StoredValueCard[]> => {
    const r = await send(base, CARDS_PATH, { method: 'GET', cookie: demo });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as StoredValueCard[];
  };
  const balanceOf = (cards: readonly StoredValueCard[], card: StoredValueCard): number | undefined => cards.find((c) => c.cardId === card.cardId)?.balance.amount;
  const reload = (base: string, card: StoredValueCard, amount: number, idempotencyKey: string): Promise<Answer> =>
    send(base, `${CARDS_PATH}/${card.cardId}/reload`, { body: { amount, paymentInstrumentId: VISA, idempotencyKey }, cookie: demo });

  it('a session made on one process works on the other; signed out on the other, it ends on both', async () => {
    const cookie = await signIn(a.baseUrl, DEMO.email, DEMO.password);
    const who = async (base: string) => ((await send(base, '/apiproxy/v1/account/session', { method: 'GET', cookie })).body as { member: { email: string } | null }).member?.email ?? null;
    expect(await who(b.baseUrl)).toBe(DEMO.email);
    expect((await send(b.baseUrl, CARDS_PATH, { method: 'GET', cookie })).status).toBe(200);
    expect((await send(b.baseUrl, '/apiproxy/v1/account/sign-out', { cookie })).status).toBe(204);
    expect(await who(a.baseUrl)).toBeNull();
    expect((await send(a.baseUrl, CARDS_PATH, { method: 'GET', cookie })).status).toBe(401);
  });

  it('one idempotency key sent to both at once has one effect: both answer the one reload', async () => {
    const [card] = (await cardsOn(a.baseUrl)) as [StoredValueCard];
    const keys = Array.from({ length: 5 }, () => newKey('both'));
    const answers = await Promise.all(keys.flatMap((key) => [reload(a.baseUrl, card, 125, key), reload(b.baseUrl, card, 125, key)]));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    for (let i = 0; i < keys.length; i++) expect(answers[2 * i]?.body).toEqual(answers[2 * i + 1]?.body);
    for (const base of [a.baseUrl, b.baseUrl]) expect(balanceOf(await cardsOn(base), card)).toBe(card.balance.amount + keys.length * 125);
  });

  it('transfers sent at once across both conserve money: each card moves by exactly what the transfers moved', async () => {
    const [x, y] = (await cardsOn(b.baseUrl)) as [StoredValueCard, StoredValueCard];
    // Two thirds one way, a third back: the same two card rows, locked by requests in both processes at once.
    const moves = Array.from({ length: 24 }, (_, i) => (i % 3 === 2 ? { from: y, to: x, amount: 10 + i } : { from: x, to: y, amount: 10 + i }));
    const answers = await Promise.all(
      moves.map((m, i) => send(at(i), `${CARDS_PATH}/transfer`, { body: { fromCardId: m.from.cardId, toCardId: m.to.cardId, amount: m.amount, idempotencyKey: newKey('move') }, cookie: demo })),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const intoY = moves.reduce((sum, m) => sum + (m.to === y ? m.amount : -m.amount), 0);
    for (const base of [a.baseUrl, b.baseUrl]) {
      const after = await cardsOn(base);
      expect([balanceOf(after, x), balanceOf(after, y)]).toEqual([x.balance.amount - intoY, y.balance.amount + intoY]);
    }
  });

  it('a per-minute limit counts the calls of both: 40 tokenizations, half to each, meet the 30 a minute; 30 guest orders meet the 20', async () => {
    const card = { cardNumber: '4111111111111111', securityCode: '123', expiry: { month: 12, year: 2031 }, allowedBrands: ['visa'] };
    const tokens = await Promise.all(Array.from({ length: 40 }, (_, i) => send(at(i), TOKENIZE_PATH, { body: card })));
    expect(countBy(tokens)).toEqual({ 200: 30, 429: 10 });
    const refused = tokens.filter((r) => r.status === 429);
    expect(refused.every((r) => r.code === 'TOO_MANY_REQUESTS' && Number(r.headers.get('retry-after')) > 0)).toBe(true);
    const orders = await Promise.all(Array.from({ length: 30 }, (_, i) => graph(at(i), OrderingOperations.submitOrderGuest, { input: { orderId: 'made-up' } })));
    expect(countBy(orders)[429]).toBe(10);
  });

  it(`the sign-in lockout counts both: 12 wrong passwords at once, half to each, get at most ${ACCOUNT_ATTEMPTS.maxFailedAttempts} 401s in all; then the right one is refused on both`, async () => {
    const password = 'Two-Processes-Pass-2026';
    const { email } = await join(a.baseUrl, password);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(at(i), SIGN_IN, { body: { email, password: `wrong-guess-${i}-x` } })));
    const n = countBy(answers);
    expect(Object.keys(n).sort()).toEqual(['401', '423']);
    expect(n[401]).toBeLessThanOrEqual(ACCOUNT_ATTEMPTS.maxFailedAttempts);
    expect(answers.filter((r) => r.status === 423).every((r) => r.code === AuthCodes.LOCKED_OUT)).toBe(true);
    for (const base of [a.baseUrl, b.baseUrl]) {
      const right = await send(base, SIGN_IN, { body: { email, password } });
      expect([right.status, right.code]).toEqual([423, AuthCodes.LOCKED_OUT]);
    }
  });

  it('messages queued on both are sent once each, by one process or the other (the job queue hands each to one worker)', async () => {
    const password = 'Two-Processes-Mail-2026';
    const { cookie } = await join(a.baseUrl, password);
    expect((await send(a.baseUrl, '/apiproxy/v1/account/reauthenticate', { body: { password }, cookie })).status).toBe(204);
    const phone = '206-555-0142';
    const asked = await Promise.all(Array.from({ length: 6 }, (_, i) => send(at(i), AccountPaths.mfaPhoneCode, { body: { phoneNumber: phone }, cookie })));
    expect(asked.map((r) => r.status)).toEqual(asked.map(() => 200));
    const sent = async () =>
      (await Promise.all([a, b].map(async (p) => ((await send(p.baseUrl, `/__test/mailbox?to=${encodeURIComponent(phone)}`, { method: 'GET' })).body as { messages: { id: string }[] }).messages))).flat();
    const deadline = Date.now() + 15_000;
    while ((await sent()).length < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const ids = (await sent()).map((m) => m.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it("an order's move made on one process reaches its customer's event stream on the other (NOTIFY through PostgreSQL)", async () => {
    // The demo member orders at 1st & Pike on the first process and follows the order there; its partner moves it on the second.
    const buyer = createSession(a.baseUrl);
    await buyer.signIn();
    const { request } = await buyer.orderRequest();
    const priced = await buyer.price({ ...request, storeNumber: '10001' }, false);
    const input = { orderId: priced.orderId, storeNumber: priced.store.storeNumber, tenders: [{ id: VISA, tender: 'VISA', amount: priced.summary.price }], tipAmount: 0, idempotencyKey: newKey('live') };
    buyer.ok(await buyer.graph(OrderingOperations.submitOrder, { input }), 'placeOrder');
    const partner = await signIn(b.baseUrl, DEMO_PARTNERS[0].email, DEMO_PARTNERS[0].password);
    const stream = readEvents(`${a.baseUrl}${orderProgressEventsApiPath(priced.orderId)}`, { cookie: demo }, (es) => es.some((e) => (e.data as OrderProgress).stage === 'ready'));
    await new Promise((r) => setTimeout(r, 300));
    for (const move of ['startPreparing', 'markReady']) expect((await send(b.baseUrl, storeOrderMovesApiPath(priced.orderId), { body: { move }, cookie: partner })).status).toBe(200);
    const { events } = await stream;
    expect(events.map((e) => (e.data as OrderProgress).stage).at(-1)).toBe('ready');
  });

  it('a process stopped (SIGTERM) while writes stream to it loses none it acknowledged; retried on the other, each write happens once', async () => {
    const [card] = (await cardsOn(a.baseUrl)) as [StoredValueCard];
    // Reloads of a cent, each with its own key, three at a time to the second process; it is stopped after the
    // fifth acknowledgement, and the stream goes on until the process has exited (the last ones find no one).
    const keys: string[] = [];
    const answers: (Answer | undefined)[] = [];
    let acknowledged = 0;
    let stopped: Promise<void> | undefined;
    let exited = false;
    const stream = async (): Promise<void> => {
      for (;;) {
        const gone = exited;
        const i = keys.push(newKey('stop')) - 1;
        answers[i] = await reload(b.baseUrl, card, 1, keys[i] as string).catch(() => undefined);
        if (answers[i]?.status === 200 && ++acknowledged === 5) stopped = b.stop().then(() => void (exited = true));
        if (gone || keys.length >= 300) return;
      }
    };
    await Promise.all([stream(), stream(), stream()]);
    await stopped;
    expect(exited).toBe(true);
    const acked = keys.filter((_, i) => answers[i]?.status === 200);
    expect(acked.length).toBeGreaterThanOrEqual(5);
    expect(acked.length).toBeLessThan(keys.length);

    // Every acknowledged reload is in the database; an unacknowledged one may be too (its answer lost on the way).
    const stoppedAt = balanceOf(await cardsOn(a.baseUrl), card) ?? Number.NaN;
    expect(stoppedAt).toBeGreaterThanOrEqual(card.balance.amount + acked.length);
    expect(stoppedAt).toBeLessThanOrEqual(card.balance.amount + keys.length);
    // The client retries every key on the process still running: an acknowledged one answers its first answer
    // again (it was kept, not made anew), and in the end each reload happened exactly once.
    const retried = await Promise.all(keys.map((key) => reload(a.baseUrl, card, 1, key)));
    expect(retried.map((r) => r.status)).toEqual(retried.map(() => 200));
    keys.forEach((_, i) => {
      if (answers[i]?.status === 200) expect(retried[i]?.body).toEqual(answers[i]?.body);
    });
    expect(balanceOf(await cardsOn(a.baseUrl), card)).toBe(card.balance.amount + keys.length);
  });
});

describe.skipIf(adminUrl === '')('a gift purchase whose process stops before its e-mail goes', () => {
  it('is delivered once by the next start, and not again by the start after', async () => {
    // One seeded copy of its own. The first process answers requests but works no queue (CREMA_JOB_WORKERS=0): the
    // purchase commits with its message queued, and the process stops before anything could send it.
    const env = { DATABASE_URL: await seededPostgresUrlAt(adminUrl, START), CREMA_CARD_KEY: cardKeyHex(), CREMA_TEST_CLOCK_START: String(START), CREMA_AUTH_RATE_PER_MINUTE: '100000' };
    const recipient = `after-crash-${Date.now()}@example.test`;
    const first = await startServerProcess({ ...env, CREMA_JOB_WORKERS: '0' });
    try {
      const cookie = await signIn(first.baseUrl, DEMO.email, DEMO.password);
      const gift = demoGiftPurchase(newKey('gift'), 2500);
      const bought = await send(first.baseUrl, GIFT_PURCHASE_PATH, { body: { ...gift, egifts: gift.egifts.map((e) => ({ ...e, recipientEmail: recipient, deliveryDate: new Date(START).toISOString().slice(0, 10) })) }, cookie });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    } finally {
      await first.stop();
    }
    const mailTo = async (p: ServerProcess) => ((await send(p.baseUrl, `/__test/mailbox?to=${encodeURIComponent(recipient)}`, { method: 'GET' })).body as { messages: { id: string; subject: string }[] }).messages;
    const second = await startServerProcess(env);
    let sent: { id: string; subject: string }[];
    try {
      const deadline = Date.now() + 15_000;
      while ((sent = await mailTo(second)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toContain('sent you a $25.00 Crema gift card');
    } finally {
      await second.stop();
    }
    // The next start finds the message sent (its delivery recorded) and sends nothing: its mailbox stays empty
    // while it works the queue (a retry would fall due within the 2-second poll).
    const third = await startServerProcess(env);
    try {
      await new Promise((r) => setTimeout(r, 3_000));
      expect(await mailTo(third)).toEqual([]);
    } finally {
      await third.stop();
    }
  });
});

describe.skipIf(adminUrl === '')("an order page whose server restarts", () => {
  it('resumes after the restart with the moves made meanwhile, once each (Last-Event-ID)', async () => {
    // Two processes on a copy of their own: the customer follows the order on the first, which restarts; the
    // partner moves the order on the second while the first is down.
    const env = { DATABASE_URL: await seededPostgresUrlAt(adminUrl, START), CREMA_CARD_KEY: cardKeyHex(), CREMA_TEST_CLOCK_START: String(START), CREMA_AUTH_RATE_PER_MINUTE: '100000' };
    const [started, other] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    let first = started;
    try {
      const buyer = createSession(first.baseUrl);
      await buyer.signIn();
      const { request } = await buyer.orderRequest();
      const priced = await buyer.price({ ...request, storeNumber: '10001' }, false);
      const input = { orderId: priced.orderId, storeNumber: priced.store.storeNumber, tenders: [{ id: VISA, tender: 'VISA', amount: priced.summary.price }], tipAmount: 0, idempotencyKey: newKey('restart') };
      buyer.ok(await buyer.graph(OrderingOperations.submitOrder, { input }), 'placeOrder');
      const cookie = await signIn(first.baseUrl, DEMO.email, DEMO.password);
      const path = orderProgressEventsApiPath(priced.orderId);
      const before = await readEvents(`${first.baseUrl}${path}`, { cookie }, (es) => es.length >= 1);
      expect((before.events[0]?.data as OrderProgress).stage).toBe('received');

      await first.stop();
      const partner = await signIn(other.baseUrl, DEMO_PARTNERS[0].email, DEMO_PARTNERS[0].password);
      for (const move of ['startPreparing', 'markReady']) expect((await send(other.baseUrl, storeOrderMovesApiPath(priced.orderId), { body: { move }, cookie: partner })).status).toBe(200);
      first = await startServerProcess(env);

      const after = await readEvents(`${first.baseUrl}${path}`, { cookie, 'last-event-id': before.events[0]?.id ?? '' }, (es) => es.length >= 1);
      expect(after.events.map((e) => (e.data as OrderProgress).stage)).toEqual(['ready']);
      expect((after.events[0]?.data as OrderProgress).moves.map((m) => m.stage)).toEqual(expect.arrayContaining(['preparing', 'ready']));
      // Resumed again from there: nothing happened since, nothing is sent (the stream stays open, quiet).
      const quiet = await readEvents(`${first.baseUrl}${path}`, { cookie, 'last-event-id': after.events[0]?.id ?? '' }, () => false, 1_500);
      expect(quiet.events).toEqual([]);
    } finally {
      await Promise.all([first.stop(), other.stop()]);
    }
    // Three server starts inside the test (each seeds nothing: the copy is made once), on a machine running other suites.
  }, 300_000);
});
