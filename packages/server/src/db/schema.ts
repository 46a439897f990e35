// The database's tables, one interface per capability beside its code; Kysely types every query from this.
import type { AuthTables } from '../auth/tables';
import type { IdempotencyTables } from '../http/idempotency-tables';
import type { RateLimitTables } from '../http/limit-tables';
import type { LocatorTables } from '../locator/tables';
import type { OrderingTables } from '../ordering/tables';
import type { CardTables } from '../cards/tables';
import type { AccountTables } from '../account/tables';
import type { RewardsTables } from '../rewards/tables';
import type { StreamTables } from '../stream/tables';
import type { PickupTables } from '../pickup/tables';
import type { PaymentTables } from '../payments/tables';
import type { GiftingTables } from '../gifting/tables';
import type { MessageTables } from '../messages/tables';
import type { OrderProgressTables } from '../order-progress/tables';

export type Schema = AuthTables & IdempotencyTables & RateLimitTables & LocatorTables & OrderingTables & CardTables & AccountTables & PaymentTables & GiftingTables & RewardsTables & StreamTables & PickupTables & MessageTables & OrderProgressTables;
