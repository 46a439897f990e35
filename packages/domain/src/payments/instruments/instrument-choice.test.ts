import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isCardBrand, PAYMENT_TYPES, type PaymentInstrument } from '../model';
import { defaultInstrumentOf, mayReloadWith } from './instrument-choice';
import { normalizeDefaults } from '../rules';
import { arbWallet } from '../test-arbitraries';

const arbUsable = fc.func(fc.boolean()) as fc.Arbitrary<(i: PaymentInstrument) => boolean>;

describe('defaultInstrumentOf', () => {
  it('is usable, and the default whenever the default is usable', () => {
    fc.assert(
      fc.property(arbWallet, arbUsable, (wallet, usable) => {
        const pick = defaultInstrumentOf(wallet, usable);
        const candidates = wallet.filter((i) => usable(i));
        if (candidates.length === 0) {
          expect(pick).toBeUndefined();
          return;
        }
        expect(pick !== undefined && usable(pick)).toBe(true);
        const usableDefault = candidates.find((i) => i.default);
        expect(pick).toBe(usableDefault ?? candidates[0]);
      }),
    );
  });

  it('with every instrument usable and one default (the ports’ invariant), picks that default', () => {
    fc.assert(
      fc.property(arbWallet, (wallet) => {
        const list = normalizeDefaults(wallet);
        expect(defaultInstrumentOf(list)).toBe(list.find((i) => i.default));
      }),
    );
  });
});

describe('mayReloadWith', () => {
  it('credit and debit cards and PayPal reload a stored-value card; nothing else does', () => {
    for (const paymentType of PAYMENT_TYPES) expect(mayReloadWith({ paymentType })).toBe(isCardBrand(paymentType) || paymentType === 'paypal');
    expect(mayReloadWith({ paymentType: 'venmo' })).toBe(false);
  });
});
