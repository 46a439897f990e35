// Idempotency keys of money operations (table idempotency_keys, migration 0001, primary key (scope, operation,
// key); fingerprint, migration 0020). A key is claimed inside the operation's transaction before anything else:
// a second request with the same key waits on the first's uncommitted row (PostgreSQL's primary key; PGlite
// runs one transaction at a time), then reads its stored answer. A failed operation rolls its claim back with
// everything else, so only answers that happened are remembered, across retries and restarts.
//
// A key answers only the request it was first used for: the claim keeps a hash of the request (the caller's
// fingerprint: what it charges, from what, to what), and the same key with another request is a 409
// (IDEMPOTENCY_KEY_CONFLICT), never the first answer.
//
// A stored answer holds no secret its operation's tables would not hold in clear: a Crema card number in an
// answer (a reload's or a transfer's card) is kept sealed as the cards table keeps it (secrets.ts), and opened
// again when the answer is replayed.
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { domainError } from '@crema/domain';
import { IDEMPOTENCY_KEY_CONFLICT } from '@crema/domain/cards';
import type { Schema } from '../db/schema';
import { DomainFailure } from '../http/failure';
import { sealCardNumber, unsealCardNumber } from './secrets';

const CLAIMED = 0;
const ANSWERED = 200;

export type Claim = { readonly kind: 'claimed' } | { readonly kind: 'answered'; readonly answer: unknown };

/** JSON with object keys in order: the same request has one text whatever order its fields came in. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical) : typeof v === 'object' && v !== null ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, x]) => [k, canonical(x)])) : v;

/** The fingerprint of a request: a SHA-256 of its canonical JSON (ids and amounts; nothing secret in clear). */
export const requestFingerprint = (request: unknown): string => createHash('sha256').update(JSON.stringify(canonical(request))).digest('base64url');

const SEALED = 'cardNumberSealed';

/** Every `cardNumber` of an answer, sealed (and back): what the key's row keeps is no card number in clear. */
const mapCardNumbers = (v: unknown, from: string, to: string, f: (s: string) => string): unknown => {
  if (Array.isArray(v)) return v.map((x) => mapCardNumbers(x, from, to, f));
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => (k === from && typeof x === 'string' ? [to, f(x)] : [k, mapCardNumbers(x, from, to, f)])));
};
export const sealAnswer = (answer: unknown): unknown => mapCardNumbers(answer, 'cardNumber', SEALED, sealCardNumber);
export const unsealAnswer = (stored: unknown): unknown => mapCardNumbers(stored, SEALED, 'cardNumber', unsealCardNumber);

export const claimKey = async (tx: Transaction<Schema>, scope: string, operation: string, key: string, now: number, fingerprint: string): Promise<Claim> => {
  const inserted = await tx
    .insertInto('idempotency_keys')
    .values({ scope, operation, key, status: CLAIMED, answer: JSON.stringify(null), created_at: now, fingerprint })
    .onConflict((oc) => oc.columns(['scope', 'operation', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted !== undefined) return { kind: 'claimed' };
  const row = await tx
    .selectFrom('idempotency_keys')
    .select(['status', 'answer', 'fingerprint'])
    .where('scope', '=', scope)
    .where('operation', '=', operation)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  // A row from before fingerprints (null) answers as it always did.
  if (row.fingerprint !== null && row.fingerprint !== fingerprint) throw new DomainFailure(domainError(IDEMPOTENCY_KEY_CONFLICT, { status: 409, context: { key } }));
  return row.status === ANSWERED ? { kind: 'answered', answer: unsealAnswer(row.answer) } : { kind: 'claimed' };
};

export const rememberAnswer = async (tx: Transaction<Schema>, scope: string, operation: string, key: string, answer: unknown): Promise<void> => {
  await tx
    .updateTable('idempotency_keys')
    .set({ status: ANSWERED, answer: JSON.stringify(sealAnswer(answer)) })
    .where('scope', '=', scope)
    .where('operation', '=', operation)
    .where('key', '=', key)
    .execute();
};
