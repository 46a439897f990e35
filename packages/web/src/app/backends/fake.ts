// The fake backend: every port on the in-browser simulator (stateful, seeded, persisted in this browser's
// storage, with fault injection). The embedded default, the demo build and the tests' double.
import { createFakeBackend, type FakeBackend } from '@crema/adapters-fake';
import type { Clock } from '@crema/domain';
import type { AppConfig } from '@crema/domain';
import { once, type Backend } from './backend';
import { lazyAccounts } from './lazy-accounts';
import { applyFaultQuery, exposeFakeControls } from '../fake-controls';

export interface FakeBackendOptions {
  readonly clock: Clock;
  readonly storage: Storage;
  readonly latencyMs: number;
  readonly config: AppConfig;
  /**
   * Fault injection, ?faults= and window.__crema (fake-controls.ts): true only for the fake backend of a fake
   * build (demoControlsAllowed); false for the simulator behind an HTTP backend's unported capabilities.
   */
  readonly demoControls: boolean;
}

/** A gift purchase's status answers after this long on the fake (with latency on), as a real one takes a moment. */
const FAKE_PURCHASE_DELAY_MS = 1200;

export interface FakePortSet extends Backend {
  readonly kind: 'fake';
  /** The simulator itself: its fault-injection control and reset (demo builds and tests only). */
  readonly fake: FakeBackend;
}

export const createFakePorts = (o: FakeBackendOptions): FakePortSet => {
  const backend = createFakeBackend({ clock: o.clock, storage: o.storage, latencyMs: o.latencyMs, faultInjection: o.demoControls });
  // Demo controls exist only where the fake backend is the build's backend, never behind the HTTP one.
  if (o.demoControls) {
    applyFaultQuery(backend);
    exposeFakeControls(backend);
  }
  const locator = once(async () => {
    const m = await import('@crema/adapters-fake/locator');
    const { places, stores, favorites, preference, recommended } = m.createFakeLocator(backend);
    return {
      places,
      stores,
      favorites,
      preference,
      recommended,
      directory: m.createLocatorStoreDirectory(backend),
      pickupDirectory: m.createLocatorPickupDirectory(backend),
    };
  });
  return {
    kind: 'fake',
    fake: backend,
    accounts: lazyAccounts(once(async () => (await import('@crema/adapters-fake/auth')).createFakeAccounts(backend))),
    passwordResets: once(async () => ({ resets: (await import('@crema/adapters-fake/auth')).createFakePasswordResets(backend) })),
    locator,
    ordering: once(async () => {
      const [{ createFakeOrdering }, { directory }] = await Promise.all([import('@crema/adapters-fake/ordering'), locator()]);
      return createFakeOrdering(backend, directory);
    }),
    cards: once(async () => ({ ledger: (await import('@crema/adapters-fake/cards')).createFakeCardLedger(backend) })),
    payments: once(async () => {
      const m = await import('@crema/adapters-fake/payments');
      return { paymentMethods: m.createFakePaymentMethods(backend), addresses: m.createFakeAddresses(backend), tokenizer: m.createFakeCardTokenizer(backend) };
    }),
    gifting: once(async () => {
      const m = await import('@crema/adapters-fake/gifting');
      return {
        catalog: m.createFakeGiftCatalog(backend),
        purchases: m.createFakeGiftPurchases(backend, { config: o.config, delayMs: o.latencyMs > 0 ? FAKE_PURCHASE_DELAY_MS : 0 }),
        received: m.createFakeReceivedEgifts(backend),
      };
    }),
    account: once(async () => {
      const m = await import('@crema/adapters-fake/account');
      return {
        records: m.createFakeMemberRecords(backend),
        partners: m.createFakePartnerProgram(backend),
        preferences: m.createFakeContactPreferences(backend),
        emailChange: m.createFakeEmailChange(backend),
        passwords: m.createFakePasswordChange(backend),
        privacy: m.createFakePrivacyRequests(backend),
        mfa: m.createFakeMfaPhoneEnrollment(backend),
        orders: m.createFakeOrderHistory(backend),
        egifts: m.createFakeEgiftHistory(backend),
      };
    }),
    rewards: once(async () => ({ program: (await import('@crema/adapters-fake/rewards')).createFakeLoyaltyProgram(backend) })),
    stream: once(async () => ({ feed: (await import('@crema/adapters-fake/stream')).createFakeStreamFeed(backend) })),
    pickup: once(async () => {
      // Beyond its six seeded stores, the pickup fake knows every locator store, so an order's pickup link works.
      const [m, { pickupDirectory }] = await Promise.all([import('@crema/adapters-fake/pickup'), locator()]);
      return { stores: m.createFakePickupStores(backend, pickupDirectory), arrivals: m.createFakeCustomerArrivals(backend, pickupDirectory) };
    }),
    // Orders placed in this simulator, moved by its demo partner (the store screen) with the domain's rules.
    orderProgress: once(async () => (await import('@crema/adapters-fake/order-progress')).createFakeOrderProgress(backend)),
    demoInbox: once(async () => (await import('@crema/adapters-fake/account')).createFakeInbox(backend)),
  };
};
