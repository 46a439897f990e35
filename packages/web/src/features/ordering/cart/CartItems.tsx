// The items of the order: options, quantity steppers, edit and remove, the availability of each item at
// the store, and the unavailable-items dialog (opened when items become unavailable; reopened from the
// notice after 'Not now'). Prices come from the pricing (or the product page's
// estimate before it); every edit goes through the cart service, which refuses what the rules refuse.
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CartMessages,
  availabilityMessage,
  unavailableItems,
  type CartItem,
  type OrderingFailure,
  type PricedLine,
} from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { formatMoney } from '../../../ui/format';
import { FailureNotice } from '../../../ui/FailureNotice';
import { optionsText } from '../shared/option-text';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { UnavailableItemsDialog, UnavailableText } from './UnavailableItemsDialog';
import { focusAfterRender } from '../../../ui/focus-after-render';

/** text not given by the spec */
const REVIEW_UNAVAILABLE = 'See options';

export const editRoute = (item: CartItem): string =>
  `/menu/product/${encodeURIComponent(item.product.productNumber)}/${encodeURIComponent(item.product.formCode)}?edit=${encodeURIComponent(item.key)}`;

const ItemRow = ({ item, line, onFailure, onRemoved }: {
  item: CartItem;
  line: PricedLine | undefined;
  onFailure: (f: OrderingFailure) => void;
  onRemoved: () => void;
}) => {
  const cart = useService(OrderingTokens.Cart);
  const name = item.product.name;
  const unavailable = availabilityMessage(item.availability);
  const setQuantity = (q: number) => {
    const r = cart.setQuantity(item.key, q);
    if (r._tag === 'Left') onFailure(r.left);
    else if (q === 0) onRemoved();
  };
  const remove = () => {
    const r = cart.remove(item.key);
    if (r._tag === 'Left') onFailure(r.left);
    else onRemoved();
  };
  // An item the store cannot sell has no price here, whatever an earlier store or the product page said.
  const amount = unavailable ? undefined : (line?.totalMinor ?? (item.unitPriceMinor !== undefined ? item.unitPriceMinor * item.quantity : undefined));
  const options = optionsText(item.selectedOptions);
  return (
    <li className={`co-item${unavailable ? ' co-item--unavailable' : ''}`}>
      <div className="co-item__art" style={item.product.artwork ? { backgroundColor: item.product.artwork.palette.background } : undefined}>
        {item.product.artwork && <img src={item.product.artwork.imageUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />}
      </div>
      <div className="co-item__body">
        <div className="co-item__head">
          <h3 className="co-item__name">{name}</h3>
          <p className="co-item__price">{amount !== undefined ? formatMoney(amount) : ''}</p>
        </div>
        <p className="co-item__meta">
          {item.size.name}
          {options !== '' && <span> · {options}</span>}
        </p>
        {unavailable && <p className="co-item__unavailable">{unavailable}</p>}
        <div className="co-item__controls">
          <div className="co-stepper" role="group" aria-label={`Quantity of ${name}`}>
            <button type="button" className="co-stepper__btn" aria-label={`Decrease quantity of ${name}`} onClick={() => setQuantity(item.quantity - 1)}>
              <span aria-hidden="true">−</span>
            </button>
            <span className="co-stepper__value" aria-live="polite">
              <span className="visually-hidden">Quantity </span>
              {item.quantity}
            </span>
            <button type="button" className="co-stepper__btn" aria-label={`Increase quantity of ${name}`} onClick={() => setQuantity(item.quantity + 1)}>
              <span aria-hidden="true">+</span>
            </button>
          </div>
          <Link className="co-link" to={editRoute(item)}>
            Edit{' '}<span className="visually-hidden">{name}</span>
          </Link>
          <button type="button" className="co-link" onClick={remove}>
            Remove{' '}<span className="visually-hidden">{name}</span>
          </button>
        </div>
      </div>
    </li>
  );
};

export const CartItems = ({ items, lines, storeNumber }: { items: readonly CartItem[]; lines: readonly PricedLine[] | undefined; storeNumber: string | undefined }) => {
  const cart = useService(OrderingTokens.Cart);
  const [failure, setFailure] = useState<OrderingFailure | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed item takes its focused button with it: the focus goes to the list's heading instead of the page's start.
  const onRemoved = () => focusAfterRender(() => heading.current);
  const unavailable = unavailableItems(items);
  const removeUnavailable = () => {
    for (const i of unavailable) cart.remove(i.key);
  };
  // The dialog opens for each new set of unavailable items; 'Not now' keeps it closed for that set.
  const unavailableKeys = unavailable.map((i) => i.key).join('\n');
  const [dismissedKeys, setDismissedKeys] = useState<string | undefined>(undefined);
  const dialogOpen = unavailable.length > 0 && unavailableKeys !== dismissedKeys;
  return (
    <section className="co-card" aria-labelledby="co-items-title">
      <h2 id="co-items-title" className="co-card__title" ref={heading} tabIndex={-1}>
        Your items
      </h2>
      {failure && <FailureNotice failure={failure} on={{ gotIt: () => setFailure(undefined) }} />}
      {unavailable.length > 0 && (
        <div className="notice notice--warn co-unavailable" role="status">
          <p className="co-failure__title">{CartMessages.unavailableItemsCount(unavailable.length)}</p>
          <p>{CartMessages.unavailableItemsBody}</p>
          <div className="co-unavailable__actions">
            <button type="button" className="btn btn--small" onClick={() => setDismissedKeys(undefined)}>
              {REVIEW_UNAVAILABLE}
            </button>
            <button type="button" className="btn btn--secondary btn--small" onClick={removeUnavailable}>
              {UnavailableText.removeAll}
            </button>
          </div>
        </div>
      )}
      {dialogOpen && <UnavailableItemsDialog items={unavailable} storeNumber={storeNumber} onClose={() => setDismissedKeys(unavailableKeys)} />}
      <ul className="co-items">
        {items.map((i) => (
          <ItemRow
            key={i.key}
            item={i}
            line={lines?.find((l) => l.key === i.key)}
            onFailure={(f) => setFailure(f)}
            onRemoved={onRemoved}
          />
        ))}
      </ul>
    </section>
  );
};
