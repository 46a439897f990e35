// The order-progress adapter's live streams over an EventSource double: 'open', each event decoded with the
// domain's codecs (with its id for the resume), a cut or an undecodable event as the end of the stream, the
// resume id in the URL, and the EventSource closed when the flow lets go.
import { describe, expect, it } from 'vitest';
import { createSeededIds, ErrorCodes } from '@crema/domain';
import type { LiveUpdate, OrderProgress } from '@crema/domain/order-progress';
import type { Either } from 'fp-ts/Either';
import { createHttpClient } from '../client';
import { createHttpOrderProgress, type EventSourceLike } from './order-progress';

type Listener = (e: { readonly data?: unknown; readonly lastEventId?: string }) => void;
const sources: { url: string; listeners: Map<string, Listener[]>; closed: boolean; emit: (type: string, e?: { data?: unknown; lastEventId?: string }) => void }[] = [];
const open = (url: string): EventSourceLike => {
  const listeners = new Map<string, Listener[]>();
  const s = { url, listeners, closed: false, emit: (type: string, e: { data?: unknown; lastEventId?: string } = {}) => (listeners.get(type) ?? []).forEach((l) => l(e)) };
  sources.push(s);
  return { addEventListener: (type, l) => listeners.set(type, [...(listeners.get(type) ?? []), l]), close: () => void (s.closed = true) };
};

const progress: OrderProgress = { orderId: 'o 1', orderNumber: 'O1', storeNumber: '10001', storeName: '1st & Pike', placedAt: 1, items: [], stage: 'preparing', moves: [{ stage: 'received', at: 1 }, { stage: 'preparing', at: 2 }] };
const ports = () => createHttpOrderProgress(createHttpClient({ baseUrl: 'http://x', locale: 'en-US', ids: createSeededIds(1) }), { baseUrl: 'http://x/', openEventSource: open });

describe('order progress over EventSource', () => {
  it('opens, decodes each change with its id, resumes by URL, and ends on a cut', () => {
    const got: Either<unknown, LiveUpdate<OrderProgress>>[] = [];
    let done = false;
    ports().tracking.watch('o 1', 'tok', '7.0').subscribe({ next: (u) => got.push(u), complete: () => (done = true) });
    const s = sources.at(-1);
    expect(s?.url).toBe('http://x/apiproxy/v1/orders/o%201/progress/events?token=tok&lastEventId=7.0');
    s?.emit('open');
    s?.emit('progress', { data: JSON.stringify(progress), lastEventId: '8.0' });
    expect(got).toEqual([{ _tag: 'Right', right: { kind: 'open' } }, { _tag: 'Right', right: { kind: 'change', eventId: '8.0', value: progress } }]);
    s?.emit('error');
    expect(got.at(-1)).toMatchObject({ _tag: 'Left', left: { code: ErrorCodes.NETWORK } });
    expect([done, s?.closed]).toEqual([true, true]);
  });

  it('ends with DECODE_ERROR on an event that is not an order progress, and closes when unsubscribed', () => {
    const got: Either<{ code: string }, unknown>[] = [];
    ports().tracking.watch('o1').subscribe((u) => got.push(u));
    sources.at(-1)?.emit('progress', { data: '{"stage":"teleported"}' });
    expect(got).toEqual([expect.objectContaining({ _tag: 'Left', left: expect.objectContaining({ code: ErrorCodes.DECODE }) })]);
    const sub = ports().storeOrders.watch().subscribe(() => undefined);
    const s = sources.at(-1);
    expect(s?.url).toBe('http://x/apiproxy/v1/store/orders/events');
    sub.unsubscribe();
    expect(s?.closed).toBe(true);
  });
});
