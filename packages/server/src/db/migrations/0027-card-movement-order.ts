// A card's activity (issue #32, point 3) lists its movements newest first, a page at a time. Their `at` is the
// clock's millisecond, shared by a payment and the auto reload it set off in the same transaction, and their ids
// are random: `seq` numbers them in the order they were written, the activity's order and its pages' cursor.
import type { Kysely, Migration } from 'kysely';

export const m0027CardMovementOrder: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema.alterTable('card_movements').addColumn('seq', 'bigserial', (c) => c.notNull().unique()).execute();
    await db.schema.createIndex('card_movements_card_seq').on('card_movements').columns(['card_id', 'seq']).execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropIndex('card_movements_card_seq').execute();
    await db.schema.alterTable('card_movements').dropColumn('seq').execute();
  },
};
