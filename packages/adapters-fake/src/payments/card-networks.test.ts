// The domain's card-network table behind CardNetworks (the one the web form reads in every build; its contract
// runs in domain/src/payments/card-token-rules.test.ts): agreement with the fake payment provider (what the form
// names while typing is what the provider decides on the whole number), and agreement with the card libraries it
// was taken from (credit-card-type's matching, card-validator's number and security-code checks), so the move off
// them changed no answer.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom } from 'rxjs';
import creditCardType from 'credit-card-type';
import cardValidator from 'card-validator';
import { CARD_BRANDS, checkCardToTokenize, createCardNetworks, GUEST_CARD_BRANDS, matchCardNetworks, readCardNumber, type CardNetwork } from '@crema/domain/payments';
import { CARD_PREFIXES } from '@crema/domain/payments/contract';
import { TEST_CARDS } from '@crema/catalog/payments';
import { makePaymentsFakes } from './test-harness';

/** The libraries' type ids of the networks the domain names. */
const NETWORK_OF_LIBRARY_TYPE: Readonly<Record<string, CardNetwork>> = {
  'american-express': 'amex',
  discover: 'discover',
  mastercard: 'mastercard',
  visa: 'visa',
  jcb: 'jcb',
  'diners-club': 'diners',
  unionpay: 'unionpay',
  maestro: 'maestro',
  elo: 'elo',
  mir: 'mir',
  hiper: 'hiper',
  hipercard: 'hipercard',
  troy: 'troy',
  naranja: 'naranja',
  verve: 'verve',
};

const digitString = (minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength, maxLength });
/** Digits from any prefix of the table's networks onwards, or from nowhere in particular; half of them completed with their check digit. */
const anyDigits = fc.oneof(fc.tuple(fc.oneof(...Object.values(CARD_PREFIXES)), digitString(0, 18)).map(([p, r]) => p + r), digitString(1, 19));
const cardLike = fc.oneof(anyDigits, anyDigits.filter((d) => d.length > 1).map((d) => withCheckDigit(d.slice(0, -1))));

describe('the domain card-network table beside the card libraries', () => {
  it('matches the networks credit-card-type matches, with their prefix lengths, layouts and code sizes', () => {
    fc.assert(
      fc.property(fc.oneof(cardLike, fc.constantFrom('4', '6', '62', '650', '6500', '506', '5061', '6011', '2720', '636368', '65875009')), (digits) => {
        const ours = matchCardNetworks(digits);
        const theirs = creditCardType(digits).flatMap((t) => {
          const network = NETWORK_OF_LIBRARY_TYPE[t.type];
          return network === undefined ? [] : [{ network, prefixLength: t.matchStrength, gaps: t.gaps, lengths: t.lengths, securityCodeLength: t.code.size }];
        });
        expect(ours).toEqual(theirs);
      }),
      { numRuns: 2000 },
    );
  });

  it('tokenizes exactly the numbers and codes card-validator accepts', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const expiry = { month: 12, year: 2030 };
    fc.assert(
      fc.property(cardLike, fc.constantFrom('', '1', '12', '123', '1234', '12345', '12a'), (digits, securityCode) => {
        const verdict = cardValidator.number(digits);
        const brand = verdict.card === null ? undefined : NETWORK_OF_LIBRARY_TYPE[verdict.card.type];
        const expected = !verdict.isValid || verdict.card === null
          ? '121000'
          : brand === undefined || !(CARD_BRANDS as readonly string[]).includes(brand)
            ? 'CARD_BRAND_NOT_ACCEPTED'
            : cardValidator.cvv(securityCode, verdict.card.code.size).isValid
              ? 'ok'
              : '121000';
        const r = checkCardToTokenize({ cardNumber: digits, expiry, securityCode, allowedBrands: CARD_BRANDS }, now);
        expect(r._tag === 'Left' ? r.left.code : 'ok').toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

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
