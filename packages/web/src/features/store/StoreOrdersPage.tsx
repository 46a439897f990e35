// /store/orders: the partner's screen (issue #28): the store's open orders by pickup time, each item and
// customization as the barista makes it, scheduled orders and curbside arrivals marked, kept live by the domain's
// store queue flow; the moves the domain allows at each stage as buttons, and a cancel with its reason.
import { Suspense, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  liveModeText,
  movesFrom,
  OrderMoveLabels,
  OrderProgressCodes,
  OrderProgressTexts,
  OrderStageLabels,
  orderProgressErrorMessage,
  type OrderProgressError,
  type StoreQueueFlow,
  type StoreQueueOrder,
} from '@crema/domain/order-progress';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useObservable } from '../../app/useObservable';
import { Page } from '../../ui/Page';
import { Notice } from '../../ui/Notice';
import { LoadError, LoadingBlock } from '../../ui/states';
import { ItemList } from '../shared/order-items/ItemList';
import { formatTime } from '../shared/order-items/format-time';
import { StoreTokens } from './tokens';
import './store.css';

const CancelForm = ({ order, flow, busy, onDone }: { order: StoreQueueOrder; flow: StoreQueueFlow; busy: boolean; onDone: () => void }) => {
  const [reason, setReason] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    flow.move(order.orderId, { move: 'cancel', reason });
    onDone();
  };
  return (
    <form className="store-order__cancel" onSubmit={submit}>
      <label htmlFor={id}>{OrderProgressTexts.cancelReasonLabel} (order {order.orderNumber})</label>
      <input id={id} value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={200} autoFocus />
      <div className="store-order__actions">
        <button type="submit" className="btn btn--danger" disabled={busy || reason.trim() === ''}>{OrderMoveLabels.cancel}</button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>Keep order</button>
      </div>
    </form>
  );
};

const OrderCard = ({ order, flow, busy, error }: { order: StoreQueueOrder; flow: StoreQueueFlow; busy: boolean; error: OrderProgressError | undefined }) => {
  const [cancelling, setCancelling] = useState(false);
  const headingId = useId();
  const moves = movesFrom(order.stage);
  return (
    <li className={`store-order store-order--${order.stage}`} aria-labelledby={headingId}>
      <div className="store-order__head">
        <h2 id={headingId} className="store-order__title">
          {order.customerName} <span className="store-order__number">#{order.orderNumber}</span>
        </h2>
        <span className="store-order__stage">{OrderStageLabels[order.stage]}</span>
      </div>
      <p className="store-order__time">
        {order.scheduledFor !== undefined ? (
          <><span className="tag tag--scheduled">{OrderProgressTexts.scheduled}</span> for {formatTime(order.scheduledFor)}</>
        ) : (
          <>Due {formatTime(order.estimatedReadyAt ?? order.placedAt)} · placed {formatTime(order.placedAt)}</>
        )}
      </p>
      {order.arrival !== undefined && (
        <p className="store-order__arrival">
          <span className="tag tag--curbside">{OrderProgressTexts.curbside}</span> Here{order.arrival.parkingSpot !== undefined ? ` at parking spot ${order.arrival.parkingSpot}` : ''} since {formatTime(order.arrival.arrivedAt)}
        </p>
      )}
      <ItemList items={order.items} />
      {error !== undefined && <Notice tone="error">{orderProgressErrorMessage(error)}</Notice>}
      {cancelling ? (
        <CancelForm order={order} flow={flow} busy={busy} onDone={() => setCancelling(false)} />
      ) : (
        <div className="store-order__actions">
          {moves.filter((m) => m !== 'cancel').map((m) => (
            <button key={m} type="button" className="btn" disabled={busy} aria-describedby={headingId} onClick={() => flow.move(order.orderId, { move: m })}>
              {OrderMoveLabels[m]}
            </button>
          ))}
          {moves.includes('cancel') && (
            <button type="button" className="btn btn--secondary" disabled={busy} aria-describedby={headingId} onClick={() => setCancelling(true)}>
              {OrderMoveLabels.cancel}
            </button>
          )}
        </div>
      )}
    </li>
  );
};

const Queue = () => {
  useCapability('orderProgress');
  const create = useService(StoreTokens.CreateQueue);
  const flow = useMemo(() => create(), [create]);
  useEffect(() => {
    flow.start();
    return () => flow.dispose();
  }, [flow]);
  const state = useObservable(flow.state$, flow.current());
  const q = state.queue;
  if (state.status === 'failed' && state.error !== undefined) {
    return state.error.code === OrderProgressCodes.NOT_A_PARTNER ? <Notice tone="warn">{OrderProgressTexts.notPartner}</Notice> : <LoadError message={orderProgressErrorMessage(state.error)} retry={flow.retry} />;
  }
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">{state.announcement}</p>
      {q === undefined ? (
        <LoadingBlock label="Loading orders" />
      ) : (
        <div className="store-queue stack">
          <p className="store-queue__store">
            <strong>{q.storeName}</strong> · {q.orders.length} open {q.orders.length === 1 ? 'order' : 'orders'} · <span className={`store-queue__live store-queue__live--${state.mode}`}>{liveModeText(state.mode)}</span>
          </p>
          {q.orders.length === 0 ? (
            <p>{OrderProgressTexts.queueEmpty}</p>
          ) : (
            <ol className="store-queue__list" aria-label="Open orders by pickup time">
              {q.orders.map((o) => (
                <OrderCard key={o.orderId} order={o} flow={flow} busy={state.pending.includes(o.orderId)} error={state.moveErrors[o.orderId]} />
              ))}
            </ol>
          )}
        </div>
      )}
    </>
  );
};

export default function StoreOrdersPage() {
  return (
    <Page title={OrderProgressTexts.queueTitle} heading="Store orders">
      <Suspense fallback={<LoadingBlock label="Loading orders" />}>
        <Queue />
      </Suspense>
    </Page>
  );
}
