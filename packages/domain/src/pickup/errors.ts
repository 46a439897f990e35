// Pickup error codes. The spec names none; these are ours (with the shared transport codes).
export const PickupErrorCodes = {
  /** The store has no curbside check-in right now. */
  CURBSIDE_UNAVAILABLE: 'CURBSIDE_UNAVAILABLE',
  /** No store number in the link. */
  MISSING_STORE: 'MISSING_STORE',
} as const;
