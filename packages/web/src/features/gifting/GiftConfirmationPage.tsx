// /gift/confirmation (global footer hidden): the thank-you page with the order summary of the last purchase.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isMember } from '@crema/domain';
import { type DeliveryMethod, type GiftReceipt } from '@crema/domain/gifting';
import { GiftPaths } from '../../app/paths';
import { Page } from '../../ui/Page';
import { Fact } from '../../ui/Fact';
import { formatDate, formatMoney } from '../../ui/format';
import { useService } from '../../app/services';
import { useSession } from '../../app/useSession';
import { GiftArt } from './GiftArt';
import { useGiftFlow } from './hooks';
import { useLoad } from '../../app/useObservable';
import { GiftTokens } from './tokens';
import './gifting.css';

// Texts not given by the spec.
const DELIVERY_WORDS: Readonly<Record<DeliveryMethod, string>> = { EMAIL: 'by e-mail', FACEBOOK: 'on Facebook' };

/** 'YYYY-MM-DD' as 'Nov 22, 2026' (a calendar day, so read and shown in UTC). */
const formatDay = (isoDay: string): string => {
  const [y, m, d] = isoDay.split('-').map(Number);
  return y && m && d ? formatDate(Date.UTC(y, m - 1, d), 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }) : isoDay;
};

const DesignArt = ({ productNumber }: { productNumber: string }) => {
  const load = useService(GiftTokens.LoadGiftCard);
  const [design] = useLoad(() => load({ productNumber }), [load, productNumber]);
  return design.status === 'ok' ? <GiftArt design={design.value} describe eager /> : <div className="gift-preview--placeholder gift-art" />;
};

const Receipt = ({ receipt, actions }: { receipt: GiftReceipt; actions: ReactNode }) => {
  const first = receipt.egifts[0];
  const count = receipt.egifts.length;
  return (
    <div className="gift-layout">
      <div className="gift-preview">{first && <DesignArt productNumber={first.product} />}</div>
      <div className="gift-receipt-column">
        <div className="card gift-receipt">
          <p className="lead">
            Your {count === 1 ? 'e-gift is' : `${count} e-gifts are`} on the way{first ? `, ${DELIVERY_WORDS[first.deliveryMethod]} on ${formatDay(first.deliveryDate)}` : ''}.
          </p>
          <dl className="gift-facts">
            <Fact term="Order number">{receipt.orderNumber}</Fact>
            <Fact term="From">
              {receipt.senderName}
              <span className="muted gift-facts__sub">{receipt.senderEmail}</span>
            </Fact>
          </dl>
          <h2 className="gift-receipt__heading">Recipients</h2>
          <ul className="gift-receipt__lines">
            {receipt.egifts.map((g, i) => (
              <li key={`${g.recipientEmail}-${i}`}>
                <span>
                  <span className="gift-receipt__name">{g.recipientName}</span>
                  <span className="muted gift-receipt__email">{g.recipientEmail}</span>
                </span>
                <span>{formatMoney(g.amount)}</span>
              </li>
            ))}
          </ul>
          {first?.message && (
            <figure className="gift-receipt__message">
              <figcaption className="muted">Your message</figcaption>
              <blockquote>{first.message}</blockquote>
            </figure>
          )}
          <p className="gift-receipt__total">
            <span>Total</span>
            <strong>{formatMoney(receipt.total)}</strong>
          </p>
          <p className="muted">We've sent a receipt to {receipt.senderEmail}.</p>
        </div>
        {actions}
      </div>
    </div>
  );
};

export default function GiftConfirmationPage() {
  const [state, flow] = useGiftFlow();
  const session = useSession();
  useEffect(() => flow.acknowledgeSuccess(), [flow]);
  const receipt = state.receipt;
  if (!receipt) {
    return (
      // Opened directly with nothing to show. Texts not given by the spec.
      <Page title="Gift confirmation" heading="No recent gift order">
        <div className="card stack gift-empty">
          <p>There's no recent gift order to show here. When you send an e-gift, its confirmation appears on this page.</p>
          <p>
            <Link className="btn" to={GiftPaths.home}>
              Browse gift cards
            </Link>
          </p>
        </div>
      </Page>
    );
  }
  return (
    <Page title="Thank you for your gift">
      <Receipt
        receipt={receipt}
        actions={
          <p className="row">
            <Link className="btn" to={GiftPaths.home}>
              Send another gift
            </Link>
            {isMember(session) && <Link to="/account/history/egift">See your e-gift history</Link>}
          </p>
        }
      />
    </Page>
  );
}
