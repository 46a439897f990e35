// Rules of /account/history and /account/history/egift.
import type { EgiftHistoryEntry, OrderHistoryEntry } from '../model';

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
