// The order's lifecycle rules (issue #28), pure: which move follows from which stage, who may make it, the time
// a move is kept at, and the estimated ready time after each move. The server runs these in the move's
// transaction; the fake runs the same; the pages only render what they decide.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes, MS_PER_MINUTE } from '../shared';
import { shortStoreNumber } from '../ordering/checkout/schedule-rules';
import { OrderProgressCodes, type OrderProgressError } from './errors';
import type { OrderActor, OrderMoveKind, OrderMoveRequest, OrderStage, PlacedOrderFacts, StageReached } from './model';

/** The customer's words for each stage (exact: tests and the page assert them). */
export const OrderStageLabels: Readonly<Record<OrderStage, string>> = {
  received: 'Order received',
  preparing: 'Preparing',
  ready: 'Ready for pickup',
  pickedUp: 'Picked up',
  cancelled: 'Cancelled',
};

/** The progress line's four steps, in order (a cancel ends the line where it stood). */
export const PROGRESS_LINE: readonly OrderStage[] = ['received', 'preparing', 'ready', 'pickedUp'];

/** The partner's buttons (exact accessible names). */
export const OrderMoveLabels: Readonly<Record<OrderMoveKind, string>> = {
  startPreparing: 'Start preparing',
  markReady: 'Mark ready',
  markPickedUp: 'Mark picked up',
  cancel: 'Cancel order',
};

/** Forward moves: each from exactly one stage. A cancel is allowed from every open stage. */
const FORWARD: Readonly<Record<Exclude<OrderMoveKind, 'cancel'>, { readonly from: OrderStage; readonly to: OrderStage }>> = {
  startPreparing: { from: 'received', to: 'preparing' },
  markReady: { from: 'preparing', to: 'ready' },
  markPickedUp: { from: 'ready', to: 'pickedUp' },
};

/** No move leaves these. */
export const isFinished = (stage: OrderStage): boolean => stage === 'pickedUp' || stage === 'cancelled';

/** The stage a move leads to from `stage`; undefined when it does not follow (backwards, repeated, after the end). */
export const stageAfter = (stage: OrderStage, move: OrderMoveKind): OrderStage | undefined => {
  if (isFinished(stage)) return undefined;
  if (move === 'cancel') return 'cancelled';
  const f = FORWARD[move];
  return f.from === stage ? f.to : undefined;
};

/** The moves a partner may make now, in the order the buttons show. */
export const movesFrom = (stage: OrderStage): readonly OrderMoveKind[] =>
  (['startPreparing', 'markReady', 'markPickedUp', 'cancel'] as const).filter((m) => stageAfter(stage, m) !== undefined);

/** The position of a stage on the line (cancelled sits after every other: nothing follows it). */
export const stageRank = (stage: OrderStage): number => (stage === 'cancelled' ? 4 : PROGRESS_LINE.indexOf(stage));

/** Longest cancel reason kept (a reason is a sentence for the customer, not a letter). */
export const CANCEL_REASON_MAX = 200;

/** A cancel's reason, trimmed; undefined when empty or past CANCEL_REASON_MAX. */
export const cancelReasonOf = (reason: string | undefined): string | undefined => {
  const r = (reason ?? '').replace(/\s+/g, ' ').trim();
  return r.length === 0 || r.length > CANCEL_REASON_MAX ? undefined : r;
};

/** Only a partner of the order's store moves it (any form of the store's number: '10001' is '10001-1'). */
export const isPartnerOf = (actor: Pick<OrderActor, 'partnerOf'>, storeNumber: string): boolean =>
  actor.partnerOf.some((s) => shortStoreNumber(s) === shortStoreNumber(storeNumber));

/**
 * Who may move: a member who is no partner at all is refused (403, NOT_A_PARTNER); a partner of another store
 * is told the order does not exist (404: a partner learns nothing of other stores' orders).
 */
export const moveRefusalFor = (actor: OrderActor, storeNumber: string): OrderProgressError | undefined => {
  if (actor.partnerOf.length === 0) return domainError(OrderProgressCodes.NOT_A_PARTNER, { status: 403 });
  if (!isPartnerOf(actor, storeNumber)) return domainError(ErrorCodes.NOT_FOUND, { status: 404 });
  return undefined;
};

/**
 * The time a move is kept at: the clock's, but never before the order was placed nor before the previous move
 * (a clock that stepped back, or another process's clock a little behind, must not make a move older than what
 * it follows).
 */
export const moveTime = (placedAt: number, moves: readonly StageReached[], now: number): number =>
  Math.max(now, placedAt, ...moves.map((m) => m.at));

