// Typed service identifiers of the partner's store screen, bound by app/modules/order-progress.ts. Types only.
import type { ServiceIdentifier } from 'inversify';
import type { StoreQueueFlow } from '@crema/domain/order-progress';

/** A new store queue flow (state$ + commands). */
export type CreateStoreQueue = () => StoreQueueFlow;

export const StoreTokens = {
  CreateQueue: Symbol.for('store.CreateQueue') as ServiceIdentifier<CreateStoreQueue>,
} as const;
