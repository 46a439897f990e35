// The upper bound of an e-gift line (amount.ts maxGiftLineAmount: the top preset or customAmountMax), over the
// whole number line: the server's check (isAcceptableGiftAmount) takes nothing above it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyAmount, isCents } from '../shared/test-amounts';
import { defaultConfig } from '../shared/config';
import { isAcceptableGiftAmount, maxGiftLineAmount } from './amount';

describe('gift amount bounds', () => {
  it('takes only whole cents that are a preset or whole dollars within the custom range, never above the line bound', () => {
    const c = defaultConfig;
    expect(maxGiftLineAmount(c)).toBe(Math.max(...c.giftAmountOptions, c.customAmountMax * 100));
    fc.assert(
      fc.property(fc.oneof(anyAmount(), fc.constantFrom(...c.giftAmountOptions), fc.integer({ min: 0, max: 20_000 }).map((d) => d * 100)), (amount) => {
        const ok = isAcceptableGiftAmount({ amount, currency: c.currency }, c);
        const expected = isCents(amount) && (c.giftAmountOptions.includes(amount) || (amount % 100 === 0 && amount >= c.customAmountMin * 100 && amount <= c.customAmountMax * 100));
        expect(ok).toBe(expected);
        if (ok) expect(amount).toBeLessThanOrEqual(maxGiftLineAmount(c));
      }),
      { numRuns: 3000 },
    );
  });
});
