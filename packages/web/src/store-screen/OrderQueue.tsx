// The partner's queue as the domain's store queue flow states it: loading, a failed read with a retry, or the
// open orders by pickup time with how live the list is. Changes are said in a polite live region. When an order
// leaves the list by the partner's own move (picked up, cancelled), focus goes to the list's heading rather than
// being lost with the card.
import { useEffect, useRef } from 'react';
import { liveModeText, orderProgressErrorMessage, OrderProgressTexts, type OrderMoveRequest, type StoreQueueFlow, type StoreQueueState } from '@crema/domain/order-progress';
import { OrderCard } from './OrderCard';

const ENDS_THE_ORDER: ReadonlySet<OrderMoveRequest['move']> = new Set(['markPickedUp', 'cancel']);

export const OrderQueue = ({ flow, state }: { flow: StoreQueueFlow; state: StoreQueueState }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  const leaving = useRef<string | undefined>(undefined);
  const q = state.queue;

  useEffect(() => {
    const id = leaving.current;
    if (id === undefined || q === undefined) return;
    if (state.moveErrors[id] !== undefined) leaving.current = undefined;
    else if (!q.orders.some((o) => o.orderId === id)) {
      leaving.current = undefined;
      heading.current?.focus();
    }
  }, [q, state.moveErrors]);

  const move = (orderId: string) => (request: OrderMoveRequest) => {
    if (ENDS_THE_ORDER.has(request.move)) leaving.current = orderId;
    flow.move(orderId, request);
  };

  if (state.status === 'failed' && state.error !== undefined) {
    return (
      <div className="store-notice store-notice--error" role="alert">
        <p>{orderProgressErrorMessage(state.error)}</p>
        <button type="button" className="store-btn store-btn--secondary" onClick={flow.retry}>Try again</button>
      </div>
    );
  }
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">{state.announcement}</p>
      {q === undefined ? (
        <p className="store-loading" role="status">Loading orders…</p>
      ) : (
        <section className="store-queue" aria-labelledby="store-queue-heading">
          <div className="store-queue__bar">
            <h2 id="store-queue-heading" className="store-queue__count" ref={heading} tabIndex={-1}>
              {q.orders.length} open {q.orders.length === 1 ? 'order' : 'orders'}
            </h2>
            <p className={`store-live store-live--${state.mode}`}>{liveModeText(state.mode)}</p>
          </div>
          {q.orders.length === 0 ? (
            <p className="store-empty">{OrderProgressTexts.queueEmpty}</p>
          ) : (
            <ol className="store-list" aria-label="Open orders by pickup time">
              {q.orders.map((o) => (
                <OrderCard key={o.orderId} order={o} busy={state.pending.includes(o.orderId)} error={state.moveErrors[o.orderId]} onMove={move(o.orderId)} />
              ))}
            </ol>
          )}
        </section>
      )}
    </>
  );
};
