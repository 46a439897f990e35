// A member's stores: favorites (in the order they were added) and the stores of their past orders (newest
// first). Store numbers here are the part before the dash.
import { sql } from 'kysely';
import { shortStoreNumber } from '@crema/domain/locator';
import type { MemberStores } from '@crema/catalog/locator';
import type { Db } from '../db/database';

/** Both lists in one round trip: what every search answer of a signed-in member needs. */
export const memberStoresOf = async (db: Db, memberId: string): Promise<MemberStores> => {
  const rows = await db
    .selectFrom('favorite_stores')
    .select([sql<string>`'F'`.as('kind'), 'short_number'])
    .where('member_id', '=', memberId)
    .unionAll(db.selectFrom('previous_stores').select([sql<string>`'P'`.as('kind'), 'short_number']).where('member_id', '=', memberId))
    .execute();
  return {
    favorites: new Set(rows.filter((r) => r.kind === 'F').map((r) => r.short_number)),
    previous: new Set(rows.filter((r) => r.kind === 'P').map((r) => r.short_number)),
  };
};

export const favoriteStoresOf = async (db: Db, memberId: string): Promise<string[]> =>
  (await db.selectFrom('favorite_stores').select('short_number').where('member_id', '=', memberId).orderBy('added_seq').execute()).map((r) => r.short_number);

export const previousStoresOf = async (db: Db, memberId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('previous_stores')
      .select('short_number')
      .where('member_id', '=', memberId)
      .orderBy('last_ordered_at', 'desc')
      .orderBy('short_number')
      .execute()
  ).map((r) => r.short_number);

/** Adding a store that is already a favorite changes nothing (a retried request keeps its place in the list). */
export const addFavoriteStore = async (db: Db, memberId: string, shortNumber: string, at: number): Promise<void> => {
  await db
    .insertInto('favorite_stores')
    .values({ member_id: memberId, short_number: shortNumber, added_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'short_number']).doNothing())
    .execute();
};

export const removeFavoriteStore = async (db: Db, memberId: string, shortNumber: string): Promise<void> => {
  await db.deleteFrom('favorite_stores').where('member_id', '=', memberId).where('short_number', '=', shortNumber).execute();
};

/** For the ordering server: a member ordered from this store (full or short number) at `at`. */
export const recordPreviousStore = async (db: Db, memberId: string, storeNumber: string, at: number): Promise<void> => {
  await db
    .insertInto('previous_stores')
    .values({ member_id: memberId, short_number: shortStoreNumber(storeNumber), last_ordered_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'short_number']).doUpdateSet({ last_ordered_at: sql`greatest(previous_stores.last_ordered_at, excluded.last_ordered_at)` }))
    .execute();
};
