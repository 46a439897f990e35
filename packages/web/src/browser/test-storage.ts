// Test support for the browser adapters over Web Storage.

/** A storage the browser blocks (cookies off) or that is full (QuotaExceededError). */
export const refusingStorage = (): Storage =>
  ({
    length: 0,
    key: () => null,
    getItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => undefined,
    clear: () => undefined,
  }) satisfies Storage;
