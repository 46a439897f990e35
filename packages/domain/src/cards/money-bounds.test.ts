// The upper bound of every card money amount (rules.ts MAX_CARD_AMOUNT_MINOR, the $500 ceiling) and the one
// idempotency key format, over the whole number line and any string.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyAmount, isCents } from '../shared/test-amounts';
import { applyReload, applyTransfer, CARD_MAX_BALANCE, MAX_CARD_AMOUNT_MINOR } from './rules';
import { checkAutoReloadSettings } from './auto-reload-rules';
import { IdempotencyKeyCodec, isIdempotencyKey, IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH } from './idempotency';

const balance = fc.integer({ min: 0, max: CARD_MAX_BALANCE });

describe('card money bounds', () => {
  it('a reload is taken only as whole cents within $500 - balance, and never lifts a balance past $500', () => {
    fc.assert(
      fc.property(balance, anyAmount(), (b, amount) => {
        const r = applyReload(b, amount);
        const within = isCents(amount) && amount > 0 && amount <= MAX_CARD_AMOUNT_MINOR - b;
        expect(r._tag === 'Right').toBe(within);
        if (r._tag === 'Right') expect(r.right).toBe(b + amount);
      }),
      { numRuns: 2000 },
    );
  });

  it('a transfer moves only whole cents the source holds and the target can take', () => {
    fc.assert(
      fc.property(balance, balance, anyAmount(), (from, to, amount) => {
        const r = applyTransfer({ fromCardId: 'a', toCardId: 'b', amount, fromBalance: from, toBalance: to });
        const within = isCents(amount) && amount > 0 && amount <= from && to + amount <= MAX_CARD_AMOUNT_MINOR;
        expect(r._tag === 'Right').toBe(within);
        if (r._tag === 'Right') expect([r.right.from, r.right.to, r.right.amount]).toEqual([from - amount, to + amount, amount]);
      }),
      { numRuns: 2000 },
    );
  });

  it('auto reload settings are taken only as whole cents whose amount plus trigger stays within $500', () => {
    fc.assert(
      fc.property(anyAmount(), anyAmount(), (amount, triggerAmount) => {
        const r = checkAutoReloadSettings({ amount, triggerAmount, paymentInstrumentId: 'pi-1' });
        const within = isCents(amount) && amount > 0 && isCents(triggerAmount) && triggerAmount > 0 && amount + triggerAmount <= MAX_CARD_AMOUNT_MINOR;
        expect(r._tag === 'Right').toBe(within);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the idempotency key format', () => {
  it(`is ${IDEMPOTENCY_KEY_MIN_LENGTH}..${IDEMPOTENCY_KEY_MAX_LENGTH} characters of letters, digits, '-' and '_', in the predicate and the codec alike`, () => {
    const keyChar = fc.constantFrom(...'abcXYZ019-_'.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.array(keyChar, { maxLength: 200 }).map((a) => a.join(''))), (k) => {
        const ok = k.length >= IDEMPOTENCY_KEY_MIN_LENGTH && k.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[A-Za-z0-9_-]*$/.test(k);
        expect(isIdempotencyKey(k)).toBe(ok);
        expect(IdempotencyKeyCodec.decode(k)._tag === 'Right').toBe(ok);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes the keys the clients make, and refuses the empty, the huge and the odd', () => {
    for (const k of ['reload-0b6f2a4e-5d1c-4f7e-9a3b-2c8d1e6f7a90', 'order-ord-0b6f2a4e-5d1c-4f7e-9a3b-2c8d1e6f7a90', 'gift-1a2b3c4', 'transfer-retry-1']) expect(isIdempotencyKey(k)).toBe(true);
    for (const k of ['', 'short', 'x'.repeat(100_000), 'has space-1234', 'semi;colon1234', 'ключ-ключ-ключ']) expect(isIdempotencyKey(k)).toBe(false);
    for (const u of [undefined, null, 12345678, {}]) expect(IdempotencyKeyCodec.decode(u)._tag).toBe('Left');
  });
});
