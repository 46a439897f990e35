// Which saved instrument is chosen for the person before they choose (the order's reload, a gift, adding
// money), and which instruments may reload a stored-value card. One rule for every screen that offers them.
import { isCardBrand, type PaymentInstrument } from '../model';

/** A stored-value card is reloaded with a credit or debit card, or PayPal (not Venmo, not a gift card). */
export const mayReloadWith = (i: Pick<PaymentInstrument, 'paymentType'>): boolean => isCardBrand(i.paymentType) || i.paymentType === 'paypal';

/**
 * The instrument to preselect among those `usable` here: the default one when it is usable, else the first
 * usable one in the list's order; undefined when none is.
 */
export const defaultInstrumentOf = <I extends Pick<PaymentInstrument, 'default'>>(list: readonly I[], usable: (i: I) => boolean = () => true): I | undefined =>
  list.find((i) => i.default && usable(i)) ?? list.find((i) => usable(i));
