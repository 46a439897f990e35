// What every ordering use case emits, and how it fails: AsyncState whose error is an OrderingFailure.
import { failed, type AsyncState } from '../shared';
import type { OrderingFailure } from './errors';

/** What ordering use cases emit: AsyncState whose error carries the message and the dialog's actions. */
export type OrderingState<T> = AsyncState<T, OrderingFailure>;

export const fail = <T>(f: OrderingFailure, previous?: T): OrderingState<T> => failed<T, OrderingFailure>(f, f.message, previous);
