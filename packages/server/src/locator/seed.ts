// The locator's first-start seed: the catalog's generated stores (about 24,000, in a few multi-row inserts; the
// README's six pickup stores among them with their pickup facts, as migration 0022 pins them on a database
// seeded before it), and the demo member's favorite and previous stores, once: in one transaction, only while the
// stores table is empty (so a favorite the member removed never comes back on a restart).
import { sql } from 'kysely';
import { shortStoreNumber } from '@crema/domain/locator';
import { loadLocatorWorld, seedFavoriteStores, type LocatorWorldOptions } from '@crema/catalog/locator';
import { seedOrderHistory } from '@crema/catalog/account';
import type { ServerContext } from '../context';
import { memberIdsOnFile } from '../seed/members-on-file';
import { pinPickupStores } from '../db/migrations/0022-stores-in-one-place';
import { storeDocOf } from './store-records';

const BATCH = 4000;

export const seedLocator = async ({ db, clock }: Pick<ServerContext, 'db' | 'clock'>, options: LocatorWorldOptions = {}): Promise<void> => {
  const { n } = await db.selectFrom('stores').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(n) > 0) return;
  const { catalog } = await loadLocatorWorld(options);
  const rows = Array.from({ length: catalog.count }, (_, i) => {
    const doc = storeDocOf(catalog, i);
    return { store_number: doc.store.storeNumber, short_number: String(catalog.shortNumber[i] ?? ''), lat: catalog.lat[i] ?? 0, lng: catalog.lng[i] ?? 0, doc };
  });
  const now = clock.now();
  await db.transaction().execute(async (tx) => {
    for (let k = 0; k < rows.length; k += BATCH) {
      await sql`
        insert into stores (store_number, short_number, lat, lng, doc)
        select store_number, short_number, lat, lng, doc
        from json_to_recordset(${JSON.stringify(rows.slice(k, k + BATCH))}::json)
          as r(store_number text, short_number text, lat double precision, lng double precision, doc json)
        on conflict do nothing`.execute(tx);
    }
    await pinPickupStores(tx);
    const members = await memberIdsOnFile(tx);
    for (const [memberId, numbers] of Object.entries(seedFavoriteStores())) {
      if (!members.has(memberId)) continue;
      for (const short of numbers) {
        await tx.insertInto('favorite_stores').values({ member_id: memberId, short_number: short, added_at: now }).onConflict((oc) => oc.doNothing()).execute();
      }
    }
    for (const [memberId, orders] of Object.entries(seedOrderHistory(now))) {
      if (!members.has(memberId)) continue;
      const latest = new Map<string, number>();
      for (const o of orders) {
        const short = shortStoreNumber(o.storeNumber);
        latest.set(short, Math.max(latest.get(short) ?? 0, o.placedAt));
      }
      for (const [short, at] of latest) {
        await tx.insertInto('previous_stores').values({ member_id: memberId, short_number: short, last_ordered_at: at }).onConflict((oc) => oc.doNothing()).execute();
      }
    }
  });
};
