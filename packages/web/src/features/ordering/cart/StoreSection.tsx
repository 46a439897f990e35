// The store the order is for (change -> the in-menu store picker, back to the cart) and the pickup option:
// in store, or drive-thru where the store has one (spec section 9 codes 16 and DT).
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { type CartState } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { storePickerForCart } from '../../../ui/FailureNotice';
import { useAsyncAction } from '../../../app/useAsyncAction';
import type { CurrentStoreView } from '@crema/domain/locator';
import { CheckoutTokens, OrderingTokens } from '../../../app/capability-tokens/ordering';

/** Pickup option codes an order can take (curbside is a check-in choice, not an ordering one). */
const ORDER_PICKUP_CODES: readonly string[] = ['16', 'DT'];
export const IN_STORE = '16';

const PickupOptions = ({ storeNumber, selected }: { storeNumber: string; selected: string | undefined }) => {
  const cart = useService(OrderingTokens.Cart);
  const order = useService(OrderingTokens.Order);
  const loadOptions = useService(CheckoutTokens.StorePickupOptions);
  const [state, load] = useAsyncAction(loadOptions);
  useEffect(() => load(storeNumber), [load, storeNumber]);
  const options = state.status === 'ok' ? state.value.filter((o) => ORDER_PICKUP_CODES.includes(o.code)) : [];
  const choose = (code: string) => {
    cart.changePickup(code);
    order.dispatch({ type: 'PickupOptionSelected', pickupOption: code });
  };
  if (options.length < 2) {
    return <p className="co-small muted">Pickup in store</p>;
  }
  const current = selected ?? IN_STORE;
  return (
    <fieldset className="co-fieldset">
      <legend className="co-legend">Pickup option</legend>
      <div className="co-segmented">
        {options.map((o) => (
          <label key={o.code} className="co-segmented__option">
            <input type="radio" name="pickup-option" checked={current === o.code} onChange={() => choose(o.code)} />
            <span>{o.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};

export const StoreSection = ({ current, cart }: { current: CurrentStoreView; cart: CartState }) => (
  <section className="co-card" aria-labelledby="co-store-title">
    <div className="co-card__head">
      <h2 id="co-store-title" className="co-card__title">Pickup store</h2>
      {current.status === 'selected' && (
        <Link className="co-link" to={storePickerForCart()}>
          Change{' '}<span className="visually-hidden">store</span>
        </Link>
      )}
    </div>
    {(current.status === 'unknown' || current.status === 'loading') && (
      <p className="muted" role="status">
        Finding your store…
      </p>
    )}
    {current.status === 'none' && (
      <div className="co-nostore">
        {/* text not given by the spec */}
        <p>Choose a store to see prices and pickup times.</p>
        {/* The checkout box offers the same choice as its main action; here it is the quieter one. */}
        <Link className="btn btn--secondary btn--small" to={storePickerForCart()}>
          Choose a store
        </Link>
      </div>
    )}
    {current.status === 'selected' && current.store !== undefined && (
      <>
        <p className="co-store__name">{current.store.name ?? `Store ${current.store.storeNumber}`}</p>
        {current.address !== undefined && <p className="co-small muted">{current.address}</p>}
        <PickupOptions storeNumber={current.store.storeNumber} selected={cart.pickupOption} />
      </>
    )}
  </section>
);
