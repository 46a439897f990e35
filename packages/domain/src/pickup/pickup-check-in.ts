// The /pickup/curbside page's flow (spec section 4 "Curbside check-in"): the store's curbside form for the
// link's query, the chosen spot, the check-in, and where to go once checked in. A failure keeps the spot;
// a missing spot is told apart from other failures by its error code, so it shows under the spots.
import { BehaviorSubject, EMPTY, Subject, Subscription, switchMap, type Observable } from 'rxjs';
import { idle, loading, type AsyncState } from '../shared';
import { makeCheckIn, type CheckInResult } from './check-in';
import { isParkingSpotError, type PickupError } from './errors';
import { makeLoadCurbside, type CurbsideView } from './load-pickup';
import type { PickupQuery } from './model';
import type { CustomerArrivals, PickupStores } from './ports';

export interface PickupCheckInDeps {
  readonly stores: PickupStores;
  readonly arrivals: CustomerArrivals;
}

/** What the success page shows: handed over on navigation, so it needs no second call. */
export interface CheckInConfirmation {
  readonly storeName: string;
  readonly addressLine: string;
  readonly stallNumber: number;
  readonly displayName?: string;
}

/** A done check-in: the page goes on to the curbside success page with these. */
export interface CheckedIn {
  /** The query the success page keeps (its spot comes from the confirmation). */
  readonly query: PickupQuery;
  readonly confirmation: CheckInConfirmation;
}

export interface PickupCheckInState {
  /** The page: the form for a store with curbside, the unavailable text, or the store's load error. */
  readonly curbside: AsyncState<CurbsideView, PickupError>;
  readonly spot?: number;
  readonly submission: AsyncState<CheckInResult, PickupError>;
  /** 'Select your parking spot', shown under the spots. */
  readonly spotError?: string;
  /** Any other check-in failure, shown above the form. */
  readonly formError?: string;
  /** Submitting or done: the button waits. */
  readonly busy: boolean;
  /** Set once checked in. */
  readonly checkedIn?: CheckedIn;
}

export const initialPickupCheckInState: PickupCheckInState = { curbside: loading<CurbsideView, PickupError>(), submission: idle(), busy: false };

export interface PickupCheckIn {
  readonly state$: Observable<PickupCheckInState>;
  current(): PickupCheckInState;
  /** The link's query: loads its store's form afresh (no spot chosen, nothing submitted). */
  open(query: PickupQuery): void;
  /** The load error's Try again. */
  retry(): void;
  chooseSpot(spot: number): void;
  /** 'I'm here': checks in with the chosen spot (the use case refuses a missing one without a call). */
  submit(): void;
  /** Stops the calls in flight; a later open() starts again (React may mount twice). */
  dispose(): void;
}

/** The submission's state with what the form shows of it. */
const withSubmission = (s: PickupCheckInState, submission: AsyncState<CheckInResult, PickupError>): PickupCheckInState => {
  const { spotError: _s, formError: _f, checkedIn: _c, ...rest } = s;
  const error = submission.status === 'error' ? submission : undefined;
  const view = s.curbside.status === 'ok' && s.curbside.value.kind === 'ready' ? s.curbside.value : undefined;
  return {
    ...rest,
    submission,
    busy: submission.status === 'loading' || submission.status === 'ok',
    ...(error && isParkingSpotError(error.error) ? { spotError: error.message } : {}),
    ...(error && !isParkingSpotError(error.error) ? { formError: error.message } : {}),
    ...(submission.status === 'ok' && view
      ? {
          checkedIn: {
            query: view.query,
            confirmation: {
              storeName: view.store.name,
              addressLine: view.store.addressLine,
              stallNumber: submission.value.receipt.stallNumber,
              ...(view.displayName !== undefined ? { displayName: view.displayName } : {}),
            },
          },
        }
      : {}),
  };
};

export const createPickupCheckIn = (d: PickupCheckInDeps): PickupCheckIn => {
  const loadCurbside = makeLoadCurbside(d);
  const checkIn = makeCheckIn(d);
  const state = new BehaviorSubject<PickupCheckInState>(initialPickupCheckInState);
  let query: PickupQuery | undefined;
  let wiring: { readonly subs: Subscription; readonly loads: Subject<PickupQuery>; readonly submits: Subject<void> } | undefined;

  const wire = () => {
    const subs = new Subscription();
    const loads = new Subject<PickupQuery>();
    const submits = new Subject<void>();
    // A new query or a retry replaces the load in flight.
    subs.add(loads.pipe(switchMap((q) => loadCurbside(q))).subscribe((curbside) => state.next({ ...state.value, curbside })));
    subs.add(
      submits
        .pipe(
          switchMap(() => {
            const s = state.value;
            if (s.curbside.status !== 'ok' || s.curbside.value.kind !== 'ready') return EMPTY;
            const v = s.curbside.value;
            return checkIn({ store: v.store, query: v.query, ...(s.spot !== undefined ? { stallNumber: s.spot } : {}) });
          }),
        )
        .subscribe((submission) => state.next(withSubmission(state.value, submission))),
    );
    return { subs, loads, submits };
  };
  const wired = () => (wiring ??= wire());

  const load = (q: PickupQuery): void => {
    state.next(initialPickupCheckInState);
    wired().loads.next(q);
  };

  return {
    state$: state.asObservable(),
    current: () => state.value,
    open: (q) => {
      if (wiring !== undefined && query === q) return;
      query = q;
      load(q);
    },
    retry: () => {
      if (query !== undefined) load(query);
    },
    // The choice is kept through a failure; a check-in in flight goes on with the spot it was sent with.
    chooseSpot: (spot) => state.next({ ...state.value, spot }),
    // While a check-in is in flight or done, the button waits (and a second press must not cancel the first).
    submit: () => {
      if (!state.value.busy) wired().submits.next();
    },
    dispose: () => {
      wiring?.subs.unsubscribe();
      wiring = undefined;
    },
  };
};
