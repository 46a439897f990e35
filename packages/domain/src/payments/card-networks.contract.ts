// What every adapter of CardNetworks (a card library's prefix table) must answer, read through the domain's
// readCardNumber: the brands we take from their prefixes (amex 34/37, visa 4, mastercard 51–55 and
// 2221–2720, discover 6011, 644–649 and 65), common brands we refuse recognised by name (JCB 3528–3589,
// Diners Club 300–305, 36, 38), nothing named while the prefix is ambiguous, and each brand's layout.
// Run by adapters-fake/src/payments/card-networks.test.ts.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { CardNetwork } from './model';
import type { CardNetworks } from './ports';
import { readCardNumber, type CardNumberVerdict } from './card-entry/card-number';

const range = (from: number, to: number) => fc.integer({ min: from, max: to }).map(String);
const digits = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength });

/** Issuer prefixes, as the brief of this rule gives them. */
export const CARD_PREFIXES: Readonly<Record<'amex' | 'visa' | 'mastercard' | 'discover' | 'jcb' | 'diners', fc.Arbitrary<string>>> = {
  amex: fc.constantFrom('34', '37'),
  visa: fc.constant('4'),
  mastercard: fc.oneof(range(51, 55), range(2221, 2720)),
  discover: fc.oneof(fc.constant('6011'), range(644, 649), fc.constant('65')),
  jcb: range(3528, 3589),
  diners: fc.oneof(range(300, 305), fc.constantFrom('36', '38')),
};
const EXPECTED: Readonly<Record<keyof typeof CARD_PREFIXES, CardNumberVerdict>> = {
  amex: { kind: 'accepted', brand: 'amex' },
  visa: { kind: 'accepted', brand: 'visa' },
  mastercard: { kind: 'accepted', brand: 'mastercard' },
  discover: { kind: 'accepted', brand: 'discover' },
  jcb: { kind: 'refused', network: 'jcb' },
  diners: { kind: 'refused', network: 'diners' },
};
const KINDS = Object.keys(CARD_PREFIXES) as (keyof typeof CARD_PREFIXES)[];

export const describeCardNetworksContract = (name: string, make: () => CardNetworks): void => {
  describe(`CardNetworks contract: ${name}`, () => {
    const read = readCardNumber(make());

    it.each(KINDS)('names %s from its prefix alone', (kind) => {
      fc.assert(
        fc.property(CARD_PREFIXES[kind], (prefix) => {
          expect(read(prefix).verdict).toEqual(EXPECTED[kind]);
        }),
      );
    });

    it.each(KINDS)('keeps naming %s as digits follow, unless a longer prefix of a co-branded range claims them', (kind) => {
      fc.assert(
        fc.property(CARD_PREFIXES[kind], digits(14), (prefix, rest) => {
          const r = read(prefix + rest);
          if (JSON.stringify(r.verdict) !== JSON.stringify(EXPECTED[kind])) {
            expect(r.verdict.kind).toBe('refused');
            expect(r.match?.prefixLength ?? 0).toBeGreaterThan(prefix.length);
          } else {
            expect(r.verdict).toEqual(EXPECTED[kind]);
          }
        }),
      );
    });

    it('names nothing while the prefix could still be more than one network, or is none', () => {
      for (const d of ['', '2', '22', '3', '30', '35', '5', '6', '60', '601', '64', '1', '2721', '3500']) {
        expect({ d, verdict: read(d).verdict }).toEqual({ d, verdict: { kind: 'unknown' } });
      }
    });

    it('lays out amex 4-6-5 with a 4-digit code, and the other brands we take 4-4-4-4 with a 3-digit code', () => {
      fc.assert(
        fc.property(fc.oneof(CARD_PREFIXES.amex, CARD_PREFIXES.visa, CARD_PREFIXES.mastercard, CARD_PREFIXES.discover), digits(20), (prefix, rest) => {
          const r = read(prefix + rest);
          if (r.verdict.kind === 'accepted') {
            const brand: CardNetwork = r.verdict.brand;
            expect(r.securityCodeLength).toBe(brand === 'amex' ? 4 : 3);
            expect(r.match?.gaps).toEqual(brand === 'amex' ? [4, 10] : [4, 8, 12]);
            expect(r.digits.length).toBeLessThanOrEqual(brand === 'amex' ? 15 : 19);
          }
        }),
      );
      expect(read('378282246310005').formatted).toBe('3782 822463 10005');
      expect(read('4111111111111111').formatted).toBe('4111 1111 1111 1111');
      expect(read('3782822463100059999').digits).toBe('378282246310005');
    });
  });
};
