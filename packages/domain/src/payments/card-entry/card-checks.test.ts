import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CARD_BRANDS, type CardBrand } from '../model';
import type { CardNetworkMatch, CardNetworks } from '../ports';
import { CARD_NETWORK_LABELS, readCardNumber } from './card-number';
import { luhnCheckDigit, passesLuhn, securityCodeTooLong, typedCardNumberError, typedSecurityCodeError, SECURITY_CODE_MAX_DIGITS } from './card-checks';
import { validateTypedCardEntry } from './card-form';
import { FieldMessages } from '../messages';

const digitsOf = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: min, maxLength: max });
/** A number that passes the Luhn check: any body and its check digit. */
const luhnValid = (min = 12, max = 19) => digitsOf(min - 1, max - 1).map((body) => body + luhnCheckDigit(body));
/** The same number with its last digit changed: every such number fails. */
const luhnInvalid = (min = 12, max = 19) =>
  fc.tuple(luhnValid(min, max), fc.integer({ min: 1, max: 9 })).map(([n, k]) => n.slice(0, -1) + String((Number(n.at(-1)) + k) % 10));

/** What the card library says of each brand we take (credit-card-type): lengths and security-code size. */
const BRAND_FACTS: Readonly<Record<CardBrand, { lengths: number[]; code: number }>> = {
  visa: { lengths: [16, 18, 19], code: 3 },
  mastercard: { lengths: [16], code: 3 },
  discover: { lengths: [16, 19], code: 3 },
  amex: { lengths: [15], code: 4 },
};
const tableOf = (brand: CardBrand): CardNetworks => ({
  matching: (): CardNetworkMatch[] => [{ network: brand, prefixLength: 1, gaps: [4, 8, 12], lengths: BRAND_FACTS[brand].lengths, securityCodeLength: BRAND_FACTS[brand].code }],
});
const arbBrand = fc.constantFrom(...CARD_BRANDS);
const now = Date.UTC(2026, 10, 22);
const entry = (cardNumber: string, securityCode: string) => ({ cardNumber, expiry: { month: 12, year: 2030 }, securityCode });

