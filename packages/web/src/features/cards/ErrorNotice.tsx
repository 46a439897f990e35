import { Link } from 'react-router-dom';
import type { PaymentErrorAction, PaymentErrorActionKind } from '@crema/domain/cards';
import { cardPagePath } from '../../app/paths';
import { Notice } from '../../ui/Notice';

/**
 * A failure with the catalogue's message and its action: a link when the action goes somewhere
 * ('Register this card' -> /account/cards/add), else a button the screen handles ('Try again').
 */
export const ErrorNotice = ({ message, action, on = {} }: {
  message: string;
  action?: PaymentErrorAction | undefined;
  on?: Partial<Record<PaymentErrorActionKind, () => void>>;
}) => {
  const handler = action ? on[action.kind] : undefined;
  return (
    <Notice tone="error">
      <p className="notice-text">{message}</p>
      {action && handler && (
        <button type="button" className="btn btn--secondary btn--small" onClick={handler}>{action.label}</button>
      )}
      {action && !handler && action.target !== undefined && (
        <Link className="btn btn--secondary btn--small" to={cardPagePath(action.target)}>{action.label}</Link>
      )}
    </Notice>
  );
};
