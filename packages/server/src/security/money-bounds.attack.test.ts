// Issue #26: a member's order with tipAmount 9000000000000000 was charged to a saved Visa. Every money amount
// the server takes has an upper bound beside its rule in the domain (a tip: the larger of $50 and the order's
// subtotal; card amounts: the $500 ceiling; a gift line: the top preset or customAmountMax) and is a
// non-negative safe integer of cents. fast-check amounts from the whole number line (huge, negative,
// fractional, past MAX_SAFE_INTEGER, NaN and the infinities, which JSON sends as null) against every money
// endpoint of a real server process: no 5xx, nothing accepted or charged outside the bound, and a refusal is a
// 400 with the domain's code that moves no money.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { CardCodes, CardGraphOperations, CARDS_PATH, MAX_CARD_AMOUNT_MINOR, type StoredValueCard } from '@crema/domain/cards';
import { defaultConfig, ErrorCodes } from '@crema/domain';
import { GiftErrorCodes, isAcceptableGiftAmount } from '@crema/domain/gifting';
import { GIFT_PURCHASE_PATH } from '@crema/domain/gifting/wire';
import { maxTipMinor, OrderingCodes, type PlacedOrder } from '@crema/domain/ordering';
import { OrderingOperations as Op } from '@crema/domain/ordering/wire';
import { useServerProcess } from '../test/server-process';
import { ATTACK_ENV, codeOf, createSession, demoGiftPurchase, newKey, type Answer, type Session } from '../test/attack-session';

const server = useServerProcess(ATTACK_ENV);
const VISA = DEMO_INSTRUMENT_IDS.visa;
const RUNS = { numRuns: 25 };

const anyAmount = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: -1000, max: 60_000 }),
    fc.integer(),
    fc.maxSafeInteger(),
    fc.double(),
    fc.constantFrom(9_000_000_000_000_000, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, 1e21, -1, 0.5, 4999.99, Number.NaN, Number.POSITIVE_INFINITY),
  );
const isCents = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/** A refusal: a 4xx with one of `codes`, never a 5xx. */
const refused = (a: Answer, codes: readonly string[]): void => {
  expect(a.status, JSON.stringify(a.body)).toBeGreaterThanOrEqual(400);
  expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
  expect(codes).toContain(codeOf(a));
};

const signedIn = async (): Promise<Session> => {
  const s = createSession(server.baseUrl);
  await s.signIn();
  return s;
};
const cardsOf = async (s: Session): Promise<StoredValueCard[]> => s.ok<StoredValueCard[]>(await s.rest('GET', CARDS_PATH));

