// Spec section 3 "Configuration fields", with defaults from section 9. Where the spec says a value is
// "not shown", the value chosen here is ours and says so in a comment.
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND } from './clock';
import { STALE_TIMES, type StaleTimes } from './staleness';

export type FeedItemType =
  | 'addBirthDate'
  | 'coupon'
  | 'information'
  | 'rewardPointsExpiration'
  | 'tierPointsExpiration'
  | 'onboarding';

export const ALL_FEED_ITEM_TYPES: readonly FeedItemType[] = [
  'addBirthDate',
  'coupon',
  'information',
  'rewardPointsExpiration',
  'tierPointsExpiration',
  'onboarding',
];

export interface NewPaymentOptions {
  readonly creditCard: boolean;
  readonly giftCard: boolean;
  readonly paypal: boolean;
  readonly venmo: boolean;
  readonly campusCard: boolean;
}

export interface FeatureFlags {
  readonly inAppDelivery: boolean;
  readonly multiFactor: boolean;
  readonly unauthenticatedStream: boolean;
  /** When on, previous orders are fetched 40 at a time, else 10 (spec section 9). */
  readonly previousOrdersLargePage: boolean;
  readonly paypal: boolean;
}

export interface AppConfig {
  readonly locale: string;
  readonly currency: string;
  /** Gift presets in minor units. Ours: the spec gives only the $5–$100 range. */
  readonly giftAmountOptions: readonly number[];
  readonly defaultGiftAmountOption: number;
  /** Custom gift amount bounds in whole dollars ('Enter a Gift amount between $5 and $100.'). */
  readonly customAmountMin: number;
  readonly customAmountMax: number;
  /** Item max for a single order. Ours: 15 (value not shown). */
  readonly maximumItemAmount: number;
  /** Max quantity of one modifier on an item. Ours: 12 (value not shown). */
  readonly maximumModifierAmount: number;
  /** Stored-value reload presets in minor units. Ours (values not shown). */
  readonly svcLoadOptions: readonly number[];
  readonly defaultSvcLoadOption: number;
  readonly enableInAppDelivery: boolean;
  readonly pickupSurveyEnabled: boolean;
  readonly pickupSurveyCodes: readonly string[];
  readonly newPaymentOptionEnabled: NewPaymentOptions;
  readonly unauthCardBalanceCheckEnabled: boolean;
  /** Previous items are cleared once the most recent order is older than this. Ours: 24 h. */
  readonly mostRecentOrderStaleAfterMs: number;
  /** Product details are refetched after this. Ours: 5 min. */
  readonly productStaleAfterMs: number;
  /** A failed product fetch is retried no sooner than this. Ours: 30 s. */
  readonly productRetryAfterMs: number;
  readonly successRedirectUrl: string;
  /** Spec: default 300000 ms (5 minutes). */
  readonly guestPaymentTokenMaxAgeMs: number;
  readonly feedItemTypesEnabled: readonly FeedItemType[];
  /** Ours: 30 days (value not shown). */
  readonly mapOriginCookieLifetimeMs: number;
  /** Map pan distance (km) that triggers a new search; halved when more results are available. Ours: 2 km. */
  readonly panThresholdKm: number;
  /** Geolocation fixes less accurate than this (metres) are treated as approximate. Ours: 1000 m. */
  readonly geolocationAccuracyThresholdM: number;
  readonly flags: FeatureFlags;
  readonly staleTimes: StaleTimes;
  /** Gift recipients per purchase. Ours: 10, matching the default extra recipient rows (limit not shown). */
  readonly giftRecipientsLimit: number;
  /** Guest (signed-out) sessions last this long before a new one starts. Ours: 1 hour. */
  readonly guestSessionLifetimeMs: number;
  /** A multi-factor re-authentication stays valid this long. Ours: 10 minutes. */
  readonly mfaFreshForMs: number;
  /**
   * Hosts an https link from server data (the home stream's calls to action) may lead to. The spec names
   * none; ours: the retailer's own sites only, so a card from the server can never send a customer to a
   * look-alike page. A link elsewhere (another host, http, javascript:, '//host') renders no link.
   */
  readonly linkHosts: readonly string[];
}

