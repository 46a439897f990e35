// The in-app delivery landing page (spec section 2; only routed when in-app delivery is enabled): heading,
// hero image, FAQ link, 'Get started' (hands the visitor to the delivery partner) and legal text, under the
// order-type radio group.
import { useEffect } from 'react';
import { LocatorMessages } from '@crema/domain/locator';
import { useCapability } from '../../app/capabilities';
import { DeliveryHero } from './DeliveryHero';
import { OrderTypeToggle } from './OrderTypeToggle';
import { DELIVERY_FAQ_URL, DELIVERY_PARTNER_URL, LocatorText } from './text';
import './locator.css';

export default function DeliveryPage() {
  useCapability('locator');
  useEffect(() => {
    document.title = `${LocatorMessages.deliveryHeading} | Crema`;
  }, []);
  return (
    <div className="container locator-delivery">
      <OrderTypeToggle value="delivery" />
      <DeliveryHero />
      <h1>{LocatorMessages.deliveryHeading}</h1>
      <p className="locator-delivery__lead">{LocatorText.deliveryLead}</p>
      <div className="locator-delivery__actions">
        <button type="button" className="btn" onClick={() => window.location.assign(DELIVERY_PARTNER_URL)}>
          {LocatorMessages.deliveryGetStarted}
        </button>
        <a href={DELIVERY_FAQ_URL} target="_blank" rel="noopener noreferrer">
          {LocatorText.deliveryFaq}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
      <p className="locator-delivery__legal">{LocatorText.deliveryLegal}</p>
    </div>
  );
}
