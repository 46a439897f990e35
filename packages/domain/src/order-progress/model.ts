// The order's life after "Place order" (issue #28): received -> preparing -> ready -> picked up, or cancelled
// by the store with a reason. The customer's view (OrderProgress) and the partner's (StoreQueueOrder) are read
// models of one order: the order as placed, the store's moves with their times, and a curbside check-in.

export type OrderStage = 'received' | 'preparing' | 'ready' | 'pickedUp' | 'cancelled';
export const ORDER_STAGES: readonly OrderStage[] = ['received', 'preparing', 'ready', 'pickedUp', 'cancelled'];

/** What a partner may do to an order. */
export type OrderMoveKind = 'startPreparing' | 'markReady' | 'markPickedUp' | 'cancel';
export const ORDER_MOVES: readonly OrderMoveKind[] = ['startPreparing', 'markReady', 'markPickedUp', 'cancel'];

/** A move as asked (POST .../moves): `reason` only for a cancel, where it is required. */
export interface OrderMoveRequest {
  readonly move: OrderMoveKind;
  readonly reason?: string;
}

/** A stage the order reached, and when (epoch ms); 'received' is the order's placement. */
export interface StageReached {
  readonly stage: OrderStage;
  readonly at: number;
}

/** One customization as the barista makes it ('Oat milk', 'Vanilla syrup x 2', 'Extra hot'). */
export interface ProgressCustomization {
  readonly name: string;
  readonly quantity?: number;
  readonly value?: string;
}

export interface ProgressItem {
  readonly name: string;
  readonly quantity: number;
  readonly sizeName?: string;
  readonly customizations: readonly ProgressCustomization[];
}

/** A curbside "I'm here": the stall (parking spot) and when. */
export interface ProgressArrival {
  readonly parkingSpot?: number;
  readonly arrivedAt: number;
}

/** The customer's order page. */
export interface OrderProgress {
  readonly orderId: string;
  /** The receipt's order number. */
  readonly orderNumber: string;
  readonly storeNumber: string;
  readonly storeName: string;
  readonly placedAt: number;
  /** A scheduled pickup's start (epoch ms); absent: as soon as possible. */
  readonly scheduledFor?: number;
  readonly items: readonly ProgressItem[];
  readonly stage: OrderStage;
  /** Every stage reached, 'received' first, in order. */
  readonly moves: readonly StageReached[];
  /** When the order should be ready (the domain's estimatedReadyAt); absent once picked up or cancelled. */
  readonly estimatedReadyAt?: number;
  /** Why the store cancelled it. */
  readonly cancelReason?: string;
  readonly arrival?: ProgressArrival;
}

/** The partner's queue row: the same order, with what the barista needs (who it is for). */
export interface StoreQueueOrder extends OrderProgress {
  /** The customer's first name, or 'Guest'. */
  readonly customerName: string;
}

/** Who asks to move an order: a member, with the stores they are a partner of (none: a customer). */
export interface OrderActor {
  readonly memberId: string;
  readonly partnerOf: readonly string[];
}

/** What the order's placement says, from which the rules derive the rest. */
export interface PlacedOrderFacts {
  readonly placedAt: number;
  readonly scheduledFor?: number;
  /** The pickup estimate's longest wait in minutes, when there is one. */
  readonly estimateMaxMinutes?: number;
}
