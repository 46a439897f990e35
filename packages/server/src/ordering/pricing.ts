// price-order and price-order-guest: the server prices the cart itself, at the store as it knows it now, with
// the catalog's pricing engine (priceCart, the store's price list) after the domain's limits
// (checkPriceRequestLimits), and keeps what it priced: its own total, the expiry, for whom, at which store.
// Nothing the browser says about the store or a price is used; only what it wants to buy.
import { createHash, randomBytes } from 'node:crypto';
import { MS_PER_SECOND, domainError } from '@crema/domain';
import { checkPriceRequestLimits, guestCanOrderAt, PricingErrorCodes, type OrderingError, type PricedOrder, type PriceOrderRequest } from '@crema/domain/ordering';
import { priceCart, seedCoupons, storePriceList, type PricingMember } from '@crema/catalog/ordering';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { DomainFailure, orFail } from '../http/failure';
import type { StoreDirectory } from './store-directory';
import { readStars } from '../rewards/stars';

const newGuestSecret = (): string => randomBytes(24).toString('base64url');
/** What a guest's pricing keeps of its secret (a 192-bit random value: a plain SHA-256 is enough). */
export const hashGuestSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');


export const storeNotFound = (storeNumber: string): OrderingError => domainError(PricingErrorCodes.STORE_NOT_FOUND, { status: 404, context: { storeNumber } });

/**
 * What a member brings to pricing. Coupons: the member's (the catalog's offers) not yet used by an order here.
 * Stars: the member's balance on the server's Stars ledger at `now`, so the engine offers and applies the Star
 * rewards they can pay for (placing the order checks the balance again, with the account locked).
 */
const pricingMember = async (db: Db, memberId: string, now: number): Promise<PricingMember> => {
  const used = new Set((await db.selectFrom('used_coupons').select('coupon_id').where('member_id', '=', memberId).execute()).map((r) => r.coupon_id));
  const coupons = (seedCoupons()[memberId] ?? []).filter((c) => c.couponId === undefined || !used.has(c.couponId));
  return { stars: (await readStars(db, memberId, now)).stars, coupons };
};

export const createPricing = (ctx: ServerContext, directory: StoreDirectory) => {
  const { db, clock, ids, config } = ctx;

  /** Prices `req` for the member (memberId) or a guest (undefined), and records the pricing. */
  const price = async (req: PriceOrderRequest, memberId: string | undefined): Promise<PricedOrder> => {
    orFail(checkPriceRequestLimits(req.cart.items, config));
    const store = await directory.find(req.storeNumber);
    if (store === undefined) throw new DomainFailure(storeNotFound(req.storeNumber));
    // Spec section 6: guests order only at stores with guest ordering (the server's facts of the store).
    if (memberId === undefined && !guestCanOrderAt(store.facts)) throw new DomainFailure(domainError(PricingErrorCodes.MOP_NOT_ACCEPTED, { status: 400 }));
    const now = clock.now();
    const member = memberId === undefined ? undefined : await pricingMember(db, memberId, now);
    const storeNumber = store.facts.storeNumber;
    const { store: _sent, ...wanted } = req;
    const priced: PricedOrder = {
      ...orFail(priceCart({ ...wanted, storeNumber }, store.derived, member, storePriceList(storeNumber, now))),
      orderId: ids.next('ord'),
    };
    // A guest's pricing is bound to the guest who asked for it: the answer carries a secret that only its hash
    // is kept of; placing the order must echo it (orders.ts), so an order id alone places or reads nothing.
    const guestSecret = memberId === undefined ? newGuestSecret() : undefined;
    await db
      .insertInto('priced_orders')
      .values({
        guest_secret_hash: guestSecret === undefined ? null : hashGuestSecret(guestSecret),
        order_id: priced.orderId,
        member_id: memberId ?? null,
        guest: memberId === undefined,
        store_number: storeNumber,
        priced: JSON.stringify(priced),
        items: JSON.stringify(req.cart.items),
        price_minor: priced.summary.price,
        priced_at: now,
        expires_at: now + priced.expiresIn * MS_PER_SECOND,
      })
      .execute();
    return guestSecret === undefined ? priced : { ...priced, guestSecret };
  };

  return { price };
};

export type ServerPricing = ReturnType<typeof createPricing>;
