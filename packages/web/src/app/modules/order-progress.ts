// Binds order progress (issue #28) into the container: the customer's order page flow over the backend's
// tracking port (composition root: adapters chosen here). The partner's store queue is the store screen's, a
// channel of its own (src/store-screen/).
import type { Container } from 'inversify';
import { createOrderTrackingFlow } from '@crema/domain/order-progress';
import { T } from '../tokens';
import { OrderProgressTokens } from '../../features/order-progress/tokens';

export default async function bindOrderProgress(c: Container): Promise<void> {
  const { tracking } = await c.get(T.Backend).orderProgress();
  c.bind(OrderProgressTokens.CreateTracking).toConstantValue((orderId, token) => createOrderTrackingFlow({ tracking, orderId, ...(token !== undefined ? { token } : {}) }));
}
