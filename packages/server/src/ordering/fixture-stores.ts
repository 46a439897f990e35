// Test starts only (CREMA_TEST_CONTROLS=1): the stores the ordering contract suites order from, found in
// the store world by what they must be (open at every hour, mobile ordering ready, company-operated in the
// US, not stored-value only, tipping, not at capacity, taking coupons), so the suites never depend on the
// time of day they run at; and one of them with curbside check-in (available at every hour) for the pickup
// suites. Answered by GET /__test/ordering/stores.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '@crema/domain';
import type { StoreFacts } from '@crema/domain/ordering';
import { deriveStore, priceTierOf, type PriceTier } from '@crema/catalog/ordering';
import { FEATURE_BITS, HOURS_PATTERNS, LICENSED_BIT, storeFactsAt, type LocatorWorld } from '@crema/catalog/locator';
import { SEED_PICKUP_STORES } from '@crema/catalog/pickup';
import type { StoreDirectory } from './store-directory';

export interface FixtureStores {
  readonly store: StoreFacts;
  readonly marketStore: StoreFacts;
  readonly memberOnlyStore: StoreFacts;
  /** Like `store`, with curbside check-in; not one of the seeded pickup numbers (their pickup pages are the seed's). */
  readonly curbsideStore: StoreFacts;
}

const SEEDED_PICKUP = new Set(SEED_PICKUP_STORES.map((s) => s.storeNumber));

const find = (world: LocatorWorld, now: number, want: { readonly guests: boolean; readonly tier: PriceTier; readonly curbside?: boolean }): StoreFacts => {
  const c = world.catalog;
  for (let i = 0; i < c.count; i++) {
    const bits = c.bits[i] ?? 0;
    if (HOURS_PATTERNS[c.hours[i] ?? 0]?.allDay !== true || (bits & LICENSED_BIT) !== 0 || c.availability[i] !== 0) continue;
    if (((bits & FEATURE_BITS.GC) !== 0) !== want.guests) continue;
    if (want.curbside === true && ((bits & FEATURE_BITS.CX) === 0 || SEEDED_PICKUP.has(String(c.shortNumber[i])))) continue;
    const facts = storeFactsAt(world, String(c.shortNumber[i]), now);
    if (facts === undefined || facts.countryCode !== 'US' || priceTierOf(facts.storeNumber) !== want.tier) continue;
    const d = deriveStore(facts.storeNumber, facts);
    if (!d.acceptsOnlyStoredValue && d.tipEnabled && !d.atCapacity && d.offersParticipating) return facts;
  }
  throw new Error('no store fits the ordering fixture');
};

export const fixtureStores = async (directory: StoreDirectory, clock: Clock): Promise<FixtureStores> => {
  const world = await directory.world();
  const now = clock.now();
  return {
    store: find(world, now, { guests: true, tier: 0 }),
    marketStore: find(world, now, { guests: true, tier: 3 }),
    memberOnlyStore: find(world, now, { guests: false, tier: 0 }),
    curbsideStore: find(world, now, { guests: true, tier: 0, curbside: true }),
  };
};

export const registerOrderingTestControls = (app: FastifyInstance, directory: StoreDirectory, clock: Clock): void => {
  app.get('/__test/ordering/stores', async () => fixtureStores(directory, clock));
};
