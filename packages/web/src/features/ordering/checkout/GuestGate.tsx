// What guest checkout shows instead of the form: a signed-in member (pays on the cart), an empty cart, no
// store yet, the store still loading, or a store without guest ordering.
import { Link } from 'react-router-dom';
import { CartMessages, OrderMessages } from '@crema/domain/ordering';
import { OrderingPaths } from '../../../app/paths';
import { Page } from '../../../ui/Page';
import { storePickerForCart } from '../../../ui/FailureNotice';
import './checkout.css';

export type GuestGate = 'member' | 'empty' | 'noStore' | 'finding' | 'notAllowed';

/** What to do instead: a sentence, and the link that does it. */
const sendOn = (text: string, to: string, label: string) => (
  <>
    <p>{text}</p>
    <Link className="btn" to={to}>
      {label}
    </Link>
  </>
);

const body = (gate: GuestGate) => {
  switch (gate) {
    case 'member':
      // text not given by the spec
      return sendOn("You're signed in, so you can pay with your Crema Card or a saved payment method.", OrderingPaths.cart, 'Review your order');
    case 'empty':
      return sendOn(CartMessages.emptyCart, OrderingPaths.menu, 'Go to menu');
    case 'noStore':
      // text not given by the spec
      return sendOn('Choose a store to see prices and pickup times.', storePickerForCart(), 'Choose a store');
    case 'finding':
      return (
        <p className="muted" role="status">
          Finding your store…
        </p>
      );
    case 'notAllowed':
      return (
        <div className="notice co-failure" role="alert">
          <p className="co-failure__message">{OrderMessages.guestStoreNotAllowed}</p>
          <div className="row co-actions">
            <Link className="btn btn--small" to={`/signin?returnTo=${encodeURIComponent(OrderingPaths.cart)}`}>
              Sign in
            </Link>
            <Link className="btn btn--secondary btn--small" to={storePickerForCart()}>
              Choose a store
            </Link>
          </div>
        </div>
      );
  }
};

export const GuestGateView = ({ gate }: { gate: GuestGate }) => (
  <Page title="Guest checkout" narrow>
    {body(gate)}
  </Page>
);
