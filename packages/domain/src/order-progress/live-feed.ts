// A live feed with a fallback: listen to a stream; when it is cut, read every `pollMs` instead (and say so) and
// try the stream again after `retryMs`, doubling up to `maxRetryMs`, resuming after the last event seen. Both
// order-progress flows (the customer's page and the partner's queue) run on it. Timers run on the scheduler
// given (virtual time in tests).
import { asyncScheduler, timer, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { OrderProgressError } from './errors';
import type { LiveUpdate } from './ports';

/** connecting: the first stream is opening; live: a stream is open; polling: it was cut, reads stand in. */
export type LiveMode = 'connecting' | 'live' | 'polling';

export const LIVE_POLL_MS = 5_000;
export const LIVE_RETRY_MS = 3_000;
export const LIVE_MAX_RETRY_MS = 30_000;

export interface LiveFeedDeps<R, C> {
  readonly read: () => Observable<Either<OrderProgressError, R>>;
  readonly watch: (lastEventId: string | undefined) => Observable<Either<OrderProgressError, LiveUpdate<C>>>;
  readonly onRead: (r: R) => void;
  readonly onReadFailed: (e: OrderProgressError) => void;
  readonly onChange: (c: C) => void;
  readonly onMode: (m: LiveMode) => void;
  readonly scheduler?: SchedulerLike;
  readonly pollMs?: number;
  readonly retryMs?: number;
  readonly maxRetryMs?: number;
}

export interface LiveFeed {
  start(): void;
  /** Reads once now (a retry after a failed first read). */
  refresh(): void;
  stop(): void;
}

export const createLiveFeed = <R, C>(d: LiveFeedDeps<R, C>): LiveFeed => {
  const scheduler = d.scheduler ?? asyncScheduler;
  const pollMs = d.pollMs ?? LIVE_POLL_MS;
  const retryMs = d.retryMs ?? LIVE_RETRY_MS;
  const maxRetryMs = d.maxRetryMs ?? LIVE_MAX_RETRY_MS;
  let stream: Subscription | undefined;
  let polling: Subscription | undefined;
  let retry: Subscription | undefined;
  let reading: Subscription | undefined;
  let lastEventId: string | undefined;
  let failures = 0;
  let stopped = true;

  const read = (): void => {
    reading?.unsubscribe();
    reading = d.read().subscribe((r) => (r._tag === 'Right' ? d.onRead(r.right) : d.onReadFailed(r.left)));
  };
  const stopPolling = (): void => {
    polling?.unsubscribe();
    polling = undefined;
  };
  const cut = (): void => {
    if (stopped) return;
    stream?.unsubscribe();
    stream = undefined;
    d.onMode('polling');
    if (polling === undefined) polling = timer(pollMs, pollMs, scheduler).subscribe(() => read());
    const wait = Math.min(maxRetryMs, retryMs * 2 ** failures);
    failures += 1;
    retry?.unsubscribe();
    retry = timer(wait, scheduler).subscribe(() => connect());
  };
  const connect = (): void => {
    if (stopped) return;
    stream?.unsubscribe();
    let ended = false;
    const end = (): void => {
      if (ended) return;
      ended = true;
      cut();
    };
    stream = d.watch(lastEventId).subscribe({
      next: (u) => {
        if (u._tag === 'Left') return end();
        if (u.right.kind === 'open') {
          failures = 0;
          stopPolling();
          d.onMode('live');
          return;
        }
        if (u.right.eventId !== undefined) lastEventId = u.right.eventId;
        d.onChange(u.right.value);
      },
      error: () => end(),
      complete: () => end(),
    });
  };

  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      d.onMode('connecting');
      read();
      connect();
    },
    refresh: read,
    stop: () => {
      stopped = true;
      for (const s of [stream, polling, retry, reading]) s?.unsubscribe();
      stream = polling = retry = reading = undefined;
    },
  };
};
