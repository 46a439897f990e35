// /menu/previous: the signed-in member's previous orders (cleaned by the domain: bad items dropped, empty
// orders hidden; express orders, type 141, marked), each reorderable into the cart; the empty and guest
// states; and, right after an order, the success modal.
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isMember } from '@crema/domain';
import { type OrderingFailure, type PreviousOrderView } from '@crema/domain/ordering';
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
import '../checkout/checkout.css';

const OrderCard = ({ order, onReorder }: { order: PreviousOrderView; onReorder: (o: PreviousOrderView) => void }) => {
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
        <button type="button" className="btn btn--small" onClick={() => onReorder(order)}>
          {/* Each button names its order: a list of plain 'Reorder' buttons says nothing to a screen reader. */}
          Reorder{' '}<span className="visually-hidden">your order of {formatDate(order.orderedAt)}{order.storeName !== undefined ? ` at ${order.storeName}` : ''}</span>
        </button>
      </div>
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
  const [added, setAdded] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<OrderingFailure | undefined>(undefined);
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

  const onReorder = (o: PreviousOrderView) => {
    const r = reorder(o);
    if (r._tag === 'Left') {
      setAdded(undefined);
      setFailure(r.left);
    } else {
      setFailure(undefined);
      setAdded(formatDate(o.orderedAt));
    }
  };

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
          {added !== undefined && (
            <div className="notice notice--success co-failure" role="status">
              {/* text not given by the spec */}
              <p className="co-failure__message">Your order from {added} is in your cart.</p>
              <Link className="btn btn--small" to={OrderingPaths.cart}>
                Review order
              </Link>
            </div>
          )}
          {failure !== undefined && <FailureNotice failure={failure} on={{ gotIt: () => setFailure(undefined) }} />}
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
                <OrderCard key={o.orderId} order={o} onReorder={onReorder} />
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
