// The member's saved payment methods: listing, adding (card, PayPal), editing, removing, the default, and the choice of one.
export { defaultInstrumentOf, mayReloadWith } from './instrument-choice';
export { makeAddCreditCard } from './add-credit-card';
export type { SavedInstrument } from './add-credit-card';
export { makeAddPaypal } from './add-paypal';
export type { LinkPaypalForm } from './add-paypal';
export { makeEditCreditCard } from './edit-credit-card';
export { makeListPaymentMethods } from './list-payment-methods';
export { makeRemovePaymentMethod } from './remove-payment-method';
export type { RemovedInstrument } from './remove-payment-method';
export { makeSetDefaultPaymentMethod } from './set-default-payment-method';
export type { DefaultChanged } from './set-default-payment-method';
