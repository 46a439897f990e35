// Test support: a web storage the browser refuses, as it does with cookies blocked (reads throw SecurityError)
// or when it is full (writes throw QuotaExceededError). The browser adapters' tests run their contracts' refusing
// cases over it.
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
