import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeDomainError, domainError, ErrorCodes, isTransportErrorCode, UNEXPECTED_ERROR_MESSAGE } from '../shared';
import { PAYMENT_CODES, paymentCodeRow } from '../cards';
import { isOrderingErrorCode, OrderingErrorCodes, resolvePricingError, resolveSubmitError } from './errors';

const decode = decodeDomainError(isOrderingErrorCode);
const known: readonly string[] = [...Object.values(OrderingErrorCodes), ...PAYMENT_CODES.filter((c) => paymentCodeRow(c, 'order') !== undefined)];
const isKnown = (c: string): boolean => isOrderingErrorCode(c) || isTransportErrorCode(c);

// Server codes: the ordering codes, the card and payment codes (121068 is not on the order list), near misses, any text.
const wireCode = fc.oneof(
  fc.constantFrom(...known, '121068', 'store_closed', ' STORE_CLOSED', '110001', 'toString', '__proto__'),
  fc.string(),
  fc.integer({ min: 100000, max: 999999 }).map(String),
);
/** A code known to no one even once trimmed (the decoder reads ' STORE_CLOSED' as STORE_CLOSED). */
const unknownCode = wireCode.filter((c) => !isKnown(c.trim()));
const status = fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined });

describe('isOrderingErrorCode', () => {
  it("names every code of the ordering catalogue, ours and the order list's payment codes, and nothing else", () => {
    for (const c of known) expect(isOrderingErrorCode(c)).toBe(true);
    expect(isOrderingErrorCode('121076')).toBe(true);
    expect(isOrderingErrorCode('121068')).toBe(false);
    expect(isOrderingErrorCode('UNEXPECTED_ERROR')).toBe(true);
    for (const c of ['STORE_OPEN', 'store_closed', 'toString', '']) expect(isOrderingErrorCode(c)).toBe(false);
  });
});

describe('an ordering error from a server, decoded', () => {
  it('is always an ordering or transport code; a known code stays as it is, with nothing added', () => {
    fc.assert(
      fc.property(wireCode, status, (code, s) => {
        const e = domainError(code, { ...(s !== undefined ? { status: s } : {}), serverMessage: 'words', context: { a: 1 } });
        const typed = decode(e);
        expect(isKnown(typed.code)).toBe(true);
        if (isKnown(code)) expect(typed).toEqual(e);
      }),
    );
  });

  it('an unknown code becomes the typed fallback (HTTP_<status> for an error status, else UNEXPECTED_ERROR), keeping the code as wireCode', () => {
    fc.assert(
      fc.property(unknownCode, status, (code, s) => {
        const typed = decode(domainError(code, s !== undefined ? { status: s } : {}));
        expect(typed.code).toBe(s !== undefined && s >= 400 ? `HTTP_${s}` : ErrorCodes.UNEXPECTED);
        expect(typed.context?.['wireCode']).toBe(code);
      }),
    );
  });

  it("an unknown code reads as the catalogue's 'any other code': pricing tries again, a submit shows the unexpected error and not the server's words", () => {
    fc.assert(
      fc.property(unknownCode, status, (code, s) => {
        const typed = decode(domainError(code, { ...(s !== undefined ? { status: s } : {}), serverMessage: 'Not for customers.' }));
        expect(resolvePricingError(typed)).toMatchObject({ message: UNEXPECTED_ERROR_MESSAGE, actions: [{ kind: 'tryAgain' }] });
        expect(resolveSubmitError(typed)).toMatchObject({ message: UNEXPECTED_ERROR_MESSAGE, actions: [{ kind: 'gotIt' }] });
      }),
    );
  });

  it("keeps the catalogue's own UNEXPECTED_ERROR: a message with Got it", () => {
    expect(resolvePricingError(decode(domainError(ErrorCodes.UNEXPECTED)))).toMatchObject({ message: UNEXPECTED_ERROR_MESSAGE, actions: [{ kind: 'gotIt' }] });
  });
});
