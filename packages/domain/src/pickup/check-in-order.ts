// Which order a curbside check-in may name (issue #26: any made-up order token was accepted). The token is the
// order's own id: random (a UUID on the server), so knowing it means having the order's link or confirmation.
// A check-in is accepted only for an order placed at that store, recently enough to be picked up now; anything
// else is the same 404 NOT_FOUND, so a caller cannot tell an unknown order from another store's or a stale one.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes, MS_PER_HOUR } from '../shared';
import { shortStoreNumber } from '../locator/rules';
import type { PickupError } from './errors';
import type { PickupQuery } from './model';

/**
 * How long after it was placed an order may be checked in for. The spec names no window: 12 hours covers a
 * scheduled order (up to an hour ahead), a late customer and a store's whole day, and ends before the next
 * day's orders, so yesterday's link checks nobody in.
 */
export const CHECK_IN_WINDOW_MS = 12 * MS_PER_HOUR;

/** What the check-in rule needs to know of a placed order. */
export interface CheckInOrderFacts {
  /** The store it was placed at, in any form of its number ('10003' or '10003-54321'). */
  readonly storeNumber: string;
  /** Epoch ms, at the clock of whoever placed it (the server, or the fake). */
  readonly placedAt: number;
}

/** The same store: numbers compare by their part before a dash ('10003-54321' is 10003), as the stores are found. */
export const isSameStore = (a: string, b: string): boolean => shortStoreNumber(a.trim()) === shortStoreNumber(b.trim());

/**
 * Whether `order` may be checked in for at `storeNumber` at `now`: it exists, was placed at that store, and no
 * more than CHECK_IN_WINDOW_MS ago. A placedAt after now (a clock that moved back) counts as just placed: the
 * order is real and of this store.
 */
export const mayCheckInFor = (order: CheckInOrderFacts | undefined, storeNumber: string, now: number): order is CheckInOrderFacts =>
  order !== undefined && isSameStore(order.storeNumber, storeNumber) && now - order.placedAt <= CHECK_IN_WINDOW_MS;

/** The one refusal of a check-in for no order of this store now (unknown, another store's or stale): 404 NOT_FOUND. */
export const checkInOrderNotFound = (): PickupError => domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { field: 'orderToken' } });

/** The order a check-in names, given the facts its token found (undefined: none), or the refusal. */
export const checkInOrder = (order: CheckInOrderFacts | undefined, storeNumber: string, now: number): Either<PickupError, CheckInOrderFacts> =>
  mayCheckInFor(order, storeNumber, now) ? right(order) : left(checkInOrderNotFound());

/** A check-in's order token as sent: trimmed; blank is none. */
export const orderTokenOf = (token: string | undefined): string | undefined => {
  const t = token?.trim();
  return t === undefined || t === '' ? undefined : t;
};

/**
 * What the link a placed order gives its customer to pick it up carries: its store, its id as the order token,
 * the first name when known (a member's; a guest gives none) and the web platform. The app puts it on its
 * pickup options page (pickupQueryString writes it).
 */
export const orderPickupQuery = (order: { readonly storeNumber: string; readonly orderId: string }, firstName?: string): PickupQuery => ({
  storeNumber: order.storeNumber,
  orderToken: order.orderId,
  ...(firstName !== undefined ? { firstName } : {}),
  platform: 'web',
});
