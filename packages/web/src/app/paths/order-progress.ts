// The order page (a placed order's progress, issue #28) and the partner's store screen (another channel's page,
// src/store-screen/: this app only hands its path to the browser). A guest's link carries the order's track
// token; a member's page reads their own order by session.
export const OrderProgressPaths = {
  track: '/orders/:orderId',
  storeOrders: '/store/orders',
} as const;

/** '/orders/{orderId}', or with '?token=' for a guest's tokenized link. */
export const orderTrackPath = (orderId: string, token?: string): string =>
  `/orders/${encodeURIComponent(orderId)}${token !== undefined && token !== '' ? `?token=${encodeURIComponent(token)}` : ''}`;
