// Per-address limits on the writes anyone may make without signing in (each writes a row or spends work), as
// named settings with defaults a customer never meets and a script does at once. The gift purchase
// (CREMA_GIFT_RATE_PER_MINUTE, 30), the card tokenizer (CREMA_TOKENIZE_RATE_PER_MINUTE, 30) and the single-use
// billing address (CREMA_BILLING_ADDRESS_RATE_PER_MINUTE, 20) keep theirs beside their routes.
import { perMinuteFromEnv, type Limit } from './limits';

/** A guest's pricing: every cart change reprices, so one a second, sustained for a minute (default 60). */
export const guestPricingLimit = (): Limit => perMinuteFromEnv('CREMA_GUEST_PRICING_RATE_PER_MINUTE', 60);
/** A guest's order: one per visit, a few after a declined card (default 20). */
export const guestOrderLimit = (): Limit => perMinuteFromEnv('CREMA_GUEST_ORDER_RATE_PER_MINUTE', 20);
/** A curbside check-in: one per order, again to change the spot, several cars behind one address (default 20). */
export const checkInLimit = (): Limit => perMinuteFromEnv('CREMA_CHECK_IN_RATE_PER_MINUTE', 20);
