// In ui/: an ordering failure's message and action buttons, shown by checkout and by the account's order history; markup only, the handlers come from the page.
// An ordering failure as the person meets it: the catalogue message and the buttons of its actions
// (got it, choose a store, go to the menu, try again, refresh, add payment again, or a cards or payments page).
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { OrderingAction, OrderingFailure } from '@crema/domain/ordering';
import { orderingActionPath, OrderingPaths } from '../app/paths';

export type ActionHandlers = Partial<Record<'gotIt' | 'tryAgain' | 'retry' | 'refresh' | 'addPaymentAgain' | 'choosePayment', () => void>>;

/** The store picker, coming back to the cart once a store is confirmed (spec section 4, toCart). */
export const storePickerForCart = (): string => `${OrderingPaths.storePicker}?toCart=1`;

const ActionButton = ({ action, on, primary }: { action: OrderingAction; on: ActionHandlers; primary: boolean }) => {
  const cls = primary ? 'btn btn--small' : 'btn btn--secondary btn--small';
  switch (action.kind) {
    case 'chooseStore':
      return <Link className={cls} to={storePickerForCart()}>{action.label}</Link>;
    case 'goToMenu':
    case 'page':
      return <Link className={cls} to={orderingActionPath(action)}>{action.label}</Link>;
    default: {
      const handler = on[action.kind];
      return handler === undefined ? null : (
        <button type="button" className={cls} onClick={handler}>
          {action.label}
        </button>
      );
    }
  }
};

export const FailureActions = ({ failure, on }: { failure: OrderingFailure; on: ActionHandlers }) => (
  <div className="row co-actions">
    {failure.actions.map((a, i) => (
      <ActionButton key={`${a.kind}-${i}`} action={a} on={on} primary={i === 0} />
    ))}
  </div>
);

/**
 * An alert with the failure's message (and title) and its actions. With `takeFocus` (inside a modal, where the
 * control that failed may be gone or disabled), each new failure takes the keyboard focus, so it is read first
 * and its actions are the next Tab.
 */
export const FailureNotice = ({ failure, on, id, takeFocus = false }: { failure: OrderingFailure; on: ActionHandlers; id?: string; takeFocus?: boolean }) => {
  const self = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) self.current?.focus();
  }, [failure, takeFocus]);
  return (
    <div ref={self} className="notice notice--error co-failure" role="alert" id={id} tabIndex={takeFocus ? -1 : undefined}>
      {failure.title !== undefined && <p className="co-failure__title">{failure.title}</p>}
      <p className="co-failure__message">{failure.message}</p>
      <FailureActions failure={failure} on={on} />
    </div>
  );
};
