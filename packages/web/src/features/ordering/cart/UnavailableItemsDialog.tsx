// The unavailable-items dialog (spec section 8): each item the store cannot sell with its reason ('Sold
// out at this store.', 'Not sold at this store.', 'Unavailable to purchase online'), the out-of-stock
// recommendation that takes its slot when the store menu has one, and the ways on: remove, remove all,
// or choose another store. Finding the recommendation is the domain's (FindReplacement).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CartMessages,
  availabilityMessage,
  createLiveQuery,
  type CartItem,
  type OrderingFailure,
  type Replacement,
  type ShownPrices,
} from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { Dialog } from '../../../ui/Dialog';
import { storePickerForCart } from '../../../ui/FailureNotice';
import { ProductArt } from '../shared/ProductArt';
import { useCurrentStore, useLiveQuery, useShownPrices } from '../shared/hooks';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';

/** text not given by the spec */
export const UnavailableText = {
  looking: 'Looking for something similar…',
  tryInstead: 'Try instead',
  addInstead: (name: string) => `Add ${name} instead`,
  remove: 'Remove',
  removeAll: 'Remove unavailable items',
  otherStore: 'Choose another store',
  notNow: 'Not now',
} as const;

/** Still looking for a recommendation (the query's state before its answer). */
const LOOKING = 'looking';

const UnavailableRow = ({ item, storeNumber, shown, onFailure }: {
  item: CartItem;
  storeNumber: string | undefined;
  shown: ShownPrices | undefined;
  onFailure: (f: OrderingFailure) => void;
}) => {
  const cart = useService(OrderingTokens.Cart);
  const find = useService(OrderingTokens.FindReplacement);
  const [found] = useLiveQuery<Replacement | undefined | typeof LOOKING>(
    () => createLiveQuery(() => find(item, storeNumber ?? '', shown), storeNumber === undefined ? undefined : LOOKING),
    [find, item.key, storeNumber, shown],
  );
  const name = item.product.name;
  const replacement = found === LOOKING ? undefined : found;
  const act = (r: ReturnType<typeof cart.remove>) => {
    if (r._tag === 'Left') onFailure(r.left);
  };
  return (
    <li className="ua-item">
      <div className="ua-item__head">
        <p className="ua-item__name">
          {name} <span className="muted">· {item.size.name}{item.quantity > 1 ? ` · ${item.quantity}` : ''}</span>
        </p>
        <p className="ua-item__reason">{availabilityMessage(item.availability)}</p>
      </div>
      {found === LOOKING && <p className="ua-item__looking muted" role="status">{UnavailableText.looking}</p>}
      {replacement !== undefined && (
        <div className="ua-suggest">
          <ProductArt artwork={replacement.product.artwork} className="ua-suggest__art" />
          <div className="ua-suggest__body">
            <p className="ua-suggest__label muted">{UnavailableText.tryInstead}</p>
            <p className="ua-suggest__name">{replacement.product.name}</p>
          </div>
          <button type="button" className="btn btn--small ua-suggest__add" onClick={() => act(cart.replace(item.key, replacement.input))}>
            {UnavailableText.addInstead(replacement.product.name)}{' '}
            <span className="visually-hidden">of {name}</span>
          </button>
        </div>
      )}
      <button type="button" className="co-link ua-item__remove" onClick={() => act(cart.remove(item.key))}>
        {UnavailableText.remove}{' '}
        <span className="visually-hidden">{name}</span>
      </button>
    </li>
  );
};

export const UnavailableItemsDialog = ({ items, storeNumber, onClose }: { items: readonly CartItem[]; storeNumber: string | undefined; onClose: () => void }) => {
  const cart = useService(OrderingTokens.Cart);
  const [failure, setFailure] = useState<OrderingFailure | undefined>(undefined);
  // The recommendation's estimate is at the store's shown prices, as the product page would add it.
  const shown = useShownPrices(useCurrentStore());
  const removeAll = () => {
    for (const i of items) cart.remove(i.key);
  };
  return (
    <Dialog title={CartMessages.unavailableItemsTitle} onClose={onClose} focusPanel>
      <p>{CartMessages.unavailableItemsBody}</p>
      {failure !== undefined && <p className="notice notice--error" role="alert">{failure.message}</p>}
      <ul className="ua-list">
        {items.map((i) => (
          <UnavailableRow key={i.key} item={i} storeNumber={storeNumber} shown={shown} onFailure={setFailure} />
        ))}
      </ul>
      <div className="dialog-actions ua-actions">
        <Link className="btn btn--secondary" to={storePickerForCart()}>{UnavailableText.otherStore}</Link>
        {items.length > 1 && (
          <button type="button" className="btn btn--secondary" onClick={removeAll}>{UnavailableText.removeAll}</button>
        )}
        <button type="button" className="btn btn--ghost" onClick={onClose}>{UnavailableText.notNow}</button>
      </div>
    </Dialog>
  );
};
