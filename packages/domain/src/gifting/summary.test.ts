import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { giftSummary } from './summary';
import { config, validForm } from './test-support';

describe('giftSummary', () => {
  it('totals one e-gift per filled recipient row at the chosen amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 100 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 3 }), (dollars, filled, blanks) => {
        const recipients = [
          ...Array.from({ length: filled }, (_, i) => ({ email: `r${i}@example.com`, name: `R${i}` })),
          ...Array.from({ length: blanks }, () => ({ email: '', name: '' })),
        ];
        const s = giftSummary(validForm({ amount: 'custom', customAmount: String(dollars), recipients }), config);
        expect(s.count).toBe(Math.max(1, filled));
        expect(s.each?.amount).toBe(dollars * 100);
        expect(s.total?.amount).toBe(dollars * 100 * Math.max(1, filled));
      }),
      { numRuns: 50 },
    );
  });

  it('has no amount and no total while the custom amount is not acceptable', () => {
    const s = giftSummary(validForm({ amount: 'custom', customAmount: '4' }), config);
    expect(s).toEqual({ each: undefined, count: 1, total: undefined });
  });

  it('uses a preset as is', () => {
    const s = giftSummary(validForm({ amount: 2500, recipients: [{ email: 'a@example.com', name: 'A' }, { email: 'b@example.com', name: 'B' }] }), config);
    expect(s.total).toEqual({ amount: 5000, currency: 'USD' });
  });
});
