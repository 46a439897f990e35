import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../../shared/async-state';
import type { OrderHistoryEntry } from '../model';
import type { OrderHistory } from '../ports';
import { accountErrorMessage, type AccountError } from '../errors';
import { newestOrdersFirst } from './history-rules';
import { toAsyncState } from '../../shared/answers';

/** /account/history: past orders, newest first (store, date, items, total, stars earned). */
export const makeListOrderHistory =
  (d: { readonly orders: OrderHistory }) =>
  (): Observable<AsyncState<readonly OrderHistoryEntry[], AccountError>> =>
    toAsyncState(d.orders.list().pipe(map(E.map(newestOrdersFirst))), (e) => accountErrorMessage(e));
