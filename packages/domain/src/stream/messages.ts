// User-visible stream strings as data.
import { UNEXPECTED_ERROR_TITLE } from '../shared';

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
