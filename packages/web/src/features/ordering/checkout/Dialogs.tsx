// Dialogs of checkout outcomes that send the person back to a choice on the page: the pickup slot was
// taken (SLOT_UNAVAILABLE: the slot is cleared and slots refetched), and the guest card token expired.
// Both are the ui Dialog (focus in on open, Tab kept inside, Escape closes).
import { Actions, OrderMessages, type OrderingFailure } from '@crema/domain/ordering';
import { AlertDialog } from '../../../ui/AlertDialog';
import { Dialog } from '../../../ui/Dialog';
import { useService } from '../../../app/services';
import { useObservable } from '../../../app/useObservable';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';

/**
 * 'The next pickup time is {slot}' (or 'This store is at capacity for ordering ahead'), with the next slot to
 * take. It opens with the next slot already in it, so the Dialog's focus lands on 'Pick up at …' (its primary
 * action). Every way out (either action, Escape) returns focus to the pickup time choice: `onClose(true)`;
 * the control that opened it, Place order, left with the payment summary sheet.
 */
export const SlotUnavailableDialog = ({ failure, onClose }: { failure: OrderingFailure; onClose: (focusSlots: boolean) => void }) => {
  const order = useService(OrderingTokens.Order);
  const loadTimeSlots = useService(OrderingTokens.LoadTimeSlots);
  // The slots refetched before the failure, from the first render.
  const slots = useObservable(loadTimeSlots.latest$, loadTimeSlots.current());
  const next = slots.status === 'ok' ? slots.value.nextAvailable : undefined;
  const dismiss = () => {
    order.dispatch({ type: 'TimeSlotErrorDialogDismissed' });
    order.dispatch({ type: 'SubmitErrorDismissed' });
  };
  // Escape (and a click on the backdrop) is its dismiss action, 'Choose another time'.
  const chooseAnother = () => {
    dismiss();
    onClose(true);
  };
  return (
    <Dialog
      /* text not given by the spec */
      title="That pickup time is no longer available"
      role="alertdialog"
      onClose={chooseAnother}
    >
      <p>{failure.message}</p>
      <div className="dialog-actions">
        {next !== undefined && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              dismiss();
              order.dispatch({ type: 'TimeSlotSelected', slot: next.slot });
              onClose(true);
            }}
          >
            Pick up at {next.label}
          </button>
        )}
        <button type="button" className="btn btn--secondary" onClick={chooseAnother}>
          {/* text not given by the spec */}
          Choose another time
        </button>
      </div>
    </Dialog>
  );
};

/** Spec section 4: the expired token is reset, then an 'add payment again' dialog opens. */
export const TokenExpiredDialog = ({ onAddPayment }: { onAddPayment: () => void }) => (
  // Title text not given by the spec.
  <AlertDialog
    title="Your payment session expired"
    message={OrderMessages.guestTokenExpired}
    onClose={onAddPayment}
    actions={
      <button type="button" className="btn" onClick={onAddPayment}>
        {Actions.addPaymentAgain.label}
      </button>
    }
  />
);
