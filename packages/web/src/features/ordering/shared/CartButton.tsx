import { Link } from 'react-router-dom';
import { totalQuantity } from '@crema/domain/ordering';
import { OrderingPaths } from '../../../app/paths';
import { useCart } from './hooks';

/** text not given by the spec */
export const cartLabel = (count: number): string => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

const BagIcon = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8L5 8Z" />
    <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" d="M9 10V6.5a3 3 0 0 1 6 0V10" />
  </svg>
);

/** The cart button of the menu pages, beside the ordering sections: the item count, linking to /menu/cart. */
export const CartButton = () => {
  const cart = useCart();
  const count = totalQuantity(cart.items);
  return (
    <Link className="cart-button" to={OrderingPaths.cart} aria-label={cartLabel(count)}>
      <BagIcon />
      <span className="cart-button__text" aria-hidden="true">Cart</span>
      <span className="cart-button__count" aria-hidden="true">{count}</span>
    </Link>
  );
};
