// Picking a store to order from (spec sections 4 and 5): the ordering variant refuses non-READY stores
// with a toast; the store-select rule opens the unavailable-store dialog; otherwise the store is saved as
// selected with its confirmation timestamp.
import { type Observable, map, of, startWith } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import type { Clock } from '../shared/clock';
import { failed, loading, ok, type AsyncState } from '../shared/async-state';
import { isMember, type Session } from '../shared/session';
import { locatorErrorMessage, type LocatorError } from './errors';
import { LocatorMessages } from './messages';
import type { LocationResult, LocatorVariant, SelectedStoreRecord } from './model';
import type { SelectedStorePreference } from './ports';
import { storeSelectVerdict } from './selection-rules';

export interface SelectStoreInput {
  readonly location: LocationResult;
  readonly session: Session;
  readonly variant: LocatorVariant;
}

export type SelectStoreOutcome =
  | { readonly kind: 'toast'; readonly message: string }
  | { readonly kind: 'unavailableDialog'; readonly title: string; readonly message: string; readonly confirmLabel: string; readonly accountRequired: boolean }
  | { readonly kind: 'selected'; readonly location: LocationResult; readonly record: SelectedStoreRecord };

/** Emits ok(toast | unavailableDialog) at once; or loading, then ok(selected) or error (the save failed). */
export const makeSelectStore =
  (d: { preference: SelectedStorePreference; clock: Clock }) =>
  (input: SelectStoreInput): Observable<AsyncState<SelectStoreOutcome, LocatorError>> => {
    const verdict = storeSelectVerdict(input.location.store, isMember(input.session), input.variant);
    if (verdict.kind === 'grayedOut') return of(ok<SelectStoreOutcome, LocatorError>({ kind: 'toast', message: LocatorMessages.menuNotAvailable }));
    if (verdict.kind === 'unavailable') {
      return of(
        ok<SelectStoreOutcome, LocatorError>({
          kind: 'unavailableDialog',
          title: LocatorMessages.storeUnavailableTitle,
          message: verdict.accountRequired ? LocatorMessages.storeAccountRequiredMessage : LocatorMessages.storeUnavailableMessage,
          confirmLabel: LocatorMessages.storeUnavailableConfirm,
          accountRequired: verdict.accountRequired,
        }),
      );
    }
    const record: SelectedStoreRecord = {
      storeNumber: input.location.store.storeNumber,
      storeConfirmationTimestamp: d.clock.now(),
      userConfirmed: false,
    };
    return d.preference.set(record).pipe(
      map((r) => (isLeft(r) ? failed<SelectStoreOutcome, LocatorError>(r.left, locatorErrorMessage(r.left)) : ok<SelectStoreOutcome, LocatorError>({ kind: 'selected', location: input.location, record }))),
      startWith(loading<SelectStoreOutcome, LocatorError>()),
    );
  };
