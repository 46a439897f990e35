// The guess counters under real concurrency, on every test database (PGlite always; PostgreSQL, with its pool of
// connections, when the test command started one): however many claims arrive at once on one counter, exactly
// the policy's number is granted, the counter ends paused, and a success starts it over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_ATTEMPTS, isLockedOut } from '@crema/domain/auth';
import { CARD_CODE_ATTEMPTS } from '@crema/domain/cards';
import type { Db } from '../db/database';
import { testDatabases } from '../test/databases';
import { addressCounter, cardCodeCounter, claimAttemptIn, settleSuccessIn, type AttemptCounter } from './attempt-claims';

const NOW = Date.UTC(2026, 10, 25, 12);

describe.each(testDatabases)('attempt claims on $name', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  }, 120_000);
  afterAll(() => db.destroy());

  const burst = (counter: AttemptCounter, policy: typeof ADDRESS_ATTEMPTS, n: number) => Promise.all(Array.from({ length: n }, () => claimAttemptIn(db, counter, policy, NOW)));

  it.each([
    ['a client address', () => addressCounter('203.0.113.50'), ADDRESS_ATTEMPTS],
    ['a card number', () => cardCodeCounter('number-hash-1'), CARD_CODE_ATTEMPTS],
  ] as const)('%s: 60 claims at once grant exactly maxFailedAttempts and leave it paused; a success starts it over', async (_name, counterOf, policy) => {
    const claims = await burst(counterOf(), policy, 60);
    expect(claims.filter((c) => c.granted)).toHaveLength(policy.maxFailedAttempts);
    expect(claims.filter((c) => c.granted && isLockedOut(c.state, NOW))).toHaveLength(1);
    const after = await claimAttemptIn(db, counterOf(), policy, NOW);
    expect(after.granted).toBe(false);
    const later = await claimAttemptIn(db, counterOf(), policy, NOW + policy.lockoutMs);
    expect(later).toEqual({ granted: true, state: { failedAttempts: 1 } });
    await settleSuccessIn(db, counterOf(), later);
    expect((await burst(counterOf(), policy, 60)).filter((c) => c.granted)).toHaveLength(policy.maxFailedAttempts);
  });
});
