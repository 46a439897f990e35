// E-gift delivery (issue #27): each line of a gift purchase with the gift card issued for its recipient (by its
// number's hash) and the id of the e-mail queued for them in the purchase's transaction. The sender's e-gift history
// joins it on message_deliveries (0023) to say whether the e-mail went out; the claim page finds the sender's name
// and message of a card through it. Lines of purchases made before this migration have no row (nothing known).
import { sql, type Kysely, type Migration } from 'kysely';

export const m0025EgiftDelivery: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('gift_deliveries')
      .addColumn('request_id', 'text', (c) => c.notNull().references('gift_purchases.request_id').onDelete('cascade'))
      .addColumn('line', 'integer', (c) => c.notNull().check(sql`line >= 0`))
      .addColumn('message_id', 'text', (c) => c.notNull().unique())
      .addColumn('number_hash', 'text', (c) => c.notNull().unique().references('issued_cards.number_hash'))
      .addPrimaryKeyConstraint('gift_deliveries_pk', ['request_id', 'line'])
      .execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropTable('gift_deliveries').execute();
  },
};
