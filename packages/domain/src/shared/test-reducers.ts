// Test-only: a reducer's invariants over random histories of its events.
import fc from 'fast-check';

/**
 * Runs `reducer` from `initial` through random histories of up to `maxLength` events, checking every step
 * with `check(before, event, after)`.
 */
export const assertEveryStep = <S, E>(
  reducer: (s: S, e: E) => S,
  initial: S,
  events: fc.Arbitrary<E>,
  maxLength: number,
  check: (before: S, e: E, after: S) => void,
  params?: fc.Parameters<[E[]]>,
): void =>
  fc.assert(
    fc.property(fc.array(events, { maxLength }), (history) => {
      history.reduce((s, e) => {
        const next = reducer(s, e);
        check(s, e, next);
        return next;
      }, initial);
    }),
    params,
  );
