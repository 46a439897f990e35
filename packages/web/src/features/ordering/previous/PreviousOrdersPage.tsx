// /menu/previous: the signed-in member's previous orders (cleaned by the domain: bad items dropped, empty
// orders hidden; express orders, type 141, marked), each reorderable into the cart at its store (the cart then says
// which lines could not come and why); the empty and guest
// states; and, right after an order, the success modal.
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isMember } from '@crema/domain';
import { type PreviousOrderView, type ReorderOutcome } from '@crema/domain/ordering';
import { OrderingPaths } from '../../../app/paths';
import { useCapability } from '../../../app/capabilities';
import { useService } from '../../../app/services';
import { useSession } from '../../../app/useSession';
import { formatDate, formatMoney } from '../../../ui/format';
import { FailureNotice } from '../../../ui/FailureNotice';
import { useOrderState } from '../checkout/hooks';
import { useAsyncAction } from '../../../app/useAsyncAction';
import type { PlacedOrderState } from '../checkout/usePlaceOrder';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { useCurrentStore } from '../shared/hooks';
import { MenuFrame } from '../shared/MenuFrame';
import { optionText } from '../shared/option-text';
import { SuccessModal } from './SuccessModal';
import { ReorderLeftOut } from '../../shared/reorder/ReorderLeftOut';
import { useReorder } from '../../shared/reorder/useReorder';
import '../checkout/checkout.css';

const OrderCard = ({ order, onReorder, busy, nothingCame }: { order: PreviousOrderView; onReorder: (o: PreviousOrderView) => void; busy: boolean; nothingCame: ReorderOutcome | undefined }) => {
  const titleId = `po-${order.orderId}`;
  return (
    <li className="co-card po-order">
      <div className="po-order__head">
        <h2 id={titleId} className="po-order__title">
          {formatDate(order.orderedAt)}
        </h2>
        {order.isExpress && <span className="po-badge">Express order</span>}
      </div>
      {order.storeName !== undefined && <p className="po-order__store">{order.storeName}</p>}
      <ul className="po-items">
        {order.basket.items.map((i, n) => (
          <li key={`${i.product.productNumber ?? 'x'}-${i.sku}-${n}`} className="po-item">
            <span className="po-item__name">
              {i.quantity > 1 ? `${i.quantity} × ` : ''}
              {i.product.name}
            </span>
            <span className="po-item__detail">
              {[i.sizeName, ...i.childItems.map((c) => optionText({ product: { name: c.name }, value: c.value, quantity: c.quantity }))].join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <div className="po-order__foot">
        <p className="po-order__total">{order.totalMinor !== undefined ? formatMoney(order.totalMinor) : ''}</p>
        <button type="button" className="btn btn--small" onClick={() => onReorder(order)} disabled={busy} aria-busy={busy}>
          {/* Each button names its order: a list of plain 'Reorder' buttons says nothing to a screen reader. */}
          {busy ? 'Reordering…' : 'Reorder'}{' '}<span className="visually-hidden">your order of {formatDate(order.orderedAt)}{order.storeName !== undefined ? ` at ${order.storeName}` : ''}</span>
        </button>
      </div>
      {nothingCame !== undefined && <ReorderLeftOut outcome={nothingCame} />}
    </li>
  );
};

function PreviousView() {
  const session = useSession();
  const list = useService(OrderingTokens.ListPreviousOrders);
  const reorder = useService(OrderingTokens.Reorder);
  const st = useOrderState();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, load] = useAsyncAction(list);
  const reordering = useReorder(reorder);
  const member = isMember(session);
  // Asked at the selected store (its number and pricing input) once the store is known.
  const store = useCurrentStore(true);
  const storeKnown = store.status !== 'unknown' && store.status !== 'loading';
  const facts = store.status === 'selected' ? store.store : undefined;
  const query = useMemo(() => ({ session, ...(facts !== undefined ? { store: facts } : {}) }), [session, facts]);
  useEffect(() => {
    if (storeKnown) load(query);
  }, [load, query, storeKnown]);

  const placedId = (location.state as PlacedOrderState | null)?.placedOrderId;
  const confirmation = placedId !== undefined && st.previousOrder?.order.orderId === placedId ? st.previousOrder : undefined;
  const closeModal = () => navigate(OrderingPaths.previousOrders, { replace: true, state: null });

  const onReorder = (o: PreviousOrderView) => reordering.start(o, o.orderId);
  const nothingCameOf = (o: PreviousOrderView) => (reordering.nothingCame?.id === o.orderId ? reordering.nothingCame.outcome : undefined);

  return (
    <MenuFrame store={store} title="Previous orders">
      {!member ? (
        <div className="co-card po-empty">
          {/* text not given by the spec */}
          <p>Sign in to see your previous orders and order them again in a tap.</p>
          <div className="row">
            <Link className="btn" to={`/signin?returnTo=${encodeURIComponent(OrderingPaths.previousOrders)}`}>
              Sign in
            </Link>
            <Link className="btn btn--secondary" to={OrderingPaths.menu}>
              Go to menu
            </Link>
          </div>
        </div>
      ) : (
        <>
          {reordering.failure !== undefined && <FailureNotice failure={reordering.failure} on={{ gotIt: reordering.dismiss, retry: reordering.dismiss }} />}
          {(state.status === 'idle' || state.status === 'loading') && (
            <p className="muted" role="status">
              Loading your previous orders…
            </p>
          )}
          {state.status === 'error' && (
            <div className="notice notice--error co-failure" role="alert">
              <p className="co-failure__message">{state.message}</p>
              <button type="button" className="btn btn--small" onClick={() => load(query)}>
                Try again
              </button>
            </div>
          )}
          {state.status === 'ok' && state.value.orders.length === 0 && (
            <div className="co-card po-empty">
              {/* text not given by the spec */}
              <p>You haven't ordered ahead yet. Your orders will show up here so you can order them again.</p>
              <Link className="btn" to={OrderingPaths.menu}>
                Start an order
              </Link>
            </div>
          )}
          {state.status === 'ok' && state.value.visible && state.value.orders.length > 0 && (
            <ul className="po-list">
              {state.value.orders.map((o) => (
                <OrderCard key={o.orderId} order={o} onReorder={onReorder} busy={reordering.busyId === o.orderId} nothingCame={nothingCameOf(o)} />
              ))}
            </ul>
          )}
        </>
      )}
      {confirmation !== undefined && <SuccessModal confirmation={confirmation} {...(isMember(session) ? { firstName: session.firstName } : {})} onClose={closeModal} />}
    </MenuFrame>
  );
}

export default function PreviousOrdersPage() {
  useCapability('ordering');
  return <PreviousView />;
}
