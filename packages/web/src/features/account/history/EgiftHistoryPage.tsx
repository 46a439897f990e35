import { Link } from 'react-router-dom';
import { egiftDeliveryLabel, type EgiftHistoryEntry } from '@crema/domain/account';
import { useService } from '../../../app/services';
import { T } from '../../../app/tokens';
import { formatDate, formatMoney } from '../../../ui/format';
import { EmptyState } from '../../../ui/states';
import { LoadedAccountPage } from '../common/LoadedAccountPage';
import { HistoryTabs } from './HistoryTabs';
import { Fact } from '../../../ui/Fact';

const EgiftCard = ({ gift, locale }: { gift: EgiftHistoryEntry; locale: string }) => (
  <li className="card hist-item">
    <div className="hist-item__head">
      <h2 className="hist-item__title">To {gift.recipientName}</h2>
      <time className="muted" dateTime={new Date(gift.purchasedAt).toISOString()}>
        {formatDate(gift.purchasedAt, locale)}
      </time>
    </div>
    <p className="muted hist-sub">{gift.recipientEmail}</p>
    {gift.message && <blockquote className="hist-message">{gift.message}</blockquote>}
    <dl className="hist-figures">
      <Fact term="Amount">{formatMoney(gift.amount, locale)}</Fact>
      {gift.designName && (
        <Fact term="Design">{gift.designName}</Fact>
      )}
      {gift.delivery && (
        <Fact term="Delivery" className={`hist-delivery hist-delivery--${gift.delivery.status}`}>
          {egiftDeliveryLabel(gift)}
          {gift.delivery.status === 'delivered' && (
            <>
              {' '}
              <time dateTime={new Date(gift.delivery.deliveredAt).toISOString()}>{formatDate(gift.delivery.deliveredAt, locale)}</time>
            </>
          )}
        </Fact>
      )}
      <div>
        <dt>Order</dt>
        <dd className="hist-order-no">{gift.orderNumber}</dd>
      </div>
    </dl>
  </li>
);

/** /account/history/egift: e-gifts sent, one per recipient, newest first. */
export default function EgiftHistoryPage() {
  const { locale } = useService(T.Config);
  return (
    <LoadedAccountPage title="E-gift history" intro={<HistoryTabs />} load="listEgifts" what="your e-gifts">
      {(gifts) =>
        gifts.length === 0 ? (
          <EmptyState title="No e-gifts sent yet" action={<Link className="btn" to="/gift">Send an e-gift</Link>}>
            E-gift cards you send to friends and family show up here.
          </EmptyState>
        ) : (
          <ul className="hist-list" aria-label="E-gifts sent">
            {gifts.map((g, i) => (
              <EgiftCard key={`${g.orderNumber}-${g.recipientEmail}-${i}`} gift={g} locale={locale} />
            ))}
          </ul>
        )
      }
    </LoadedAccountPage>
  );
}
