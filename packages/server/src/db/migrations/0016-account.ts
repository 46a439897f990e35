// The account capability: the member's personal info beyond name and e-mail, profile, communication
// preferences, partner link, privacy requests, multi-factor phone, pending verification codes (hashed) and
// the outbox of messages the server would send. Order history is read from `orders` (0011).
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

const member = (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder => c.primaryKey().references('members.member_id').onDelete('cascade');

export const m0016Account: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('account_personal')
      .addColumn('member_id', 'text', member)
      .addColumn('phone_number', 'text')
      .addColumn('birthday_month', 'integer')
      .addColumn('birthday_day', 'integer')
      .addColumn('address', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('account_profiles')
      .addColumn('member_id', 'text', member)
      .addColumn('display_name', 'text')
      .addColumn('favorite_drink', 'text', (c) => c.notNull())
      .addColumn('member_since', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('account_preferences')
      .addColumn('member_id', 'text', member)
      .addColumn('email_offers', 'boolean', (c) => c.notNull())
      .addColumn('push', 'boolean', (c) => c.notNull())
      .addColumn('sms', 'boolean', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('partner_links')
      .addColumn('member_id', 'text', member)
      .addColumn('partner_number', 'text', (c) => c.notNull().unique())
      .addColumn('linked_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('account_privacy')
      .addColumn('member_id', 'text', member)
      .addColumn('data_download_requested_at', 'bigint')
      .addColumn('data_download_ready_at', 'bigint')
      .addColumn('deletion_requested_at', 'bigint')
      .addColumn('deletion_scheduled_for', 'bigint')
      .execute();
    await db.schema
      .createTable('mfa_phones')
      .addColumn('member_id', 'text', member)
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('verified_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('verification_codes')
      .addColumn('member_id', 'text', (c) => c.notNull().references('members.member_id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts_left', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('verification_codes_pk', ['member_id', 'purpose'])
      .execute();
    await db.schema
      .createTable('account_outbox')
      .addColumn('message_id', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'text', (c) => c.notNull().references('members.member_id').onDelete('cascade'))
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('account_outbox_recipient').on('account_outbox').columns(['recipient', 'created_at']).execute();
  },
  down: async (db: Kysely<unknown>) => {
    for (const t of ['account_outbox', 'verification_codes', 'mfa_phones', 'account_privacy', 'partner_links', 'account_preferences', 'account_profiles', 'account_personal']) {
      await db.schema.dropTable(t).execute();
    }
  },
};
