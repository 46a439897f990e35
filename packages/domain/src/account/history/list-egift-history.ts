import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../../shared/async-state';
import type { EgiftHistoryEntry } from '../model';
import type { EgiftHistory } from '../ports';
import { accountErrorMessage, type AccountError } from '../errors';
import { newestEgiftsFirst } from './history-rules';
import { toAsyncState } from '../../shared/answers';

/** /account/history/egift: e-gifts bought, newest first. */
export const makeListEgiftHistory =
  (d: { readonly egifts: EgiftHistory }) =>
  (): Observable<AsyncState<readonly EgiftHistoryEntry[], AccountError>> =>
    toAsyncState(d.egifts.list().pipe(map(E.map(newestEgiftsFirst))), (e) => accountErrorMessage(e));
