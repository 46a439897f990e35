// Payments: the wallet of 0010 grows what the payment-methods page needs (nickname, the one default, the
// provider's token, a card's billing address, a linked account's e-mail, the order instruments were added in),
// the members' address book, and single-use billing addresses. At most one default and one PayPal account per
// member are unique indexes; a card's billing address must be one of the member's own (a foreign key).
import { sql, type Kysely, type Migration } from 'kysely';
import { memberRowsKeyedBy, personName, postalAddress } from './columns';

export const m0012Payments: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('member_addresses')
      .$call(memberRowsKeyedBy('address_id'))
      .addColumn('type', 'text', (c) => c.notNull())
      .$call(personName)
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .$call(postalAddress)
      .addColumn('seq', 'bigserial', (c) => c.notNull())
      .addUniqueConstraint('member_addresses_member_address', ['member_id', 'address_id'])
      .execute();
    await db.schema
      .alterTable('wallet_instruments')
      .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('token', 'text')
      .addColumn('billing_address_id', 'text')
      .addColumn('linked_account_email', 'text')
      .addColumn('seq', 'bigserial', (c) => c.notNull())
      .execute();
    await sql`alter table wallet_instruments add constraint wallet_instruments_billing_address
      foreign key (member_id, billing_address_id) references member_addresses (member_id, address_id)`.execute(db);
    await sql`create unique index wallet_instruments_one_default on wallet_instruments (member_id) where is_default`.execute(db);
    await sql`create unique index wallet_instruments_one_paypal on wallet_instruments (member_id) where payment_type = 'paypal'`.execute(db);
    await db.schema
      .createTable('single_use_addresses')
      .addColumn('address_token', 'text', (c) => c.primaryKey())
      .addColumn('address', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropTable('single_use_addresses').execute();
    await sql`drop index wallet_instruments_one_paypal`.execute(db);
    await sql`drop index wallet_instruments_one_default`.execute(db);
    await sql`alter table wallet_instruments drop constraint wallet_instruments_billing_address`.execute(db);
    for (const c of ['seq', 'linked_account_email', 'billing_address_id', 'token', 'is_default', 'nickname']) {
      await db.schema.alterTable('wallet_instruments').dropColumn(c).execute();
    }
    await db.schema.dropTable('member_addresses').execute();
  },
};
