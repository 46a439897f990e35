// The success modal after an order: order number, pickup time or estimate ('20+ mins' beyond 20 minutes,
// from the domain), store, total charged and Stars earned, and 'How to pick up': the store's pickup options
// with this order's check-in token (its id) and the member's first name, so curbside check-in can name it; and
// 'Track order', the order's live page (issue #28); and the card's auto reload the payment ran (issue #32).
import { Link } from 'react-router-dom';
import { OrderMessages, type OrderConfirmation } from '@crema/domain/ordering';
import { orderPickupQuery, PickupPageTexts } from '@crema/domain/pickup';
import { orderTrackPath, pickupOptionsPathFor } from '../../../app/paths';
import { OrderProgressTexts } from '@crema/domain/order-progress';
import { Dialog } from '../../../ui/Dialog';
import { formatMoney } from '../../../ui/format';
import { Fact } from '../../../ui/Fact';

/** `firstName`: the signed-in member's, greeting them on the pickup pages; a guest's is not known. */
export const SuccessModal = ({ confirmation, firstName, onClose }: { confirmation: OrderConfirmation; firstName?: string; onClose: () => void }) => {
  const pickup =
    confirmation.scheduledLabel !== undefined
      ? `Scheduled for ${confirmation.scheduledLabel}`
      : confirmation.pickupLabel !== undefined
        ? OrderMessages.readyInAbout(confirmation.pickupLabel)
        : undefined;
  return (
    <Dialog title={confirmation.modal.title} onClose={onClose}>
      <div className="po-success">
        <dl className="po-success__facts">
          <Fact term="Order number">{confirmation.order.orderId}</Fact>
          {confirmation.storeName !== undefined && (
            <Fact term="Pickup store">{confirmation.storeName}</Fact>
          )}
          {pickup !== undefined && (
            <Fact term="Pickup">{pickup}</Fact>
          )}
          <Fact term="Total">{formatMoney(confirmation.modal.totalMinor)}</Fact>
          {/* Issue #32: the card's auto reload this order's payment ran, said, with the balance it left. */}
          {confirmation.order.autoReloaded !== undefined && (
            <Fact term="Auto reload">
              {OrderMessages.autoReloaded(formatMoney(confirmation.order.autoReloaded.amountMinor), undefined)}
              {confirmation.order.paidWith.balanceAfterMinor !== undefined && ` Card balance: ${formatMoney(confirmation.order.paidWith.balanceAfterMinor)}.`}
            </Fact>
          )}
          {confirmation.modal.starsEarned > 0 && (
            <div>
              <dt>Stars earned</dt>
              <dd>
                <span className="po-success__star" aria-hidden="true">★ </span>
                {confirmation.modal.starsEarned}
              </dd>
            </div>
          )}
        </dl>
      </div>
      <div className="dialog-actions">
        {/* Leaving closes the modal first, so Back returns to the orders, not to this modal. */}
        {/* The order's live page: a member's by session, a guest's by the tokenized link the server answered. */}
        {(firstName !== undefined || confirmation.order.trackToken !== undefined) && (
          <Link className="btn btn--secondary" to={orderTrackPath(confirmation.order.orderId, confirmation.order.trackToken)} onClick={onClose}>
            {OrderProgressTexts.trackOrder}
          </Link>
        )}
        <Link className="btn btn--secondary" to={pickupOptionsPathFor(orderPickupQuery({ storeNumber: confirmation.storeNumber, orderId: confirmation.order.orderId }, firstName))} onClick={onClose}>
          {PickupPageTexts.orderPickupLink}
        </Link>
        <button type="button" className="btn" onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
};
