// Guest checkout's card token ages out (spec section 4): once it is older than the configured maximum, the
// token is reset and the guest is asked for the card again, even before a submit. A submit that met an
// expired token (the place-order use case already reset it) asks the same way.
import {
  BehaviorSubject,
  EMPTY,
  Subscription,
  asyncScheduler,
  distinctUntilChanged,
  filter,
  map,
  observeOn,
  of,
  switchMap,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { AppConfig, Clock } from '../../shared';
import type { GuestCardToken } from '../../payments';
import { OrderingCodes } from '../errors';
import type { OrderStore } from '../state-store';
import { isGuestTokenExpired } from './payment-rules';

export interface GuestTokenExpiryDeps {
  readonly order: OrderStore;
  readonly clock: Clock;
  readonly config: Pick<AppConfig, 'guestPaymentTokenMaxAgeMs'>;
  /** Where the expiry timer runs (virtual time in tests); rxjs's async scheduler by default. */
  readonly scheduler?: SchedulerLike;
}

export interface GuestTokenExpiryState {
  /** The 'Your payment session expired' dialog is open: add the card again. */
  readonly askForCard: boolean;
  /** How many times the token expired during this visit: a page closes the payment summary on each. */
  readonly expiries: number;
}

export interface GuestTokenExpiry {
  readonly state$: Observable<GuestTokenExpiryState>;
  current(): GuestTokenExpiryState;
  /** Starts watching the chosen card's token and the submit's answer. */
  open(): void;
  /** 'Add payment': the dialog closes. */
  acknowledge(): void;
  /** Stops the watch and its timer; a later open() starts again. */
  dispose(): void;
}

/** One second past the maximum age, so the check that follows the timer finds the token expired. */
export const GUEST_TOKEN_CHECK_MARGIN_MS = 1_000;

const guestTokenOf = (payment: ReturnType<OrderStore['get']>['selectedMethod']): GuestCardToken | undefined =>
  payment?.kind === 'guestCard' ? payment.card : undefined;

export const createGuestTokenExpiry = (d: GuestTokenExpiryDeps): GuestTokenExpiry => {
  const scheduler = d.scheduler ?? asyncScheduler;
  const maxAge = d.config.guestPaymentTokenMaxAgeMs;
  const state = new BehaviorSubject<GuestTokenExpiryState>({ askForCard: false, expiries: 0 });
  let subs: Subscription | undefined;

  const expired = (token: GuestCardToken): boolean => isGuestTokenExpired(token.tokenAcquiredTimestamp, d.clock.now(), maxAge);
  // Checked now (a token brought back from an earlier visit), then when it should have aged out; a timer
  // early by the Clock is armed again.
  const expiryOf = (token: GuestCardToken, delay: number): Observable<void> =>
    timer(delay, scheduler).pipe(
      switchMap(() => (expired(token) ? of(undefined) : expiryOf(token, Math.max(0, token.tokenAcquiredTimestamp + maxAge - d.clock.now() + GUEST_TOKEN_CHECK_MARGIN_MS)))),
    );
  const askForCard = (): void => state.next({ askForCard: true, expiries: state.value.expiries + 1 });

  const wire = (): Subscription => {
    const s = new Subscription();
    s.add(
      d.order.state$
        .pipe(
          map((o) => guestTokenOf(o.selectedMethod)),
          distinctUntilChanged(),
          switchMap((token) => (token === undefined ? EMPTY : expiryOf(token, 0))),
        )
        .subscribe(() => {
          d.order.dispatch({ type: 'PaymentSelected' });
          askForCard();
        }),
    );
    // After every subscriber has the failed submit: the dismissal writes back to the same order state.
    const expiredOnSubmit = d.order.state$.pipe(
      map((o) => o.orderStatus.error),
      distinctUntilChanged(),
      filter((e) => e?.error.code === OrderingCodes.GUEST_TOKEN_EXPIRED),
      observeOn(scheduler),
    );
    s.add(
      expiredOnSubmit.subscribe(() => {
        d.order.dispatch({ type: 'SubmitErrorDismissed' });
        askForCard();
      }),
    );
    return s;
  };

  return {
    state$: state.asObservable(),
    current: () => state.value,
    open: () => {
      subs ??= wire();
    },
    acknowledge: () => state.next({ ...state.value, askForCard: false }),
    dispose: () => {
      subs?.unsubscribe();
      subs = undefined;
    },
  };
};
