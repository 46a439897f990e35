// The #payment-summary bottom sheet: what is being paid (line items, tax, tip, total), how and when it is
// picked up, and 'Place order' with its processing state. A double click never places two orders: the
// button refuses while processing and the domain shares one submit per priced order.
//
// Keyboard focus stays inside the sheet (a modal): while processing, Place order is aria-disabled rather than
// disabled (a disabled button drops focus to the body); a failure takes focus; an action that dismisses it
// hands focus back to Place order (or to the sheet while Place order cannot be used).
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatSlotTime, type OrderingFailure, type OrderPayment, type PricingSummary, type TimeSlot } from '@crema/domain/ordering';
import { HashOverlay } from '../../../ui/HashOverlay';
import { SummaryLines, TotalsSkeleton } from '../cart/Pricing';
import { paymentLabel } from '../cart/MemberPayment';
import { FailureNotice, type ActionHandlers } from '../../../ui/FailureNotice';
import { Fact } from '../../../ui/Fact';

export const PAYMENT_SUMMARY_HASH = '#payment-summary';

/** Closes the sheet the way its Close button does (back when it was opened here, else drop the hash). */
export const useCloseSheet = () => {
  const location = useLocation();
  const navigate = useNavigate();
  // Read the location when called, not when the caller's closure was made: a timer armed before the sheet
  // opened (the guest token's expiry) must still close it.
  const at = useRef(location);
  at.current = location;
  return useCallback(() => {
    const now = at.current;
    if (now.hash !== PAYMENT_SUMMARY_HASH) return;
    const openedHere = (now.state as { overlay?: string } | null)?.overlay === PAYMENT_SUMMARY_HASH;
    if (openedHere) navigate(-1);
    else navigate({ pathname: now.pathname, search: now.search }, { replace: true });
  }, [navigate]);
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
  /** The name the barista writes on the cup, when there is one (issue #32). */
  readonly cupName?: string | undefined;
  readonly processing: boolean;
  readonly failure: OrderingFailure | undefined;
  readonly on: ActionHandlers;
  /** The order can be paid as it stands (the same readiness as the page's 'Review and pay'). */
  readonly canPlace: boolean;
  readonly onPlace: () => void;
}

/** Each handler, then a request to put the focus back in the sheet. */
const thenRefocus = (on: ActionHandlers, refocus: () => void): ActionHandlers =>
  Object.fromEntries(
    Object.entries(on).map(([kind, handler]) => [
      kind,
      () => {
        handler();
        refocus();
      },
    ]),
  );

export const PaymentSummarySheet = (p: PaymentSummaryProps) => {
  const place = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus === 0) return;
    const button = place.current;
    if (button === null) return;
    if (!button.disabled) button.focus();
    else button.closest<HTMLElement>('[aria-modal="true"]')?.focus();
  }, [refocus]);
  const on = thenRefocus(p.on, () => setRefocus((n) => n + 1));
  const blocked = !p.canPlace && !p.processing && !p.loading && p.summary !== undefined;
  return (
    <HashOverlay hash={PAYMENT_SUMMARY_HASH} title="Payment summary">
      <div className="co-sheet">
        <dl className="co-facts">
          {p.storeName !== undefined && <Fact term="Pickup store">{p.storeName}</Fact>}
          <Fact term="Pickup time">{p.pickupWhen}</Fact>
          {p.cupName !== undefined && <Fact term="Name on the cup">{p.cupName}</Fact>}
          <Fact term="Paying with">{p.payment !== undefined ? paymentLabel(p.payment) : 'Not chosen yet'}</Fact>
        </dl>
        {p.loading || p.summary === undefined ? <TotalsSkeleton /> : <SummaryLines summary={p.summary} tipMinor={p.tipMinor} />}
        {p.failure !== undefined && <FailureNotice failure={p.failure} on={on} takeFocus />}
        {blocked && (
          <p id={hintId} className="co-small muted">
            {/* text not given by the spec */}
            Close this summary to finish your order in the cart.
          </p>
        )}
        <button
          ref={place}
          type="button"
          className="btn btn--block co-place"
          disabled={!p.processing && !p.canPlace}
          aria-disabled={p.processing || undefined}
          aria-busy={p.processing}
          aria-describedby={blocked ? hintId : undefined}
          onClick={() => {
            if (!p.processing && p.canPlace) p.onPlace();
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
