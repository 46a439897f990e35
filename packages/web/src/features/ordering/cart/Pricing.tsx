// Pricing on the cart: the consumption toggle, the offers (Star rewards and coupons) to apply, and the
// totals in each pricing state: loading skeleton, priced, expired (the stale-order message with Refresh)
// and every pricing error with its actions.
import {
  CartMessages,
  offerSelectionOf,
  type CartOffer,
  type ConsumptionType,
  type OrderingFailure,
  type PricingFlow,
  type PricingSummary,
  type PricingView,
} from '@crema/domain/ordering';
import { formatMoney } from '../../../ui/format';
import { FailureNotice, type ActionHandlers } from '../../../ui/FailureNotice';

/** Labels of the consumption types (text not given by the spec). */
const CONSUMPTION: readonly { readonly value: ConsumptionType; readonly label: string }[] = [
  { value: 'CONSUME_OUT_OF_STORE', label: 'To go' },
  { value: 'CONSUME_IN_STORE', label: 'For here' },
];

export const ConsumptionChoice = ({ value, onChange, disabled }: { value: ConsumptionType; onChange: (v: ConsumptionType) => void; disabled: boolean }) => (
  <fieldset className="co-fieldset">
    <legend className="co-legend">How will you have it?</legend>
    <div className="co-segmented">
      {CONSUMPTION.map((c) => (
        <label key={c.value} className="co-segmented__option">
          <input type="radio" name="consumption" value={c.value} checked={value === c.value} disabled={disabled} onChange={() => onChange(c.value)} />
          <span>{c.label}</span>
        </label>
      ))}
    </div>
  </fieldset>
);

const offerCost = (o: CartOffer): string => (o.type === 'STAR_REWARD' && o.stars !== undefined ? `${o.stars} Stars` : 'Reward');

export const Offers = ({
  offers,
  failure,
  pricing,
  busy,
}: {
  offers: readonly CartOffer[];
  /** The offer the pricing did not take, until dismissed. */
  failure: OrderingFailure | undefined;
  pricing: Pick<PricingFlow, 'applyOffer' | 'removeOffer' | 'dismissOfferFailure'>;
  busy: boolean;
}) => {
  if (offers.length === 0 && failure === undefined) return null;
  return (
    <section className="co-card" aria-labelledby="co-offers-title">
      <h2 id="co-offers-title" className="co-card__title">Rewards and offers</h2>
      {failure && <FailureNotice failure={failure} on={{ gotIt: pricing.dismissOfferFailure }} />}
      <ul className="co-offers">
        {offers.map((o) => (
          <li key={o.code} className={`co-offer${o.hasBeenApplied ? ' co-offer--applied' : ''}`}>
            <span className="co-offer__badge" aria-hidden="true">{o.type === 'STAR_REWARD' ? '★' : '%'}</span>
            <span className="co-offer__text">
              <span className="co-offer__name">{o.description}</span>{' '}
              <span className="co-offer__cost">{o.hasBeenApplied ? `Applied · ${offerCost(o)}` : offerCost(o)}</span>
            </span>
            {/* One button that turns from Apply to Remove: aria-disabled while repricing keeps the keyboard focus on it. */}
            <button
              type="button"
              className={o.hasBeenApplied ? 'btn btn--secondary btn--small' : 'btn btn--small'}
              aria-disabled={busy}
              onClick={() => {
                if (busy) return;
                if (o.hasBeenApplied) pricing.removeOffer(o.code);
                else pricing.applyOffer(offerSelectionOf(o));
              }}
            >
              {o.hasBeenApplied ? 'Remove' : 'Apply'}{' '}<span className="visually-hidden">{o.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Summary lines without the final total (the caller adds tip and total). */
export const SummaryLines = ({ summary, tipMinor }: { summary: PricingSummary; tipMinor: number }) => (
  <dl className="co-lines">
    {summary.lineItems
      .filter((l) => l.kind !== 'total')
      .map((l, i) => (
        <div key={`${l.kind}-${i}`} className={`co-line co-line--${l.kind}`}>
          <dt>{l.label}</dt>
          <dd>{formatMoney(l.amountMinor, undefined, summary.currency)}</dd>
        </div>
      ))}
    {tipMinor > 0 && (
      <div className="co-line co-line--tip">
        <dt>Tip</dt>
        <dd>{formatMoney(tipMinor, undefined, summary.currency)}</dd>
      </div>
    )}
    <div className="co-line co-line--total">
      <dt>{summary.label}</dt>
      <dd>{formatMoney(summary.price + tipMinor, undefined, summary.currency)}</dd>
    </div>
  </dl>
);

export const TotalsSkeleton = () => (
  <div className="co-skeleton" role="status" aria-live="polite">
    {/* text not given by the spec */}
    <span className="visually-hidden">Updating your prices…</span>
    <span className="co-skeleton__line" aria-hidden="true" />
    <span className="co-skeleton__line" aria-hidden="true" />
    <span className="co-skeleton__line co-skeleton__line--short" aria-hidden="true" />
  </div>
);

/** The stale-order message with its Refresh action (spec section 5). */
export const StaleNotice = ({ onRefresh }: { onRefresh: () => void }) => (
  <div className="notice notice--warn co-failure" role="status">
    <p className="co-failure__message">{CartMessages.stale}</p>
    <button type="button" className="btn btn--small" onClick={onRefresh}>
      {CartMessages.refresh}
    </button>
  </div>
);

/** The totals block: skeleton, lines, or a pointer to the notice at the top of the page. */
export const Totals = ({ view, tipMinor }: { view: PricingView; tipMinor: number }) => {
  switch (view.kind) {
    case 'none':
      return null;
    case 'loading':
      return <TotalsSkeleton />;
    case 'error':
      // text not given by the spec
      return <p className="muted co-small">Prices aren't available right now.</p>;
    case 'stale':
      // text not given by the spec
      return <p className="muted co-small">Refresh to see your latest prices.</p>;
    case 'priced':
      return <SummaryLines summary={view.summary} tipMinor={tipMinor} />;
  }
};

/** A pricing error or the stale-order message, shown where the page starts (phones see it first). */
export const PricingNotice = ({ view, on }: { view: PricingView; on: ActionHandlers }) =>
  view.kind === 'error' ? (
    <div className="co-top">
      <FailureNotice failure={view.failure} on={on} />
    </div>
  ) : view.kind === 'stale' ? (
    <div className="co-top">
      <StaleNotice onRefresh={on.refresh ?? (() => undefined)} />
    </div>
  ) : null;

