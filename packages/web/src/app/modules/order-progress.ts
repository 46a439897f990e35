// Binds order progress (issue #28) into the container: the customer's order page flow and the partner's store
// queue flow, over the backend's ports (composition root: adapters chosen here).
import type { Container } from 'inversify';
import { createOrderTrackingFlow, createStoreQueueFlow } from '@crema/domain/order-progress';
import { T } from '../tokens';
import { OrderProgressTokens } from '../../features/order-progress/tokens';
import { StoreTokens } from '../../features/store/tokens';

export default async function bindOrderProgress(c: Container): Promise<void> {
  const { tracking, storeOrders } = await c.get(T.Backend).orderProgress();
  c.bind(OrderProgressTokens.CreateTracking).toConstantValue((orderId, token) => createOrderTrackingFlow({ tracking, orderId, ...(token !== undefined ? { token } : {}) }));
  c.bind(StoreTokens.CreateQueue).toConstantValue(() => createStoreQueueFlow({ orders: storeOrders }));
}
