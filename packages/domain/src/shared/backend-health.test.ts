import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes, type DomainError } from './errors';
import { createBackendHealth, DEGRADED_AFTER_FAILURES, HEALTHY, isOutageError, nextBackendHealth, type BackendHealthState } from './backend-health';

type Answer = Either<DomainError, unknown>;

const outage: fc.Arbitrary<Answer> = fc.oneof(
  fc.integer({ min: 500, max: 599 }).map((status) => left(domainError(`HTTP_${status}`, { status }))),
  fc.constantFrom(left(domainError(ErrorCodes.NETWORK)), left(domainError(ErrorCodes.TIMEOUT))),
);
const answered: fc.Arbitrary<Answer> = fc.oneof(
  fc.constant(right({ ok: true })),
  fc.integer({ min: 400, max: 499 }).map((status) => left(domainError(`HTTP_${status}`, { status }))),
  fc.constantFrom(left(domainError('121025', { status: 400 })), left(domainError(ErrorCodes.DECODE)), left(domainError(ErrorCodes.UNAUTHORIZED, { status: 401 }))),
);
const answers = fc.array(fc.oneof(outage, answered), { maxLength: 30 });

/** Length of the run of outages at the end of the list. */
const trailingOutages = (as: readonly Answer[]): number => {
  let n = 0;
  for (let i = as.length - 1; i >= 0 && as[i]?._tag === 'Left' && isOutageError((as[i] as { left: DomainError }).left); i--) n++;
  return n;
};

const run = (as: readonly Answer[], threshold?: number): BackendHealthState => {
  const h = createBackendHealth(threshold === undefined ? {} : { threshold });
  for (const a of as) h.report(a);
  return h.current();
};

describe('backend health (properties)', () => {
  it('is degraded exactly when the last answers are at least 3 outages in a row', () => {
    fc.assert(
      fc.property(answers, (as) => {
        const s = run(as);
        expect(s.consecutiveFailures).toBe(trailingOutages(as));
        expect(s.degraded).toBe(trailingOutages(as) >= DEGRADED_AFTER_FAILURES);
      }),
    );
  });

  it('any answer from the server (a success or a refusal under 500) clears it', () => {
    fc.assert(
      fc.property(answers, answered, (as, a) => {
        expect(run([...as, a])).toEqual(HEALTHY);
      }),
    );
  });

  it('honours another threshold', () => {
    fc.assert(
      fc.property(answers, fc.integer({ min: 1, max: 6 }), (as, threshold) => {
        expect(run(as, threshold).degraded).toBe(trailingOutages(as) >= threshold);
      }),
    );
  });
});

describe('backend health (examples)', () => {
  const e503 = left(domainError('HTTP_503', { status: 503 }));

  it('says degraded once after the third failure, emits no repeat for the same state, and clears on success', () => {
    const h = createBackendHealth();
    const seen: BackendHealthState[] = [];
    const sub = h.state$.subscribe((s) => seen.push(s));
    h.report(right(1));
    h.report(e503);
    h.report(left(domainError(ErrorCodes.TIMEOUT)));
    expect(h.current().degraded).toBe(false);
    h.report(left(domainError(ErrorCodes.NETWORK)));
    expect(h.current()).toEqual({ consecutiveFailures: 3, degraded: true });
    h.report(e503);
    h.report(right(1));
    h.report(right(1));
    sub.unsubscribe();
    expect(seen.map((s) => s.degraded)).toEqual([false, false, false, true, true, false]);
    expect(seen.map((s) => s.consecutiveFailures)).toEqual([0, 1, 2, 3, 4, 0]);
  });

  it('ignores a failure because the device is offline: it neither counts nor clears', () => {
    fc.assert(
      fc.property(answers, fc.integer({ min: 1, max: 4 }), (as, n) => {
        const offline = Array.from({ length: n }, () => left(domainError(ErrorCodes.NETWORK, { context: { offline: true } })));
        expect(run([...as, ...offline])).toEqual(run(as));
      }),
    );
  });

  it('does not count a 4xx refusal, a business code or a malformed answer as the server being down', () => {
    for (const e of [domainError('HTTP_404', { status: 404 }), domainError('121025', { status: 400 }), domainError(ErrorCodes.DECODE)]) {
      expect(nextBackendHealth({ consecutiveFailures: 2, degraded: false }, left(e))).toEqual(HEALTHY);
    }
  });
});
