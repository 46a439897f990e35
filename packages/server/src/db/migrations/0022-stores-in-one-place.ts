// The stores in one place (issue #29). Every process keeps the stores in memory (stores/store-directory.ts) and
// must learn when the table changes, whoever changed it (the server, psql, another process), and what changed:
//  - `stores_version`, one row, is counted up by a statement trigger before every insert, update, delete or
//    truncate of `stores`, which also sends NOTIFY crema_stores with the new version (both PostgreSQL and PGlite
//    run it; a notification is delivered at commit). The row stays locked to the end of the transaction, so
//    writers of the table take turns and their versions commit in order;
//  - each row written keeps that version (`stores.changed_in`, a row trigger): a process reads only the rows
//    changed since the version it holds. A delete (or a short number changed) notes its version in
//    `stores_version.removed_in`: a process holding an older version reads the whole table again;
//  - the README's six pickup stores (10001..10006) become what their rows say: their pickup options (the amenities
//    listing them too), stall count and curbside status as the README documents them, pinned whatever the hours
//    (the pickup demo's curbside states). Their name, address and hours stay the locator's. Rows that are not there
//    yet (a new database) get the same from the seed (locator/seed.ts calls pinPickupStores).
// The facts are written out here, not read from the catalog: what this migration does never changes.
import { sql, type Kysely, type Migration, type QueryExecutorProvider } from 'kysely';

type Code = '16' | 'DT' | 'CX';

interface PinnedPickupStore {
  readonly shortNumber: string;
  readonly options: readonly Code[];
  readonly stallQuantity: number;
  readonly curbside: 'AVAILABLE' | 'CLOSED' | 'UNAVAILABLE';
}

/** README's pickup stores: 10001 in store only, 10002 drive-thru, 10003 curbside (4 stalls), 10004 both (8), 10005 curbside closed (6), 10006 curbside unavailable (2). */
export const PINNED_PICKUP_STORES: readonly PinnedPickupStore[] = [
  { shortNumber: '10001', options: ['16'], stallQuantity: 4, curbside: 'UNAVAILABLE' },
  { shortNumber: '10002', options: ['16', 'DT'], stallQuantity: 4, curbside: 'UNAVAILABLE' },
  { shortNumber: '10003', options: ['16', 'CX'], stallQuantity: 4, curbside: 'AVAILABLE' },
  { shortNumber: '10004', options: ['16', 'DT', 'CX'], stallQuantity: 8, curbside: 'AVAILABLE' },
  { shortNumber: '10005', options: ['16', 'CX'], stallQuantity: 6, curbside: 'CLOSED' },
  { shortNumber: '10006', options: ['16', 'DT', 'CX'], stallQuantity: 2, curbside: 'UNAVAILABLE' },
];

const NAMES: Readonly<Record<Code, string>> = { '16': 'In store', DT: 'Drive-thru', CX: 'Curbside' };
const PICKUP_CODES: ReadonlySet<string> = new Set(Object.keys(NAMES));

interface CodeName {
  readonly code: string;
  readonly name: string;
}

/** A stored doc with the pickup store's facts: its options first among the amenities, as the catalog lists them. */
export const pinnedDoc = <D extends { readonly store: { readonly amenities: readonly CodeName[] } }>(doc: D, p: PinnedPickupStore) => {
  const options = p.options.map((code) => ({ code, name: NAMES[code] }));
  return {
    ...doc,
    store: { ...doc.store, pickUpOptions: options, amenities: [...options, ...doc.store.amenities.filter((a) => !PICKUP_CODES.has(a.code))], stallQuantity: p.stallQuantity },
    curbside: p.curbside,
  };
};

/** Pins the six pickup stores' facts on their rows, those that exist (a doc is json: read and written whole). */
export const pinPickupStores = async (db: QueryExecutorProvider): Promise<void> => {
  const numbers = PINNED_PICKUP_STORES.map((p) => p.shortNumber);
  const { rows } = await sql<{ short_number: string; doc: string }>`select short_number, doc::text as doc from stores where short_number in (${sql.join(numbers)})`.execute(db);
  for (const row of rows) {
    const p = PINNED_PICKUP_STORES.find((s) => s.shortNumber === row.short_number);
    if (p === undefined) continue;
    const doc = JSON.parse(row.doc) as { readonly store: { readonly amenities: readonly CodeName[] } };
    await sql`update stores set doc = ${JSON.stringify(pinnedDoc(doc, p))}::json where short_number = ${row.short_number}`.execute(db);
  }
};

export const m0022StoresInOnePlace: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('stores_version')
      .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('removed_in', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into stores_version (id, version, removed_in) values (1, 0, 0)`.execute(db);
    await db.schema.alterTable('stores').addColumn('changed_in', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('stores_changed_in').on('stores').column('changed_in').execute();
    // Counted up once per statement, not per row (the first start's seed writes 24,000 rows in six statements); the
    // statement's version is kept for its row trigger in a setting local to the transaction.
    await sql`
      create function stores_version_next() returns trigger language plpgsql as $$
      declare v bigint;
      begin
        update stores_version set version = version + 1,
          removed_in = case when tg_op in ('DELETE', 'TRUNCATE') then version + 1 else removed_in end
          where id = 1 returning version into v;
        perform set_config('crema.stores_version', v::text, true);
        perform pg_notify('crema_stores', v::text);
        return null;
      end $$`.execute(db);
    await sql`create trigger stores_version_next before insert or update or delete or truncate on stores for each statement execute function stores_version_next()`.execute(db);
    await sql`
      create function stores_row_changed() returns trigger language plpgsql as $$
      begin
        new.changed_in := current_setting('crema.stores_version')::bigint;
        if tg_op = 'UPDATE' and new.short_number is distinct from old.short_number then
          update stores_version set removed_in = new.changed_in where id = 1;
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger stores_row_changed before insert or update on stores for each row execute function stores_row_changed()`.execute(db);
    await pinPickupStores(db);
  },
  down: async (db: Kysely<unknown>) => {
    await sql`drop trigger stores_row_changed on stores`.execute(db);
    await sql`drop function stores_row_changed()`.execute(db);
    await sql`drop trigger stores_version_next on stores`.execute(db);
    await sql`drop function stores_version_next()`.execute(db);
    await db.schema.alterTable('stores').dropColumn('changed_in').execute();
    await db.schema.dropTable('stores_version').execute();
  },
};
