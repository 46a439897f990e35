// The facts of a locator store that ordering needs (spec section 3 "Location result"): time zone, guest
// ordering, open, mobile-ordering availability, country and ownership (for store pricing), and the rule of
// whether such a store takes an order ahead now.
import type { Store } from '../locator/model';
import type { StoreFacts } from './order-model';
import { PricingErrorCodes } from './errors';

export const storeFactsOf = (s: Store): StoreFacts => ({
  storeNumber: s.storeNumber,
  name: s.name,
  timeZoneId: s.timeZone.timeZoneId,
  guestOrdering: s.guestOrdering,
  open: s.open,
  mobileOrderingAvailability: s.mobileOrdering.availability,
  countryCode: s.address.countryCode,
  ownershipTypeCode: s.ownershipTypeCode,
});

/**
 * Why a store takes no order ahead now: it is closed (STORE_CLOSED) or its mobile ordering is not ready
 * (MOP_UNAVAILABLE, whatever else it says); undefined when it takes one. Pricing a cart and placing the priced
 * order both ask it (the store may have closed in between), so the catalog and the server refuse alike.
 */
export const orderAheadRefusal = (
  store: Pick<StoreFacts, 'open' | 'mobileOrderingAvailability'>,
): typeof PricingErrorCodes.STORE_CLOSED | typeof PricingErrorCodes.MOP_UNAVAILABLE | undefined =>
  store.open !== true ? PricingErrorCodes.STORE_CLOSED : store.mobileOrderingAvailability !== 'READY' ? PricingErrorCodes.MOP_UNAVAILABLE : undefined;
