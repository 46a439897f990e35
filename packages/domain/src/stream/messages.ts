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

/** Home page texts around the stream. Text not given by the spec. */
export const HomeMessages = {
  pageTitle: 'Home',
  heroLead: 'Order ahead and skip the line, send an e-gift in seconds, and earn Stars on every sip.',
  startOrder: 'Start an order',
  findStore: 'Find a store',
  streamLabel: 'For you',
  loadingStream: 'Loading your cards',
  empty: "You're all caught up. New offers and news will show up here.",
  mobileActionsLabel: 'Quick actions',
  joinNow: 'Join now',
  benefitsTitle: 'Crema Rewards benefits',
  previousBenefit: 'Previous benefit',
  nextBenefit: 'Next benefit',
} as const;

/** '(coupon) Ends Nov 30'. Text not given by the spec. */
export const couponEndsLabel = (formattedDate: string): string => `Ends ${formattedDate}`;

/** The rewards benefits carousel of signed-out visitors (spec sections 1 and 2). Text not given by the spec. */
export const REWARDS_BENEFITS: readonly { readonly title: string; readonly body: string }[] = [
  { title: 'Free drinks and food', body: 'Every order earns Stars. Redeem 100 Stars for a brewed coffee, 200 for a handcrafted drink.' },
  { title: 'Order ahead', body: 'Customize your usual, pay in the app and pick it up at the counter, the drive-thru or curbside.' },
  { title: 'A birthday treat', body: 'Members get a free treat on their birthday, on us.' },
  { title: 'Pay faster', body: 'Add money to a Crema card and scan to pay in any store.' },
];

/** The birthday prompt's button when the server sends none (spec section 2: addBirthDate -> /account/personal). Text not given by the spec. */
export const BIRTHDAY_CTA = { text: 'Add your birthday', url: '/account/personal' } as const;

/** Small label above a coupon card's title. Text not given by the spec. */
export const COUPON_BADGE = 'Offer';
