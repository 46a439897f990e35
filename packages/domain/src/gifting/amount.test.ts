import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { left, right } from 'fp-ts/Either';
import { makeConfig } from '../shared/config';
import { giftTotal, isAcceptableGiftAmount, parseCustomAmount, resolveGiftAmount } from './amount';
import type { GiftLine } from './model';
import { config } from './test-support';

describe('custom gift amount', () => {
  it('accepts every whole-dollar amount in the configured range, as minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: config.customAmountMin, max: config.customAmountMax }), (n) => {
        expect(parseCustomAmount(String(n), config)).toEqual(right({ amount: n * 100, currency: 'USD' }));
      }),
      { numRuns: 100 },
    );
  });

  it('refuses whole-dollar amounts outside the range with the range error', () => {
    const outside = fc.oneof(fc.integer({ min: 0, max: config.customAmountMin - 1 }), fc.integer({ min: config.customAmountMax + 1, max: 10_000_000 }));
    fc.assert(fc.property(outside, (n) => {
      expect(parseCustomAmount(String(n), config)).toEqual(left('customAmountRange'));
    }), { numRuns: 100 });
  });

  it('refuses anything with a character other than a digit with the characters error', () => {
    const withNonDigit = fc
      .tuple(fc.string({ maxLength: 4 }), fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[0-9\s]/.test(c)), fc.string({ maxLength: 4 }))
      .map(([a, c, b]) => `${a}${c}${b}`);
    fc.assert(fc.property(withNonDigit, (s) => {
      expect(parseCustomAmount(s, config)).toEqual(left('customAmountCharacters'));
    }), { numRuns: 200 });
  });

  it.each(['', '   '])('refuses a blank amount %j with the existence error', (s) => {
    expect(parseCustomAmount(s, config)).toEqual(left('customAmountRequired'));
  });

  it.each(['5.50', '-5', '1e2', '$20', '２０'])('refuses %j with the characters error', (s) => {
    expect(parseCustomAmount(s, config)).toEqual(left('customAmountCharacters'));
  });

  it('follows configured bounds', () => {
    const c = makeConfig({ customAmountMin: 10, customAmountMax: 500 });
    expect(parseCustomAmount('9', c)).toEqual(left('customAmountRange'));
    expect(parseCustomAmount('500', c)).toEqual(right({ amount: 50_000, currency: 'USD' }));
  });
});

describe('resolveGiftAmount', () => {
  it('takes a configured preset as is and refuses other numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
        const r = resolveGiftAmount(n, '', config);
        expect(r).toEqual(config.giftAmountOptions.includes(n) ? right({ amount: n, currency: 'USD' }) : left('amountNotOffered'));
      }),
      { numRuns: 100 },
    );
  });

  it('needs a choice, and reads customAmount only for custom', () => {
    expect(resolveGiftAmount(undefined, '20', config)).toEqual(left('amountRequired'));
    expect(resolveGiftAmount('custom', '20', config)).toEqual(right({ amount: 2000, currency: 'USD' }));
    expect(resolveGiftAmount(2500, 'abc', config)).toEqual(right({ amount: 2500, currency: 'USD' }));
  });

  it('only ever yields amounts the server accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...config.giftAmountOptions), fc.constant('custom' as const)), fc.string({ maxLength: 4 }), (choice, custom) => {
        const r = resolveGiftAmount(choice, custom, config);
        return r._tag === 'Left' || isAcceptableGiftAmount(r.right, config);
      }),
      { numRuns: 200 },
    );
  });
});

describe('giftTotal', () => {
  it('is the sum of the line amounts in minor units', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 500, max: 10_000 }), { maxLength: 10 }), (amounts) => {
        const lines = amounts.map((amount) => ({ amount: { amount, currency: 'USD' } }) as Pick<GiftLine, 'amount'> as GiftLine);
        expect(giftTotal(lines, 'USD')).toEqual({ amount: amounts.reduce((a, b) => a + b, 0), currency: 'USD' });
      }),
      { numRuns: 100 },
    );
  });
});