export const defaultConfig: AppConfig = {
  locale: 'en-US',
  currency: 'USD',
  giftAmountOptions: [1000, 1500, 2500, 5000, 10000],
  defaultGiftAmountOption: 2500,
  customAmountMin: 5,
  customAmountMax: 100,
  maximumItemAmount: 15,
  maximumModifierAmount: 12,
  svcLoadOptions: [1000, 1500, 2500, 5000, 10000],
  defaultSvcLoadOption: 2500,
  enableInAppDelivery: false,
  pickupSurveyEnabled: false,
  pickupSurveyCodes: [],
  newPaymentOptionEnabled: { creditCard: true, giftCard: true, paypal: true, venmo: false, campusCard: false },
  unauthCardBalanceCheckEnabled: false,
  mostRecentOrderStaleAfterMs: 24 * MS_PER_HOUR,
  productStaleAfterMs: 5 * MS_PER_MINUTE,
  productRetryAfterMs: 30 * MS_PER_SECOND,
  successRedirectUrl: '/',
  guestPaymentTokenMaxAgeMs: 300_000,
  feedItemTypesEnabled: ALL_FEED_ITEM_TYPES,
  mapOriginCookieLifetimeMs: 30 * MS_PER_DAY,
  panThresholdKm: 2,
  geolocationAccuracyThresholdM: 1000,
  flags: { inAppDelivery: false, multiFactor: true, unauthenticatedStream: false, previousOrdersLargePage: true, paypal: true },
  staleTimes: STALE_TIMES,
  giftRecipientsLimit: 10,
  guestSessionLifetimeMs: MS_PER_HOUR,
  mfaFreshForMs: 10 * MS_PER_MINUTE,
  linkHosts: ['crema.coffee', 'www.crema.coffee'],
};

/** Deep-enough merge for overrides from the environment or a test. */
export const makeConfig = (overrides: Partial<Omit<AppConfig, 'flags'>> & { flags?: Partial<FeatureFlags> } = {}): AppConfig => ({
  ...defaultConfig,
  ...overrides,
  flags: { ...defaultConfig.flags, ...overrides.flags },
});

/** Spec section 9: previous-orders page size 40 with the flag, else 10. */
export const previousOrdersPageSize = (c: AppConfig): number => (c.flags.previousOrdersLargePage ? 40 : 10);

// Spec section 9 constants that are not configuration.
export const Limits = {
  giftMessageMax: 160,
  recipientNameMax: 25,
  giftProductNumberLength: 8,
  defaultExtraRecipientRows: 10,
  giftStatusPollDelayMs: 4000,
  cardMaxBalance: 50_000,
  cardMaxTotal: 50_000,
  lowBalanceThreshold: 500,
  barcodeGroupSize: 4,
  defaultStallQuantity: 4,
  locatorCutoff: 50,
  mapZoomMin: 3,
  mapZoomMax: 21,
  mapIdleTolerance: 5e-6,
  coordinateDecimals: 6,
  mapPaddingPx: 20,
  resizeDebounceMs: 200,
  searchDebounceMs: 200,
  selectedCardScrollDelayMs: 500,
  markerWidth: 48,
  markerHeight: 59,
  markerZIndex: { default: 10, selected: 11, highlighted: 12 },
  pickupEstimateCapMinutes: 20,
  scheduledOrderingMaxAheadMs: MS_PER_HOUR,
  expiringStarsOrderThreshold: 25,
  onboardingCollapseMs: 5000,
  onboardingCompletedVisibleMs: 2 * MS_PER_DAY,
  impressionVisibleRatio: 0.5,
  expressOrderType: '141',
  slotUnavailableCode: '110000',
} as const;
