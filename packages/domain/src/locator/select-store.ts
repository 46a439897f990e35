// Picking a store to order from (spec sections 4 and 5): the ordering variant refuses non-READY stores
// with a toast; the store-select rule opens the unavailable-store dialog; otherwise the store is saved as
// selected with its confirmation timestamp. The dialog is no dead end (issue #32): it says when a closed
// store opens next and offers the listed stores nearby that can take the order now.
import { type Observable, map, of, startWith } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import type { Clock } from '../shared/clock';
import { failed, loading, ok, type AsyncState } from '../shared/async-state';
import { isMember, type Session } from '../shared/session';
import { locatorErrorMessage, type LocatorError } from './errors';
import { LocatorMessages, storeOpensNextMessage } from './messages';
import type { LocationResult, LocatorVariant, SelectedStoreRecord } from './model';
import { nearbyOpenStores, type NearbyOpenStore } from './nearby-open-stores';
import { nextOpening, type NextOpening } from './next-opening';
import type { SelectedStorePreference } from './ports';
import { storeSelectVerdict } from './selection-rules';

export interface SelectStoreInput {
  readonly location: LocationResult;
  readonly session: Session;
  readonly variant: LocatorVariant;
  /** The stores the locator lists now: the dialog's stores to choose instead come from them. */
  readonly listed?: readonly LocationResult[];
}

/** The unavailable-store dialog: the spec's rule says why (title, message), and what can be done instead. */
export interface UnavailableDialogOutcome {
  readonly kind: 'unavailableDialog';
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly accountRequired: boolean;
  /** The store that could not be chosen. */
  readonly storeNumber: string;
  readonly storeName: string;
  /** A closed store: when it opens next, and that sentence ('Pine & Main opens today at 6:00 AM.'). */
  readonly opening?: { readonly next: NextOpening; readonly message: string };
  /** Up to three listed stores nearby that this person can choose now, nearest to the unavailable one first. */
  readonly alternatives: readonly NearbyOpenStore[];
}

export type SelectStoreOutcome =
  | { readonly kind: 'toast'; readonly message: string }
  | UnavailableDialogOutcome
  | { readonly kind: 'selected'; readonly location: LocationResult; readonly record: SelectedStoreRecord };

/** Emits ok(toast | unavailableDialog) at once; or loading, then ok(selected) or error (the save failed). */
export const makeSelectStore =
  (d: { preference: SelectedStorePreference; clock: Clock }) =>
  (input: SelectStoreInput): Observable<AsyncState<SelectStoreOutcome, LocatorError>> => {
    const store = input.location.store;
    const signedIn = isMember(input.session);
    const verdict = storeSelectVerdict(store, signedIn, input.variant);
    if (verdict.kind === 'grayedOut') return of(ok<SelectStoreOutcome, LocatorError>({ kind: 'toast', message: LocatorMessages.menuNotAvailable }));
    if (verdict.kind === 'unavailable') {
      const next = nextOpening(store, d.clock.now());
      return of(
        ok<SelectStoreOutcome, LocatorError>({
          kind: 'unavailableDialog',
          title: LocatorMessages.storeUnavailableTitle,
          message: verdict.accountRequired ? LocatorMessages.storeAccountRequiredMessage : LocatorMessages.storeUnavailableMessage,
          confirmLabel: LocatorMessages.storeUnavailableConfirm,
          accountRequired: verdict.accountRequired,
          storeNumber: store.storeNumber,
          storeName: store.name,
          ...(next !== undefined ? { opening: { next, message: storeOpensNextMessage(store.name, next) } } : {}),
          alternatives: nearbyOpenStores(store, input.listed ?? [], { signedIn, variant: input.variant }),
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
