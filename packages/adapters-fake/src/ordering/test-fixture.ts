// A fake backend and ordering ports for tests, at a fixed time, with a store that takes member and guest
// orders by card, tips, is not at capacity and is on national prices; and a store with its own prices.
import { createManualClock, type ManualClock } from '@crema/domain';
import type { StoreFacts } from '@crema/domain/ordering';
import type { OrderingFixture } from '@crema/domain/ordering/contract';
import { atCapacityStoreNumber, friendlyStoreNumber, storedValueOnlyStoreNumber, type StoreDirectory } from '@crema/catalog/ordering';
import { DEMO_PRIMARY_CARD_ID } from '@crema/catalog/cards';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { createFakeBackend, createMemoryStorage, type FakeBackend } from '../backend';
import { createFakeCardLedger } from '../cards';
import { createFakeCardTokenizer } from '../payments';
import { createFakeOrdering, type FakeOrderingPorts } from './index';

/** 2026-11-22 16:00 UTC: morning in every US time zone the fake uses. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 16, 0, 0);

export const FRIENDLY_STORE: StoreFacts = {
  storeNumber: friendlyStoreNumber(),
  name: 'Test Roastery',
  guestOrdering: true,
  open: true,
  mobileOrderingAvailability: 'READY',
  timeZoneId: 'America/Los_Angeles',
  countryCode: 'US',
  ownershipTypeCode: 'CO',
};

/** A friendly store of the top price tier (beverages +30¢, charged options +10¢). */
export const MARKET_STORE: StoreFacts = { ...FRIENDLY_STORE, storeNumber: friendlyStoreNumber(20001, 3), name: 'Test Market' };

/** A friendly store that takes no guest orders. */
export const MEMBER_ONLY_STORE: StoreFacts = { ...FRIENDLY_STORE, storeNumber: friendlyStoreNumber(20501), name: 'Test Members', guestOrdering: false };

/** A friendly store that takes only stored-value cards for ordering ahead. */
export const STORED_VALUE_ONLY_STORE: StoreFacts = { ...FRIENDLY_STORE, storeNumber: storedValueOnlyStoreNumber(), name: 'Test Card Bar' };

/** A friendly store at capacity for ordering ahead. */
export const AT_CAPACITY_STORE: StoreFacts = { ...FRIENDLY_STORE, storeNumber: atCapacityStoreNumber(), name: 'Test Busy Bar' };

type StoreFactsPatch = Parameters<OrderingFixture['setStoreFacts']>[1];

/**
 * The contract's stores as the fake server knows them (its own facts win over a request's), with what a test
 * says of a store from now on (setStoreFacts).
 */
const fixtureDirectory = (): { directory: StoreDirectory; setFacts: (storeNumber: string, patch: StoreFactsPatch) => void } => {
  const patches = new Map<string, StoreFactsPatch>();
  return {
    directory: async (storeNumber) => {
      const store = [FRIENDLY_STORE, MARKET_STORE, MEMBER_ONLY_STORE, STORED_VALUE_ONLY_STORE, AT_CAPACITY_STORE].find((s) => s.storeNumber === storeNumber);
      return store === undefined ? undefined : { ...store, ...patches.get(storeNumber) };
    },
    setFacts: (storeNumber, patch) => patches.set(storeNumber, { ...patches.get(storeNumber), ...patch }),
  };
};

export interface TestWorld extends FakeOrderingPorts {
  readonly backend: FakeBackend;
  readonly clock: ManualClock;
}

/** The fake ordering at TEST_NOW; with `directory(backend)`, the server knows its stores from it. */
export const makeWorld = (directory?: (backend: FakeBackend) => StoreDirectory): TestWorld => {
  const clock = createManualClock(TEST_NOW);
  const backend = createFakeBackend({ clock, storage: createMemoryStorage() });
  return { backend, clock, ...createFakeOrdering(backend, directory?.(backend)) };
};

export const makeFixture = (): OrderingFixture => {
  const stores = fixtureDirectory();
  const w = makeWorld(() => stores.directory);
  return {
    menus: w.menus,
    pricing: w.pricing,
    orders: w.orders,
    timeSlots: w.timeSlots,
    previousOrders: w.previousOrders,
    favorites: w.favoriteProducts,
    storePricing: w.storePricing,
    tokenizer: createFakeCardTokenizer(w.backend),
    signInMember: async () => w.backend.setCurrentMember(DEMO_MEMBER.memberId),
    signInNewMember: async () => w.backend.setCurrentMember(NEW_MEMBER.memberId),
    signOut: async () => w.backend.setCurrentMember(undefined),
    store: FRIENDLY_STORE,
    marketStore: MARKET_STORE,
    memberOnlyStore: MEMBER_ONLY_STORE,
    storedValueOnlyStore: STORED_VALUE_ONLY_STORE,
    atCapacityStore: AT_CAPACITY_STORE,
    setStoreFacts: async (storeNumber, patch) => stores.setFacts(storeNumber, patch),
    instrument: { id: DEMO_INSTRUMENT_IDS.visa, paymentType: 'visa' },
    paypalInstrumentId: DEMO_INSTRUMENT_IDS.paypal,
    storedValueCardId: DEMO_PRIMARY_CARD_ID,
    cards: createFakeCardLedger(w.backend),
    advance: async (ms) => w.clock.advance(ms),
    now: async () => w.clock.now(),
  };
};
