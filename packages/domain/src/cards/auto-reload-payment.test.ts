// Issue #32: the rule checkout says before an order and the ledgers run after its payment.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { autoReloadAfterPayment, autoReloadForPayment } from './auto-reload-rules';
import type { AutoReloadProfile } from './model';
import { CARD_MAX_BALANCE } from './rules';

const profile: fc.Arbitrary<AutoReloadProfile | undefined> = fc.option(
  fc.record({
    status: fc.constantFrom('active' as const, 'disabled' as const),
    amount: fc.integer({ min: 500, max: 30_000 }),
    triggerAmount: fc.integer({ min: 500, max: 20_000 }),
    paymentInstrumentId: fc.constantFrom('pi-1', ''),
  }),
  { nil: undefined },
);
const balance = fc.integer({ min: 0, max: CARD_MAX_BALANCE });
const charge = fc.integer({ min: 0, max: 60_000 });

describe('autoReloadForPayment', () => {
  it('a $9.30 order from a $18.45 card below a $20 trigger adds the $25 reload (the tour of issue #32)', () => {
    const p: AutoReloadProfile = { status: 'active', amount: 2500, triggerAmount: 2000, paymentInstrumentId: 'pi-visa' };
    expect(autoReloadForPayment(1845, 930, p)).toEqual({ amount: 2500, balance: 3415, paymentInstrumentId: 'pi-visa' });
    expect(autoReloadForPayment(5000, 930, p)).toBeUndefined();
  });

  it('reloads exactly when an active profile with an instrument sees the paid balance fall below its trigger and stay within $500', () => {
    fc.assert(
      fc.property(balance, charge, profile, (b, c, p) => {
        const r = autoReloadForPayment(b, c, p);
        const paid = b - c;
        const expected =
          c > 0 && c <= b && p !== undefined && p.status === 'active' && p.paymentInstrumentId !== '' && paid < p.triggerAmount && paid + p.amount <= CARD_MAX_BALANCE;
        expect(r !== undefined).toBe(expected);
        if (r !== undefined && p !== undefined) {
          expect(r).toEqual({ amount: p.amount, balance: paid + p.amount, paymentInstrumentId: p.paymentInstrumentId });
        }
      }),
    );
  });

  it('says what the ledgers run after the payment, for every payment the balance covers', () => {
    fc.assert(
      fc.property(balance, charge, profile, (b, c, p) => {
        fc.pre(c > 0 && c <= b);
        expect(autoReloadForPayment(b, c, p)).toEqual(autoReloadAfterPayment(b - c, p));
      }),
    );
  });

  it('never reloads for nothing paid or a payment the balance cannot cover', () => {
    fc.assert(
      fc.property(balance, profile, fc.integer({ min: 1, max: 10_000 }), (b, p, extra) => {
        expect(autoReloadForPayment(b, 0, p)).toBeUndefined();
        expect(autoReloadForPayment(b, b + extra, p)).toBeUndefined();
      }),
    );
  });
});
