// User-visible pickup strings as data.

export const PickupMessages = {
  /** Spec section 8: check-in failure. */
  checkInFailed: 'Something went wrong on our end. If you have placed an order, park in curbside pick up.',
  /** Spec section 8: curbside unavailable page. */
  curbsideUnavailable: 'Curbside is not available right now. Head to the entryway or drive-thru to pick up your order. See you soon!',
  /** Spec section 8: curbside closed banner. */
  curbsideClosed: 'Curbside pickup is closed right now.',
  /** Spec section 5: a parking spot from 1 to the stall count is required. */
  selectParkingSpot: 'Select your parking spot',
  /** Text not given by the spec. */
  storeNotFound: "We couldn't find your store. Open the link from your order again.",
  /** Text not given by the spec. */
  pageTitle: 'How would you like to pick up your order?',
  /** Text not given by the spec. */
  checkInButton: "I'm here",
  /** Text not given by the spec. */
  parkingSpotLabel: 'Parking spot',
  /** Text not given by the spec. */
  successTitle: "You're checked in",
} as const;

/** Labels of the pickup options. Text not given by the spec. */
export const PickupOptionTexts = {
  inStore: { label: 'In store', description: 'Head inside and pick up your order at the counter.' },
  driveThru: { label: 'Drive-thru', description: 'Pull up to the window and give your name.' },
  curbside: { label: 'Curbside', description: 'Park in a curbside spot, check in and we will bring your order out.' },
} as const;

/** '{name}, we're bringing your order to spot {n}.' Text not given by the spec. */
export const checkInSuccessMessage = (stallNumber: number, displayName?: string): string =>
  `${displayName ? `${displayName}, we're` : "We're"} bringing your order out to spot ${stallNumber}.`;

/** Further page texts. Text not given by the spec. */
export const PickupPageTexts = {
  optionsTitle: 'Pickup options',
  curbsideTitle: 'Curbside check-in',
  findStoreLink: 'Find a store',
  curbsideCheckInLink: 'Check in for curbside',
  parkingSpotHint: 'Use the number on the sign at your curbside spot.',
  spotLabel: (n: number): string => `Spot ${n}`,
  checkingIn: 'Checking in…',
  backToOptions: 'Back to pickup options',
  retry: 'Try again',
  loading: 'Loading your store',
  yourStore: 'Your store',
  successHint: 'Stay in your car. A barista will bring your order out shortly.',
  home: 'Back to home',
  greeting: (firstName: string): string => `Hi ${firstName}, your order is almost ready.`,
  /** /pickup without a store in its link. */
  noStoreIntro: 'Every store has in-store pickup. Drive-thru and curbside depend on the store.',
  suggestedStoreLink: (storeName: string): string => `See pickup options at ${storeName}`,
  chooseAnotherStore: 'Choose a different store',
  /** The order success modal's link to its store's pickup page. */
  orderPickupLink: 'How to pick up',
} as const;
