// The facts of a locator store that ordering needs (spec section 3 "Location result"): time zone, guest
// ordering, open, mobile-ordering availability, country and ownership (for store pricing).
import type { Store } from '../locator/model';
import type { StoreFacts } from './order-model';

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
