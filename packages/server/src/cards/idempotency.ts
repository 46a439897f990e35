// Idempotency keys of card money operations (table idempotency_keys, migration 0001, primary key
// (scope, operation, key)). A key is claimed inside the operation's transaction before anything else: a
// second request with the same key waits on the first's uncommitted row (PostgreSQL's primary key; PGlite
// runs one transaction at a time), then reads its stored answer. A failed operation rolls its claim back with
// everything else, so only answers that happened are remembered, across retries and restarts.
import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';

const CLAIMED = 0;
const ANSWERED = 200;

export type Claim = { readonly kind: 'claimed' } | { readonly kind: 'answered'; readonly answer: unknown };

export const claimKey = async (tx: Transaction<Schema>, scope: string, operation: string, key: string, now: number): Promise<Claim> => {
  const inserted = await tx
    .insertInto('idempotency_keys')
    .values({ scope, operation, key, status: CLAIMED, answer: JSON.stringify(null), created_at: now })
    .onConflict((oc) => oc.columns(['scope', 'operation', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted !== undefined) return { kind: 'claimed' };
  const row = await tx
    .selectFrom('idempotency_keys')
    .select(['status', 'answer'])
    .where('scope', '=', scope)
    .where('operation', '=', operation)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.status === ANSWERED ? { kind: 'answered', answer: row.answer } : { kind: 'claimed' };
};

export const rememberAnswer = async (tx: Transaction<Schema>, scope: string, operation: string, key: string, answer: unknown): Promise<void> => {
  await tx
    .updateTable('idempotency_keys')
    .set({ status: ANSWERED, answer: JSON.stringify(answer) })
    .where('scope', '=', scope)
    .where('operation', '=', operation)
    .where('key', '=', key)
    .execute();
};
