// claimAttempt / settleAttempt: an attempt is counted before its check, so a burst cannot outrun the limit.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACCOUNT_ATTEMPTS, ADDRESS_ATTEMPTS, afterAttempt, claimAttempt, isLockedOut, settleAttempt, type AttemptPolicy, type AttemptState } from './rules';

const policies = fc.constantFrom<AttemptPolicy>(ACCOUNT_ATTEMPTS, ADDRESS_ATTEMPTS, { maxFailedAttempts: 1, lockoutMs: 1000 }, { maxFailedAttempts: 3, lockoutMs: 60_000 });
const NOW = 1_000_000;
/** Any stored state: a count below the limit, maybe with a pause that is running or has ended. */
const states = (p: AttemptPolicy) =>
  fc.record(
    { failedAttempts: fc.integer({ min: 0, max: p.maxFailedAttempts - 1 }), lockedUntil: fc.integer({ min: NOW - 2 * p.lockoutMs, max: NOW + p.lockoutMs }) },
    { requiredKeys: ['failedAttempts'] },
  );

describe('claimAttempt', () => {
  it('grants at most maxFailedAttempts of any number of attempts claimed before any is checked, and none while paused', () => {
    fc.assert(
      fc.property(
        policies.chain((p) => fc.tuple(fc.constant(p), states(p), fc.integer({ min: 0, max: 60 }))),
        ([policy, start, burst]) => {
          let s: AttemptState = start;
          let granted = 0;
          for (let i = 0; i < burst; i++) {
            const c = claimAttempt(s, NOW, policy);
            if (c.granted) granted++;
            s = c.state;
          }
          const room = isLockedOut(start, NOW) ? 0 : policy.maxFailedAttempts - start.failedAttempts;
          expect(granted).toBe(Math.min(burst, room));
          expect(granted).toBeLessThanOrEqual(policy.maxFailedAttempts);
          // The burst used the room up: paused, so the right answer is refused too.
          if (burst >= room) expect(claimAttempt(s, NOW, policy).granted).toBe(false);
        },
      ),
    );
  });

  it('refuses while paused and changes nothing; grants otherwise', () => {
    fc.assert(
      fc.property(policies.chain((p) => fc.tuple(fc.constant(p), states(p))), ([policy, s]) => {
        const c = claimAttempt(s, NOW, policy);
        expect(c.granted).toBe(!isLockedOut(s, NOW));
        if (!c.granted) expect(c.state).toBe(s);
      }),
    );
  });

  it('claim then settle is the sequential rule afterAttempt, for a failure and for a success', () => {
    fc.assert(
      fc.property(policies.chain((p) => fc.tuple(fc.constant(p), states(p), fc.boolean())), ([policy, s, ok]) => {
        const c = claimAttempt(s, NOW, policy);
        fc.pre(c.granted);
        expect(settleAttempt(c.state, ok)).toEqual(afterAttempt(s, ok, NOW, policy));
      }),
    );
  });

  it('the claim that reaches the limit starts the pause: the answer to that wrong guess is already "paused"', () => {
    let s: AttemptState = { failedAttempts: 0 };
    const paused: boolean[] = [];
    for (let i = 0; i < ACCOUNT_ATTEMPTS.maxFailedAttempts; i++) {
      s = claimAttempt(s, NOW, ACCOUNT_ATTEMPTS).state;
      paused.push(isLockedOut(s, NOW));
    }
    expect(paused).toEqual([false, false, false, false, true]);
    expect(isLockedOut(s, NOW + ACCOUNT_ATTEMPTS.lockoutMs)).toBe(false);
    expect(claimAttempt(s, NOW + ACCOUNT_ATTEMPTS.lockoutMs, ACCOUNT_ATTEMPTS)).toEqual({ granted: true, state: { failedAttempts: 1 } });
  });
});
