// The home stream's REST calls (spec section 7): GET /apiproxy/v1/stream-items for the signed-in member (401
// otherwise; the member is the session's) and GET /apiproxy/v1/unauth/stream-items for anyone, query locale,
// streamItemTypes, streamItemStatus=active and modifiedSince, decoded with the domain's codec (400 otherwise).
// 200 with { items }, 206 with the items that could be read, 304 with no body.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { STREAM_ITEMS_PATH, StreamItemsQueryCodec, UNAUTH_STREAM_ITEMS_PATH } from '@crema/domain/stream';
import type { ServerContext } from '../context';
import { decodeOr400 } from '../http/decode';
import { requireMember } from '../auth/sessions';
import { createStreamFeed, type StreamResult } from './feed';

const send = (reply: FastifyReply, r: StreamResult) => {
  reply.header('Cache-Control', 'private, no-store').header('Last-Modified', new Date(r.lastModified).toUTCString());
  return r.status === 304 ? reply.status(304).send() : reply.status(r.status).send({ items: r.items });
};

export const registerStream = (app: FastifyInstance, ctx: ServerContext): undefined => {
  const feed = createStreamFeed(ctx);
  app.get(STREAM_ITEMS_PATH, async (req, reply) => {
    const { memberId } = requireMember(req).session;
    return send(reply, await feed.answer({ kind: 'member', memberId }, decodeOr400(StreamItemsQueryCodec, req.query)));
  });
  app.get(UNAUTH_STREAM_ITEMS_PATH, async (req, reply) => send(reply, await feed.answer({ kind: 'guest' }, decodeOr400(StreamItemsQueryCodec, req.query))));
  return undefined;
};
