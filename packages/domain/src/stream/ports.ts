// What the stream needs from the outside world: GET /apiproxy/v1/stream-items (signed in) or
// /apiproxy/v1/unauth/stream-items (guest), query locale, streamItemTypes, streamItemStatus=active, modifiedSince.
import type { Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { FeedItemType } from '../shared';
import type { StreamError } from './errors';
import type { StreamItem } from './model';
import type { StreamAnswerStatus } from './rules';

export interface StreamQuery {
  /** 'member' reads the signed-in member's stream (401 when signed out); 'guest' the unauthenticated one. */
  readonly audience: 'member' | 'guest';
  readonly locale: string;
  readonly streamItemTypes: readonly FeedItemType[];
  readonly streamItemStatus: 'active';
  /** Epoch ms; the server may answer 304 when nothing changed since. */
  readonly modifiedSince?: number;
}

export interface StreamAnswer {
  /** 200 complete, 206 partial success, 304 not modified (treated as empty data). */
  readonly status: StreamAnswerStatus;
  readonly items: readonly StreamItem[];
}

export interface StreamFeed {
  getStreamItems(query: StreamQuery): Observable<Either<StreamError, StreamAnswer>>;
}
