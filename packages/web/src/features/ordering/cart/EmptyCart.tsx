// An empty cart: the way back to the menu, and the items of the most recent order that were still
// Available (the cart's previous items, kept until the order goes stale) to add again.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CartMessages, type CartItem, type OrderingFailure } from '@crema/domain/ordering';
import { isMember } from '@crema/domain';
import { OrderingPaths } from '../../../app/paths';
import { useService } from '../../../app/services';
import { useSession } from '../../../app/useSession';
import { Page } from '../../../ui/Page';
import { FailureNotice } from '../../../ui/FailureNotice';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { optionsText } from '../shared/option-text';

export const EmptyCart = ({ previous }: { previous: readonly CartItem[] }) => {
  const cart = useService(OrderingTokens.Cart);
  const session = useSession();
  const [failure, setFailure] = useState<OrderingFailure | undefined>(undefined);
  const text = useRef<HTMLParagraphElement>(null);
  // Removing the last item takes its button away: the keyboard focus lands on what the page now says.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) text.current?.focus();
  }, []);
  const addAgain = (i: CartItem) => {
    const r = cart.add({
      product: i.product,
      size: i.size,
      selectedOptions: i.selectedOptions,
      quantity: i.quantity,
      ...(i.unitPriceMinor !== undefined ? { unitPriceMinor: i.unitPriceMinor } : {}),
    });
    setFailure(r._tag === 'Left' ? r.left : undefined);
  };
  return (
    <Page title="Review order">
      <div className="co-empty">
        <svg className="co-empty__art" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
          <path fill="var(--c-crema)" d="M12 20h36v20a16 16 0 0 1-16 16h-4a16 16 0 0 1-16-16V20Z" />
          <path fill="none" stroke="var(--c-roast)" strokeWidth="3" d="M48 25h3a7 7 0 0 1 0 14h-4M12 20h36v20a16 16 0 0 1-16 16h-4a16 16 0 0 1-16-16V20Z" />
        </svg>
        <p className="co-empty__text" ref={text} tabIndex={-1}>
          {CartMessages.emptyCart}
        </p>
        <div className="row co-empty__actions">
          <Link className="btn" to={OrderingPaths.menu}>
            Go to menu
          </Link>
          {isMember(session) && (
            <Link className="btn btn--secondary" to={OrderingPaths.previousOrders}>
              Previous orders
            </Link>
          )}
        </div>
      </div>
      {previous.length > 0 && (
        <section className="co-card co-again" aria-labelledby="co-again-title">
          {/* text not given by the spec */}
          <h2 id="co-again-title" className="co-card__title">From your last order</h2>
          {failure && <FailureNotice failure={failure} on={{ gotIt: () => setFailure(undefined) }} />}
          <ul className="co-items">
            {previous.map((i) => (
              <li key={i.key} className="co-item">
                <div className="co-item__art" style={i.product.artwork ? { backgroundColor: i.product.artwork.palette.background } : undefined}>
                  {i.product.artwork && <img src={i.product.artwork.imageUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />}
                </div>
                <div className="co-item__body">
                  <h3 className="co-item__name">{i.product.name}</h3>
                  <p className="co-item__meta">
                    {i.size.name}
                    {optionsText(i.selectedOptions) !== '' && <span> · {optionsText(i.selectedOptions)}</span>}
                  </p>
                </div>
                <button type="button" className="btn btn--secondary btn--small" onClick={() => addAgain(i)}>
                  Add{' '}<span className="visually-hidden">{i.product.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
};
