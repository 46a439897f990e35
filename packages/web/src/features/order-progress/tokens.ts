// Typed service identifiers of the order page, bound by app/modules/order-progress.ts. Types only.
import type { ServiceIdentifier } from 'inversify';
import type { OrderTrackingFlow } from '@crema/domain/order-progress';

/** A new order page flow for an order (and a guest's token). */
export type CreateOrderTracking = (orderId: string, token?: string) => OrderTrackingFlow;

export const OrderProgressTokens = {
  CreateTracking: Symbol.for('orderProgress.CreateTracking') as ServiceIdentifier<CreateOrderTracking>,
} as const;
