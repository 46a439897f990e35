// Order ahead: the server's pricings (its own total and expiry), placed orders and the members' previous
// orders, favorite products, the guest card tokens its payment provider issued, and used coupons. Numbered
// after the cards' 0010, which had shipped (a migration never sorts before one already applied).
import type { Kysely, Migration } from 'kysely';
import { keyedByMemberAnd, memberOrGuestOrders, memberRowsKeyedBy } from './columns';

export const m0011Ordering: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('priced_orders')
      .$call(memberOrGuestOrders)
      .addColumn('guest', 'boolean', (c) => c.notNull())
      .addColumn('store_number', 'text', (c) => c.notNull())
      .addColumn('priced', 'jsonb', (c) => c.notNull())
      .addColumn('items', 'jsonb', (c) => c.notNull())
      .addColumn('price_minor', 'bigint', (c) => c.notNull())
      .addColumn('priced_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('priced_orders_expiry').on('priced_orders').column('expires_at').execute();
    await db.schema
      .createTable('orders')
      .$call(memberOrGuestOrders)
      .addColumn('guest_email', 'text')
      .addColumn('guest_marketing_opt_in', 'boolean')
      .addColumn('store_number', 'text', (c) => c.notNull())
      .addColumn('store_name', 'text')
      .addColumn('order_type', 'text', (c) => c.notNull())
      .addColumn('express_order_token', 'text')
      .addColumn('placed_at', 'bigint', (c) => c.notNull())
      .addColumn('total_minor', 'bigint')
      .addColumn('basket', 'jsonb', (c) => c.notNull())
      .addColumn('placed', 'jsonb', (c) => c.notNull())
      .addColumn('pickup', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('orders_member_placed').on('orders').columns(['member_id', 'placed_at desc']).execute();
    await db.schema
      .createTable('favorite_products')
      .$call(memberRowsKeyedBy('id'))
      .addColumn('favorite_key', 'text', (c) => c.notNull())
      .addColumn('added_at', 'bigint', (c) => c.notNull())
      .addColumn('favorite', 'jsonb', (c) => c.notNull())
      .addUniqueConstraint('favorite_products_one_per_drink', ['member_id', 'favorite_key'])
      .execute();
    await db.schema
      .createTable('card_tokens')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('last_four', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('used_by_order', 'text')
      .execute();
    await db.schema
      .createTable('used_coupons')
      .$call(keyedByMemberAnd('used_coupons_pk', 'coupon_id'))
      .addColumn('order_id', 'text', (c) => c.notNull())
      .execute();
  },
};
