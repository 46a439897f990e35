// Every migration, by a name that sorts in the order they apply. Never change what one that has shipped does (the SQL
// it runs; its code may be tidied only where that SQL stays the very same): add the next.
import type { Migration } from 'kysely';
import { m0010Cards } from './0010-cards';
import { m0001Accounts } from './0001-accounts';
import { m0002Locator } from './0002-locator';
import { m0011Ordering } from './0011-ordering';
import { m0016Account } from './0016-account';
import { m0013Rewards } from './0013-rewards';
import { m0014Stream } from './0014-stream';
import { m0015Pickup } from './0015-pickup';
import { m0012Payments } from './0012-payments';
import { m0017Gifting } from './0017-gifting';
import { m0018StarRedemptions } from './0018-star-redemptions';
import { m0020IdempotencyAndGuestOrders } from './0020-idempotency-and-guest-orders';
import { m0019CardCodeAttempts } from './0019-card-code-attempts';
import { m0021RateLimits } from './0021-rate-limits';
import { m0022StoresInOnePlace } from './0022-stores-in-one-place';
import { m0024PasswordResets } from './0024-password-resets';
import { m0023Messages } from './0023-messages';
import { m0025EgiftDelivery } from './0025-egift-delivery';
import { m0026OrderProgress } from './0026-order-progress';
import { m0027CardMovementOrder } from './0027-card-movement-order';
import { m0028StarReversals } from './0028-star-reversals';

export const migrations: Record<string, Migration> = {
  '0001-accounts': m0001Accounts,
  '0002-locator': m0002Locator,
  '0010-cards': m0010Cards,
  '0011-ordering': m0011Ordering,
  '0013-rewards': m0013Rewards,
  '0014-stream': m0014Stream,
  '0015-pickup': m0015Pickup,
  '0012-payments': m0012Payments,
  '0017-gifting': m0017Gifting,
  '0016-account': m0016Account,
  '0018-star-redemptions': m0018StarRedemptions,
  '0020-idempotency-and-guest-orders': m0020IdempotencyAndGuestOrders,
  '0019-card-code-attempts': m0019CardCodeAttempts,
  '0021-rate-limits': m0021RateLimits,
  '0022-stores-in-one-place': m0022StoresInOnePlace,
  '0023-messages': m0023Messages,
  '0025-egift-delivery': m0025EgiftDelivery,
  '0024-password-resets': m0024PasswordResets,
  '0026-order-progress': m0026OrderProgress,
  '0027-card-movement-order': m0027CardMovementOrder,
  '0028-star-reversals': m0028StarReversals,
};
