// Order progress's REST calls and event streams (paths: the domain's order-progress wire codecs).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as t from 'io-ts';
import { shortStoreNumber } from '@crema/domain/ordering';
import { LIVE_MAX_RETRY_MS } from '@crema/domain/order-progress';
import { OrderProgressEvents, OrderMoveRequestCodec, ORDERS_API_PATH, STORE_ORDERS_API_PATH, STORE_ORDERS_EVENTS_API_PATH } from '@crema/domain/order-progress/wire';
import type { ServerContext } from '../context';
import { decodeOr400 } from '../http/decode';
import { requireMember } from '../auth/sessions';
import { createOrderProgress } from './progress';
import { storeDirectoryOf } from '../stores/store-directory';
import { openEventStream, progressHubOf, readOncePerNotice, registerStreamClosing, serially, type EventStream } from './live';
import { TOO_MANY_REQUESTS } from '../http/failure';
import { streamSlotsOf } from './stream-slots';

const ProgressQuery = t.partial({ token: t.string, lastEventId: t.string });
const OrderParams = t.type({ orderId: t.string });

const lastEventIdOf = (req: FastifyRequest, query: { lastEventId?: string }): string | undefined => {
  const h = req.headers['last-event-id'];
  return typeof h === 'string' && h !== '' ? h : query.lastEventId;
};

export const registerOrderProgress = (app: FastifyInstance, ctx: ServerContext): undefined => {
  const progress = createOrderProgress(ctx, storeDirectoryOf(app, ctx));
  const hub = progressHubOf(app, ctx.db);
  registerStreamClosing(app);
  const memberOf = (req: FastifyRequest): string | undefined => req.signedIn?.session.memberId;
  const progressOnce = readOncePerNotice<Awaited<ReturnType<typeof progress.readProgress>>>();
  const queueOrderOnce = readOncePerNotice<Awaited<ReturnType<typeof progress.queueOrder>>>();
  const slots = streamSlotsOf(app);

  /**
   * `viewer`'s stream, once they hold fewer than the cap open in this process (stream-slots.ts); else 429. The slot
   * is taken as the stream opens (no await between: a burst cannot pass the cap) and given back when it ends.
   */
  const openFor = (viewer: string, req: FastifyRequest, reply: FastifyReply, onOpen: (s: EventStream) => () => void): FastifyReply => {
    const release = slots.take(viewer);
    // A slot frees only when one of the viewer's streams ends: the web's longest wait between tries.
    if (release === undefined) return reply.status(429).header('retry-after', String(LIVE_MAX_RETRY_MS / 1000)).send({ code: TOO_MANY_REQUESTS });
    try {
      openEventStream(app, req, reply, (stream) => {
        const off = onOpen(stream);
        return () => {
          off();
          release();
        };
      });
    } catch (e) {
      release();
      throw e;
    }
    return reply;
  };

  app.get<{ Params: { orderId: string } }>(`${ORDERS_API_PATH}/:orderId/progress`, async (req) => {
    const { orderId } = decodeOr400(OrderParams, req.params);
    const q = decodeOr400(ProgressQuery, req.query);
    return (await progress.readProgress(orderId, memberOf(req), q.token)).progress;
  });

  app.get<{ Params: { orderId: string } }>(`${ORDERS_API_PATH}/:orderId/progress/events`, async (req, reply) => {
    const { orderId } = decodeOr400(OrderParams, req.params);
    const q = decodeOr400(ProgressQuery, req.query);
    const memberId = memberOf(req);
    // Refusals answer as any call does, before the stream opens.
    const first = await progress.readProgress(orderId, memberId, q.token);
    let version = lastEventIdOf(req, q);
    // A member counts as themself, whichever order; a guest's link as its order.
    return openFor(memberId !== undefined ? `member:${memberId}` : `order:${orderId}`, req, reply, (stream) => {
      const run = serially();
      const send = (p: typeof first): void => {
        if (p.version === version) return;
        version = p.version;
        stream.send({ event: OrderProgressEvents.progress, id: p.version, data: p.progress });
      };
      send(first);
      return hub.subscribe((n) => {
        if (n.kind === 'change' && n.orderId !== orderId) return;
        run(async () => {
          if (!stream.closed) send(await progressOnce(n, `${orderId}|${memberId ?? ''}|${q.token ?? ''}`, () => progress.readProgress(orderId, memberId, q.token)));
        });
      });
    });
  });

  app.get(STORE_ORDERS_API_PATH, async (req) => progress.queue(await progress.actorOf(requireMember(req).session.memberId)));

  app.get(STORE_ORDERS_EVENTS_API_PATH, async (req, reply) => {
    const actor = await progress.actorOf(requireMember(req).session.memberId);
    const first = await progress.queue(actor);
    const mine = new Set(actor.partnerOf.map(shortStoreNumber));
    return openFor(`member:${actor.memberId}`, req, reply, (stream) => {
      const run = serially();
      stream.send({ event: OrderProgressEvents.queue, data: first });
      return hub.subscribe((n) => {
        if (n.kind === 'resync') {
          run(async () => stream.send({ event: OrderProgressEvents.queue, data: await progress.queue(actor) }));
          return;
        }
        if (!mine.has(shortStoreNumber(n.storeNumber))) return;
        run(async () => stream.send({ event: OrderProgressEvents.order, data: await queueOrderOnce(n, `${actor.memberId}|${n.orderId}`, () => progress.queueOrder(actor, n.orderId)) }));
      });
    });
  });

  app.post<{ Params: { orderId: string } }>(`${STORE_ORDERS_API_PATH}/:orderId/moves`, async (req) => {
    const actor = await progress.actorOf(requireMember(req).session.memberId);
    const { orderId } = decodeOr400(OrderParams, req.params);
    return progress.move(actor, orderId, decodeOr400(OrderMoveRequestCodec, req.body));
  });
  return undefined;
};
