import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CARD_BRANDS, GUEST_CARD_BRANDS, isCardBrand, type CardBrand, type CardNetwork } from '../model';
import type { CardNetworkMatch, CardNetworks } from '../ports';
import { CARD_NETWORK_LABELS, CARD_NUMBER_MAX_DIGITS, cardDigits, decideCardNetwork, formatCardDigits, readCardNumber } from './card-number';
import { validateCardEntry, validateTypedCardEntry } from './card-form';
import { typedCardNumberError } from './card-checks';
import { FieldMessages, PaymentMessages } from '../messages';

const NETWORKS = Object.keys(CARD_NETWORK_LABELS) as CardNetwork[];
const arbDigits = (maxLength = 25) => fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength });
const arbGaps = fc.uniqueArray(fc.integer({ min: 1, max: 18 }), { maxLength: 4 }).map((g) => [...g].sort((a, b) => a - b));
const arbMatch: fc.Arbitrary<CardNetworkMatch> = fc.record({
  network: fc.constantFrom(...NETWORKS),
  prefixLength: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
  gaps: arbGaps,
  lengths: fc.uniqueArray(fc.integer({ min: 12, max: 19 }), { minLength: 1, maxLength: 4 }),
  securityCodeLength: fc.constantFrom(3, 4),
});
const arbMatches = fc.array(arbMatch, { maxLength: 6 });
const arbAccepted = fc.subarray([...CARD_BRANDS]);
/** A port that answers the same matches for any non-empty digits. */
const answering = (matches: readonly CardNetworkMatch[]): CardNetworks => ({ matching: () => matches });
const full = (ms: readonly CardNetworkMatch[]) => ms.filter((m) => m.prefixLength !== undefined);

describe('decideCardNetwork', () => {
  it('is unknown until some network is matched in full', () => {
    fc.assert(
      fc.property(fc.array(arbMatch.map((m) => ({ ...m, prefixLength: undefined }))), arbAccepted, (ms, accepted) => {
        expect(decideCardNetwork(ms, accepted)).toEqual({ verdict: { kind: 'unknown' }, match: undefined });
      }),
    );
  });

  it('names the most specific full match, and names a brand we take as soon as it is that match', () => {
    fc.assert(
      fc.property(arbMatches, arbAccepted, (ms, accepted) => {
        const { verdict, match } = decideCardNetwork(ms, accepted);
        const strongest = Math.max(0, ...full(ms).map((m) => m.prefixLength ?? 0));
        if (verdict.kind !== 'unknown') {
          expect(match?.prefixLength).toBe(strongest);
          expect(ms).toContain(match);
        }
        const acceptedStrongest = full(ms).find((m) => m.prefixLength === strongest && isCardBrand(m.network) && accepted.includes(m.network));
        if (acceptedStrongest !== undefined) expect(verdict).toEqual({ kind: 'accepted', brand: acceptedStrongest.network });
      }),
    );
  });

  it('accepts only brands we take, and never refuses while a brand we take is still possible', () => {
    fc.assert(
      fc.property(arbMatches, arbAccepted, (ms, accepted) => {
        const { verdict } = decideCardNetwork(ms, accepted);
        if (verdict.kind === 'accepted') expect(accepted).toContain(verdict.brand);
        if (verdict.kind === 'refused') {
          expect((accepted as readonly string[]).includes(verdict.network)).toBe(false);
          expect(ms.some((m) => m.prefixLength === undefined && (accepted as readonly string[]).includes(m.network))).toBe(false);
        }
      }),
    );
  });

  it("waits on '64' (Maestro's 6, maybe Discover's 644) and refuses when the longer prefix is another brand's", () => {
    const m = (network: CardNetwork, prefixLength: number | undefined): CardNetworkMatch => ({ network, prefixLength, gaps: [4, 8, 12], lengths: [16], securityCodeLength: 3 });
    expect(decideCardNetwork([m('maestro', 1), m('discover', undefined)], GUEST_CARD_BRANDS).verdict).toEqual({ kind: 'unknown' });
    expect(decideCardNetwork([m('visa', 1), m('elo', undefined)], GUEST_CARD_BRANDS).verdict).toEqual({ kind: 'accepted', brand: 'visa' });
    expect(decideCardNetwork([m('visa', 1), m('elo', 6)], GUEST_CARD_BRANDS).verdict).toEqual({ kind: 'refused', network: 'elo' });
    expect(decideCardNetwork([m('jcb', 4)], GUEST_CARD_BRANDS).verdict).toEqual({ kind: 'refused', network: 'jcb' });
  });
});

