// Fake Orders: places a priced order for the member ('placeOrder') or a guest ('placeOrderGuest') and answers its
// pickup time ('getPickupTime'), refusing as the server's submit-order does (server/src/ordering/orders.ts): the
// same domain checks, in the same order. The payer's own pricing (else 404), the tip's bound (tipRefusal), the
// name for the cup (cupNameRefusal), the idempotency key (the first order again for the same request, a 409 for
// another: placeOrderKeyRequest), one order per pricing, the pricing's expiry, the store it was priced at
// (STORE_NOT_AVAILABLE), the store as it is now (orderAheadRefusal: STORE_CLOSED, MOP_UNAVAILABLE;
// guestCanOrderAt: MOP_NOT_ACCEPTED), as soon as possible at a store at capacity (asapRefusal: HIGH_VOLUME_STORE), the
// pickup slot (isSchedulable: no result beyond the next hour; SLOT_UNAVAILABLE), the coupons still the member's
// (REWARD_NOT_APPLIED), then the payment: the tender (checkOrderTender), a stored-value card the member holds and
// its balance, a saved instrument of the member's, of the tender's type and not expired (isExpired), or a guest's
// unspent token, each through checkOrderPayment (STORED_VALUE_ONLY, guest token age and brand), and the Stars of
// its Star rewards. A member's order pays with the card through the card ledger's payWithCard (its auto reload
// runs, as on the server), redeems the Star rewards and coupons, earns Stars, and is recorded in the account
// history and the previous orders.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes, money } from '@crema/domain';
import {
  formatSlotTime,
  cupNameRefusal,
  guestCanOrderAt,
  isOrderingErrorCode,
  isSchedulable,
  orderAheadRefusal,
  asapRefusal,
  OrderingCodes,
  placedCupName,
  placeOrderKeyRequest,
  PricingErrorCodes,
  shortStoreNumber,
  starsToRedeem,
  tipRefusal,
  type OrderingError,
  type Orders,
  type PlacedOrder,
  type PlaceOrderInput,
  type PreviousOrder,
  type StoreFacts,
} from '@crema/domain/ordering';
import { IDEMPOTENCY_KEY_CONFLICT } from '@crema/domain/cards';
import { basketOf, deriveStore, pickupEstimate, serverFacts, slotsFor, type DerivedStore, type StoreDirectory } from '@crema/catalog/ordering';
import { ORDER_COMPLETES } from '@crema/catalog/stream';
import { recordOrder } from '../account';
import { payWithCard } from '../cards';
import { consumeCardToken } from '../payments';
import { earnStars, readStarsAccount, redeemStars } from '../rewards';
import { completeOnboardingTask } from '../stream/onboarding-table';
import type { FakeBackend } from '../backend';
import { couponsTable, ordersTable, previousOrdersTable, pricingsTable } from './tables';
import { asOrderingError, checkPayment, fail, refuseWith, scopeOf, scopeOfRecord, type Payer } from './order-payment';

/**
 * `known`: the store as the server's directory knows it at the time of the order (it may have closed since
 * pricing); the pricing's own facts of it when the directory does not know it.
 */
