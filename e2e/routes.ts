// Every route of spec section 2 (sample values for parameters), and which need a signed-in member.
export const PUBLIC_ROUTES = [
  '/',
  '/signin',
  '/join',
  '/store-locator',
  '/store-locator/anything',
  '/menu/store-locator',
  '/menu',
  '/menu/featured',
  '/menu/previous',
  '/menu/favorites',
  '/menu/cart',
  '/menu/cart/guest/checkout',
  '/menu/drinks/hot-coffees',
  '/menu/drinks/hot-coffees/lattes',
  '/menu/product/10001/hot',
  '/menu/product/10001/hot/nutrition',
  '/pickup',
  '/pickup/curbside',
  '/pickup/curbside/success',
  '/gift',
  '/gift/12345678',
  '/gift/category/urn-thank-you',
  '/gift/confirmation',
  // Ours (issue #27): an e-gift's claim page (here without a link's token).
  '/gift/claim',
  '/account/payment-method/add/billing-address',
  '/account/payment-method/gift/guest/credit-card',
  // Ours (issue #27), not the spec's: a forgotten password (the reset page without a link's token).
  '/account/forgot-password',
  '/account/reset-password',
] as const;

export const MEMBER_ROUTES = [
  '/account/cards',
  '/account/cards/add',
  '/account/cards/card-1',
  '/account/payment-method',
  '/account/payment-method/edit/billing-address',
  '/account/payment-method/add/paypal',
  '/account/payment-method/add/credit-card',
  '/account/payment-method/edit/credit-card',
  '/account/history',
  '/account/history/egift',
  '/account/personal',
  '/account/personal/partner',
  '/account/profile',
  '/account/settings',
  '/account/settings/communication-preferences',
  '/account/settings/privacy',
  '/account/rewards',
  '/account/rewards/how-it-works',
] as const;

/** Need a fresh multi-factor re-authentication as well (the server refuses the e-mail change, the password
 * change and the multi-factor phone without one, so their pages ask first). */
export const MFA_ROUTES = [
  '/account/settings/password',
  '/account/settings/edit-email',
  '/account/settings/edit-email/enter-code',
  '/account/settings/mfa/add-phone-number',
  '/account/settings/mfa/edit-phone-number',
  '/account/settings/mfa',
] as const;
