// A cancel asks its reason first (the customer reads it on their order page): a required field, then the
// cancel itself or a way back to the order as it was.
import { useId, useState, type FormEvent } from 'react';
import { CANCEL_REASON_MAX, OrderMoveLabels, OrderProgressTexts } from '@crema/domain/order-progress';

export const CancelForm = ({ orderNumber, busy, onCancel, onKeep }: { orderNumber: string; busy: boolean; onCancel: (reason: string) => void; onKeep: () => void }) => {
  const [reason, setReason] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && reason.trim() !== '') onCancel(reason);
  };
  return (
    <form className="store-cancel" onSubmit={submit}>
      <label htmlFor={id}>{OrderProgressTexts.cancelReasonLabel} (order {orderNumber})</label>
      <input id={id} value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={CANCEL_REASON_MAX} autoFocus autoComplete="off" />
      <div className="store-order__actions">
        <button type="submit" className="store-btn store-btn--danger" disabled={busy || reason.trim() === ''}>{OrderMoveLabels.cancel}</button>
        <button type="button" className="store-btn store-btn--secondary" onClick={onKeep}>Keep order</button>
      </div>
    </form>
  );
};
