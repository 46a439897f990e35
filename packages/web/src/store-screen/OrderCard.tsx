// One open order as the barista reads it: who it is for and its number, its stage, when it is due (or its
// scheduled slot), a curbside arrival, the items as made, and the moves the domain allows at its stage. The
// forward move is one button whose label follows the stage, so keyboard focus stays on it from "Start preparing"
// to "Mark picked up"; while a move is on its way it is marked unavailable, not disabled (a disabled button
// would drop the focus).
import { useEffect, useId, useRef, useState } from 'react';
import {
  movesFrom,
  OrderMoveLabels,
  OrderProgressTexts,
  OrderStageLabels,
  orderProgressErrorMessage,
  type OrderMoveRequest,
  type OrderProgressError,
  type StoreQueueOrder,
} from '@crema/domain/order-progress';
import { CancelForm } from './CancelForm';
import { ItemList } from './ItemList';
import { formatTime } from './format-time';

export interface OrderCardProps {
  readonly order: StoreQueueOrder;
  /** A move of this order is on its way. */
  readonly busy: boolean;
  /** The last refusal of a move of this order. */
  readonly error: OrderProgressError | undefined;
  readonly onMove: (request: OrderMoveRequest) => void;
}

export const OrderCard = ({ order, busy, error, onMove }: OrderCardProps) => {
  const [cancelling, setCancelling] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const backToCancel = useRef(false);
  const headingId = useId();
  const moves = movesFrom(order.stage);
  const forward = moves.find((m) => m !== 'cancel');

  // "Keep order" puts focus back where the cancel began.
  useEffect(() => {
    if (cancelling || !backToCancel.current) return;
    backToCancel.current = false;
    cancelButton.current?.focus();
  }, [cancelling]);

  return (
    <li className={`store-order store-order--${order.stage}`} aria-labelledby={headingId}>
      <div className="store-order__head">
        <h3 id={headingId} className="store-order__title">
          {order.customerName} <span className="store-order__number">#{order.orderNumber}</span>
        </h3>
        <span className="store-order__stage">{OrderStageLabels[order.stage]}</span>
      </div>
      <p className="store-order__time">
        {order.scheduledFor !== undefined ? (
          <><span className="store-tag store-tag--scheduled">{OrderProgressTexts.scheduled}</span> for {formatTime(order.scheduledFor)}</>
        ) : (
          <>Due {formatTime(order.estimatedReadyAt ?? order.placedAt)} · placed {formatTime(order.placedAt)}</>
        )}
      </p>
      {order.arrival !== undefined && (
        <p className="store-order__arrival">
          <span className="store-tag store-tag--curbside">{OrderProgressTexts.curbside}</span> Here{order.arrival.parkingSpot !== undefined ? ` at parking spot ${order.arrival.parkingSpot}` : ''} since {formatTime(order.arrival.arrivedAt)}
        </p>
      )}
      <ItemList items={order.items} />
      {error !== undefined && <p className="store-notice store-notice--error" role="alert">{orderProgressErrorMessage(error)}</p>}
      {cancelling ? (
        <CancelForm
          orderNumber={order.orderNumber}
          busy={busy}
          onCancel={(reason) => {
            onMove({ move: 'cancel', reason });
            setCancelling(false);
          }}
          onKeep={() => {
            backToCancel.current = true;
            setCancelling(false);
          }}
        />
      ) : (
        <div className="store-order__actions">
          {forward !== undefined && (
            <button type="button" className="store-btn store-btn--primary" aria-disabled={busy || undefined} aria-describedby={headingId} onClick={() => !busy && onMove({ move: forward })}>
              {OrderMoveLabels[forward]}
            </button>
          )}
          {moves.includes('cancel') && (
            <button ref={cancelButton} type="button" className="store-btn store-btn--secondary" aria-disabled={busy || undefined} aria-describedby={headingId} onClick={() => !busy && setCancelling(true)}>
              {OrderMoveLabels.cancel}
            </button>
          )}
        </div>
      )}
    </li>
  );
};
