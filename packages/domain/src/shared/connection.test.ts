import { describe, expect, it } from 'vitest';
import { domainError, ErrorCodes } from './errors';
import { isOfflineFailure } from './connection';

describe('isOfflineFailure', () => {
  it('is a network failure the adapter saw while the device was offline, and nothing else', () => {
    expect(isOfflineFailure(domainError(ErrorCodes.NETWORK, { context: { offline: true } }))).toBe(true);
    expect(isOfflineFailure(domainError(ErrorCodes.NETWORK))).toBe(false);
    expect(isOfflineFailure(domainError(ErrorCodes.NETWORK, { context: { offline: 'yes' } }))).toBe(false);
    expect(isOfflineFailure(domainError(ErrorCodes.TIMEOUT, { context: { offline: true } }))).toBe(false);
    expect(isOfflineFailure(domainError('HTTP_503', { status: 503, context: { offline: true } }))).toBe(false);
  });
});
