// /account/history: past orders, newest first, each with Reorder when its items can be ordered again (the
// previous order with the same order id; domain rule previousOrderOf): its lines go into the cart at its own
// store and the member lands on /menu/cart to review them, told there of each line that could not come and why
// (or here, when none could).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderHistoryEntry } from '@crema/domain/account';
import { previousOrderOf, type PreviousOrderView, type ReorderOutcome } from '@crema/domain/ordering';
import { starsLabel } from '@crema/domain/rewards';
import { orderTrackPath } from '../../../app/paths';
import { isTrackable, OrderProgressTexts } from '@crema/domain/order-progress';
import { loadCapability, useCapability } from '../../../app/capabilities';
import { useContainer, useService } from '../../../app/services';
import { useAsyncAction } from '../../../app/useAsyncAction';
import { useSession } from '../../../app/useSession';
import { T } from '../../../app/tokens';
import { formatDate, formatMoney } from '../../../ui/format';
import { FailureNotice } from '../../../ui/FailureNotice';
import { OrderingTokens, type Reorder } from '../../../app/capability-tokens/ordering';
import { AccountShell } from '../../../ui/AccountShell';
import { ReorderLeftOut } from '../../shared/reorder/ReorderLeftOut';
import { useReorder } from '../../shared/reorder/useReorder';
import { EmptyState, Loaded } from '../../../ui/states';
import { useLoad } from '../../../app/useObservable';
import { AccountTokens } from '../tokens';
import { HistoryTabs } from './HistoryTabs';
import { Fact } from '../../../ui/Fact';

interface Reorderer {
  readonly previous: readonly PreviousOrderView[];
  readonly reorder: Reorder;
}

/** Binds the ordering capability without suspending the page: true once bound. */
const useOrderingBound = (): boolean => {
  const container = useContainer();
  const [bound, setBound] = useState(false);
  useEffect(() => {
    let live = true;
    void loadCapability(container, 'ordering').then(() => {
      if (live) setBound(true);
    });
    return () => {
      live = false;
    };
  }, [container]);
  return bound;
};

/**
 * The member's previous orders, loaded beside the history, which never waits for them: the Reorder buttons
 * appear once they are known (none after a failure). Rendered once the ordering capability is bound.
 */
const ReorderSource = ({ onReady }: { onReady: (r: Reorderer) => void }) => {
  const session = useSession();
  const list = useService(OrderingTokens.ListPreviousOrders);
  const reorder = useService(OrderingTokens.Reorder);
  const [state, load] = useAsyncAction(list);
  useEffect(() => load({ session }), [load, session]);
  const previous = state.status === 'ok' ? state.value.orders : undefined;
  useEffect(() => {
    if (previous !== undefined) onReady({ previous, reorder });
  }, [previous, reorder, onReady]);
  return null;
};

interface ReorderButton {
  readonly run: () => void;
  readonly busy: boolean;
  /** Nothing of this order could come: why of each line. */
  readonly nothingCame?: ReorderOutcome;
}

const OrderCard = ({ order, locale, reorder, trackable = false }: { order: OrderHistoryEntry; locale: string; reorder: ReorderButton | undefined; trackable?: boolean }) => (
  <li className="card hist-item">
    <div className="hist-item__head">
      <h2 className="hist-item__title">{order.storeName}</h2>
      <time className="muted" dateTime={new Date(order.placedAt).toISOString()}>
        {formatDate(order.placedAt, locale)}
      </time>
    </div>
    <ul className="hist-lines" aria-label="Items">
      {order.items.map((item, i) => (
        <li key={`${item.name}-${i}`}>
          <span className="hist-qty">{item.quantity} ×</span> {item.name}
          {item.detail && <span className="muted">, {item.detail}</span>}
        </li>
      ))}
    </ul>
    <div className="hist-foot">
      <dl className="hist-figures">
        <Fact term="Total">{formatMoney(order.total, locale)}</Fact>
        <div>
          <dt>Stars earned</dt>
          <dd className="hist-stars">
            <span aria-hidden="true">★ </span>
            {starsLabel(order.starsEarned)}
          </dd>
        </div>
      </dl>
      {/* A recent order's live page (issue #28), named by its order for a screen reader. */}
      {trackable && (
        <Link className="btn btn--secondary btn--small" to={orderTrackPath(order.orderId)}>
          {OrderProgressTexts.trackOrder}{' '}<span className="visually-hidden">placed {formatDate(order.placedAt, locale)} at {order.storeName}</span>
        </Link>
      )}
      {reorder !== undefined && (
        <button type="button" className="btn btn--secondary btn--small" onClick={reorder.run} disabled={reorder.busy} aria-busy={reorder.busy}>
          {/* Each button names its order: a list of plain 'Reorder' buttons says nothing to a screen reader. */}
          {reorder.busy ? 'Reordering…' : 'Reorder'}{' '}<span className="visually-hidden">your order of {formatDate(order.placedAt, locale)} at {order.storeName}</span>
        </button>
      )}
    </div>
    {reorder?.nothingCame !== undefined && <ReorderLeftOut outcome={reorder.nothingCame} />}
  </li>
);

/** /account/history: past orders, newest first. */
export default function HistoryPage() {
  useCapability('account');
  const uc = useService(AccountTokens.UseCases);
  const { locale } = useService(T.Config);
  const clock = useService(T.Clock);
  const [state, reload] = useLoad(() => uc.listOrders(), [uc.listOrders]);
  const orderingBound = useOrderingBound();
  const [reorderer, setReorderer] = useState<Reorderer | undefined>(undefined);
  const reordering = useReorder(reorderer?.reorder);
  const failure = reordering.failure;
  const reorderOf = (o: OrderHistoryEntry): ReorderButton | undefined => {
    const p = reorderer === undefined ? undefined : previousOrderOf(o.orderId, reorderer.previous);
    if (p === undefined) return undefined;
    const nothingCame = reordering.nothingCame?.id === o.orderId ? reordering.nothingCame.outcome : undefined;
    return { run: () => reordering.start(p, o.orderId), busy: reordering.busyId === o.orderId, ...(nothingCame !== undefined ? { nothingCame } : {}) };
  };
  return (
    <AccountShell title="History">
      {orderingBound && <ReorderSource onReady={setReorderer} />}
      <HistoryTabs />
      {failure !== undefined && <FailureNotice failure={failure} on={{ gotIt: reordering.dismiss, retry: reordering.dismiss }} takeFocus />}
      <Loaded state={state} retry={reload} what="your orders">
        {(orders) =>
          orders.length === 0 ? (
            <EmptyState
              title="No orders yet"
              action={<Link className="btn" to="/menu">Start an order</Link>}
            >
              When you order ahead, your orders show up here with the Stars they earned.
            </EmptyState>
          ) : (
            <ul className="hist-list" aria-label="Orders">
              {orders.map((o) => (
                <OrderCard key={o.orderId} order={o} locale={locale} reorder={reorderOf(o)} trackable={isTrackable(o.placedAt, clock.now())} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </AccountShell>
  );
}
