// Tipping: offered when the pricing enables it; the order reducer applies the rules (a payment type that
// cannot take a tip removes it with 'Your tip has been removed' / 'Tipping is not yet available for this
// payment type').
import { isTipWithinBounds, OrderMessages, tippingAvailable, type OrderPayment, type OrderNotice } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { formatMoney } from '../../../ui/format';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';

/** Tip presets in cents. The spec gives no amounts; ours: none, $1, $2, $3. */
export const TIP_PRESETS: readonly number[] = [0, 100, 200, 300];

export const TipNotice = ({ notice }: { notice: OrderNotice }) => {
  const order = useService(OrderingTokens.Order);
  return (
    <div className="notice notice--warn co-failure" role="status">
      {notice.title !== undefined && <p className="co-failure__title">{notice.title}</p>}
      <p className="co-failure__message">{notice.message}</p>
      <button type="button" className="btn btn--secondary btn--small" onClick={() => order.dispatch({ type: 'NoticeDismissed' })}>
        OK
      </button>
    </div>
  );
};

/** `subtotalMinor`: the priced order's; only tips within the domain's bound (the larger of $50 and it) are offered. */
export const TipChoice = ({ tipMinor, payment, enabled, subtotalMinor }: { tipMinor: number; payment: OrderPayment | undefined; enabled: boolean; subtotalMinor: number }) => {
  const order = useService(OrderingTokens.Order);
  if (!enabled) return null;
  if (!tippingAvailable(payment)) {
    return (
      <div className="co-fieldset">
        <p className="co-legend">Tip</p>
        <p className="muted co-small">{OrderMessages.tipUnavailable}</p>
      </div>
    );
  }
  return (
    <fieldset className="co-fieldset">
      <legend className="co-legend">Tip</legend>
      <div className="co-segmented">
        {TIP_PRESETS.filter((t) => isTipWithinBounds(t, subtotalMinor)).map((t) => (
          <label key={t} className="co-segmented__option">
            <input type="radio" name="tip" value={t} checked={tipMinor === t} onChange={() => order.dispatch({ type: 'TipSet', tipMinor: t })} />
            <span>{t === 0 ? 'No tip' : formatMoney(t)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
