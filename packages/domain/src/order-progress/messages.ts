// The order-progress pages' words (ours: the spec is silent), in one place so tests assert them exactly.
import { OrderStageLabels } from './rules';
import type { LiveMode } from './live-feed';
import type { OrderProgress, ProgressCustomization, ProgressItem, StoreQueueOrder } from './model';

export const OrderProgressTexts = {
  trackOrder: 'Track order',
  pageTitle: 'Your order',
  live: 'Live: this page updates by itself.',
  connecting: 'Connecting for live updates…',
  polling: 'Live updates were cut. Checking for changes every few seconds.',
  notFound: 'We could not find this order.',
  loadFailed: 'We could not load your order. Try again.',
  queueTitle: 'Orders',
  queueEmpty: 'No open orders right now.',
  notPartner: 'This page is for store partners. Sign in with a partner account.',
  cancelReasonLabel: 'Reason for cancelling',
  scheduled: 'Scheduled',
  curbside: 'Curbside',
} as const;

/** An item as the barista makes it: '2 × Grande Latte' (the size when it has one). */
export const itemText = (i: ProgressItem): string => `${i.quantity} × ${i.sizeName !== undefined ? `${i.sizeName} ` : ''}${i.name}`;

/** A customization as made: 'Oat milk', 'Syrup: Vanilla × 2' (a quantity of 1 goes unsaid). */
export const customizationText = (c: ProgressCustomization): string =>
  `${c.name}${c.value !== undefined ? `: ${c.value}` : ''}${c.quantity !== undefined && c.quantity !== 1 ? ` × ${c.quantity}` : ''}`;

export const liveModeText = (mode: LiveMode): string => (mode === 'live' ? OrderProgressTexts.live : mode === 'polling' ? OrderProgressTexts.polling : OrderProgressTexts.connecting);

/** What the polite live region says when the customer's order changes; undefined when nothing worth saying changed. */
export const progressAnnouncement = (before: OrderProgress | undefined, after: OrderProgress): string | undefined => {
  if (before === undefined) return undefined;
  if (before.stage !== after.stage) {
    return after.stage === 'cancelled'
      ? `Your order was cancelled${after.cancelReason !== undefined ? `: ${after.cancelReason}` : ''}.`
      : `Order status: ${OrderStageLabels[after.stage]}.`;
  }
  if (before.arrival?.arrivedAt !== after.arrival?.arrivedAt && after.arrival !== undefined) {
    return after.arrival.parkingSpot !== undefined ? `Check-in received: parking spot ${after.arrival.parkingSpot}.` : 'Check-in received.';
  }
  return undefined;
};

/** What the partner's live region says about a change of one order in the queue. */
export const queueAnnouncement = (before: StoreQueueOrder | undefined, after: StoreQueueOrder): string | undefined => {
  if (before === undefined) return `New order ${after.orderNumber} for ${after.customerName}.`;
  if (after.arrival !== undefined && before.arrival?.arrivedAt !== after.arrival.arrivedAt) {
    return `${after.customerName} is here${after.arrival.parkingSpot !== undefined ? ` at parking spot ${after.arrival.parkingSpot}` : ''} (order ${after.orderNumber}).`;
  }
  if (before.stage !== after.stage) return `Order ${after.orderNumber}: ${OrderStageLabels[after.stage]}.`;
  return undefined;
};
