// /orders/{orderId}: a placed order's progress (issue #28): store, pickup time, items and the progress line,
// updated without a reload by the domain's tracking flow (live stream, polling while it is cut, and saying so).
// A polite live region reads each change. A guest's link carries ?token=.
import { Suspense, useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { liveModeText, OrderProgressTexts, OrderStageLabels, orderProgressErrorMessage, type OrderProgress } from '@crema/domain/order-progress';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useObservable } from '../../app/useObservable';
import { Page } from '../../ui/Page';
import { Notice } from '../../ui/Notice';
import { LoadError, LoadingBlock } from '../../ui/states';
import { OrderProgressTokens } from './tokens';
import { ProgressLine } from './ProgressLine';
import { ItemList } from '../shared/order-items/ItemList';
import { formatTime } from '../shared/order-items/format-time';
import './order-progress.css';

const PickupTime = ({ p }: { p: OrderProgress }) => {
  if (p.stage === 'pickedUp') return <>{OrderStageLabels.pickedUp}</>;
  if (p.stage === 'cancelled') return <>{OrderStageLabels.cancelled}</>;
  if (p.stage === 'ready') return <>Ready now</>;
  if (p.scheduledFor !== undefined) return <>Scheduled for {formatTime(p.scheduledFor)}</>;
  return p.estimatedReadyAt !== undefined ? <>Ready around {formatTime(p.estimatedReadyAt)}</> : null;
};

const Tracking = ({ orderId, token }: { orderId: string; token: string | undefined }) => {
  useCapability('orderProgress');
  const create = useService(OrderProgressTokens.CreateTracking);
  const flow = useMemo(() => create(orderId, token), [create, orderId, token]);
  useEffect(() => {
    flow.start();
    return () => flow.dispose();
  }, [flow]);
  const state = useObservable(flow.state$, flow.current());
  const p = state.progress;
  return (
    <>
      {/* Each change, read once by a screen reader (polite: it waits for a pause). */}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {state.announcement}
      </p>
      {state.status === 'failed' && state.error !== undefined && <LoadError message={orderProgressErrorMessage(state.error)} retry={flow.retry} />}
      {p === undefined && state.status === 'loading' && <LoadingBlock label="Loading your order" />}
      {p !== undefined && (
        <div className="order-progress stack">
          <div className="card stack">
            <dl className="order-progress__facts">
              <div><dt>Order number</dt><dd>{p.orderNumber}</dd></div>
              <div><dt>Pickup store</dt><dd>{p.storeName}</dd></div>
              <div><dt>Pickup</dt><dd><PickupTime p={p} /></dd></div>
              {p.arrival !== undefined && (
                <div><dt>Check-in</dt><dd>{p.arrival.parkingSpot !== undefined ? `Parking spot ${p.arrival.parkingSpot}, ` : ''}checked in at {formatTime(p.arrival.arrivedAt)}</dd></div>
              )}
            </dl>
            <ProgressLine progress={p} />
            {p.stage === 'cancelled' && <Notice tone="warn">The store cancelled this order{p.cancelReason !== undefined ? `: ${p.cancelReason}` : ''}. Your payment goes back to where it came from.</Notice>}
            {p.stage !== 'pickedUp' && p.stage !== 'cancelled' && <p className={`order-progress__live order-progress__live--${state.mode}`}>{liveModeText(state.mode)}</p>}
          </div>
          <section className="card stack" aria-labelledby="order-items">
            <h2 id="order-items">Items</h2>
            <ItemList items={p.items} />
          </section>
        </div>
      )}
    </>
  );
};

export default function OrderTrackingPage() {
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? undefined;
  return (
    <Page title={OrderProgressTexts.pageTitle} narrow>
      <Suspense fallback={<LoadingBlock label="Loading your order" />}>
        <Tracking orderId={orderId} token={token} />
      </Suspense>
    </Page>
  );
}
