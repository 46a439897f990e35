import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { codeGuard, decodeDomainError, decodeErrorCode, domainError, ErrorCodes, isTransportErrorCode } from './errors';

const Own = { A: 'OWN_A', B: '121025' } as const;
const isOwn = codeGuard(Own);
const inUnion = (code: string): boolean => isOwn(code) || isTransportErrorCode(code);

// Strings that look like codes, near misses included, beside arbitrary text.
const wireCode = fc.oneof(
  fc.string(),
  fc.constantFrom('OWN_A', ' OWN_A ', 'own_a', '121025', '121026', 'HTTP_500', 'HTTP_5000', 'HTTP_', 'toString', '__proto__', ...Object.values(ErrorCodes)),
  fc.integer().map(String),
  fc.stringMatching(/^HTTP_\d{0,4}$/),
);
const wireValue = fc.oneof(wireCode, fc.integer(), fc.constant(undefined), fc.constant(null), fc.object());
const status = fc.option(fc.integer({ min: -1, max: 700 }), { nil: undefined });

describe('decodeErrorCode', () => {
  it('never yields a code outside the capability and transport codes', () => {
    fc.assert(
      fc.property(wireValue, status, (raw, s) => {
        expect(inUnion(decodeErrorCode(isOwn, raw, s))).toBe(true);
      }),
    );
  });

  it('keeps a known code, reads a numeric code as its digits', () => {
    expect(decodeErrorCode(isOwn, 'OWN_A')).toBe('OWN_A');
    expect(decodeErrorCode(isOwn, 121025)).toBe('121025');
    expect(decodeErrorCode(isOwn, ErrorCodes.NOT_FOUND, 404)).toBe(ErrorCodes.NOT_FOUND);
  });

  it('maps an unknown code to HTTP_<status> for an error status, else UNEXPECTED_ERROR', () => {
    expect(decodeErrorCode(isOwn, 'SOMETHING_NEW', 409)).toBe('HTTP_409');
    expect(decodeErrorCode(isOwn, 'SOMETHING_NEW')).toBe(ErrorCodes.UNEXPECTED);
    expect(decodeErrorCode(isOwn, 'toString', 200)).toBe(ErrorCodes.UNEXPECTED);
  });
});

describe('decodeDomainError', () => {
  it('keeps every field and records an unknown code as context.wireCode', () => {
    fc.assert(
      fc.property(wireCode, status, (code, s) => {
        const e = domainError(code, { ...(s !== undefined ? { status: s } : {}), serverMessage: 'words', context: { a: 1 } });
        const typed = decodeDomainError(isOwn)(e);
        expect(inUnion(typed.code)).toBe(true);
        expect(typed.status).toBe(e.status);
        expect(typed.serverMessage).toBe('words');
        expect(typed.context?.['a']).toBe(1);
        expect(typed.context?.['wireCode']).toBe(typed.code === code ? undefined : code);
      }),
    );
  });
});
