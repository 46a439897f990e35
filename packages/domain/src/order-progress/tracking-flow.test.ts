// The customer's order page flow in virtual time: live changes, a cut stream falling back to polling (and saying
// so), the resume after the last event, the polite announcements, and the partner's queue flow's moves.
import { describe, expect, it } from 'vitest';
import { of, Subject, type Observable } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes, httpStatusCode } from '../shared';
import { virtualTime } from '../ordering/test-virtual-time';
import type { OrderProgressError } from './errors';
import type { OrderProgress, StoreQueueOrder } from './model';
import type { LiveUpdate, OrderTracking, StoreOrders, StoreQueueChange } from './ports';
import { createOrderTrackingFlow } from './tracking-flow';
import { createStoreQueueFlow } from './store-queue-flow';
import { OrderProgressTexts, liveModeText } from './messages';

const T0 = Date.UTC(2026, 10, 25, 18);
const base: OrderProgress = { orderId: 'o1', orderNumber: 'O1', storeNumber: '10001', storeName: '1st & Pike', placedAt: T0, items: [], stage: 'received', moves: [{ stage: 'received', at: T0 }] };
const at = (stage: OrderProgress['stage'], n: number): OrderProgress => ({ ...base, stage, moves: [...base.moves, ...Array.from({ length: n }, () => ({ stage, at: T0 }))] });

const trackingDouble = () => {
  let current: OrderProgress = base;
  const streams: { lastEventId: string | undefined; s: Subject<Either<OrderProgressError, LiveUpdate<OrderProgress>>> }[] = [];
  let reads = 0;
  const port: OrderTracking = {
    progress: () => {
      reads += 1;
      return of(right(current));
    },
    watch: (_id, _token, lastEventId) => {
      const s = new Subject<Either<OrderProgressError, LiveUpdate<OrderProgress>>>();
      streams.push({ lastEventId, s });
      return s;
    },
  };
  return { port, streams, reads: () => reads, set: (p: OrderProgress) => (current = p) };
};

describe('order tracking flow', () => {
  it('shows each live change, announces it politely, and stops after pickup', () => {
    const vt = virtualTime(T0);
    const t = trackingDouble();
    const flow = createOrderTrackingFlow({ tracking: t.port, orderId: 'o1', scheduler: vt.scheduler });
    flow.start();
    expect(flow.current()).toMatchObject({ status: 'ready', mode: 'connecting', announcement: '' });
    const live = t.streams[0]?.s;
    live?.next(right({ kind: 'open' }));
    expect(liveModeText(flow.current().mode)).toBe(OrderProgressTexts.live);
    live?.next(right({ kind: 'change', eventId: '2', value: at('preparing', 1) }));
    expect(flow.current()).toMatchObject({ progress: { stage: 'preparing' }, announcement: 'Order status: Preparing.' });
    live?.next(right({ kind: 'change', eventId: '3', value: at('ready', 2) }));
    expect(flow.current().announcement).toBe('Order status: Ready for pickup.');
    live?.next(right({ kind: 'change', eventId: '4', value: at('pickedUp', 3) }));
    expect(flow.current().progress?.stage).toBe('pickedUp');
    expect(live?.observed).toBe(false);
  });

  it('polls while the stream is cut, says so, and resumes the stream after the last event', () => {
    const vt = virtualTime(T0);
    const t = trackingDouble();
    const flow = createOrderTrackingFlow({ tracking: t.port, orderId: 'o1', scheduler: vt.scheduler, pollMs: 5_000, retryMs: 3_000 });
    flow.start();
    t.streams[0]?.s.next(right({ kind: 'open' }));
    t.streams[0]?.s.next(right({ kind: 'change', eventId: '7', value: base }));
    t.streams[0]?.s.next(left(domainError(ErrorCodes.NETWORK)));
    expect(flow.current().mode).toBe('polling');
    expect(liveModeText('polling')).toBe(OrderProgressTexts.polling);
    // The reconnect comes after 3 s, resuming after event 7; it fails at once: the next try waits 6 s.
    vt.pass(3_000);
    expect(t.streams[1]?.lastEventId).toBe('7');
    t.streams[1]?.s.complete();
    const readsBefore = t.reads();
    t.set(at('preparing', 1));
    vt.pass(5_000);
    expect(t.reads()).toBeGreaterThan(readsBefore);
    expect(flow.current()).toMatchObject({ mode: 'polling', progress: { stage: 'preparing' }, announcement: 'Order status: Preparing.' });
    vt.pass(1_000);
    expect(t.streams).toHaveLength(3);
    t.streams[2]?.s.next(right({ kind: 'open' }));
    expect(flow.current().mode).toBe('live');
    const readsLive = t.reads();
    vt.pass(20_000);
    expect(t.reads()).toBe(readsLive);
    flow.dispose();
  });

  it('takes a stream refused at once (429: the viewer holds too many open) as a cut: it polls, says so, and tries again', () => {
    const vt = virtualTime(T0);
    const t = trackingDouble();
    const flow = createOrderTrackingFlow({ tracking: t.port, orderId: 'o1', scheduler: vt.scheduler, pollMs: 5_000, retryMs: 3_000 });
    flow.start();
    // No 'open': the server answered 429 (the HTTP adapter's EventSource sees only an error, passed on as NETWORK).
    t.streams[0]?.s.next(left(domainError(httpStatusCode(429), { status: 429 })));
    expect(flow.current()).toMatchObject({ status: 'ready', mode: 'polling', progress: { stage: 'received' } });
    expect(liveModeText(flow.current().mode)).toBe(OrderProgressTexts.polling);
    t.set(at('ready', 2));
    vt.pass(5_000);
    expect(flow.current()).toMatchObject({ mode: 'polling', progress: { stage: 'ready' }, announcement: 'Order status: Ready for pickup.' });
    // Refused again at the next try (after 3 s), then a slot is free at the one after (6 s later).
    expect(t.streams).toHaveLength(2);
    t.streams[1]?.s.next(left(domainError(httpStatusCode(429), { status: 429 })));
    vt.pass(6_000);
    t.streams[2]?.s.next(right({ kind: 'open' }));
    expect(flow.current().mode).toBe('live');
    flow.dispose();
  });

  it('fails only when there is nothing to show', () => {
    const vt = virtualTime(T0);
    const port: OrderTracking = { progress: () => of(left(domainError(ErrorCodes.NOT_FOUND, { status: 404 }))), watch: () => new Subject() };
    const flow = createOrderTrackingFlow({ tracking: port, orderId: 'x', scheduler: vt.scheduler });
    flow.start();
    expect(flow.current()).toMatchObject({ status: 'failed', error: { code: ErrorCodes.NOT_FOUND } });
    flow.dispose();
  });
});

