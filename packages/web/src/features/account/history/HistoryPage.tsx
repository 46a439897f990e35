import { Link } from 'react-router-dom';
import type { OrderHistoryEntry } from '@crema/domain/account';
import { starsLabel } from '@crema/domain/rewards';
import { useCapability } from '../../../app/capabilities';
import { useService } from '../../../app/services';
import { T } from '../../../app/tokens';
import { formatDate, formatMoney } from '../../../ui/format';
import { AccountShell } from '../common/AccountShell';
import { EmptyState, Loaded, useLoad } from '../common/states';
import { AccountTokens } from '../tokens';
import { HistoryTabs } from './HistoryTabs';

const OrderCard = ({ order, locale }: { order: OrderHistoryEntry; locale: string }) => (
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
    <dl className="hist-figures">
      <div>
        <dt>Total</dt>
        <dd>{formatMoney(order.total, locale)}</dd>
      </div>
      <div>
        <dt>Stars earned</dt>
        <dd className="hist-stars">
          <span aria-hidden="true">★ </span>
          {starsLabel(order.starsEarned)}
        </dd>
      </div>
    </dl>
  </li>
);

/** /account/history: past orders, newest first. */
export default function HistoryPage() {
  useCapability('account');
  const uc = useService(AccountTokens.UseCases);
  const { locale } = useService(T.Config);
  const [state, reload] = useLoad(uc.listOrders);
  return (
    <AccountShell title="History">
      <HistoryTabs />
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
                <OrderCard key={o.orderId} order={o} locale={locale} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </AccountShell>
  );
}
