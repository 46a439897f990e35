// The card-library table behind CardNetworks: the domain's contract, and agreement with the fake payment
// provider (what the form names while typing is what the provider decides on the whole number).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import { GUEST_CARD_BRANDS, readCardNumber } from '@crema/domain/payments';
import { CARD_PREFIXES, describeCardNetworksContract } from '@crema/domain/payments/contract';
import { TEST_CARDS } from '@crema/catalog/payments';
import { createCardNetworks } from './card-networks';
import { makePaymentsFakes } from './test-harness';

describeCardNetworksContract('credit-card-type', createCardNetworks);

/** Completes `body` with its Luhn check digit. */
const withCheckDigit = (body: string): string => {
  const sum = [...body].reverse().reduce((s, ch, i) => {
    const d = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return s + (d > 9 ? d - 9 : d);
  }, 0);
  return body + String((10 - (sum % 10)) % 10);
};

describe('CardNetworks over credit-card-type, beside the fake payment provider', () => {
  const read = readCardNumber(createCardNetworks());

  it('names the test cards as the provider does', () => {
    for (const [brand, numbers] of Object.entries({ visa: TEST_CARDS.visa, mastercard: TEST_CARDS.mastercard, amex: TEST_CARDS.amex, discover: TEST_CARDS.discover })) {
      for (const n of numbers) expect(read(n).verdict).toEqual({ kind: 'accepted', brand });
    }
    expect(read(TEST_CARDS.refused.jcb).refusal).toBe("JCB isn't accepted. We accept American Express, Discover, Mastercard and Visa.");
    expect(read(TEST_CARDS.refused.dinersClub).label).toBe('Diners Club');
    expect(read(TEST_CARDS.refused.unionpay).label).toBe('UnionPay');
  });

  it('a whole number the form reads as a brand we take is tokenized as that brand; one it refuses is refused', async () => {
    const f = makePaymentsFakes();
    const nextYear = { month: 12, year: new Date(f.now()).getUTCFullYear() + 1 };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(...Object.values(CARD_PREFIXES)),
        fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 18, maxLength: 18 }),
        async (prefix, rest) => {
          const first = read(prefix + rest);
          const number = withCheckDigit((prefix + rest).slice(0, first.maxDigits - 1));
          const r = read(number);
          const securityCode = '1234'.slice(0, r.securityCodeLength ?? 3);
          const answer = await firstValueFrom(f.tokenizer.tokenize({ cardNumber: number, expiry: nextYear, securityCode, allowedBrands: GUEST_CARD_BRANDS }));
          if (r.verdict.kind === 'accepted') {
            expect(answer).toMatchObject({ _tag: 'Right', right: { brand: r.verdict.brand, lastFour: number.slice(-4) } });
          }
          if (r.verdict.kind === 'refused') {
            expect(answer).toMatchObject({ _tag: 'Left', left: { code: 'CARD_BRAND_NOT_ACCEPTED' } });
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
