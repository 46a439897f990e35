// The account capability: the member's personal info beyond name and e-mail, profile, communication
// preferences, partner link, privacy requests, multi-factor phone, pending verification codes (hashed) and
// the outbox of messages the server would send. Order history is read from `orders` (0011).
import type { Kysely, Migration } from 'kysely';
import { keyedByMemberAnd, memberKey, memberRowsKeyedBy } from './columns';

export const m0016Account: Migration = {
  up: async (db: Kysely<unknown>) => {
    // Most of the account's tables hold at most one row per member, keyed by the member.
    const memberTable = (name: string) => db.schema.createTable(name).addColumn('member_id', 'text', memberKey);
    await memberTable('account_personal')
      .addColumn('phone_number', 'text')
      .addColumn('birthday_month', 'integer')
      .addColumn('birthday_day', 'integer')
      .addColumn('address', 'jsonb', (c) => c.notNull())
      .execute();
    await memberTable('account_profiles')
      .addColumn('display_name', 'text')
      .addColumn('favorite_drink', 'text', (c) => c.notNull())
      .addColumn('member_since', 'bigint', (c) => c.notNull())
      .execute();
    await memberTable('account_preferences')
      .addColumn('email_offers', 'boolean', (c) => c.notNull())
      .addColumn('push', 'boolean', (c) => c.notNull())
      .addColumn('sms', 'boolean', (c) => c.notNull())
      .execute();
    await memberTable('partner_links')
      .addColumn('partner_number', 'text', (c) => c.notNull().unique())
      .addColumn('linked_at', 'bigint', (c) => c.notNull())
      .execute();
    await memberTable('account_privacy')
      .addColumn('data_download_requested_at', 'bigint')
      .addColumn('data_download_ready_at', 'bigint')
      .addColumn('deletion_requested_at', 'bigint')
      .addColumn('deletion_scheduled_for', 'bigint')
      .execute();
    await memberTable('mfa_phones')
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('verified_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('verification_codes')
      .$call(keyedByMemberAnd('verification_codes_pk', 'purpose'))
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts_left', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('account_outbox')
      .$call(memberRowsKeyedBy('message_id'))
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
