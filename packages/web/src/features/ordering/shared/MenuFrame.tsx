import { useEffect, type ReactNode } from 'react';
import { CartButton } from './CartButton';
import { OrderingNav } from './OrderingNav';
import { StoreBanner } from './StoreBanner';
import type { CurrentStoreView } from '@crema/domain/locator';
import './ordering.css';

/**
 * The frame of every menu page: the ordering sections with the cart button beside them (a row that stays
 * under the header as the page scrolls, so the cart never floats over a product), the selected-store banner,
 * an optional side navigation and the page's one h1.
 */
export const MenuFrame = ({ store, title, heading = title, hideHeading = false, headingInContent = false, variant = 'menu', side, before, children }: {
  /** From useCurrentStore(true) in the page (which also reads the store for its data). */
  store: CurrentStoreView;
  title: string;
  heading?: string;
  hideHeading?: boolean;
  /** The content renders the page's h1 itself (the product page, once loaded). */
  headingInContent?: boolean;
  /** The product page (it has the order bar at the bottom). */
  variant?: 'menu' | 'product';
  side?: ReactNode;
  /** Above the h1 (e.g. breadcrumbs). */
  before?: ReactNode;
  children: ReactNode;
}) => {
  useEffect(() => {
    document.title = `${title} | Crema`;
  }, [title]);
  return (
    <div className={`ordering ordering--${variant}`}>
      <div className="ordering__bar">
        <div className="ordering__bar-inner">
          <div className="ordering__tabs">
            <OrderingNav />
            <CartButton />
          </div>
          <StoreBanner store={store} />
        </div>
      </div>
      <div className={side === undefined ? 'container ordering__body' : 'container ordering__body ordering__body--side'}>
        {side !== undefined && <aside className="menu-side">{side}</aside>}
        <div className="ordering__main">
          {before}
          {!headingInContent && <h1 className={hideHeading ? 'visually-hidden' : 'ordering__title'}>{heading}</h1>}
          {children}
        </div>
      </div>
    </div>
  );
};