const place = (backend: FakeBackend, input: PlaceOrderInput, payer: Payer, known?: StoreFacts): Either<OrderingError, PlacedOrder | null> => {
  const memberId = payer.kind === 'member' ? payer.memberId : undefined;
  // Whose pricing first (another's order id answers nothing, not even through a key), then the tip's bound.
  const rec = pricingsTable(backend).read()[input.orderId];
  if (rec === undefined || rec.memberId !== memberId || rec.guest !== (payer.kind === 'guest')) {
    return fail(ErrorCodes.NOT_FOUND, { status: 404, context: { orderId: input.orderId } });
  }
  const tip = tipRefusal(input.tipAmount, rec.priced);
  if (tip !== undefined) return refuseWith(tip);
  // The name for the cup (issue #32), as the server checks it.
  const cup = cupNameRefusal(input);
  if (cup !== undefined) return refuseWith(cup);
  // The key, for this very request only: the same request answers the first order (even for another pricing of
  // the same cart); anything else under the key is a 409.
  const orders = ordersTable(backend).read();
  const scope = scopeOf(payer);
  const keyRequest = JSON.stringify(placeOrderKeyRequest(input, rec.items, payer.kind === 'guest' ? payer.guest : undefined));
  const byKey = Object.values(orders).find((o) => o.idempotencyKey === input.idempotencyKey && scopeOfRecord(o) === scope);
  if (byKey !== undefined) {
    // The server's conflict (REQUEST_ID_CONFLICT, a 409), as the ordering ports decode it; an order kept from
    // before keys kept their request answers as it always did.
    if (byKey.keyRequest !== undefined && byKey.keyRequest !== keyRequest) return left(asOrderingError(domainError(IDEMPOTENCY_KEY_CONFLICT, { status: 409, context: { key: input.idempotencyKey } })));
    return right(byKey.order);
  }
  // One order per pricing: another key for the same pricing answers the order already placed.
  const already = orders[input.orderId];
  if (already !== undefined) return right(already.order);

  const now = backend.clock.now();
  if (now > rec.pricedAt + rec.priced.expiresIn * 1000) return fail(OrderingCodes.PRICING_EXPIRED);
  if (shortStoreNumber(input.storeNumber.trim()) !== shortStoreNumber(rec.storeNumber)) return fail(PricingErrorCodes.STORE_NOT_AVAILABLE);
  // The store as it is now (it may have closed since the pricing).
  const facts: StoreFacts = known === undefined ? (rec.store ?? { storeNumber: rec.storeNumber }) : { ...rec.store, ...known, storeNumber: rec.storeNumber };
  const store: DerivedStore = deriveStore(rec.storeNumber, facts);
  const refusal = orderAheadRefusal(store);
  if (refusal !== undefined) return fail(refusal);
  if (payer.kind === 'guest' && !guestCanOrderAt(store)) return fail(PricingErrorCodes.MOP_NOT_ACCEPTED);

  // Scheduled pickup (spec section 9: up to one hour ahead): outside that window there is no valid service time
  // (no result); a slot that is full or gone is SLOT_UNAVAILABLE (110000) with the next one.
  const scheduledFor = input.scheduledOrdering?.start;
  // A store at capacity takes no order for as soon as possible (the domain's asapRefusal, as the server).
  const busy = asapRefusal(store.atCapacity, scheduledFor);
  if (busy !== undefined) return fail(busy);
  if (scheduledFor !== undefined) {
    if (!isSchedulable({ start: scheduledFor }, now)) return right(null);
    const slots = slotsFor(store, now);
    const slot = slots.find((s) => s.start === scheduledFor);
    if (slot === undefined || !slot.available) {
      const next = slots.find((s) => s.available);
      return fail(OrderingCodes.SLOT_UNAVAILABLE, {
        context: { nextSlotStart: next?.start, nextSlotLabel: next === undefined ? '' : formatSlotTime(next.start, store.timeZoneId) },
      });
    }
  }

  // The member's coupons the pricing applied must still be theirs (not used by another order since).
  const coupons = rec.priced.appliedOffers.flatMap((o) => (o.couponId !== undefined ? [o.couponId] : []));
  if (memberId !== undefined && coupons.length > 0) {
    const held = new Set((couponsTable(backend).read()[memberId] ?? []).flatMap((c) => (c.couponId !== undefined ? [c.couponId] : [])));
    if (!coupons.every((c) => held.has(c))) return fail(OrderingCodes.REWARD_NOT_APPLIED);
  }
  const payment = checkPayment(backend, input, payer, rec, { ...facts, guestOrdering: store.guestOrdering }, now);
  if (payment._tag === 'Left') return payment;
  const { tender } = payment.right;
  // The Stars of the order's Star rewards, at this moment.
  const stars = memberId === undefined ? 0 : starsToRedeem(rec.priced);
  if (memberId !== undefined && stars > readStarsAccount(backend, memberId).stars) return fail(OrderingCodes.REWARD_NOT_APPLIED);

  // Every check passed: commit.
  const price = rec.priced.summary.price;
  const amount = price + input.tipAmount;
  let balanceAfter: number | undefined;
  let autoReloaded: PlacedOrder['autoReloaded'];
  if (memberId !== undefined) {
    if (payment.right.card !== undefined) {
      const paid = payWithCard(backend, memberId, payment.right.card, amount);
      if (paid._tag === 'Left') return left(asOrderingError(paid.left));
      if (amount > 0) balanceAfter = paid.right.balance;
      // The card's auto reload the payment ran (issue #32), as the server's placed order says it.
      const ran = paid.right.autoReloaded;
      if (ran !== undefined) autoReloaded = { amountMinor: ran.amount, paymentInstrumentId: ran.paymentInstrumentId };
    }
    if (stars > 0) {
      const redeemed = redeemStars(backend, memberId, stars);
      if (redeemed._tag === 'Left') return left(asOrderingError(redeemed.left));
    }
    if (coupons.length > 0) {
      const used = new Set(coupons);
      couponsTable(backend).update((all) => ({ ...all, [memberId]: (all[memberId] ?? []).filter((c) => c.couponId === undefined || !used.has(c.couponId)) }));
    }
  }
  if (payment.right.token !== undefined && !consumeCardToken(backend, payment.right.token)) return fail(OrderingCodes.GUEST_TOKEN_EXPIRED);
  const starsEarned = memberId === undefined ? 0 : earnStars(backend, memberId, price);
  if (memberId !== undefined) for (const task of ORDER_COMPLETES) completeOnboardingTask(backend, memberId, task);
  const lastFour = payment.right.lastFour;
  const order: PlacedOrder = {
    orderId: input.orderId,
    storeNumber: rec.storeNumber,
    placedAt: now,
    totalMinor: amount,
    tipMinor: input.tipAmount,
    starsEarned,
    starsRedeemed: stars,
    ...(scheduledFor !== undefined ? { scheduledFor } : {}),
    ...placedCupName(input),
    paidWith: { tender: tender.tender, ...(lastFour !== undefined ? { lastFour } : {}), ...(balanceAfter !== undefined ? { balanceAfterMinor: balanceAfter } : {}) },
    ...(autoReloaded !== undefined ? { autoReloaded } : {}),
  };
  ordersTable(backend).update((all) => ({
    ...all,
    [input.orderId]: {
      order,
      idempotencyKey: input.idempotencyKey,
      scope,
      keyRequest,
      ...(memberId !== undefined ? { memberId } : {}),
      ...(payer.kind === 'guest' ? { guest: { email: payer.guest.email, marketingOptIn: payer.guest.marketingOptIn } } : {}),
      pickup: pickupEstimate(rec, scheduledFor, now),
    },
  }));
  if (memberId !== undefined) {
    const basket = basketOf(rec.items);
    recordOrder(backend, memberId, {
      orderId: input.orderId,
      storeNumber: rec.storeNumber,
      storeName: rec.store?.name ?? `Store ${shortStoreNumber(rec.storeNumber)}`,
      placedAt: now,
      items: basket.map((b) => ({ name: b.product.name, quantity: b.quantity, detail: b.sizeName })),
      total: money(amount),
      starsEarned,
    });
    const previous: PreviousOrder = {
      orderId: input.orderId,
      orderType: '120',
      orderedAt: now,
      storeNumber: rec.storeNumber,
      ...(rec.store?.name !== undefined ? { storeName: rec.store.name } : {}),
      basket: { items: basket },
      totalMinor: amount,
    };
    previousOrdersTable(backend).update((all) => ({ ...all, [memberId]: [previous, ...(all[memberId] ?? [])] }));
  }
  return right(order);
};