describe('readCardNumber', () => {
  it('keeps only digits, at most as many as the network issues (19 while unknown)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), arbMatches, (raw, ms) => {
        const r = readCardNumber(answering(ms))(raw);
        expect(/^\d*$/.test(r.digits)).toBe(true);
        expect(cardDigits(raw).startsWith(r.digits)).toBe(true);
        expect(r.digits.length).toBeLessThanOrEqual(Math.min(r.maxDigits, CARD_NUMBER_MAX_DIGITS));
        expect(r.digits.length).toBe(Math.min(cardDigits(raw).length, r.maxDigits));
        if (r.match === undefined) expect(r.maxDigits).toBe(CARD_NUMBER_MAX_DIGITS);
        else expect(r.maxDigits).toBe(Math.max(...r.match.lengths));
      }),
    );
  });

  it('formats the digits in the network’s groups and adds nothing else', () => {
    fc.assert(
      fc.property(arbDigits(), arbMatches, (raw, ms) => {
        const r = readCardNumber(answering(ms))(raw);
        expect(r.formatted.replace(/ /g, '')).toBe(r.digits);
        expect(/^(\d+( \d+)*)?$/.test(r.formatted)).toBe(true);
        const gaps = r.match?.gaps ?? [4, 8, 12];
        const ends = r.formatted.split(' ').reduce<number[]>((acc, g) => [...acc, (acc.at(-1) ?? 0) + g.length], []);
        const cuts = [...new Set([...gaps, ...(r.digits.length > 16 ? [16] : [])])].filter((g) => g < r.digits.length).sort((a, b) => a - b);
        expect(ends.slice(0, -1)).toEqual(cuts);
      }),
    );
  });

  it('gives a security-code length and a label only once the network is known, and refuses by name', () => {
    fc.assert(
      fc.property(arbDigits().filter((d) => d !== ''), arbMatches, (raw, ms) => {
        const r = readCardNumber(answering(ms))(raw);
        if (r.verdict.kind === 'unknown') {
          expect([r.label, r.securityCodeLength, r.refusal, r.match]).toEqual([undefined, undefined, undefined, undefined]);
        }
        if (r.verdict.kind === 'accepted') {
          expect(r.label).toBe(CARD_NETWORK_LABELS[r.verdict.brand]);
          expect(r.securityCodeLength).toBe(r.match?.securityCodeLength);
          expect(r.refusal).toBeUndefined();
        }
        if (r.verdict.kind === 'refused') {
          expect(r.refusal).toBe(FieldMessages.cardBrandRefused(CARD_NETWORK_LABELS[r.verdict.network]));
          expect(r.securityCodeLength).toBeUndefined();
        }
      }),
    );
  });

  it('asks nothing of the table for an empty number', () => {
    const table: CardNetworks = {
      matching: () => {
        throw new Error('not asked');
      },
    };
    expect(readCardNumber(table)(' - ').verdict).toEqual({ kind: 'unknown' });
  });
});

describe('formatCardDigits and messages', () => {
  it('groups 4-4-4-4 and 4-6-5', () => {
    expect(formatCardDigits('4111111111111111', [4, 8, 12])).toBe('4111 1111 1111 1111');
    expect(formatCardDigits('378282246310005', [4, 10])).toBe('3782 822463 10005');
    expect(formatCardDigits('37828', [4, 10])).toBe('3782 8');
    expect(formatCardDigits('3782', [4, 10])).toBe('3782');
    expect(formatCardDigits('', [4, 10])).toBe('');
    expect(formatCardDigits('4000000000000000006', [4, 8, 12])).toBe('4000 0000 0000 0000 006');
  });

  it('refuses by name and keeps the provider’s refusal text', () => {
    expect(FieldMessages.cardBrandRefused('JCB')).toBe("JCB isn't accepted. We accept American Express, Discover, Mastercard and Visa.");
    expect(FieldMessages.cardBrandRefused('Diners Club').endsWith(PaymentMessages.brandNotAccepted)).toBe(true);
    expect(FieldMessages.securityCodeLength(4)).toBe('Enter the 4-digit security code.');
  });
});

describe('validateTypedCardEntry', () => {
  const now = Date.UTC(2026, 0, 15);
  const entry = (securityCode: string) => ({ cardNumber: '4111111111111111', expiry: { month: 12, year: 2030 }, securityCode });
  const brandMatch = (network: CardNetwork, securityCodeLength: number, prefixLength: number | undefined = 2): CardNetworkMatch => ({
    network,
    prefixLength,
    gaps: [4, 8, 12],
    lengths: [16],
    securityCodeLength,
  });

  it('adds to validateCardEntry only the refusal, the number’s brand length and check digit, and the brand’s security-code length', () => {
    fc.assert(
      fc.property(arbDigits(19), fc.stringMatching(/^\d{0,5}$/), fc.constantFrom<CardBrand | CardNetwork>(...NETWORKS), fc.constantFrom(3, 4), (num, code, network, len) => {
        const reading = readCardNumber(answering([brandMatch(network, len)]))(num);
        const c = { ...entry(code), cardNumber: num };
        const base = validateCardEntry(c, now);
        const typed = validateTypedCardEntry(c, reading, now);
        expect(typed.expiry).toBe(base.expiry);
        expect(typed.cardNumber).toBe(reading.refusal ?? base.cardNumber ?? typedCardNumberError(num, reading));
        if (base.securityCode !== undefined) expect(typed.securityCode).toBe(base.securityCode);
        else if (reading.securityCodeLength !== undefined && code.length !== reading.securityCodeLength) expect(typed.securityCode).toBe(FieldMessages.securityCodeLength(len, reading.label));
        else expect(typed.securityCode).toBeUndefined();
      }),
    );
  });

  it('asks an American Express card for 4 digits and a JCB for another card', () => {
    // (this table's amex issues 16 digits; the real one 15)
    const amex = readCardNumber(answering([brandMatch('amex', 4)]))('3782822463100052');
    expect(validateTypedCardEntry({ ...entry('123'), cardNumber: '3782822463100052' }, amex, now)).toEqual({ securityCode: 'Enter the 4-digit American Express security code.' });
    const jcb = readCardNumber(answering([brandMatch('jcb', 3, 4)]))('3530111333300000');
    expect(validateTypedCardEntry({ ...entry('123'), cardNumber: '3530111333300000' }, jcb, now)).toEqual({
      cardNumber: "JCB isn't accepted. We accept American Express, Discover, Mastercard and Visa.",
    });
  });
});
