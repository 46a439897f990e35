// The order-progress fakes (issue #28), for the demo build and tests: the orders the ordering fake placed, the
// moves kept in a table of their own, every rule the domain's (applyMove, estimatedReadyAt, ...). Live changes
// reach the streams of this browser tab (the fake has no other process). Its store orders act as a signed-in demo
// partner, or as the 1st & Pike demo partner when nobody of the store is signed in, so a test can move the demo's
// own orders (the partner's store screen itself is a page of the server's build only).
import { Subject, concat, defer, filter, map, of } from 'rxjs';
import { left, right } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import { receiptNumber, shortStoreNumber } from '@crema/domain/ordering';
import {
  applyMove,
  estimatedReadyAt,
  isOrderProgressCode,
  isPartnerOf,
  openQueue,
  QUEUE_LOOKBACK_MS,
  queueCustomerName,
  stageOf,
  stagesReached,
  type OrderActor,
  type OrderProgress,
  type OrderTracking,
  type StageReached,
  type StoreOrders,
  type StoreQueue,
  type StoreQueueOrder,
} from '@crema/domain/order-progress';
import { DEMO_MEMBER, DEMO_PARTNERS, NEW_MEMBER } from '@crema/catalog/members';
import { basketOf } from '@crema/catalog/ordering';
import type { FakeBackend, Table } from '../backend';
import { ordersTable, pricingsTable, type OrderRecord } from '../ordering/tables';
import { arrivalsAt } from '../pickup';

type KeptMove = StageReached & { readonly reason?: string };
type MovesByOrder = Readonly<Record<string, readonly KeptMove[]>>;
const movesTable = (b: FakeBackend): Table<MovesByOrder> => b.table<MovesByOrder>('order-progress.moves', () => ({}));

const changes = new WeakMap<FakeBackend, Subject<string>>();
const changesOf = (b: FakeBackend): Subject<string> => {
  let s = changes.get(b);
  if (s === undefined) changes.set(b, (s = new Subject<string>()));
  return s;
};

const FIRST_NAMES: Readonly<Record<string, string>> = { [DEMO_MEMBER.memberId]: DEMO_MEMBER.firstName, [NEW_MEMBER.memberId]: NEW_MEMBER.firstName };

const progressOf = (b: FakeBackend, rec: OrderRecord): StoreQueueOrder => {
  const o = rec.order;
  const pricing = pricingsTable(b).read()[o.orderId];
  const kept = movesTable(b).read()[o.orderId] ?? [];
  const moves = kept.map((m) => ({ stage: m.stage, at: m.at }));
  const ready = estimatedReadyAt({ placedAt: o.placedAt, ...(o.scheduledFor !== undefined ? { scheduledFor: o.scheduledFor } : {}), estimateMaxMinutes: rec.pickup.maxMinutes }, moves);
  const cancel = kept.find((m) => m.stage === 'cancelled');
  const arrival = arrivalsAt(b, o.storeNumber).filter((a) => a.orderToken === o.orderId).at(-1);
  return {
    orderId: o.orderId,
    orderNumber: receiptNumber(o.orderId),
    storeNumber: o.storeNumber,
    storeName: pricing?.store?.name ?? o.storeNumber,
    placedAt: o.placedAt,
    ...(o.scheduledFor !== undefined ? { scheduledFor: o.scheduledFor } : {}),
    items: basketOf(pricing?.items ?? []).map((i) => ({ name: i.product.name, quantity: i.quantity, sizeName: i.sizeName, customizations: i.childItems.map((c) => ({ name: c.name, ...(c.quantity !== undefined ? { quantity: c.quantity } : {}), ...(c.value !== undefined ? { value: c.value } : {}) })) })),
    stage: stageOf(moves),
    moves: stagesReached(o.placedAt, moves),
    ...(ready !== undefined ? { estimatedReadyAt: ready } : {}),
    ...(cancel?.reason !== undefined ? { cancelReason: cancel.reason } : {}),
    ...(arrival !== undefined ? { arrival: { parkingSpot: arrival.stallNumber, arrivedAt: arrival.arrivedAt } } : {}),
    customerName: queueCustomerName({ cupName: o.cupName, memberFirstName: rec.memberId !== undefined ? (FIRST_NAMES[rec.memberId] ?? 'Member') : undefined }),
  };
};

