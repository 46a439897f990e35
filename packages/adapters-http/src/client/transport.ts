// One exchange with the server as a cold Observable: fetch with an AbortController, a timeout that covers
// reading the body, cancellation on unsubscribe, and transport failures as values (never a thrown error).
import { Observable } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes, type DomainError } from '@crema/domain';
import type { CallInfo } from './decode';

/** What came back, read whole: the text of every answer, or the blob of a successful blob call. */
export interface RawAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
  readonly blob?: Blob;
}

export type ReadMode = 'text' | 'blob';

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

const read = async (response: Response, mode: ReadMode): Promise<RawAnswer> => {
  const status = response.status;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (mode === 'blob' && isSuccess(status)) return { status, contentType, text: '', blob: await response.blob() };
  return { status, contentType, text: await response.text() };
};

/** 'TypeError: fetch failed (Error: connect ECONNREFUSED 127.0.0.1:1)': the platform hides the reason in `cause`. */
const describe = (e: unknown): string =>
  e instanceof Error && e.cause !== undefined ? `${String(e)} (${String(e.cause)})` : String(e);

/** The browser says it has no network: a failure then is marked `offline` (the domain's isOfflineFailure). */
const deviceOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

export interface Exchange {
  readonly url: string;
  readonly init: RequestInit;
  readonly mode: ReadMode;
  readonly timeoutMs: number;
  readonly info: CallInfo;
}

export const exchange = (fetchFn: typeof fetch, x: Exchange): Observable<Either<DomainError, RawAnswer>> =>
  new Observable<Either<DomainError, RawAnswer>>((subscriber) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, x.timeoutMs);
    const finish = (answer: Either<DomainError, RawAnswer>): void => {
      clearTimeout(timer);
      if (subscriber.closed) return; // unsubscribed: the abort was ours, nobody is listening
      subscriber.next(answer);
      subscriber.complete();
    };
    Promise.resolve()
      .then(() => fetchFn(x.url, { ...x.init, signal: controller.signal }))
      .then((response) => read(response, x.mode))
      .then(
        (raw) => finish(right(raw)),
        (e: unknown) =>
          finish(
            left(
              timedOut
                ? domainError(ErrorCodes.TIMEOUT, { context: { ...x.info, timeoutMs: x.timeoutMs } })
                : domainError(ErrorCodes.NETWORK, { context: { ...x.info, cause: describe(e), ...(deviceOffline() ? { offline: true } : {}) } }),
            ),
          ),
      );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  });
