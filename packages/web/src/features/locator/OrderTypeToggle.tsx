// The order-type radio group (spec section 2, only when in-app delivery is enabled): pickup is {base},
// delivery is {base}/delivery. Outside the menu, pickup returns to the saved locator query string.
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { LocatorMessages } from '@crema/domain/locator';
import { useService } from '../../app/services';
import { LocatorTokens } from './tokens';
import { LocatorText } from './text';
import { useLocatorRoute } from './useLocatorRoute';

export type OrderType = 'pickup' | 'delivery';

export const OrderTypeToggle = ({ value }: { value: OrderType }) => {
  const { base, variant } = useLocatorRoute();
  const navigate = useNavigate();
  const savedView = useService(LocatorTokens.SavedView);
  const name = useId();
  const go = (next: OrderType) => {
    if (next === value) return;
    if (next === 'delivery') {
      navigate(`${base}/delivery`);
      return;
    }
    const saved = variant === 'locator' ? savedView.saved() : '';
    navigate(saved === '' ? base : `${base}?${saved}`);
  };
  const option = (type: OrderType, label: string) => (
    <label className={`locator-order-type__option${value === type ? ' locator-order-type__option--on' : ''}`}>
      <input type="radio" name={name} value={type} checked={value === type} onChange={() => go(type)} />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="locator-order-type" role="radiogroup">
      <legend className="visually-hidden">{LocatorMessages.chooseOrderType}</legend>
      {option('pickup', LocatorText.pickup)}
      {option('delivery', LocatorText.delivery)}
    </fieldset>
  );
};
