// Pickup and curbside check-in (spec sections 2 "Pickup", 3 "Customer arrival", 9 option codes).

/** Spec section 9: 16 in-store, DT drive-thru, CX curbside. */
export const PickupOptionCodes = { inStore: '16', driveThru: 'DT', curbside: 'CX' } as const;
export type PickupOptionKind = keyof typeof PickupOptionCodes;
export type PickupOptionCode = (typeof PickupOptionCodes)[PickupOptionKind];

/** A store's curbside status: AVAILABLE now, CLOSED for now (outside curbside hours), or UNAVAILABLE. */
export type CurbsideAvailability = 'AVAILABLE' | 'CLOSED' | 'UNAVAILABLE';

/** What the pickup pages need to know about a store. */
export interface PickupStore {
  readonly storeNumber: string;
  readonly name: string;
  /** Pickup option codes the store offers (from the store's pickUpOptions). */
  readonly pickUpOptions: readonly string[];
  readonly curbsideAvailability: CurbsideAvailability;
  /** Whether the store supports curbside check-in. */
  readonly checkInSupported: boolean;
  /** Curbside parking stalls; absent means the default of 4. */
  readonly stallQuantity?: number;
  /** One-line address, e.g. '1912 Pike Pl, Seattle, WA 98101'. */
  readonly addressLine: string;
}

/** One option the /pickup page offers. */
export interface PickupOption {
  readonly kind: PickupOptionKind;
  readonly code: PickupOptionCode;
  readonly label: string;
  readonly description: string;
}

/** Curbside as the pages see it: check in now, closed for now (banner), or not offered at all. */
export type CurbsideStatus = 'available' | 'closed' | 'unavailable';

/** Where the pickup pages were opened from (query parameter platform). */
export type PickupPlatform = 'ios' | 'android' | 'web';

/** Query parameters of /pickup and /pickup/curbside: store, orderToken, firstName, platform. */
export interface PickupQuery {
  readonly storeNumber?: string;
  readonly orderToken?: string;
  readonly firstName?: string;
  readonly platform: PickupPlatform;
}

/** Spec section 3 "Customer arrival": what a check-in sends. */
export interface CustomerArrival {
  readonly pickUpOption: PickupOptionCode;
  readonly storeNumber: string;
  readonly orderToken?: string;
  readonly displayName?: string;
  readonly stallNumber: number;
}

/** The answer to a check-in. The spec does not show the server's shape; this one is ours. */
export interface CheckInReceipt {
  readonly arrivalId: string;
  readonly storeNumber: string;
  readonly stallNumber: number;
  /** Epoch ms. */
  readonly arrivedAt: number;
}
