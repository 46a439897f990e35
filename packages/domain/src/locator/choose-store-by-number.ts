// "When a store is chosen by number, it becomes selected and the user goes to /menu" (spec section 4): the
// outcome is the chosen store; the page that asked goes on to the menu.
import { type Observable, map, of, startWith, switchMap } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import type { Clock } from '../shared/clock';
import type { AppConfig } from '../shared/config';
import { failed, loading, ok, type AsyncState } from '../shared/async-state';
import { isNotFound, locatorErrorMessage, type LocatorError } from './errors';
import { LocatorMessages } from './messages';
import type { LocationResult, SelectedStoreRecord } from './model';
import type { SelectedStorePreference, StoreLocations } from './ports';
import { distanceUnitForLocale, toLocationResult } from './rules';

export interface ChooseStoreOutcome {
  readonly location: LocationResult;
  readonly record: SelectedStoreRecord;
}

/** Emits loading, then ok({location, record}); an unknown number errors with 'Whoops! We couldn't find that store. Please search again.' */
export const makeChooseStoreByNumber =
  (d: { stores: StoreLocations; preference: SelectedStorePreference; clock: Clock; config: Pick<AppConfig, 'locale'> }) =>
  (storeNumber: string): Observable<AsyncState<ChooseStoreOutcome, LocatorError>> =>
    d.stores.byNumber(storeNumber.trim()).pipe(
      switchMap((r): Observable<AsyncState<ChooseStoreOutcome, LocatorError>> => {
        if (isLeft(r)) return of(failed<ChooseStoreOutcome, LocatorError>(r.left, isNotFound(r.left) ? LocatorMessages.storeNotFound : locatorErrorMessage(r.left)));
        const location = toLocationResult(r.right, distanceUnitForLocale(d.config.locale));
        const record: SelectedStoreRecord = { storeNumber: location.store.storeNumber, storeConfirmationTimestamp: d.clock.now(), userConfirmed: true };
        return d.preference.set(record).pipe(
          map((w) => (isLeft(w) ? failed<ChooseStoreOutcome, LocatorError>(w.left, locatorErrorMessage(w.left)) : ok({ location, record }))),
        );
      }),
      startWith(loading<ChooseStoreOutcome, LocatorError>()),
    );
