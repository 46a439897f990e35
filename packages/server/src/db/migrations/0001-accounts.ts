// Members, their sessions, sign-in throttling per client address, and the idempotency keys of every
// operation that must not happen twice.
import { sql, type Kysely, type Migration } from 'kysely';
import { memberRowsKeyedBy, personName } from './columns';

export const m0001Accounts: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('members')
      .addColumn('member_id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .$call(personName)
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sessions')
      // Only a hash of the cookie's secret is stored: a copy of the table opens no session.
      .$call(memberRowsKeyedBy('token_hash'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('mfa_verified_at', 'bigint')
      .addColumn('reauth_failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reauth_locked_until', 'bigint')
      .execute();
    await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();
    await db.schema
      .createTable('address_attempts')
      .addColumn('address', 'text', (c) => c.primaryKey())
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint')
      .execute();
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('operation', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('answer', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'operation', 'key'])
      .execute();
    await sql`select 1`.execute(db);
  },
};