describe('passesLuhn', () => {
  it('the demo cards pass and the one-digit-off number fails', () => {
    for (const n of ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117', '3530111333300000', '4000000000000002']) expect(passesLuhn(n)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4111 1111 1111 1111')).toBe(false);
  });

  it('a body with its check digit passes; any other last digit fails', () => {
    fc.assert(
      fc.property(luhnValid(1, 25), (n) => {
        expect(passesLuhn(n)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(luhnInvalid(1, 25), (n) => {
        expect(passesLuhn(n)).toBe(false);
      }),
    );
  });

  it('catches any single mistyped digit, wherever it is', () => {
    fc.assert(
      fc.property(luhnValid(), fc.nat(), fc.integer({ min: 1, max: 9 }), (n, at, k) => {
        const i = at % n.length;
        const typo = n.slice(0, i) + String((Number(n[i]) + k) % 10) + n.slice(i + 1);
        expect(passesLuhn(typo)).toBe(false);
      }),
    );
  });

  it('catches two swapped neighbours, except 09 and 90', () => {
    fc.assert(
      fc.property(luhnValid(), fc.nat(), (n, at) => {
        const i = at % (n.length - 1);
        const [a, b] = [n[i], n[i + 1]];
        fc.pre(a !== b && !((a === '0' && b === '9') || (a === '9' && b === '0')));
        expect(passesLuhn(n.slice(0, i) + b + a + n.slice(i + 2))).toBe(false);
      }),
    );
  });
});

/** A brand we take, with a number of one of its lengths made by `numbers` (from a length range), and that
 * number as the form reads it with the brand's table. */
const brandWithNumber = (numbers: (min: number, max: number) => fc.Arbitrary<string>) =>
  arbBrand.chain((brand) =>
    fc
      .constantFrom(...BRAND_FACTS[brand].lengths)
      .chain((len) => numbers(len, len))
      .map((n) => ({ brand, n, reading: readCardNumber(tableOf(brand))(n) })),
  );

describe('card number, once its brand is read', () => {
  it('for any brand we take, a number of one of its lengths that fails the check digit is refused', () => {
    fc.assert(
      fc.property(
        brandWithNumber(luhnInvalid),
        ({ brand, n, reading }) => {
          expect(typedCardNumberError(n, reading)).toBe(FieldMessages.cardNumberCheckDigit);
          expect(validateTypedCardEntry(entry(n, '1'.repeat(BRAND_FACTS[brand].code)), reading, now)).toEqual({ cardNumber: FieldMessages.cardNumberCheckDigit });
        },
      ),
    );
  });

  it('for any brand we take, a number that passes the check digit at one of its lengths, with its code, is accepted', () => {
    fc.assert(
      fc.property(
        brandWithNumber(luhnValid),
        ({ brand, n, reading }) => {
          expect(validateTypedCardEntry(entry(n, '7'.repeat(BRAND_FACTS[brand].code)), reading, now)).toEqual({});
        },
      ),
    );
  });

  it('for any brand we take, a length it does not issue is refused naming its lengths, even with a good check digit', () => {
    fc.assert(
      fc.property(
        arbBrand.chain((brand) =>
          fc.tuple(fc.constant(brand), fc.integer({ min: 12, max: 19 }).filter((l) => !BRAND_FACTS[brand].lengths.includes(l)).chain((len) => luhnValid(len, len))),
        ),
        ([brand, n]) => {
          const reading = readCardNumber(tableOf(brand))(n);
          fc.pre(reading.digits === n);
          expect(typedCardNumberError(n, reading)).toBe(FieldMessages.cardNumberLength(CARD_NETWORK_LABELS[brand], BRAND_FACTS[brand].lengths));
        },
      ),
    );
  });

  it('a number no network is read from is still held to the check digit', () => {
    const unknown: CardNetworks = { matching: () => [] };
    fc.assert(
      fc.property(luhnInvalid(), (n) => {
        expect(typedCardNumberError(n, readCardNumber(unknown)(n))).toBe(FieldMessages.cardNumberCheckDigit);
      }),
    );
    fc.assert(
      fc.property(luhnValid(), (n) => {
        expect(typedCardNumberError(n, readCardNumber(unknown)(n))).toBeUndefined();
      }),
    );
  });

  it('says which lengths a brand issues', () => {
    expect(FieldMessages.cardNumberLength('American Express', [15])).toBe('American Express card numbers have 15 digits.');
    expect(FieldMessages.cardNumberLength('Visa', [19, 16, 18])).toBe('Visa card numbers have 16, 18 or 19 digits.');
    expect(FieldMessages.cardNumberLength('Discover', [16, 19])).toBe('Discover card numbers have 16 or 19 digits.');
    expect(FieldMessages.cardNumberCheckDigit).toBe("This card number isn't valid. Check the digits.");
  });
});

describe('security code, once the brand is read', () => {
  it('for any brand we take, a code of any other length is refused with the brand’s length and name; its own length passes', () => {
    fc.assert(
      fc.property(arbBrand, digitsOf(1, SECURITY_CODE_MAX_DIGITS), (brand, code) => {
        const reading = readCardNumber(tableOf(brand))('4111111111111111');
        const want = BRAND_FACTS[brand].code;
        const message = FieldMessages.securityCodeLength(want, CARD_NETWORK_LABELS[brand]);
        expect(typedSecurityCodeError(code, reading)).toBe(code.length === want ? undefined : message);
        expect(securityCodeTooLong(code, reading)).toBe(code.length > want ? message : undefined);
      }),
    );
  });

  it('names the length and the brand: 4111111111111111 with 1234 is refused', () => {
    const visa = readCardNumber(tableOf('visa'))('4111111111111111');
    expect(validateTypedCardEntry(entry('4111111111111111', '1234'), visa, now)).toEqual({ securityCode: 'Enter the 3-digit Visa security code.' });
    const amex = readCardNumber(tableOf('amex'))('378282246310005');
    expect(validateTypedCardEntry(entry('378282246310005', '123'), amex, now)).toEqual({ securityCode: 'Enter the 4-digit American Express security code.' });
    expect(FieldMessages.securityCodeLength(4)).toBe('Enter the 4-digit security code.');
  });

  it('asks nothing of the code’s length while the brand is unknown', () => {
    const unknown = readCardNumber({ matching: () => [] })('9');
    fc.assert(
      fc.property(digitsOf(3, 4), (code) => {
        expect([typedSecurityCodeError(code, unknown), securityCodeTooLong(code, unknown)]).toEqual([undefined, undefined]);
      }),
    );
  });
});
