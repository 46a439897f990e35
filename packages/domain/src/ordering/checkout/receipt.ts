// What an order's receipt e-mail says (issue #27): the store, when to pick up, the items, the total with the tip,
// and what paid it. The server sends it in the order's transaction, to a member's address or a guest's.
import { money } from '../../shared/money';
import type { OutboundMessage } from '../../messages/message';
import type { PickupEstimate, PricedOrder } from '../order-model';
import { formatSlotTime, pickupEstimateLabel } from './schedule-rules';

export interface ReceiptFacts {
  readonly to: string;
  readonly orderId: string;
  readonly storeName: string;
  readonly timeZoneId: string;
  readonly priced: PricedOrder;
  readonly tipMinor: number;
  /** "Visa ending in 4242", "Crema Card ending in 1234", "PayPal". */
  readonly paidWith: string;
  /** A scheduled order's slot start (epoch ms); otherwise the estimate says when. */
  readonly scheduledFor?: number;
  readonly estimate: PickupEstimate;
  readonly trackUrl?: string;
}

/** The receipt's order number: the order id's last 8 characters, upper case (what a barista reads out). */
export const receiptNumber = (orderId: string): string => orderId.replace(/[^A-Za-z0-9]/g, '').slice(-8).toUpperCase();

export const orderReceipt = (f: ReceiptFacts): Extract<OutboundMessage, { kind: 'order-receipt' }> => ({
  kind: 'order-receipt',
  to: f.to,
  orderNumber: receiptNumber(f.orderId),
  storeName: f.storeName,
  pickupTime: f.scheduledFor !== undefined ? `scheduled for ${formatSlotTime(f.scheduledFor, f.timeZoneId)}` : `ready in about ${pickupEstimateLabel(f.estimate)}`,
  lines: f.priced.cart.lines.map((l) => ({ name: l.label, quantity: l.quantity, price: money(l.totalMinor) })),
  total: money(f.priced.summary.price + f.tipMinor),
  paidWith: f.paidWith,
  ...(f.trackUrl !== undefined ? { trackUrl: f.trackUrl } : {}),
});
