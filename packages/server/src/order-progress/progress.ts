// Order progress on the server (issue #28): the customer's and the partner's read models of an order, and the
// partner's moves. A move runs in one transaction: the order row locked, the domain's applyMove at the server's
// clock (who may, which move, its time), the move kept, and its consequences with it: "Ready for pickup" queues
// the customer's e-mail; a cancel gives the payment back (refunds.ts) and reverses the order's Stars (the rewards
// ledger's reverseOrderStarsInTx). Commit sends NOTIFY (migration 0026).
//
// Access: a member reads their own orders; anyone with the order's track token (a guest's tokenized link, an
// HMAC of the order id under the server's key) reads that order; anyone else is told 404 (no session and no
// token: 401). Only a partner of the order's store sees or moves it: a member who is no partner is refused 403,
// a partner of another store 404.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Selectable } from 'kysely';
import { domainError, ErrorCodes } from '@crema/domain';
import { receiptNumber, shortStoreNumber } from '@crema/domain/ordering';
import {
  applyMove,
  estimatedReadyAt,
  moveRefusalFor,
  openQueue,
  OrderProgressCodes,
  QUEUE_LOOKBACK_MS,
  queueCustomerName,
  stageOf,
  stagesReached,
  type OrderActor,
  type OrderMoveRequest,
  type OrderProgress,
  type StageReached,
  type StoreQueue,
  type StoreQueueOrder,
} from '@crema/domain/order-progress';
import type { ServerContext } from '../context';
import type { Db, Tx } from '../db/database';
import { DomainFailure } from '../http/failure';
import { cardKeyHex } from '../cards/secrets';
import type { OrdersTable } from '../ordering/tables';
import type { OrderMovesTable } from './tables';
import { partnerStoresOf } from './partners';
import type { StoreDirectory } from '../stores/store-directory';
import { refundCancelledOrderInTx } from './refunds';
import { reverseOrderStarsInTx } from '../rewards/stars';

/** The customer's order page in the web app (the server names it for e-mails, as it names the reset page). */
export const ORDER_PAGE = '/orders';

const fail = (code: string, status: number): never => {
  throw new DomainFailure(domainError(code, { status }));
};

/** A guest's (or an e-mail's) link to one order: an HMAC of its id under the server's key, never stored. */
export const trackTokenOf = (orderId: string): string => createHmac('sha256', Buffer.from(cardKeyHex(), 'hex')).update(`order-track:${orderId}`).digest('base64url').slice(0, 32);
const sameToken = (orderId: string, token: string | undefined): boolean => {
  if (token === undefined) return false;
  const a = Buffer.from(trackTokenOf(orderId));
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};
export const trackUrlOf = (publicUrl: string, orderId: string, withToken: boolean): string =>
  `${publicUrl.replace(/\/+$/, '')}${ORDER_PAGE}/${encodeURIComponent(orderId)}${withToken ? `?token=${trackTokenOf(orderId)}` : ''}`;

type OrderRow = Pick<Selectable<OrdersTable>, 'order_id' | 'member_id' | 'guest_email' | 'store_number' | 'store_name' | 'placed_at' | 'basket' | 'placed' | 'pickup'>;
type MoveRow = Pick<Selectable<OrderMovesTable>, 'order_id' | 'move_id' | 'stage' | 'at' | 'reason'>;
interface ArrivalRow {
  readonly order_token: string | null;
  readonly stall_number: number;
  readonly arrived_at: number;
}

const ORDER_COLUMNS = ['order_id', 'member_id', 'guest_email', 'store_number', 'store_name', 'placed_at', 'basket', 'placed', 'pickup'] as const;

/** The order as the customer sees it, from its row, its moves (in order) and its latest curbside check-in. */
export const progressOf = (o: OrderRow, moves: readonly MoveRow[], arrival: ArrivalRow | undefined): OrderProgress => {
  const placedAt = Number(o.placed_at);
  const kept: StageReached[] = moves.map((m) => ({ stage: m.stage, at: Number(m.at) }));
  const scheduledFor = o.placed?.scheduledFor;
  const ready = estimatedReadyAt({ placedAt, ...(scheduledFor !== undefined ? { scheduledFor } : {}), ...(o.pickup !== null ? { estimateMaxMinutes: o.pickup.maxMinutes } : {}) }, kept);
  const cancel = moves.find((m) => m.stage === 'cancelled');
  return {
    orderId: o.order_id,
    orderNumber: receiptNumber(o.order_id),
    storeNumber: o.store_number,
    storeName: o.store_name ?? o.store_number,
    placedAt,
    ...(scheduledFor !== undefined ? { scheduledFor } : {}),
    items: o.basket.map((i) => ({
      name: i.product.name,
      quantity: i.quantity,
      ...(i.sizeName !== '' ? { sizeName: i.sizeName } : {}),
      customizations: i.childItems.map((c) => ({ name: c.name, ...(c.quantity !== undefined ? { quantity: c.quantity } : {}), ...(c.value !== undefined ? { value: c.value } : {}) })),
    })),
    stage: stageOf(kept),
    moves: stagesReached(placedAt, kept),
    ...(ready !== undefined ? { estimatedReadyAt: ready } : {}),
    ...(cancel?.reason != null ? { cancelReason: cancel.reason } : {}),
    ...(arrival !== undefined ? { arrival: { parkingSpot: arrival.stall_number, arrivedAt: Number(arrival.arrived_at) } } : {}),
  };
};

