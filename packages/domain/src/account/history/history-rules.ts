// Rules of /account/history and /account/history/egift.
import type { EgiftDelivery, EgiftHistoryEntry, OrderHistoryEntry } from '../model';

export const newestOrdersFirst = (orders: readonly OrderHistoryEntry[]): OrderHistoryEntry[] =>
  [...orders].sort((a, b) => b.placedAt - a.placedAt || a.orderId.localeCompare(b.orderId));

export const newestEgiftsFirst = (gifts: readonly EgiftHistoryEntry[]): EgiftHistoryEntry[] =>
  [...gifts].sort((a, b) => b.purchasedAt - a.purchasedAt || a.orderNumber.localeCompare(b.orderNumber));

/** 'Caffè Latte', '2 Cold Brew', 'Caffè Latte and 1 more item', 'Caffè Latte and 2 more items'. */
export const orderItemsSummary = (o: Pick<OrderHistoryEntry, 'items'>): string => {
  const [first, ...rest] = o.items;
  if (first === undefined) return '';
  const head = first.quantity > 1 ? `${first.quantity} ${first.name}` : first.name;
  const more = rest.reduce((n, i) => n + i.quantity, 0);
  return more === 0 ? head : `${head} and ${more} more ${more === 1 ? 'item' : 'items'}`;
};

export const itemCount = (o: Pick<OrderHistoryEntry, 'items'>): number => o.items.reduce((n, i) => n + i.quantity, 0);

/**
 * An e-gift's delivery from what the server keeps: no message queued for it (bought before deliveries were
 * recorded), nothing known; a message not yet delivered, 'sending'; a delivery recorded, 'delivered' then.
 */
export const egiftDeliveryOf = (messageId: string | null | undefined, deliveredAt: number | null | undefined): EgiftDelivery | undefined => {
  if (messageId === null || messageId === undefined) return undefined;
  return deliveredAt === null || deliveredAt === undefined ? { status: 'sending' } : { status: 'delivered', deliveredAt };
};

/** How an e-gift's delivery reads in the history (ours: the spec shows the e-gift history but not these words). */
export const EgiftDeliveryLabels = { sending: 'Sending', delivered: 'Delivered' } as const;

/** The delivery's label, or undefined when nothing is known. */
export const egiftDeliveryLabel = (g: Pick<EgiftHistoryEntry, 'delivery'>): string | undefined =>
  g.delivery === undefined ? undefined : EgiftDeliveryLabels[g.delivery.status];
