// The payment-method pages' addresses (spec section 2 "Payment methods"), and where the billing-address form
// goes back to once its address is saved.
import type { CardFormTarget } from '@crema/domain/payments';

export const PaymentPaths = {
  home: '/account/payment-method',
  addBillingAddress: '/account/payment-method/add/billing-address',
  editBillingAddress: '/account/payment-method/edit/billing-address',
  addPaypal: '/account/payment-method/add/paypal',
  addCreditCard: '/account/payment-method/add/credit-card',
  editCreditCard: '/account/payment-method/edit/credit-card',
  guestGiftCreditCard: '/account/payment-method/gift/guest/credit-card',
} as const;

/**
 * Spec section 4: after the address is saved, the credit-card add or edit page it came from, carrying the saved
 * address id (and the card being edited) in the query string.
 */
export const cardFormPath = (target: CardFormTarget, addressId: string): string => {
  const params: Array<[string, string]> = [
    ...(target.kind === 'editCard' ? [['paymentInstrumentId', target.paymentInstrumentId] as [string, string]] : []),
    ['addressId', addressId],
  ];
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${target.kind === 'addCard' ? PaymentPaths.addCreditCard : PaymentPaths.editCreditCard}?${query}`;
};
