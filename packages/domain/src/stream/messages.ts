// User-visible stream strings as data.
import { UNEXPECTED_ERROR_TITLE } from '../shared';
import type { HomeAction } from './cards';

export const StreamMessages = {
  /** Spec section 8: the stream error is the unexpected error plus this line. */
  errorTitle: UNEXPECTED_ERROR_TITLE,
  errorMessage: 'Please try refreshing the page.',
  /** Text not given by the spec. */
  retry: 'Refresh',
  /** Label of a completed onboarding task. Text not given by the spec. */
  taskCompleted: 'Completed',
  /** Heading of the onboarding group. Text not given by the spec. */
  onboardingTitle: 'Get started with Crema',
  /** Shown above the cards when the server answered only in part (206). Text not given by the spec. */
  partial: 'Some of your cards could not be loaded right now.',
} as const;

/** The home page's mobile action buttons (spec section 2). Text not given by the spec. */
export const HomeActionLabels = {
  scan: 'Scan to pay',
  addCard: 'Add a card',
  startOrder: 'Start an order',
} as const satisfies Readonly<Record<HomeAction, string>>;

/** '(coupon) Ends Nov 30'. Text not given by the spec. */
export const couponEndsLabel = (formattedDate: string): string => `Ends ${formattedDate}`;

/**
 * The birthday prompt's button label when the server sends no button (spec section 2: addBirthDate leads to the
 * personal info page, which the app names). Text not given by the spec.
 */
export const BIRTHDAY_CTA_TEXT = 'Add your birthday';

/** Small label above a coupon card's title. Text not given by the spec. */
export const COUPON_BADGE = 'Offer';
