import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { lookup } from './lookup';
import { decodeDomainError, domainError } from './errors';
import { UNEXPECTED_ERROR_MESSAGE } from './errors';
import { isOrderingErrorCode, resolvePricingError } from '../ordering';
import { accountErrorMessage, isAccountErrorCode } from '../account';

describe('lookup', () => {
  it('finds only own entries, so inherited names are unknown codes', () => {
    fc.assert(
      fc.property(fc.constantFrom('toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'), (key) => {
        expect(lookup({ a: 1 }, key)).toBeUndefined();
      }),
    );
    expect(lookup({ a: 1 }, 'a')).toBe(1);
  });

  it('catalogues treat a server code named like a prototype member as unexpected', () => {
    for (const code of ['toString', '__proto__', 'constructor']) {
      expect(resolvePricingError(decodeDomainError(isOrderingErrorCode)(domainError(code))).message).toBe(UNEXPECTED_ERROR_MESSAGE);
      expect(typeof accountErrorMessage(decodeDomainError(isAccountErrorCode)(domainError(code)))).toBe('string');
    }
  });
});
