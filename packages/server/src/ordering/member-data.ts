// The signed-in member's ordering data: previous orders (get-previous-orders: their orders here, newest first,
// each item's availability at the asked store by the catalog's previousOrdersPage) and favorite products
// (get/add/delete: at most FAVORITES_MAX, one row per drink by the domain's canonicalFavoriteItem and
// favoriteKey, 561007 past the maximum; adding a drink already saved answers the saved favorite).
import { randomUUID } from 'node:crypto';
import { domainError, ErrorCodes } from '@crema/domain';
import {
  canonicalFavoriteItem,
  FAVORITES_MAX,
  favoriteKey,
  OrderingCodes,
  type FavoriteProduct,
  type FavoriteProductInput,
  type OrderingError,
  type PreviousOrder,
  type PreviousOrdersQuery,
} from '@crema/domain/ordering';
import { findEntry, previousOrdersPage } from '@crema/catalog/ordering';
import type { ServerContext } from '../context';
import { DomainFailure } from '../http/failure';

/** The most previous orders one page may ask for (spec section 9: 40 with the flag, else 10). */
export const PREVIOUS_ORDERS_MAX_LIMIT = 40;

/** Only ordering and transport codes: a typo in a code does not compile. */
const refuse = (code: OrderingError['code'], status: number, context?: Readonly<Record<string, unknown>>): never => {
  throw new DomainFailure(domainError(code, { status, ...(context !== undefined ? { context } : {}) }));
};

export const createMemberData = ({ db, clock }: ServerContext) => {
  const previousOrders = async (memberId: string, query: PreviousOrdersQuery): Promise<readonly PreviousOrder[]> => {
    const limit = Math.max(0, Math.min(PREVIOUS_ORDERS_MAX_LIMIT, Math.floor(query.limit)));
    const rows = await db
      .selectFrom('orders')
      .select(['order_id', 'order_type', 'placed_at', 'store_number', 'store_name', 'basket', 'express_order_token', 'total_minor'])
      .where('member_id', '=', memberId)
      .orderBy('placed_at', 'desc')
      .limit(limit)
      .execute();
    const orders = rows.map(
      (r): PreviousOrder => ({
        orderId: r.order_id,
        orderType: r.order_type,
        orderedAt: r.placed_at,
        storeNumber: r.store_number,
        ...(r.store_name !== null ? { storeName: r.store_name } : {}),
        basket: { items: r.basket },
        ...(r.express_order_token !== null ? { expressOrderToken: r.express_order_token } : {}),
        ...(r.total_minor !== null ? { totalMinor: r.total_minor } : {}),
      }),
    );
    return previousOrdersPage(orders, { limit, ...(query.storeNumber !== undefined ? { storeNumber: query.storeNumber } : {}) });
  };

  const favorites = async (memberId: string): Promise<readonly FavoriteProduct[]> =>
    (await db.selectFrom('favorite_products').select('favorite').where('member_id', '=', memberId).orderBy('added_at').orderBy('id').execute()).map((r) => r.favorite);

  const addFavorite = async (memberId: string, input: FavoriteProductInput): Promise<FavoriteProduct> => {
    const entry = findEntry(input.item.productNumber, input.item.formCode);
    if (entry === undefined) return refuse(ErrorCodes.NOT_FOUND, 404, { productNumber: input.item.productNumber });
    // Stored without the product's defaults, so the same drink sent either way is one favorite.
    const item = canonicalFavoriteItem(entry.details, input.item);
    const key = favoriteKey(item);
    return db.transaction().execute(async (tx) => {
      // One member's adds run one at a time, so the count below holds.
      await tx.selectFrom('members').select('member_id').where('member_id', '=', memberId).forUpdate().execute();
      const existing = await tx.selectFrom('favorite_products').select('favorite').where('member_id', '=', memberId).where('favorite_key', '=', key).executeTakeFirst();
      if (existing !== undefined) return existing.favorite;
      const count = await tx.selectFrom('favorite_products').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
      if (Number(count.n) >= FAVORITES_MAX) refuse(OrderingCodes.FAVORITES_MAX, 400);
      const favorite: FavoriteProduct = {
        id: `fav-${randomUUID()}`,
        product: { productNumber: entry.details.productNumber, name: entry.details.name, forms: [{ name: input.formName, formCode: item.formCode }] },
        item,
        addedAt: clock.now(),
      };
      await tx.insertInto('favorite_products').values({ id: favorite.id, member_id: memberId, favorite_key: key, added_at: favorite.addedAt, favorite: JSON.stringify(favorite) }).execute();
      return favorite;
    });
  };

  const removeFavorite = async (memberId: string, id: string): Promise<readonly FavoriteProduct[]> => {
    const gone = await db.deleteFrom('favorite_products').where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) refuse(ErrorCodes.NOT_FOUND, 404, { id });
    return favorites(memberId);
  };

  return { previousOrders, favorites, addFavorite, removeFavorite };
};
