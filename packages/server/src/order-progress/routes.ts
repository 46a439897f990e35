// Order progress's REST calls and event streams (paths: the domain's order-progress wire codecs).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as t from 'io-ts';
import { shortStoreNumber } from '@crema/domain/ordering';
import { OrderProgressEvents, OrderMoveRequestCodec, ORDERS_API_PATH, STORE_ORDERS_API_PATH, STORE_ORDERS_EVENTS_API_PATH } from '@crema/domain/order-progress/wire';
import type { ServerContext } from '../context';
import { decodeOr400 } from '../http/decode';
import { requireMember } from '../auth/sessions';
import { createOrderProgress } from './progress';
import { storeDirectoryOf } from '../stores/store-directory';
import { openEventStream, progressHubOf, readOncePerNotice, registerStreamClosing, serially } from './live';

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
    openEventStream(app, req, reply, (stream) => {
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
    return reply;
  });

  app.get(STORE_ORDERS_API_PATH, async (req) => progress.queue(await progress.actorOf(requireMember(req).session.memberId)));

  app.get(STORE_ORDERS_EVENTS_API_PATH, async (req, reply) => {
    const actor = await progress.actorOf(requireMember(req).session.memberId);
    const first = await progress.queue(actor);
    const mine = new Set(actor.partnerOf.map(shortStoreNumber));
    openEventStream(app, req, reply, (stream) => {
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
    return reply;
  });

  app.post<{ Params: { orderId: string } }>(`${STORE_ORDERS_API_PATH}/:orderId/moves`, async (req) => {
    const actor = await progress.actorOf(requireMember(req).session.memberId);
    const { orderId } = decodeOr400(OrderParams, req.params);
    return progress.move(actor, orderId, decodeOr400(OrderMoveRequestCodec, req.body));
  });
  return undefined;
};