describe('money bounds on every money endpoint', () => {
  it('add money: only whole cents within $500 - balance are taken; anything else is refused and moves nothing', { timeout: 300_000 }, async () => {
    const s = await signedIn();
    const cardId = ((await cardsOf(s))[0] as StoredValueCard).cardId;
    await fc.assert(
      fc.asyncProperty(anyAmount(), async (amount) => {
        const before = ((await cardsOf(s)).find((c) => c.cardId === cardId) as StoredValueCard).balance.amount;
        const a = await s.rest('POST', `${CARDS_PATH}/${cardId}/reload`, { amount, paymentInstrumentId: VISA, idempotencyKey: newKey('reload') });
        const after = ((await cardsOf(s)).find((c) => c.cardId === cardId) as StoredValueCard).balance.amount;
        if (isCents(amount) && amount > 0 && amount <= MAX_CARD_AMOUNT_MINOR - before) {
          expect(a.status, JSON.stringify(a.body)).toBe(200);
          expect(after).toBe(before + amount);
        } else {
          refused(a, [ErrorCodes.VALIDATION, CardCodes.MAX_BALANCE_EXCEEDED, CardCodes.INVALID_RELOAD_AMOUNT, CardCodes.RELOAD_AMOUNT_REQUIRED]);
          expect(after).toBe(before);
        }
        expect(after).toBeLessThanOrEqual(MAX_CARD_AMOUNT_MINOR);
      }),
      RUNS,
    );
  });

  it('transfer: only whole cents the source holds and the target can take move; anything else is refused and moves nothing', { timeout: 300_000 }, async () => {
    const s = await signedIn();
    const [a0, b0] = (await cardsOf(s)) as [StoredValueCard, StoredValueCard];
    await fc.assert(
      fc.asyncProperty(anyAmount(), async (amount) => {
        const balances = async () => {
          const all = await cardsOf(s);
          return [all.find((c) => c.cardId === a0.cardId)?.balance.amount ?? -1, all.find((c) => c.cardId === b0.cardId)?.balance.amount ?? -1] as const;
        };
        const [from, to] = await balances();
        const a = await s.rest('POST', `${CARDS_PATH}/transfer`, { fromCardId: a0.cardId, toCardId: b0.cardId, amount, idempotencyKey: newKey('transfer') });
        const after = await balances();
        if (isCents(amount) && amount > 0 && amount <= from && to + amount <= MAX_CARD_AMOUNT_MINOR) {
          expect(a.status, JSON.stringify(a.body)).toBe(200);
          expect(after).toEqual([from - amount, to + amount]);
        } else {
          refused(a, [ErrorCodes.VALIDATION, CardCodes.MAX_BALANCE_EXCEEDED, CardCodes.TRANSFER_AMOUNT_REQUIRED, CardCodes.INSUFFICIENT_BALANCE]);
          expect(after).toEqual([from, to]);
        }
      }),
      RUNS,
    );
  });

  it('auto reload: amount and trigger are whole cents whose sum stays within $500; anything else is refused and kept out', { timeout: 300_000 }, async () => {
    const s = await signedIn();
    const cardId = ((await cardsOf(s))[1] as StoredValueCard).cardId;
    await fc.assert(
      fc.asyncProperty(anyAmount(), anyAmount(), async (amount, triggerAmount) => {
        const card = (await cardsOf(s)).find((c) => c.cardId === cardId) as StoredValueCard;
        const op = card.autoReloadProfile === undefined ? CardGraphOperations.createAutoReload : CardGraphOperations.updateAutoReload;
        const a = await s.graph(op, { cardId, amount, triggerAmount, paymentMethodId: VISA, idempotencyKey: newKey('autoreload') });
        const profile = ((await cardsOf(s)).find((c) => c.cardId === cardId) as StoredValueCard).autoReloadProfile;
        if (isCents(amount) && amount > 0 && isCents(triggerAmount) && triggerAmount > 0 && amount + triggerAmount <= MAX_CARD_AMOUNT_MINOR) {
          expect(a.status, JSON.stringify(a.body)).toBe(200);
          expect(profile).toMatchObject({ amount, triggerAmount });
        } else {
          refused(a, [ErrorCodes.VALIDATION, CardCodes.MAX_BALANCE_EXCEEDED, CardCodes.AUTO_RELOAD_AMOUNT_REQUIRED, '121010']);
          expect(profile).toEqual(card.autoReloadProfile);
        }
      }),
      RUNS,
    );
  });

  it("a member's and a guest's tip: within the larger of $50 and the subtotal, or a 400 TIP_OUT_OF_RANGE with no order", { timeout: 300_000 }, async () => {
    const member = await signedIn();
    const guest = createSession(server.baseUrl);
    const { store, request } = await member.orderRequest();
    await fc.assert(
      fc.asyncProperty(anyAmount(), fc.boolean(), async (tip, asGuest) => {
        const s = asGuest ? guest : member;
        const priced = await s.price(request, asGuest);
        const card = asGuest ? await guest.tokenize() : undefined;
        const tender = card === undefined ? { id: VISA, tender: 'VISA' } : { id: card.token, tender: 'VISA' };
        const input = { orderId: priced.orderId, storeNumber: store.storeNumber, tenders: [{ ...tender, amount: priced.summary.price + tip }], tipAmount: tip, idempotencyKey: newKey('order') };
        const a = card === undefined
          ? await s.graph(Op.submitOrder, { input })
          : await s.graph(Op.submitOrderGuest, { input: { ...input, guestSecret: priced.guestSecret, guest: { email: 'guest@example.com', marketingOptIn: false, paymentToken: card.token, paymentType: 'visa', lastFour: card.lastFour } } });
        const field = asGuest ? 'placeOrderGuest' : 'placeOrder';
        if (isCents(tip) && tip <= maxTipMinor(priced.summary.subtotalMinor)) {
          const placed = s.ok<PlacedOrder>(a, field);
          expect(placed.tipMinor).toBe(tip);
          expect(placed.totalMinor).toBe(priced.summary.price + tip);
        } else {
          // NaN and the infinities travel as null: the codec's 400; every other number is the tip rule's.
          refused(a, [Number.isFinite(tip) ? OrderingCodes.TIP_OUT_OF_RANGE : ErrorCodes.VALIDATION]);
          // Nothing was placed: the pricing still places, at no tip.
          const retry = { ...input, tenders: [{ ...tender, amount: priced.summary.price }], tipAmount: 0, idempotencyKey: newKey('order') };
          const again = card === undefined
            ? await s.graph(Op.submitOrder, { input: retry })
            : await s.graph(Op.submitOrderGuest, { input: { ...retry, guestSecret: priced.guestSecret, guest: { email: 'guest@example.com', marketingOptIn: false, paymentToken: card.token, paymentType: 'visa', lastFour: card.lastFour } } });
          expect(s.ok<PlacedOrder>(again, field).tipMinor).toBe(0);
        }
      }),
      RUNS,
    );
  });

  it('a gift line: a preset or whole dollars within the custom range, or a 400 with nothing bought', { timeout: 300_000 }, async () => {
    const s = await signedIn();
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyAmount(), fc.constantFrom(...defaultConfig.giftAmountOptions)), async (amount) => {
        const requestId = newKey('gift');
        const a = await s.rest('POST', GIFT_PURCHASE_PATH, demoGiftPurchase(requestId, amount, ''));
        if (isAcceptableGiftAmount({ amount, currency: 'USD' }, defaultConfig)) {
          expect(s.ok<{ requestId: string }>(a).requestId).toBe(requestId);
        } else {
          refused(a, [ErrorCodes.VALIDATION, GiftErrorCodes.INVALID_AMOUNT]);
          const status = await s.rest('GET', '/apiproxy/v1/gift/gift-purchase-status', undefined, { 'x-request-id': requestId });
          expect(status.status).toBe(404);
        }
      }),
      RUNS,
    );
  });
});
