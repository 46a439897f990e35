// The per-client operation limit: a fixed window per client, its count starting again when the window ends,
// clients counted apart, and the table of clients bounded.
import { describe, expect, it } from 'vitest';
import { createOperationLimiter, perMinuteFromEnv } from './operation-limit';

describe('operation limit', () => {
  it('allows max calls per window from a client, then answers the wait until the window ends; a new window starts afresh', () => {
    const limiter = createOperationLimiter({ max: 3, windowMs: 60_000 });
    expect([0, 1, 2].map((i) => limiter.take('a', 1000 + i))).toEqual([0, 0, 0]);
    expect(limiter.take('a', 31_000)).toBe(30_000);
    expect(limiter.take('b', 31_000)).toBe(0);
    expect(limiter.take('a', 61_000)).toBe(0);
  });

  it('keeps at most maxClients windows, dropping ended ones, then the oldest', () => {
    const limiter = createOperationLimiter({ max: 1, windowMs: 60_000 }, 2);
    expect(limiter.take('a', 0)).toBe(0);
    expect(limiter.take('b', 1)).toBe(0);
    // 'c' makes room by dropping 'a' (the oldest): 'a' starts a new window, so it is allowed again.
    expect(limiter.take('c', 2)).toBe(0);
    expect(limiter.take('a', 3)).toBe(0);
    expect(limiter.take('c', 4)).toBeGreaterThan(0);
  });

  it('reads a positive whole number from the environment, else the default', () => {
    process.env.CREMA_TEST_LIMIT = '7';
    expect(perMinuteFromEnv('CREMA_TEST_LIMIT', 20)).toEqual({ max: 7, windowMs: 60_000 });
    process.env.CREMA_TEST_LIMIT = 'lots';
    expect(perMinuteFromEnv('CREMA_TEST_LIMIT', 20).max).toBe(20);
    delete process.env.CREMA_TEST_LIMIT;
    expect(perMinuteFromEnv('CREMA_TEST_LIMIT', 20).max).toBe(20);
  });
});
