// Use case: the home stream for the current session. Answers are cached per audience for the stream stale
// time (spec: 5 minutes), so returning to the home route refetches only once they are stale.
import { type Observable, concat, map, of } from 'rxjs';
import { isLeft, right } from 'fp-ts/Either';
import { type AppConfig, type AsyncState, type Clock, type Session, createStaleCache, failed, loading, ok } from '../shared';
import type { StreamError } from './errors';
import { StreamMessages } from './messages';
import type { StreamView } from './model';
import type { StreamAnswer, StreamFeed } from './ports';
import { NO_STREAM, toStreamView } from './view';
import { streamAudience } from './audience';

export interface LoadStreamInput {
  readonly session: Session;
  /** Mobile viewports also show the Purchase onboarding task. */
  readonly isMobile: boolean;
  /** Skip the cache (the error's refresh action). */
  readonly force?: boolean;
}

export interface LoadStreamDeps {
  readonly feed: StreamFeed;
  readonly clock: Clock;
  readonly config: AppConfig;
}

type Cached = { readonly answer: StreamAnswer; readonly fetchedAt: number };


/**
 * makeLoadStream(deps)(input): emits loading (with the previous view, if any), then ok(StreamView) or
 * error with 'Please try refreshing the page.' (title StreamMessages.errorTitle). A guest without the
 * unauthenticated stream gets ok(NO_STREAM) at once, with no call. We never send modifiedSince: the spec
 * treats 304 as empty data, so asking for it would blank the stream.
 */
export const makeLoadStream = (d: LoadStreamDeps) => {
  const cache = createStaleCache<string, StreamError, Cached>({ clock: d.clock, staleAfterMs: d.config.staleTimes.stream });
  return (input: LoadStreamInput): Observable<AsyncState<StreamView, StreamError>> => {
    const audience = streamAudience(input.session, d.config);
    if (audience === 'none') return of(ok<StreamView, StreamError>(NO_STREAM));
    const key = input.session.kind === 'member' ? `member:${input.session.memberId}` : 'guest';
    const view = (c: Cached): StreamView =>
      toStreamView(audience, c.answer, c.fetchedAt, {
        now: d.clock.now(),
        enabledTypes: d.config.feedItemTypesEnabled,
        isMobile: input.isMobile,
        linkHosts: d.config.linkHosts,
      });
    const cached = cache.peek(key);
    const previous = cached ? view(cached) : undefined;
    if (input.force) cache.invalidate(key);
    const load = () =>
      d.feed
        .getStreamItems({
          audience,
          locale: d.config.locale,
          streamItemTypes: d.config.feedItemTypesEnabled,
          streamItemStatus: 'active',
        })
        .pipe(map((r) => (isLeft(r) ? r : right<StreamError, Cached>({ answer: r.right, fetchedAt: d.clock.now() }))));
    return concat(
      of(loading<StreamView, StreamError>(previous)),
      cache.get(key, load).pipe(
        map((r): AsyncState<StreamView, StreamError> => (isLeft(r) ? failed(r.left, StreamMessages.errorMessage, previous) : ok(view(r.right)))),
      ),
    );
  };
};
