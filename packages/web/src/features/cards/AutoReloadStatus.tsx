import { autoReloadStatus, type StoredValueCard } from '@crema/domain/cards';
import { formatMoney } from '../../ui/format';

/** "Auto reload is on" (with its amount and trigger) or "Auto reload is off" (spec section 4: active or off). */
export const AutoReloadStatus = ({ card }: { card: StoredValueCard }) => {
  const on = autoReloadStatus(card) === 'active';
  const p = card.autoReloadProfile;
  return (
    <p className="ar-status">
      <span className={on ? 'pill pill--on' : 'pill'}>{on ? 'Auto reload is on' : 'Auto reload is off'}</span>
      {on && p && <span className="muted"> {`${formatMoney(p.amount)} when below ${formatMoney(p.triggerAmount)}`}</span>}
    </p>
  );
};
