import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { defaultConfig, makeConfig } from '../shared/config';
import { CARD_BRANDS, PAYMENT_TYPES } from './model';
import {
  acceptsPaymentType,
  cardNumberError,
  expiryError,
  hasExactlyOneDefault,
  instrumentLabel,
  isExpired,
  isGuestTokenExpired,
  maskEmail,
  newPaymentOptions,
  nicknameError,
  NICKNAME_MAX,
  normalizeNickname,
  securityCodeError,
  sortForDisplay,
  withAdded,
  withDefault,
  withRemoved,
} from './rules';
import { FieldMessages } from './messages';
import { arbConfig, arbSession, arbWallet, guestSession, memberSession } from './test-arbitraries';

const ids = (l: readonly { paymentInstrumentId: string }[]) => l.map((i) => i.paymentInstrumentId);
const defaults = (l: readonly { paymentInstrumentId: string; default: boolean }[]) => l.filter((i) => i.default).map((i) => i.paymentInstrumentId);

describe('payment options and permissions', () => {
  it('offers only enabled options; guests at most a credit card; PayPal only to members with the flag', () => {
    fc.assert(
      fc.property(arbSession, arbConfig, (s, c) => {
        const shown = newPaymentOptions(s, c);
        for (const o of shown) expect(c.newPaymentOptionEnabled[o]).toBe(true);
        if (s.kind === 'guest') expect(shown.every((o) => o === 'creditCard')).toBe(true);
        expect(shown.includes('paypal')).toBe(s.kind === 'member' && c.flags.paypal && c.newPaymentOptionEnabled.paypal);
      }),
    );
  });

  it('shows the spec section 9 defaults to a member: credit card, gift card, PayPal', () => {
    expect(newPaymentOptions(memberSession, defaultConfig)).toEqual(['creditCard', 'giftCard', 'paypal']);
    expect(newPaymentOptions(guestSession, defaultConfig)).toEqual(['creditCard']);
    expect(newPaymentOptions(memberSession, makeConfig({ flags: { paypal: false } }))).toEqual(['creditCard', 'giftCard']);
  });

  it('lets guests pay only with amex, discover, mastercard and visa', () => {
    fc.assert(
      fc.property(arbConfig, fc.constantFrom(...PAYMENT_TYPES), (c, t) => {
        expect(acceptsPaymentType(guestSession, c, t)).toBe((CARD_BRANDS as readonly string[]).includes(t));
      }),
    );
  });

  it('expires a guest token only when stamped (> 0) and older than the maximum age', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e6 }), (ts, age, max) => {
        expect(isGuestTokenExpired(ts, ts + age, max)).toBe(ts > 0 && age > max);
      }),
    );
    expect(isGuestTokenExpired(1000, 1000 + 300_000, 300_000)).toBe(false);
    expect(isGuestTokenExpired(1000, 1001 + 300_000, 300_000)).toBe(true);
  });
});

