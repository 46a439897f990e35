// Confirming a store (spec section 4): with toCart go to the cart; else to a saved return URL if any; else to
// the menu (afterStoreConfirm names which). The selection is saved as confirmed by the user with a new
// confirmation timestamp.
import { type Observable, map, of, startWith, switchMap } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import type { Clock } from '../shared/clock';
import { failed, loading, ok, type AsyncState } from '../shared/async-state';
import { domainError } from '../shared/errors';
import { NO_STORE_SELECTED, locatorErrorMessage, type LocatorError } from './errors';
import { LocatorMessages } from './messages';
import type { SelectedStoreRecord } from './model';
import type { SelectedStorePreference } from './ports';
import { afterStoreConfirm, type AfterStoreConfirm } from './selection-rules';

export interface ConfirmStoreInput {
  /** The locator's toCart query parameter was present. */
  readonly toCart?: boolean;
  /** The saved return URL, if any. */
  readonly returnUrl?: string;
}

export interface ConfirmStoreOutcome {
  /** Where the app goes now. */
  readonly next: AfterStoreConfirm;
  readonly record: SelectedStoreRecord;
}

/** Emits loading, then ok({next, record}); error NO_STORE_SELECTED (with the store-not-found text) when nothing is selected. */
export const makeConfirmStore =
  (d: { preference: SelectedStorePreference; clock: Clock }) =>
  (input: ConfirmStoreInput = {}): Observable<AsyncState<ConfirmStoreOutcome, LocatorError>> =>
    d.preference.get().pipe(
      switchMap((r): Observable<AsyncState<ConfirmStoreOutcome, LocatorError>> => {
        if (isLeft(r)) return of(failed<ConfirmStoreOutcome, LocatorError>(r.left, locatorErrorMessage(r.left)));
        if (r.right === undefined) return of(failed<ConfirmStoreOutcome, LocatorError>(domainError(NO_STORE_SELECTED), LocatorMessages.storeNotFound));
        const record: SelectedStoreRecord = { ...r.right, userConfirmed: true, storeConfirmationTimestamp: d.clock.now() };
        return d.preference.set(record).pipe(
          map((w) => (isLeft(w) ? failed<ConfirmStoreOutcome, LocatorError>(w.left, locatorErrorMessage(w.left)) : ok({ next: afterStoreConfirm(input), record }))),
        );
      }),
      startWith(loading<ConfirmStoreOutcome, LocatorError>()),
    );
