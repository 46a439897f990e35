// Idempotency keys of money operations: one per user action, made by the use case from the ids port (or
// given by a flow that retries the same action), kept across the action's retries.
import type { IdGenerator } from '../shared/ids';

export interface KeyedAction {
  /** A retry of an earlier action passes the key that action was sent with. */
  readonly idempotencyKey?: string;
}

const platformKey = (): string => {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID !== undefined) return c.randomUUID();
  throw new Error('no ids port and no crypto.randomUUID to make an idempotency key');
};

/** The action's key: the one it carries (a retry), else a new one from the ids port. */
export const idempotencyKeyFor = (action: KeyedAction, ids: IdGenerator | undefined, prefix: string): string =>
  action.idempotencyKey ?? (ids !== undefined ? ids.next(prefix) : `${prefix}-${platformKey()}`);

/** Well formed on the wire: 1..128 characters of letters, digits, '-', '_' or ':'. */
export const isIdempotencyKey = (k: string): boolean => /^[A-Za-z0-9_:-]{1,128}$/.test(k);
