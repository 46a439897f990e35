// The #payment-summary bottom sheet: what is being paid (line items, tax, tip, total), how and when it is
// picked up, and 'Place order' with its processing state. A double click never places two orders: the
// button is disabled while processing and the domain shares one submit per priced order.
import { useLocation, useNavigate } from 'react-router-dom';
import { formatSlotTime, type OrderingFailure, type OrderPayment, type PricingSummary, type TimeSlot } from '@crema/domain/ordering';
import { HashOverlay } from '../../../ui/HashOverlay';
import { SummaryLines, TotalsSkeleton } from '../cart/Pricing';
import { paymentLabel } from '../cart/MemberPayment';
import { FailureNotice, type ActionHandlers } from './FailureNotice';

export const PAYMENT_SUMMARY_HASH = '#payment-summary';

/** Closes the sheet the way its Close button does (back when it was opened here, else drop the hash). */
export const useCloseSheet = () => {
  const location = useLocation();
  const navigate = useNavigate();
  return () => {
    if (location.hash !== PAYMENT_SUMMARY_HASH) return;
    const openedHere = (location.state as { overlay?: string } | null)?.overlay === PAYMENT_SUMMARY_HASH;
    if (openedHere) navigate(-1);
    else navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };
};

export const pickupWhenLabel = (slot: TimeSlot | undefined, timeZoneId: string, locale: string): string =>
  slot === undefined ? 'As soon as possible' : `Scheduled for ${formatSlotTime(slot.start, timeZoneId, locale)}`;

export interface PaymentSummaryProps {
  readonly summary: PricingSummary | undefined;
  readonly loading: boolean;
  readonly tipMinor: number;
  readonly payment: OrderPayment | undefined;
  readonly storeName: string | undefined;
  readonly pickupWhen: string;
  readonly processing: boolean;
  readonly failure: OrderingFailure | undefined;
  readonly on: ActionHandlers;
  readonly canPlace: boolean;
  readonly onPlace: () => void;
}

export const PaymentSummarySheet = (p: PaymentSummaryProps) => {
  return (
    <HashOverlay hash={PAYMENT_SUMMARY_HASH} title="Payment summary">
      <div className="co-sheet">
        <dl className="co-facts">
          {p.storeName !== undefined && (
            <div>
              <dt>Pickup store</dt>
              <dd>{p.storeName}</dd>
            </div>
          )}
          <div>
            <dt>Pickup time</dt>
            <dd>{p.pickupWhen}</dd>
          </div>
          <div>
            <dt>Paying with</dt>
            <dd>{p.payment !== undefined ? paymentLabel(p.payment) : 'Not chosen yet'}</dd>
          </div>
        </dl>
        {p.loading || p.summary === undefined ? <TotalsSkeleton /> : <SummaryLines summary={p.summary} tipMinor={p.tipMinor} />}
        {p.failure !== undefined && <FailureNotice failure={p.failure} on={p.on} />}
        <button
          type="button"
          className="btn btn--block co-place"
          disabled={p.processing || !p.canPlace}
          aria-busy={p.processing}
          onClick={() => {
            if (!p.processing) p.onPlace();
          }}
        >
          {p.processing ? 'Placing your order…' : 'Place order'}
        </button>
        {p.processing && (
          <p className="visually-hidden" role="status">
            Placing your order…
          </p>
        )}
      </div>
    </HashOverlay>
  );
};
