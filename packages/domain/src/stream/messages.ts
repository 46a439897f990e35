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

/** Guest cards of the unauthenticated stream (spec sections 1 and 2). Bodies and buttons: text not given by the spec. */
export const GuestCards = {
  startOrder: {
    title: 'Start order',
    body: 'Order ahead and pick up at a store near you. No account needed.',
    cta: { text: 'Start an order', url: '/menu' },
  },
  registerCard: {
    title: 'Register card',
    body: 'Have a Crema card? Register it to protect your balance and start collecting Stars.',
    cta: { text: 'Register card', url: '/account/cards/add' },
  },
} as const;

/** The home page's mobile action buttons (spec section 2). Text not given by the spec. */
export const HomeActionLabels = {
  scan: 'Scan to pay',
  addCard: 'Add a card',
  startOrder: 'Start an order',
} as const satisfies Readonly<Record<HomeAction, string>>;

/** '(coupon) Ends Nov 30'. Text not given by the spec. */
export const couponEndsLabel = (formattedDate: string): string => `Ends ${formattedDate}`;

/** The birthday prompt's button when the server sends none (spec section 2: addBirthDate -> /account/personal). Text not given by the spec. */
export const BIRTHDAY_CTA = { text: 'Add your birthday', url: '/account/personal' } as const;

/** Small label above a coupon card's title. Text not given by the spec. */
export const COUPON_BADGE = 'Offer';
