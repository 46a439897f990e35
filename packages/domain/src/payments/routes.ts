// Spec section 2, payment-method routes, and where the billing-address form returns to.
export const PaymentRoutes = {
  home: '/account/payment-method',
  addBillingAddress: '/account/payment-method/add/billing-address',
  editBillingAddress: '/account/payment-method/edit/billing-address',
  addPaypal: '/account/payment-method/add/paypal',
  addCreditCard: '/account/payment-method/add/credit-card',
  editCreditCard: '/account/payment-method/edit/credit-card',
  guestGiftCreditCard: '/account/payment-method/gift/guest/credit-card',
} as const;

/** The credit-card page the billing-address form was opened from. */
export type CardFormTarget = { readonly kind: 'addCard' } | { readonly kind: 'editCard'; readonly paymentInstrumentId: string };

/**
 * Spec section 4: after the address is saved, redirect to the credit-card add or edit page, carrying the
 * saved address id (and the card being edited) in the query string.
 */
export const cardFormRoute = (target: CardFormTarget, addressId: string): string => {
  const params: Array<[string, string]> = [
    ...(target.kind === 'editCard' ? [['paymentInstrumentId', target.paymentInstrumentId] as [string, string]] : []),
    ['addressId', addressId],
  ];
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${target.kind === 'addCard' ? PaymentRoutes.addCreditCard : PaymentRoutes.editCreditCard}?${query}`;
};
