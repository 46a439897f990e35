// The ports of every capability, as one backend provides them: the fake simulator or the HTTP adapters.
// The composition root binds these and nothing else varies by backend: use cases and flows are built from
// ports the same way in both. Each capability's adapters load on first use (their own chunk), so no
// adapter weighs on the first page.
import type { Accounts, PasswordResets } from '@crema/domain/auth';
import type { FavoriteStores, Places, RecommendedStores, SelectedStorePreference, StoreLocations } from '@crema/domain/locator';
import type { OrderingPorts as DomainOrderingPorts } from '@crema/domain/ordering';
import type { CardLedger } from '@crema/domain/cards';
import type { Addresses, CardTokenizer, PaymentMethods } from '@crema/domain/payments';
import type { GiftCatalog, GiftPurchases, ReceivedEgifts } from '@crema/domain/gifting';
import type { AccountPorts } from '@crema/domain/account';
import type { LoyaltyProgram } from '@crema/domain/rewards';
import type { StreamFeed } from '@crema/domain/stream';
import type { CustomerArrivals, PickupStores } from '@crema/domain/pickup';
import type { OrderTracking, StoreOrders } from '@crema/domain/order-progress';

export interface LocatorPorts {
  readonly places: Places;
  readonly stores: StoreLocations;
  readonly favorites: FavoriteStores;
  /** The store remembered for ordering: kept on this device. */
  readonly preference: SelectedStorePreference;
  /** The member's favorite and previous stores (where the locator opens for them). */
  readonly recommended: RecommendedStores;
}

export interface OrderingPorts extends DomainOrderingPorts {
  /** The payment provider guest checkout tokenizes a card with, where it is not the payments capability's. */
  readonly guestTokenizer?: CardTokenizer;
}

export interface PaymentPorts {
  readonly paymentMethods: PaymentMethods;
  readonly addresses: Addresses;
  readonly tokenizer: CardTokenizer;
}

export type { AccountPorts };

export interface Backend {
  readonly kind: 'fake' | 'http';
  /** Sign-in and the session: needed by the first page, so loaded with it. */
  readonly accounts: Accounts;
  locator(): Promise<LocatorPorts>;
  ordering(): Promise<OrderingPorts>;
  cards(): Promise<{ readonly ledger: CardLedger }>;
  payments(): Promise<PaymentPorts>;
  /**
   * `guestTokenizer`: the payment provider a guest's gift card is tokenized with, where it is not the payments
   * capability's. `received`: what an e-gift's claim token reveals (the claim page).
   */
  gifting(): Promise<{ readonly catalog: GiftCatalog; readonly purchases: GiftPurchases; readonly received: ReceivedEgifts; readonly guestTokenizer?: CardTokenizer }>;
  account(): Promise<AccountPorts>;
  rewards(): Promise<{ readonly program: LoyaltyProgram }>;
  stream(): Promise<{ readonly feed: StreamFeed }>;
  pickup(): Promise<{ readonly stores: PickupStores; readonly arrivals: CustomerArrivals }>;
  /** An order's progress after it is placed (the customer's order page) and the partner's store orders (issue #28). */
  orderProgress(): Promise<{ readonly tracking: OrderTracking; readonly storeOrders: StoreOrders }>;
  /** A forgotten password: a link by e-mail, then a new password with it (loaded by its two pages only). */
  passwordResets(): Promise<{ readonly resets: PasswordResets }>;
  /** The fake's inbox of codes and reset links "sent" by e-mail or text (a demo aid); absent on a real server. */
  demoInbox?(): Promise<{ latestCode(to: string): string | undefined; latestResetToken(to: string): string | undefined }>;
}

/** Loads once; every caller gets the same adapters (one adapter set per app). */
export const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let p: Promise<T> | undefined;
  return () => (p ??= load());
};
