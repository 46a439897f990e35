// Wrong security codes per card number (the cards' CARD_CODE_ATTEMPTS rule), across every member and address:
// one row per number hash that has been guessed at, claimed before each code check (auth/attempt-claims.ts).
import type { Kysely, Migration } from 'kysely';

export const m0019CardCodeAttempts: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('card_code_attempts')
      .addColumn('number_hash', 'text', (c) => c.primaryKey())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint')
      .execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropTable('card_code_attempts').execute();
  },
};