describe('nickname, expiry and card entry', () => {
  it(`accepts nicknames of up to ${NICKNAME_MAX} characters after trimming`, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (n) => {
        expect(nicknameError(n) === undefined).toBe([...normalizeNickname(n)].length <= NICKNAME_MAX);
      }),
    );
    expect(nicknameError('x'.repeat(26))).toBe('Nicknames can be up to 25 characters.');
  });

  it('treats a card as valid through the end of its expiry month (UTC)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: -30, max: 30 }), (y, m, offset) => {
        const now = Date.UTC(y, m - 1, 15);
        const total = y * 12 + (m - 1) + offset;
        const expiry = { year: Math.floor(total / 12), month: (total % 12) + 1 };
        expect(isExpired(expiry, now)).toBe(offset < 0);
      }),
    );
    const endOfNov = Date.UTC(2026, 10, 30, 23, 59, 59);
    expect(isExpired({ month: 11, year: 2026 }, endOfNov)).toBe(false);
    expect(isExpired({ month: 11, year: 2026 }, endOfNov + 1000)).toBe(true);
  });

  it('pins the expiry messages', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(expiryError({ month: 13, year: 2027 }, now)).toBe(FieldMessages.expiryInvalid);
    expect(expiryError({ month: 10, year: 2026 }, now)).toBe('This card has expired. Check the expiration date.');
    expect(expiryError({ month: 1, year: 2047 }, now)).toBe('Check the expiration year.');
    expect(expiryError({ month: 11, year: 2026 }, now)).toBeUndefined();
  });

  it('accepts card numbers of 12 to 19 digits, spaces and dashes ignored', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,22}$/), fc.constantFrom(' ', '-', ''), (d, sep) => {
        const written = d.replace(/(\d{4})(?=\d)/g, `$1${sep}`);
        expect(cardNumberError(written) === undefined).toBe(d.length >= 12 && d.length <= 19);
      }),
    );
    expect(cardNumberError('')).toBe('Enter a card number.');
    expect(securityCodeError('12')).toBe('Enter the 3- or 4-digit security code.');
    expect(securityCodeError('1234')).toBeUndefined();
  });
});

describe('the one-default invariant', () => {
  it('setting a default leaves exactly that one default, same instruments in the same order', () => {
    fc.assert(
      fc.property(arbWallet.filter((w) => w.length > 0), fc.nat(), (w, k) => {
        const id = w[k % w.length]!.paymentInstrumentId;
        const next = withDefault(w, id);
        expect(defaults(next)).toEqual([id]);
        expect(ids(next)).toEqual(ids(w));
      }),
    );
  });

  it('adding keeps exactly one default; the first card, or one added as default, is the default', () => {
    fc.assert(
      fc.property(arbWallet, fc.boolean(), (w, makeDefault) => {
        const start = w.length === 0 ? w : withDefault(w, w[0]!.paymentInstrumentId);
        const added = { paymentInstrumentId: 'pi-new', paymentType: 'visa' as const, accountNumberLastFour: '1111', nickname: '', default: false, token: 't' };
        const next = withAdded(start, added, makeDefault);
        expect(hasExactlyOneDefault(next)).toBe(true);
        expect(ids(next)).toEqual([...ids(start), 'pi-new']);
        if (makeDefault || start.length === 0) expect(defaults(next)).toEqual(['pi-new']);
        else expect(defaults(next)).toEqual(defaults(start));
      }),
    );
  });

  it('removing loses nothing else and keeps one default; a non-default removal keeps the default', () => {
    fc.assert(
      fc.property(arbWallet.filter((w) => w.length > 0), fc.nat(), (w, k) => {
        const start = withDefault(w, w[0]!.paymentInstrumentId);
        const gone = start[k % start.length]!;
        const next = withRemoved(start, gone.paymentInstrumentId);
        expect(hasExactlyOneDefault(next)).toBe(true);
        expect(ids(next)).toEqual(ids(start).filter((i) => i !== gone.paymentInstrumentId));
        if (!gone.default) expect(defaults(next)).toEqual(defaults(start));
      }),
    );
  });

  it('sorts the default first without losing anything', () => {
    fc.assert(
      fc.property(arbWallet, (w) => {
        const sorted = sortForDisplay(w);
        expect([...ids(sorted)].sort()).toEqual([...ids(w)].sort());
        const firstNonDefault = sorted.findIndex((i) => !i.default);
        if (firstNonDefault >= 0) expect(sorted.slice(firstNonDefault).every((i) => !i.default)).toBe(true);
      }),
    );
  });
});

describe('labels', () => {
  it('names instruments for people', () => {
    expect(instrumentLabel({ paymentType: 'amex', accountNumberLastFour: '0005' })).toBe('American Express ending in 0005');
    expect(instrumentLabel({ paymentType: 'paypal', accountNumberLastFour: '' })).toBe('PayPal');
    expect(maskEmail('demo@crema.coffee')).toBe('d***@crema.coffee');
  });
});