describe('store queue flow', () => {
  const order = (id: string, placedAt: number, extra: Partial<StoreQueueOrder> = {}): StoreQueueOrder => ({ ...base, orderId: id, orderNumber: id.toUpperCase(), placedAt, moves: [{ stage: 'received', at: placedAt }], customerName: 'Avery', ...extra });

  it('keeps the open orders by pickup time, adds new ones live, and applies a move', () => {
    const vt = virtualTime(T0);
    const stream = new Subject<Either<OrderProgressError, LiveUpdate<StoreQueueChange>>>();
    const moved: string[] = [];
    const port: StoreOrders = {
      queue: () => of(right({ storeNumber: '10001', storeName: '1st & Pike', orders: [order('b', T0 + 2, { estimatedReadyAt: T0 + 9 }), order('a', T0 + 1, { estimatedReadyAt: T0 + 5 })] })),
      watch: (): Observable<Either<OrderProgressError, LiveUpdate<StoreQueueChange>>> => stream,
      move: (id, r) => {
        moved.push(`${id}:${r.move}`);
        return of(right(order(id, T0 + 1, { stage: 'preparing', moves: [{ stage: 'received', at: T0 + 1 }, { stage: 'preparing', at: T0 + 3 }] })));
      },
    };
    const flow = createStoreQueueFlow({ orders: port, scheduler: vt.scheduler });
    flow.start();
    expect(flow.current().queue?.orders.map((o) => o.orderId)).toEqual(['a', 'b']);
    stream.next(right({ kind: 'change', value: { kind: 'order', order: order('c', T0, { scheduledFor: T0 + 1_000 }) } }));
    expect(flow.current().announcement).toBe('New order C for Avery.');
    stream.next(right({ kind: 'change', value: { kind: 'order', order: order('c', T0, { scheduledFor: T0 + 1_000, arrival: { parkingSpot: 3, arrivedAt: T0 + 4 } }) } }));
    expect(flow.current().announcement).toBe('Avery is here at parking spot 3 (order C).');
    flow.move('a', { move: 'startPreparing' });
    expect(moved).toEqual(['a:startPreparing']);
    expect(flow.current().queue?.orders.find((o) => o.orderId === 'a')?.stage).toBe('preparing');
    stream.next(right({ kind: 'change', value: { kind: 'order', order: order('b', T0 + 2, { stage: 'cancelled' }) } }));
    expect(flow.current().queue?.orders.map((o) => o.orderId)).toEqual(['a', 'c']);
    flow.dispose();
  });
});
