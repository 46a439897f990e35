// Idempotency keys of money operations: one per user action, made by the use case from the ids port (or
// given by a flow that retries the same action), kept across the action's retries.
import * as t from 'io-ts';
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

/**
 * The one format of every idempotency key the server reads (card reload, transfer, auto reload, order
 * placement, gift purchase request id): 8..128 characters of letters, digits, '-' or '_'. What the clients make
 * fits ('reload-' + a UUID from the browser, 'order-' + the server's order id, the fake's seeded ids); an empty
 * key, a huge one or one with other characters is refused with a 400 before anything runs.
 */
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
const KEY_FORMAT = new RegExp(`^[A-Za-z0-9_-]{${IDEMPOTENCY_KEY_MIN_LENGTH},${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);
export const isIdempotencyKey = (k: string): boolean => KEY_FORMAT.test(k);

/**
 * Ours: an idempotency key sent again with a different request (another amount, card, tip, gift...): a 409
 * with this code, never the first request's answer. The gift purchase's request id conflict is the same code.
 */
export const IDEMPOTENCY_KEY_CONFLICT = 'REQUEST_ID_CONFLICT';

/** The codec of that format: the server decodes every key with it (cards, ordering and gifting wire codecs). */
export const IdempotencyKeyCodec = new t.Type<string, string, unknown>(
  'IdempotencyKey',
  (u): u is string => typeof u === 'string' && isIdempotencyKey(u),
  (u, c) => (typeof u === 'string' && isIdempotencyKey(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);
