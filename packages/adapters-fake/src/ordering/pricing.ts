// Fake Pricing: prices a cart for the signed-in member ('priceOrder') or a guest ('priceOrderGuest'),
// gives each pricing a new orderId (transaction.orderId) valid for expiresIn = 300 s, and keeps it for
// the place-order call.
import { chain, left, map, type Either } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { domainError, makeConfig } from '@crema/domain';
import { checkPriceRequestLimits, isOrderingErrorCode, PricingErrorCodes, type OrderingError, type PricedOrder, type Pricing, type PriceOrderRequest } from '@crema/domain/ordering';
import { deriveStore, priceCart, serverFacts, storePriceList, type PricingMember, type StoreDirectory } from '@crema/catalog/ordering';
import { readStarsAccount } from '../rewards';
import type { FakeBackend } from '../backend';
import { couponsTable, PRICING_MAX_KEPT, PRICING_RETENTION_MS, pricingsTable, type Pricings } from './tables';

const prune = (all: Pricings, now: number): Pricings => {
  const kept = Object.values(all)
    .filter((r) => now - r.pricedAt < PRICING_RETENTION_MS)
    .sort((a, b) => b.pricedAt - a.pricedAt)
    .slice(0, PRICING_MAX_KEPT - 1);
  return Object.fromEntries(kept.map((r) => [r.orderId, r]));
};

/** The item and modifier limits of the domain (the app's defaults), as the server checks them. */
const LIMITS = makeConfig();

const priceAndKeep = (backend: FakeBackend, req: PriceOrderRequest, memberId: string | undefined): Either<OrderingError, PricedOrder> => {
  const limits = checkPriceRequestLimits(req.cart.items, LIMITS);
  if (limits._tag === 'Left') return limits;
  const store = deriveStore(req.storeNumber, req.store);
  if (memberId === undefined && !store.guestOrdering) return left(domainError(PricingErrorCodes.MOP_NOT_ACCEPTED, { status: 400 }));
  const member: PricingMember | undefined =
    memberId === undefined ? undefined : { stars: readStarsAccount(backend, memberId).stars, coupons: couponsTable(backend).read()[memberId] ?? [] };
  return pipe(
    priceCart(req, store, member, storePriceList(req.storeNumber, backend.clock.now())),
    map((p): PricedOrder => ({ ...p, orderId: backend.ids.next('ord') })),
    map((priced) => {
      const now = backend.clock.now();
      pricingsTable(backend).update((all) => ({
        ...prune(all, now),
        [priced.orderId]: {
          orderId: priced.orderId,
          ...(memberId !== undefined ? { memberId } : {}),
          guest: memberId === undefined,
          storeNumber: req.storeNumber,
          ...(req.store !== undefined ? { store: req.store } : {}),
          pricedAt: now,
          priced,
          items: req.cart.items,
        },
      }));
      return priced;
    }),
  );
};

/** The request with the store facts the server acts on (its directory's, where it knows the store). */
const withServerFacts = async (directory: StoreDirectory | undefined, req: PriceOrderRequest): Promise<PriceOrderRequest> => {
  const store = await serverFacts(directory, req.storeNumber, req.store);
  return store === undefined ? req : { ...req, store };
};

export const createFakePricing = (backend: FakeBackend, directory?: StoreDirectory): Pricing => {
  const ordering = backend.typed(isOrderingErrorCode);
  return {
    priceOrder: (req) =>
      ordering.callAsync('priceOrder', async () => {
        const known = await withServerFacts(directory, req);
        return pipe(ordering.requireMember(), chain((m) => priceAndKeep(backend, known, m)));
      }),
    priceOrderForGuest: (req) => ordering.callAsync('priceOrderGuest', async () => priceAndKeep(backend, await withServerFacts(directory, req), undefined)),
  };
};
