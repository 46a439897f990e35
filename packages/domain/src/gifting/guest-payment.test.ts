import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isRight, left, right } from 'fp-ts/Either';
import { makeConfig } from '../shared/config';
import { clearPaypalForGroup, guestInstrumentFromCardToken, isGuestPaymentType, isGuestTokenExpired, makeGuestPaymentInstrument, validateGiftPayment } from './guest-payment';
import type { GiftPayment } from './model';
import { card, config, guestCard, paypal } from './test-support';

describe('guest payment token expiry', () => {
  it('is expired exactly when the timestamp is above 0 and more than the max age has passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 1, max: 1e7 }), (ts, now, maxAge) => {
        expect(isGuestTokenExpired({ tokenAcquiredTimestamp: ts }, now, maxAge)).toBe(ts > 0 && now - ts > maxAge);
      }),
      { numRuns: 200 },
    );
  });

  it('uses the default 300000 ms boundary: expired at 300001 ms, not at 300000 ms', () => {
    const t0 = Date.UTC(2026, 10, 22);
    expect(isGuestTokenExpired(guestCard(t0), t0 + 300_000, config.guestPaymentTokenMaxAgeMs)).toBe(false);
    expect(isGuestTokenExpired(guestCard(t0), t0 + 300_001, config.guestPaymentTokenMaxAgeMs)).toBe(true);
    expect(isGuestTokenExpired(guestCard(0), t0 + 10 ** 9, config.guestPaymentTokenMaxAgeMs)).toBe(false);
  });
});

describe('guest payment instrument', () => {
  it('takes only amex, discover, mastercard and visa', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('amex', 'discover', 'mastercard', 'visa', 'paypal', 'venmo'), fc.string()), (t) => {
        const r = makeGuestPaymentInstrument({ accountNumberLastFour: '1234', paymentType: t, tokenAcquiredTimestamp: 1, paymentInstrumentToken: 'tok' });
        expect(isRight(r)).toBe(['amex', 'discover', 'mastercard', 'visa'].includes(t));
        expect(isGuestPaymentType(t)).toBe(isRight(r));
      }),
      { numRuns: 100 },
    );
  });

  it('needs four digits and a token', () => {
    const raw = { accountNumberLastFour: '1234', paymentType: 'visa', tokenAcquiredTimestamp: 1, paymentInstrumentToken: 'tok' };
    expect(makeGuestPaymentInstrument({ ...raw, accountNumberLastFour: '12a4' })).toEqual(left('paymentRequired'));
    expect(makeGuestPaymentInstrument({ ...raw, paymentInstrumentToken: ' ' })).toEqual(left('paymentRequired'));
    expect(makeGuestPaymentInstrument(raw)).toEqual(right(raw));
  });
});

describe('PayPal and group gifts', () => {
  it('clears a PayPal selection exactly when there is more than one recipient', () => {
    fc.assert(
      fc.property(fc.constantFrom(card, paypal, undefined), fc.integer({ min: 0, max: 10 }), (sel, n) => {
        const kept = clearPaypalForGroup(sel, n);
        expect(kept).toBe(sel?.paymentType === 'paypal' && n > 1 ? undefined : sel);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses PayPal for group gifts or when the flag is off, and guests off the card brands', () => {
    const member = (i = card): GiftPayment => ({ kind: 'member', instrument: i });
    expect(validateGiftPayment(member(paypal), 1, config)).toEqual(right(member(paypal)));
    expect(validateGiftPayment(member(paypal), 2, config)).toEqual(left('paypalNotForGroupGifts'));
    expect(validateGiftPayment(member(paypal), 1, makeConfig({ flags: { paypal: false } }))).toEqual(left('paypalUnavailable'));
    expect(validateGiftPayment(member(card), 10, config)).toEqual(right(member(card)));
    expect(validateGiftPayment(undefined, 1, config)).toEqual(left('paymentRequired'));
    expect(validateGiftPayment({ kind: 'guest', instrument: guestCard(1) }, 3, config)).toEqual(right({ kind: 'guest', instrument: guestCard(1) }));
  });
});

describe('guestInstrumentFromCardToken', () => {
  it("maps the payments capability's guest card token", () => {
    expect(guestInstrumentFromCardToken({ token: 'tok-1', brand: 'amex', lastFour: '0005', tokenAcquiredTimestamp: 42 })).toEqual(
      right({ accountNumberLastFour: '0005', paymentType: 'amex', tokenAcquiredTimestamp: 42, paymentInstrumentToken: 'tok-1' }),
    );
  });
});
