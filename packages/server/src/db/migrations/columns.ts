// Column definitions that several tables share, so that one kind of column is declared one way everywhere.
// The migrations that use them have shipped: whatever changes here must compile to the very same SQL, so a
// definition that needs to differ gets a new name rather than an edit.
import { sql, type ColumnBuilderCallback, type CreateTableBuilder } from 'kysely';

const notNull: ColumnBuilderCallback = (c) => c.notNull();

/** A child row's reference to its parent (`table.column`): the row is deleted with its parent. */
export const ownedBy = (parent: string): ColumnBuilderCallback => (c) => c.notNull().references(parent).onDelete('cascade');

/** `member_id` of a row that belongs to one member and goes when the member does. */
const memberOwned = ownedBy('members.member_id');

/** `member_id` as the key of a table of at most one row per member, deleted with the member. */
export const memberKey: ColumnBuilderCallback = (c) => c.primaryKey().references('members.member_id').onDelete('cascade');

/** The leading columns of a table of rows that each belong to one member and have a text key of their own:
 * the key column `key`, then `member_id` (deleted with the member). */
export const memberRowsKeyedBy =
  <K extends string>(key: K) =>
  <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table
      .addColumn(key, 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'text', memberOwned);

/** The leading columns of a table of each member's things, one row per member and thing: `member_id` (deleted
 * with the member) and the thing's own text column (`build` says what else holds for it), together the
 * table's primary key named `primaryKey`. */
export const keyedByMemberAnd =
  <K extends string>(primaryKey: string, column: K, build: ColumnBuilderCallback = notNull) =>
  <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table
      .addColumn('member_id', 'text', memberOwned)
      .addColumn(column, 'text', build)
      .addPrimaryKeyConstraint(primaryKey, ['member_id', column]);

/** The leading columns of a table of orders, priced or placed, a member's or a guest's: `order_id` (the key),
 * then `member_id` (none for a guest's order; a member's orders are deleted with the member). */
export const memberOrGuestOrders = <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
  table
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.references('members.member_id').onDelete('cascade'));

/** A column of a Crema card's stored value in minor units, held within $0..$500 by a CHECK of its own. */
export const cardBalance =
  <CN extends string>(column: CN) =>
  <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table.addColumn(column, 'bigint', (c) => c.notNull().check(sql`${sql.raw(column)} >= 0 and ${sql.raw(column)} <= 50000`));

/** A Crema card's number as kept: its hash (how a card is found; `hash` says how the table keys it), its
 * last four digits (what is shown) and the number sealed (what is never shown). */
export const cardNumber =
  (hash: ColumnBuilderCallback) =>
  <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table
      .addColumn('number_hash', 'text', hash)
      .addColumn('number_last_four', 'text', notNull)
      .addColumn('number_sealed', 'text', notNull);

/** What a Crema card looks like in the wallet: the name its holder gave it, its picture and its product. */
export const cardFace = <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
  table
    .addColumn('nickname', 'text', notNull)
    .addColumn('card_image_url', 'text', notNull)
    .addColumn('product_number', 'text', notNull);

/** A person's name as given, first and last. */
export const personName = <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
  table
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull);

/** A street address as the domain's PostalAddress has it: two lines (the second optional), city, postal code,
 * state or province, and country. */
export const postalAddress = <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
  table
    .addColumn('address_line1', 'text', notNull)
    .addColumn('address_line2', 'text')
    .addColumn('city', 'text', notNull)
    .addColumn('postal_code', 'text', notNull)
    .addColumn('country_subdivision', 'text', notNull)
    .addColumn('country', 'text', notNull);
