// Test only: money amounts from the whole number line, as a forged request may carry them: small and huge
// integers, negatives, fractions, past Number.MAX_SAFE_INTEGER, and the odd IEEE values.
import fc from 'fast-check';

export const anyAmount = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: -100_000, max: 100_000 }),
    fc.integer(),
    fc.maxSafeInteger(),
    fc.double({ noNaN: false }),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, 9_000_000_000_000_000, 1e21, -1, -0, 0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
  );

/** A non-negative safe integer of cents. */
export const isCents = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;
