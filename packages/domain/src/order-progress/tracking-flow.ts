// The customer's order page as a flow (issue #28): read the order, listen to its live stream (resuming after the
// last event), fall back to polling when the stream is cut (and say so), and tell a screen reader each change.
// The page renders state$ and calls start/retry/dispose; nothing here knows React or the DOM.
import { BehaviorSubject, type Observable, type SchedulerLike } from 'rxjs';
import type { OrderProgressError } from './errors';
import { createLiveFeed, type LiveFeed, type LiveMode } from './live-feed';
import { progressAnnouncement } from './messages';
import type { OrderProgress } from './model';
import type { OrderTracking } from './ports';
import { isFinished } from './rules';

export interface OrderTrackingState {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly progress?: OrderProgress;
  readonly error?: OrderProgressError;
  readonly mode: LiveMode;
  /** The last change, for the polite live region ('' until something changed). */
  readonly announcement: string;
}

export interface OrderTrackingFlow {
  readonly state$: Observable<OrderTrackingState>;
  current(): OrderTrackingState;
  start(): void;
  /** After a failed read: read again. */
  retry(): void;
  dispose(): void;
}

export interface OrderTrackingDeps {
  readonly tracking: OrderTracking;
  readonly orderId: string;
  /** A guest's tokenized link. */
  readonly token?: string;
  readonly scheduler?: SchedulerLike;
  readonly pollMs?: number;
  readonly retryMs?: number;
}

export const createOrderTrackingFlow = (d: OrderTrackingDeps): OrderTrackingFlow => {
  const subject = new BehaviorSubject<OrderTrackingState>({ status: 'loading', mode: 'connecting', announcement: '' });
  const patch = (p: Partial<OrderTrackingState>): void => subject.next({ ...subject.value, ...p });

  /** A newer move wins: an answer older than what is shown (a slow poll after a live event) is ignored. */
  const show = (next: OrderProgress): void => {
    const before = subject.value.progress;
    if (before !== undefined && next.moves.length < before.moves.length) return;
    const said = progressAnnouncement(before, next);
    const { error: _dropped, ...rest } = subject.value;
    subject.next({ ...rest, status: 'ready', progress: next, ...(said !== undefined ? { announcement: said } : {}) });
    // Nothing follows a pickup or a cancel: the stream and the polls stop.
    if (isFinished(next.stage)) feed.stop();
  };

  const feed: LiveFeed = createLiveFeed<OrderProgress, OrderProgress>({
    read: () => d.tracking.progress(d.orderId, d.token),
    watch: (lastEventId) => d.tracking.watch(d.orderId, d.token, lastEventId),
    onRead: show,
    onChange: show,
    onReadFailed: (error) => {
      // A failed poll keeps what is shown; only a page with nothing to show fails.
      if (subject.value.progress === undefined) patch({ status: 'failed', error });
    },
    onMode: (mode) => patch({ mode }),
    ...(d.scheduler !== undefined ? { scheduler: d.scheduler } : {}),
    ...(d.pollMs !== undefined ? { pollMs: d.pollMs } : {}),
    ...(d.retryMs !== undefined ? { retryMs: d.retryMs } : {}),
  });

  return {
    state$: subject.asObservable(),
    current: () => subject.value,
    start: () => feed.start(),
    retry: () => {
      patch({ status: 'loading' });
      feed.refresh();
    },
    dispose: () => feed.stop(),
  };
};
