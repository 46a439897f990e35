// Security, round 2: an idempotency key remembers what it was first used for (a fingerprint of the request, so
// the same key with another request is a 409, not the first answer), and a guest's pricing keeps the hash of
// the secret its answer gave the guest (the place call must echo it). Both null on rows from before.
import type { Kysely, Migration } from 'kysely';

export const m0020IdempotencyAndGuestOrders: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema.alterTable('idempotency_keys').addColumn('fingerprint', 'text').execute();
    await db.schema.alterTable('priced_orders').addColumn('guest_secret_hash', 'text').execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.alterTable('priced_orders').dropColumn('guest_secret_hash').execute();
    await db.schema.alterTable('idempotency_keys').dropColumn('fingerprint').execute();
  },
};