/** The stage after these moves ('received' when none). */
export const stageOf = (moves: readonly StageReached[]): OrderStage => moves.at(-1)?.stage ?? 'received';

/**
 * A move asked of an order whose stages so far are `moves` ('received' at placedAt first): the stage reached, or
 * why not. The actor's right to move is checked first (moveRefusalFor), then the reason, then the order.
 */
export const applyMove = (
  order: { readonly storeNumber: string; readonly placedAt: number; readonly moves: readonly StageReached[] },
  request: OrderMoveRequest,
  actor: OrderActor,
  now: number,
): Either<OrderProgressError, StageReached & { readonly reason?: string }> => {
  const refusal = moveRefusalFor(actor, order.storeNumber);
  if (refusal !== undefined) return left(refusal);
  const reason = request.move === 'cancel' ? cancelReasonOf(request.reason) : undefined;
  if (request.move === 'cancel' && reason === undefined) return left(domainError(OrderProgressCodes.REASON_REQUIRED, { status: 400, context: { field: 'reason' } }));
  const from = stageOf(order.moves);
  const to = stageAfter(from, request.move);
  if (to === undefined) return left(domainError(OrderProgressCodes.MOVE_NOT_ALLOWED, { status: 409, context: { stage: from, move: request.move } }));
  const at = moveTime(order.placedAt, order.moves, now);
  return right(reason === undefined ? { stage: to, at } : { stage: to, at, reason });
};

/**
 * Estimated ready times (the spec is silent; ours):
 *  - received: a scheduled order at its slot; otherwise the placement plus the pickup estimate's longest wait
 *    (RECEIVED_FALLBACK_MINUTES when the estimate is unknown): what the success modal promised;
 *  - preparing: PREPARING_MINUTES after the barista started (a drink takes a few minutes once begun), but never
 *    before a scheduled slot (the customer was told the slot);
 *  - ready: the moment it was marked ready;
 *  - picked up or cancelled: none (nothing to wait for).
 * Never earlier than the order's placement.
 */
export const PREPARING_MINUTES = 4;
export const RECEIVED_FALLBACK_MINUTES = 10;

export const estimatedReadyAt = (order: PlacedOrderFacts, moves: readonly StageReached[]): number | undefined => {
  const last = moves.at(-1);
  const stage = last?.stage ?? 'received';
  const notBefore = (t: number): number => Math.max(t, order.placedAt);
  switch (stage) {
    case 'received':
      return notBefore(order.scheduledFor ?? order.placedAt + (order.estimateMaxMinutes ?? RECEIVED_FALLBACK_MINUTES) * MS_PER_MINUTE);
    case 'preparing':
      return notBefore(Math.max((last?.at ?? order.placedAt) + PREPARING_MINUTES * MS_PER_MINUTE, order.scheduledFor ?? 0));
    case 'ready':
      return notBefore(last?.at ?? order.placedAt);
    default:
      return undefined;
  }
};

/** The full list of stages reached, 'received' (the placement) first, for the page's progress line. */
export const stagesReached = (placedAt: number, moves: readonly StageReached[]): readonly StageReached[] => [{ stage: 'received', at: placedAt }, ...moves];

/** How long a store's queue looks back: an order not finished within a store's day is no longer "open". */
export const QUEUE_LOOKBACK_MS = 12 * 60 * MS_PER_MINUTE;

/** The queue's order: by pickup time (a scheduled slot, else the estimated ready time, else placement), then number. */
export const pickupTimeOf = (o: { readonly scheduledFor?: number; readonly estimatedReadyAt?: number; readonly placedAt: number }): number =>
  o.scheduledFor ?? o.estimatedReadyAt ?? o.placedAt;

export const byPickupTime = <O extends { readonly orderId: string; readonly scheduledFor?: number; readonly estimatedReadyAt?: number; readonly placedAt: number }>(a: O, b: O): number =>
  pickupTimeOf(a) - pickupTimeOf(b) || (a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0);

/** An order still worth following live (its page linked from the history): placed within QUEUE_LOOKBACK_MS. */
export const isTrackable = (placedAt: number, now: number): boolean => now - placedAt <= QUEUE_LOOKBACK_MS;

/**
 * The name on the store's queue card, the one the barista writes and calls (issue #32): the order's name for the
 * cup when the customer gave one, else a member's first name, else 'Guest' (text not given by the spec).
 */
export const queueCustomerName = (o: { readonly cupName?: string | undefined; readonly memberFirstName?: string | undefined }): string =>
  o.cupName ?? o.memberFirstName ?? 'Guest';