/** The store the order's pricing was made at, as the server's directory knows it now. */
const storeNow = async (backend: FakeBackend, directory: StoreDirectory | undefined, input: PlaceOrderInput): Promise<StoreFacts | undefined> =>
  serverFacts(directory, pricingsTable(backend).read()[input.orderId]?.storeNumber ?? input.storeNumber);

export const createFakeOrders = (backend: FakeBackend, directory?: StoreDirectory): Orders => {
  const ordering = backend.typed(isOrderingErrorCode);
  return {
    placeOrder: (input) =>
      ordering.callOrEmpty('placeOrder', async () => {
        const known = await storeNow(backend, directory, input);
        const m = ordering.requireMember();
        return m._tag === 'Left' ? m : place(backend, input, { kind: 'member', memberId: m.right }, known);
      }),
    placeGuestOrder: (input) =>
      ordering.callOrEmpty('placeOrderGuest', async () => place(backend, input, { kind: 'guest', guest: input.guest }, await storeNow(backend, directory, input))),
    pickupTime: (orderId, short) =>
      ordering.call('getPickupTime', () => {
        const rec = ordersTable(backend).read()[orderId];
        if (rec === undefined || shortStoreNumber(rec.order.storeNumber) !== short) return fail(ErrorCodes.NOT_FOUND, { status: 404 });
        return right(rec.pickup);
      }),
  };
};
