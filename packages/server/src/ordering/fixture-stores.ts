// Test starts only (CREMA_TEST_CONTROLS=1): the stores the ordering contract suites order from, found among
// the directory's stores (the stores table) by what they must be (open at every hour, mobile ordering ready, company-operated in the
// US, not stored-value only, tipping, not at capacity, taking coupons), so the suites never depend on the
// time of day they run at; one of them with curbside check-in (available at every hour) for the pickup
// suites, one taking only stored-value cards, and one at capacity for ordering ahead. Answered by GET /__test/ordering/stores. And what the
// ordering's store directory says of a store from now on (POST /__test/ordering/store-facts: a store closing,
// or no longer taking mobile or guest orders, between a pricing and its order).
import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import type { Clock } from '@crema/domain';
import { storeFactsOf, type StoreFacts } from '@crema/domain/ordering';
import { deriveStore, priceTierOf, type PriceTier } from '@crema/catalog/ordering';
import { decodeOr400 } from '../http/decode';
import type { StoreIndex } from '../locator/store-index';
import type { StoreDirectory } from './store-directory';

export interface FixtureStores {
  readonly store: StoreFacts;
  readonly marketStore: StoreFacts;
  readonly memberOnlyStore: StoreFacts;
  /** Like `store`, with curbside check-in by its hours; not one of the seeded pickup stores (their curbside is pinned, migration 0022). */
  readonly curbsideStore: StoreFacts;
  /** Like `store`, but taking only stored-value cards for ordering ahead. */
  readonly storedValueOnlyStore: StoreFacts;
  /** Like `store`, but at capacity for ordering ahead (issue #32): no order for as soon as possible, only a slot. */
  readonly atCapacityStore: StoreFacts;
}

const find = (
  stores: StoreIndex,
  now: number,
  want: { readonly guests: boolean; readonly tier: PriceTier; readonly curbside?: boolean; readonly storedValueOnly?: boolean; readonly atCapacity?: boolean },
): StoreFacts => {
  for (let i = 0; i < stores.count; i++) {
    const { store, hours, curbside } = stores.recordAt(i);
    if (!hours.allDay || store.ownershipTypeCode !== 'CO' || store.mobileOrdering.availability !== 'READY') continue;
    if (store.guestOrdering !== want.guests) continue;
    if (want.curbside === true && (curbside !== undefined || !store.pickUpOptions.some((p) => p.code === 'CX'))) continue;
    const facts = storeFactsOf(stores.storeAt(i, now));
    if (facts.countryCode !== 'US' || priceTierOf(facts.storeNumber) !== want.tier) continue;
    const d = deriveStore(facts.storeNumber, facts);
    if (d.acceptsOnlyStoredValue === (want.storedValueOnly === true) && d.tipEnabled && d.atCapacity === (want.atCapacity === true) && d.offersParticipating) return facts;
  }
  throw new Error('no store fits the ordering fixture');
};

export const fixtureStores = async (directory: StoreDirectory, clock: Clock): Promise<FixtureStores> => {
  const stores = await directory.index();
  const now = clock.now();
  return {
    store: find(stores, now, { guests: true, tier: 0 }),
    marketStore: find(stores, now, { guests: true, tier: 3 }),
    memberOnlyStore: find(stores, now, { guests: false, tier: 0 }),
    curbsideStore: find(stores, now, { guests: true, tier: 0, curbside: true }),
    storedValueOnlyStore: find(stores, now, { guests: true, tier: 0, storedValueOnly: true }),
    atCapacityStore: find(stores, now, { guests: true, tier: 0, atCapacity: true }),
  };
};

const StoreFactsPatchCodec = t.intersection([
  t.type({ storeNumber: t.string }),
  t.partial({ open: t.boolean, mobileOrderingAvailability: t.string, guestOrdering: t.boolean }),
]);

export const registerOrderingTestControls = (app: FastifyInstance, directory: StoreDirectory, clock: Clock): void => {
  app.get('/__test/ordering/stores', async () => fixtureStores(directory, clock));
  app.post('/__test/ordering/store-facts', async (req) => {
    const { storeNumber, ...patch } = decodeOr400(StoreFactsPatchCodec, req.body);
    directory.setFacts(storeNumber, patch);
    return { storeNumber };
  });
};
