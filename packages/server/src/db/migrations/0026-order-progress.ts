// Order progress (issue #28): the store's moves of each order, with their times (received is the order's own
// placed_at); the partners and the stores they work at; the refund of a cancelled order's payment. Triggers send
// NOTIFY crema_order_progress with {"orderId","storeNumber"} when an order is placed, moved, or its customer
// checks in at the curb: at commit, to every process listening (PGlite: the one process), whoever wrote the row.
import { sql, type Kysely, type Migration } from 'kysely';

export const m0026OrderProgress: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('partner_stores')
      .addColumn('member_id', 'text', (c) => c.notNull().references('members.member_id').onDelete('cascade'))
      // The store's short number ('10001'): the store's identity whatever its full number's suffix.
      .addColumn('store_number', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('partner_stores_pk', ['member_id', 'store_number'])
      .execute();
    await db.schema
      .createTable('order_moves')
      .addColumn('move_id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.order_id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq >= 1`))
      .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage in ('preparing', 'ready', 'pickedUp', 'cancelled')`))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('partner_member_id', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addUniqueConstraint('order_moves_order_seq', ['order_id', 'seq'])
      .execute();
    await db.schema
      .createTable('order_refunds')
      .addColumn('refund_id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.order_id'))
      .addColumn('tender', 'text', (c) => c.notNull())
      // 'card': back onto the Crema card (card_movements 'refund'); 'instrument': to the member's saved card or
      // PayPal; 'guest-card': to the guest's card by the processor; 'none': nothing was charged.
      .addColumn('destination', 'text', (c) => c.notNull().check(sql`destination in ('card', 'instrument', 'guest-card', 'none')`))
      .addColumn('card_id', 'text')
      .addColumn('instrument_id', 'text')
      .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor >= 0`))
      // 'credited': on the card now; 'issued': handed to the payment processor; 'held': could not go back (the
      // card is gone or would pass $500): kept for an operator.
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('credited', 'issued', 'held')`))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await sql`
      create function order_progress_notify() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'customer_arrivals' then
          if new.order_token is not null then
            perform pg_notify('crema_order_progress', json_build_object('orderId', new.order_token, 'storeNumber', new.store_number)::text);
          end if;
        elsif tg_table_name = 'orders' then
          perform pg_notify('crema_order_progress', json_build_object('orderId', new.order_id, 'storeNumber', new.store_number)::text);
        else
          perform pg_notify('crema_order_progress', json_build_object('orderId', new.order_id, 'storeNumber', (select store_number from orders where order_id = new.order_id), 'moveId', new.move_id)::text);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger order_moves_notify after insert on order_moves for each row execute function order_progress_notify()`.execute(db);
    await sql`create trigger orders_notify after insert on orders for each row execute function order_progress_notify()`.execute(db);
    await sql`create trigger customer_arrivals_notify after insert or update on customer_arrivals for each row execute function order_progress_notify()`.execute(db);
  },
  down: async (db: Kysely<unknown>) => {
    await sql`drop trigger customer_arrivals_notify on customer_arrivals`.execute(db);
    await sql`drop trigger orders_notify on orders`.execute(db);
    await sql`drop trigger order_moves_notify on order_moves`.execute(db);
    await sql`drop function order_progress_notify()`.execute(db);
    await db.schema.dropTable('order_refunds').execute();
    await db.schema.dropTable('order_moves').execute();
    await db.schema.dropTable('partner_stores').execute();
  },
};
