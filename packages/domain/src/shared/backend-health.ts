// Whether the backend can be reached, judged from the answers of its calls: a framework-free flow fed from one
// place by the composition root. The spec is silent on a degraded mode; the rule and the words are ours:
// after DEGRADED_AFTER_FAILURES failed calls in a row (status 500 or above, a network error or a timeout,
// from any capability) the app says once, at the top of the page, that it is having trouble; any answer
// from the server (a success, or a refusal such as 400, 401 or 404) clears it. A failure because this device
// is offline (a NETWORK error the HTTP adapter marks context.offline) neither counts nor clears: the device,
// not Crema, is the trouble, and the app shell says so on its own.
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { ErrorCodes, type DomainError } from './errors';

/** Failed calls in a row before the app says it is having trouble. Ours: 3 (one slow page is not an outage). */
export const DEGRADED_AFTER_FAILURES = 3;

export const BackendHealthMessages = {
  /** Ours (the spec is silent): says what is wrong and that the rest of the app is still there. */
  degraded: "We're having trouble reaching Crema. Some things may not work right now.",
} as const;

export interface BackendHealthState {
  /** Calls in a row that failed for want of the server (see isOutageError). */
  readonly consecutiveFailures: number;
  /** True from DEGRADED_AFTER_FAILURES such failures in a row until the server answers again. */
  readonly degraded: boolean;
}

export const HEALTHY: BackendHealthState = { consecutiveFailures: 0, degraded: false };

/** A failure that says the server could not answer: status 500 or above, a network error or a timeout. */
export const isOutageError = (e: DomainError): boolean =>
  (e.status !== undefined && e.status >= 500) || e.code === ErrorCodes.NETWORK || e.code === ErrorCodes.TIMEOUT;

/** A failure because this device has no connection (not a sign of the backend's health). */
const isDeviceOffline = (e: DomainError): boolean => e.code === ErrorCodes.NETWORK && e.context?.['offline'] === true;

/**
 * The state after one more answer: an outage adds to the run of failures, a device-offline failure changes
 * nothing, any other answer ends the run.
 */
export const nextBackendHealth = (
  s: BackendHealthState,
  answer: Either<DomainError, unknown>,
  threshold: number = DEGRADED_AFTER_FAILURES,
): BackendHealthState => {
  if (answer._tag === 'Left' && isDeviceOffline(answer.left)) return s;
  if (answer._tag === 'Right' || !isOutageError(answer.left)) return HEALTHY;
  const consecutiveFailures = s.consecutiveFailures + 1;
  return { consecutiveFailures, degraded: consecutiveFailures >= threshold };
};

export interface BackendHealth {
  /** The current state first, then each change. */
  readonly state$: Observable<BackendHealthState>;
  current(): BackendHealthState;
  /** Told the answer of every backend call, whichever capability made it. */
  report(answer: Either<DomainError, unknown>): void;
}

export const createBackendHealth = (o: { readonly threshold?: number } = {}): BackendHealth => {
  const threshold = o.threshold ?? DEGRADED_AFTER_FAILURES;
  const state = new BehaviorSubject<BackendHealthState>(HEALTHY);
  return {
    state$: state.pipe(distinctUntilChanged((a, b) => a.consecutiveFailures === b.consecutiveFailures && a.degraded === b.degraded)),
    current: () => state.value,
    report: (answer) => state.next(nextBackendHealth(state.value, answer, threshold)),
  };
};
