// What a partner or a customer reads when order progress fails (ours: the spec's catalogue has none of these).
import { ErrorCodes } from '../shared';
import { OrderProgressCodes, type OrderProgressError } from './errors';

export const orderProgressErrorMessage = (e: OrderProgressError): string => {
  switch (e.code) {
    case OrderProgressCodes.MOVE_NOT_ALLOWED:
      return 'This order has moved on already. The list shows where it stands now.';
    case OrderProgressCodes.REASON_REQUIRED:
      return 'Say why the order is cancelled.';
    case OrderProgressCodes.NOT_A_PARTNER:
      return 'This page is for store partners. Sign in with a partner account.';
    case ErrorCodes.NOT_FOUND:
      return 'We could not find this order.';
    case ErrorCodes.UNAUTHORIZED:
      return 'Sign in to see this order.';
    default:
      return 'Something went wrong. Try again.';
  }
};
