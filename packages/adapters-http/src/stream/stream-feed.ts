// The StreamFeed port over HTTP (spec section 7): GET /apiproxy/v1/stream-items (member) or
// /apiproxy/v1/unauth/stream-items (guest), query locale, streamItemTypes (repeated), streamItemStatus=active
// and modifiedSince (epoch ms) when asked. 206 is a partial success with its items, 304 empty data; the body is
// decoded with the domain's stream codec (a malformed answer is DECODE_ERROR, never a crash).
import { map } from 'rxjs';
import { map as mapRight } from 'fp-ts/Either';
import { isStreamErrorCode, STREAM_ITEMS_PATH, StreamItemsBodyCodec, UNAUTH_STREAM_ITEMS_PATH, type StreamAnswer, type StreamFeed } from '@crema/domain/stream';
import { typedClient, type HttpClient, type RestResult } from '../client';

const answerOf = (r: RestResult<{ readonly items: StreamAnswer['items'] }>): StreamAnswer =>
  r.kind === 'partial' ? { status: 206, items: r.data.items } : r.kind === 'ok' ? { status: 200, items: r.data.items } : { status: 304, items: [] };

export const createHttpStreamFeed = (client: HttpClient): StreamFeed => ({
  getStreamItems: (q) =>
    typedClient(client, isStreamErrorCode)
      .rest({
        method: 'GET',
        path: q.audience === 'guest' ? UNAUTH_STREAM_ITEMS_PATH : STREAM_ITEMS_PATH,
        query: {
          locale: q.locale,
          streamItemTypes: q.streamItemTypes,
          streamItemStatus: q.streamItemStatus,
          ...(q.modifiedSince !== undefined ? { modifiedSince: q.modifiedSince } : {}),
        },
        decoder: StreamItemsBodyCodec,
      })
      .pipe(map(mapRight(answerOf))),
});
