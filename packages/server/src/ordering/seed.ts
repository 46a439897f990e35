// The ordering seed of the first start: the demo member's previous orders and favorite products from the
// catalog (the fake's own seed), once, in one transaction, only while none of them is here yet (so a
// favorite the member removed never comes back on a restart). Runs after the members' seed.
import { favoriteKey } from '@crema/domain/ordering';
import { seedFavorites, seedPreviousOrders } from '@crema/catalog/ordering';
import type { ServerContext } from '../context';
import { memberIdsOnFile } from '../seed/members-on-file';

export const seedOrdering = async ({ db, clock }: Pick<ServerContext, 'db' | 'clock'>): Promise<void> => {
  const now = clock.now();
  const previous = Object.entries(seedPreviousOrders(now));
  const firstId = previous[0]?.[1][0]?.orderId;
  if (firstId === undefined) return;
  const seeded = await db.selectFrom('orders').select('order_id').where('order_id', '=', firstId).executeTakeFirst();
  if (seeded !== undefined) return;
  await db.transaction().execute(async (tx) => {
    const members = await memberIdsOnFile(tx);
    for (const [memberId, orders] of previous) {
      if (!members.has(memberId)) continue;
      for (const o of orders) {
        await tx
          .insertInto('orders')
          .values({
            order_id: o.orderId,
            member_id: memberId,
            guest_email: null,
            guest_marketing_opt_in: null,
            store_number: o.storeNumber,
            store_name: o.storeName ?? null,
            order_type: o.orderType,
            express_order_token: o.expressOrderToken ?? null,
            placed_at: o.orderedAt,
            total_minor: o.totalMinor ?? null,
            basket: JSON.stringify(o.basket.items),
            placed: JSON.stringify(null),
            pickup: JSON.stringify(null),
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    for (const [memberId, favorites] of Object.entries(seedFavorites(now))) {
      if (!members.has(memberId)) continue;
      for (const f of favorites) {
        await tx
          .insertInto('favorite_products')
          .values({ id: f.id, member_id: memberId, favorite_key: favoriteKey(f.item), added_at: f.addedAt, favorite: JSON.stringify(f) })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  });
};