/** The order's live version: its last move's id and its check-in time, as an SSE event id. */
export const versionOf = (p: OrderProgress, lastMoveId: number | undefined): string => `${lastMoveId ?? 0}.${p.arrival?.arrivedAt ?? 0}`;

/** `stores`: the app's store directory, naming the partner's store when it has no open order. */
export const createOrderProgress = (ctx: ServerContext, stores?: Pick<StoreDirectory, 'find'>) => {
  const { db, clock } = ctx;

  const movesOf = async (q: Db | Tx, orderIds: readonly string[]): Promise<Map<string, MoveRow[]>> => {
    const by = new Map<string, MoveRow[]>();
    if (orderIds.length === 0) return by;
    const rows = await q.selectFrom('order_moves').select(['order_id', 'move_id', 'stage', 'at', 'reason']).where('order_id', 'in', [...orderIds]).orderBy('seq').execute();
    for (const r of rows) by.set(r.order_id, [...(by.get(r.order_id) ?? []), r]);
    return by;
  };
  const arrivalsOf = async (q: Db | Tx, orderIds: readonly string[]): Promise<Map<string, ArrivalRow>> => {
    const by = new Map<string, ArrivalRow>();
    if (orderIds.length === 0) return by;
    const rows = await q.selectFrom('customer_arrivals').select(['order_token', 'stall_number', 'arrived_at']).where('order_token', 'in', [...orderIds]).orderBy('arrived_at').execute();
    for (const r of rows) if (r.order_token !== null) by.set(r.order_token, r);
    return by;
  };
  const namesOf = async (q: Db | Tx, memberIds: readonly string[]): Promise<Map<string, string>> => {
    if (memberIds.length === 0) return new Map();
    const rows = await q.selectFrom('members').select(['member_id', 'first_name']).where('member_id', 'in', [...new Set(memberIds)]).execute();
    return new Map(rows.map((r) => [r.member_id, r.first_name]));
  };

  /** The orders with their moves and check-ins, as the partner sees them. */
  const queueOrders = async (q: Db | Tx, rows: readonly OrderRow[]): Promise<StoreQueueOrder[]> => {
    const ids = rows.map((r) => r.order_id);
    const [moves, arrivals, names] = await Promise.all([movesOf(q, ids), arrivalsOf(q, ids), namesOf(q, rows.flatMap((r) => (r.member_id === null ? [] : [r.member_id])))]);
    return rows.map((r) => ({ ...progressOf(r, moves.get(r.order_id) ?? [], arrivals.get(r.order_id)), customerName: queueCustomerName({ cupName: r.placed?.cupName, memberFirstName: r.member_id === null ? undefined : names.get(r.member_id) }) }));
  };

  const placedOrder = (q: Db | Tx, orderId: string) => q.selectFrom('orders').select([...ORDER_COLUMNS]).where('order_id', '=', orderId).where('placed', 'is not', null);

  /** A placed order and its version, for its reader: 404 unless theirs (or the token is its own). */
  const readProgress = async (orderId: string, memberId: string | undefined, token: string | undefined): Promise<{ progress: OrderProgress; version: string }> => {
    const row = await placedOrder(db, orderId).executeTakeFirst();
    const allowed = row !== undefined && (sameToken(orderId, token) || (row.member_id !== null && row.member_id === memberId));
    if (!allowed) {
      if (memberId === undefined && token === undefined) return fail(ErrorCodes.UNAUTHORIZED, 401);
      return fail(ErrorCodes.NOT_FOUND, 404);
    }
    const [moves, arrivals] = await Promise.all([movesOf(db, [orderId]), arrivalsOf(db, [orderId])]);
    const kept = moves.get(orderId) ?? [];
    const progress = progressOf(row, kept, arrivals.get(orderId));
    return { progress, version: versionOf(progress, kept.at(-1)?.move_id) };
  };

  /** The partner behind a session: 403 for a member who is no store's partner. */
  const actorOf = async (memberId: string): Promise<OrderActor> => {
    const actor: OrderActor = { memberId, partnerOf: await partnerStoresOf(db, memberId) };
    const refusal = moveRefusalFor(actor, actor.partnerOf[0] ?? '');
    if (actor.partnerOf.length === 0 && refusal !== undefined) throw new DomainFailure(refusal);
    return actor;
  };

  /** The partner's store's open orders (placed within QUEUE_LOOKBACK_MS, not picked up nor cancelled), by pickup time. */
  const queue = async (actor: OrderActor): Promise<StoreQueue> => {
    const store = actor.partnerOf[0] ?? fail(OrderProgressCodes.NOT_A_PARTNER, 403);
    const short = shortStoreNumber(store);
    const rows = await db
      .selectFrom('orders')
      .select([...ORDER_COLUMNS])
      .where('placed', 'is not', null)
      .where((eb) => eb.or([eb('store_number', '=', short), eb('store_number', 'like', `${short}-%`)]))
      .where('placed_at', '>=', clock.now() - QUEUE_LOOKBACK_MS)
      .orderBy('placed_at')
      .execute();
    const orders = await queueOrders(db, rows);
    const facts = (await stores?.find(short))?.facts;
    return openQueue({ storeNumber: facts?.storeNumber ?? rows[0]?.store_number ?? short, storeName: facts?.name ?? rows[0]?.store_name ?? short, orders });
  };

  /** One order as its store's partner sees it (a partner of another store: 404). */
  const queueOrder = async (actor: OrderActor, orderId: string, q: Db | Tx = db): Promise<StoreQueueOrder> => {
    const row = await placedOrder(q, orderId).executeTakeFirst();
    if (row === undefined) return fail(ErrorCodes.NOT_FOUND, 404);
    const refusal = moveRefusalFor(actor, row.store_number);
    if (refusal !== undefined) throw new DomainFailure(refusal);
    const [order] = await queueOrders(q, [row]);
    return order ?? fail(ErrorCodes.NOT_FOUND, 404);
  };

  /** A partner's move, with its consequences, in one transaction. */
  const move = async (actor: OrderActor, orderId: string, request: OrderMoveRequest): Promise<StoreQueueOrder> =>
    db.transaction().execute(async (tx) => {
      const row = await placedOrder(tx, orderId).forUpdate().executeTakeFirst();
      if (row === undefined) return fail(ErrorCodes.NOT_FOUND, 404);
      const kept = (await movesOf(tx, [orderId])).get(orderId) ?? [];
      const moved = applyMove({ storeNumber: row.store_number, placedAt: Number(row.placed_at), moves: kept.map((m) => ({ stage: m.stage, at: Number(m.at) })) }, request, actor, clock.now());
      if (moved._tag === 'Left') throw new DomainFailure(moved.left);
      const stage = moved.right.stage;
      if (stage === 'received') return fail(OrderProgressCodes.MOVE_NOT_ALLOWED, 409);
      await tx
        .insertInto('order_moves')
        .values({ order_id: orderId, seq: kept.length + 1, stage, at: moved.right.at, partner_member_id: actor.memberId, reason: moved.right.reason ?? null })
        .execute();
      if (stage === 'ready') {
        const to = row.member_id === null ? row.guest_email : (await tx.selectFrom('members').select('email').where('member_id', '=', row.member_id).executeTakeFirst())?.email;
        if (to != null) {
          await ctx.outbox.enqueue(tx, {
            kind: 'order-ready',
            to,
            orderNumber: receiptNumber(orderId),
            storeName: row.store_name ?? row.store_number,
            trackUrl: trackUrlOf(ctx.outbox.publicUrl, orderId, row.member_id === null),
          });
        }
      }
      if (stage === 'cancelled') {
        // The money first, then the Stars: every order of the member locks the card before the Stars (one lock order).
        await refundCancelledOrderInTx(tx, ctx, row, moved.right.at);
        if (row.member_id !== null) await reverseOrderStarsInTx(tx, row.member_id, orderId, moved.right.at);
      }
      return queueOrder(actor, orderId, tx);
    });

  return { readProgress, actorOf, queue, queueOrder, move };
};

export type OrderProgressService = ReturnType<typeof createOrderProgress>;