const asProgress = ({ customerName: _c, ...p }: StoreQueueOrder): OrderProgress => p;

/** The fake's guest link token: the order id reversed (a demo; the server's is an HMAC). */
export const fakeTrackToken = (orderId: string): string => [...orderId].reverse().join('');

export const createFakeOrderProgress = (b: FakeBackend): { tracking: OrderTracking; storeOrders: StoreOrders } => {
  const calls = b.typed(isOrderProgressCode);
  const notFound = () => left(domainError(ErrorCodes.NOT_FOUND, { status: 404 }));

  const readOrder = (orderId: string, token: string | undefined) => {
    const rec = ordersTable(b).read()[orderId];
    const member = b.currentMemberId();
    if (rec === undefined) return notFound();
    const mine = rec.memberId !== undefined ? rec.memberId === member : false;
    if (!mine && token !== fakeTrackToken(orderId)) return rec.memberId !== undefined && member === undefined && token === undefined ? left(domainError(ErrorCodes.UNAUTHORIZED, { status: 401 })) : notFound();
    return right(asProgress(progressOf(b, rec)));
  };

  const actor = (): OrderActor => {
    const signedIn = DEMO_PARTNERS.find((p) => p.memberId === b.currentMemberId());
    const p = signedIn ?? DEMO_PARTNERS[0];
    return { memberId: p.memberId, partnerOf: [p.storeNumber] };
  };

  const queueNow = (): StoreQueue => {
    const a = actor();
    const since = b.clock.now() - QUEUE_LOOKBACK_MS;
    const orders = Object.values(ordersTable(b).read())
      .filter((r) => isPartnerOf(a, r.order.storeNumber) && r.order.placedAt >= since)
      .map((r) => progressOf(b, r));
    const store = a.partnerOf[0] ?? '';
    return openQueue({ storeNumber: orders[0]?.storeNumber ?? store, storeName: orders[0]?.storeName ?? DEMO_STORE_NAMES[shortStoreNumber(store)] ?? store, orders });
  };

  return {
    tracking: {
      progress: (orderId, token) => calls.call('orderProgress', () => readOrder(orderId, token)),
      watch: (orderId, token) =>
        concat(
          of(right({ kind: 'open' as const })),
          defer(() => {
            const first = readOrder(orderId, token);
            return first._tag === 'Left' ? of(first) : of(right({ kind: 'change' as const, value: first.right }));
          }),
          changesOf(b).pipe(
            filter((id) => id === orderId),
            map(() => {
              const p = readOrder(orderId, token);
              return p._tag === 'Left' ? p : right({ kind: 'change' as const, value: p.right });
            }),
          ),
        ),
    },
    storeOrders: {
      queue: () => calls.call('storeQueue', () => right(queueNow())),
      watch: () =>
        concat(
          of(right({ kind: 'open' as const })),
          defer(() => of(right({ kind: 'change' as const, value: { kind: 'queue' as const, queue: queueNow() } }))),
          changesOf(b).pipe(
            map((id) => {
              const rec = ordersTable(b).read()[id];
              return rec === undefined ? right({ kind: 'change' as const, value: { kind: 'queue' as const, queue: queueNow() } }) : right({ kind: 'change' as const, value: { kind: 'order' as const, order: progressOf(b, rec) } });
            }),
          ),
        ),
      move: (orderId, request) =>
        calls.call('moveOrder', () => {
          const rec = ordersTable(b).read()[orderId];
          if (rec === undefined) return notFound();
          const kept = movesTable(b).read()[orderId] ?? [];
          const moved = applyMove({ storeNumber: rec.order.storeNumber, placedAt: rec.order.placedAt, moves: kept }, request, actor(), b.clock.now());
          if (moved._tag === 'Left') return moved;
          movesTable(b).update((t) => ({ ...t, [orderId]: [...kept, moved.right] }));
          queueMicrotask(() => changesOf(b).next(orderId));
          return right(progressOf(b, rec));
        }),
    },
  };
};

const DEMO_STORE_NAMES: Readonly<Record<string, string>> = { '10001': '1st & Pike', '10002': 'Westlake Center' };
