// The order-progress refusals (ours: the spec names none), with the shared transport codes.
import { codeGuard, type CodesOf, type DomainError, type TransportErrorCode } from '../shared';

export const OrderProgressCodes = {
  /** The move does not follow from the order's stage (backwards, repeated, or after the end). */
  MOVE_NOT_ALLOWED: 'ORDER_MOVE_NOT_ALLOWED',
  /** A cancel without a reason. */
  REASON_REQUIRED: 'ORDER_CANCEL_REASON_REQUIRED',
  /** A signed-in member who is no store's partner. */
  NOT_A_PARTNER: 'NOT_A_PARTNER',
} as const;

export type OrderProgressCode = CodesOf<typeof OrderProgressCodes>;
export type OrderProgressError = DomainError<OrderProgressCode | TransportErrorCode>;
export const isOrderProgressCode = codeGuard(OrderProgressCodes);
