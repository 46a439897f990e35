// Fake Orders: places a priced order for the member ('placeOrder') or a guest ('placeOrderGuest'), once per
// priced order id and once per idempotency key (a second submit, or the same key with another pricing of the
// cart, answers the order already placed, without charging again); a guest pays with a token this fake
// provider issued, unused and younger than the maximum age; and
// answers its pickup time ('getPickupTime'). A member's order debits the stored-value card or charges the
// saved instrument, redeems the applied Star rewards and coupons, earns Stars, and is recorded in the
// account history and the previous orders.
import { left, right, type Either } from 'fp-ts/Either';
import { decodeDomainError, domainError, ErrorCodes, makeConfig, money, MS_PER_HOUR } from '@crema/domain';
import {
  formatSlotTime,
  isGuestPaymentType,
  isGuestTokenExpired,
  isOrderingErrorCode,
  OrderingCodes,
  PricingErrorCodes,
  shortStoreNumber,
  starsToRedeem,
  type GuestPlaceOrderInput,
  type OrderingError,
  type Orders,
  type PlacedOrder,
  type PlaceOrderInput,
  type PreviousOrder,
  type StoreFacts,
} from '@crema/domain/ordering';
import { basketOf, deriveStore, pickupEstimate, serverFacts, slotsFor, type StoreDirectory } from '@crema/catalog/ordering';
import { ORDER_COMPLETES } from '@crema/catalog/stream';
import { recordOrder } from '../account';
import { debitCard, findCard } from '../cards';
import { consumeCardToken, findCardToken, findInstrument } from '../payments';
import { earnStars, readStarsAccount, redeemStars } from '../rewards';
import { completeOnboardingTask } from '../stream/onboarding-table';
import type { FakeBackend } from '../backend';
import { couponsTable, ordersTable, previousOrdersTable, pricingsTable } from './tables';

/** The guest payment token's maximum age (spec section 9: 300000 ms by default). */
const GUEST_TOKEN_MAX_AGE_MS = makeConfig().guestPaymentTokenMaxAgeMs;

const fail = (code: OrderingError['code'], extras: { status?: number; context?: Readonly<Record<string, unknown>> } = {}): Either<OrderingError, never> =>
  left(domainError(code, { status: extras.status ?? 400, ...(extras.context !== undefined ? { context: extras.context } : {}) }));

/** A refusal of another capability's ledger (Stars, the card's balance) as the order's: its code decoded to an ordering one. */
const asOrderingError = decodeDomainError(isOrderingErrorCode);

type Payer = { readonly kind: 'member'; readonly memberId: string } | { readonly kind: 'guest'; readonly guest: GuestPlaceOrderInput['guest'] };

/** `known`: the store as the server's directory knows it at the time of the order (it may have closed since pricing). */
const place = (backend: FakeBackend, input: PlaceOrderInput, payer: Payer, known?: StoreFacts): Either<OrderingError, PlacedOrder | null> => {
  const now = backend.clock.now();
  const memberId = payer.kind === 'member' ? payer.memberId : undefined;
  // The same key from the same payer answers the first order, even for another pricing of the same cart.
  const orders = ordersTable(backend).read();
  const byKey = Object.values(orders).find((o) => o.idempotencyKey === input.idempotencyKey && o.memberId === memberId && (o.guest === undefined) === (payer.kind === 'member'));
  if (byKey !== undefined) return right(byKey.order);
  const already = orders[input.orderId];
  if (already !== undefined && already.memberId === memberId) return right(already.order);

  const rec = pricingsTable(backend).read()[input.orderId];
  if (rec === undefined || rec.memberId !== memberId || rec.guest !== (payer.kind === 'guest')) {
    return fail(ErrorCodes.NOT_FOUND, { status: 404, context: { orderId: input.orderId } });
  }
  if (now > rec.pricedAt + rec.priced.expiresIn * 1000) return fail(OrderingCodes.PRICING_EXPIRED);
  if (shortStoreNumber(input.storeNumber) !== shortStoreNumber(rec.storeNumber)) return fail(PricingErrorCodes.STORE_NOT_AVAILABLE);
  const store = deriveStore(rec.storeNumber, known === undefined ? rec.store : { ...rec.store, ...known, storeNumber: rec.storeNumber });
  if (!store.open) return fail(PricingErrorCodes.STORE_CLOSED);

  // Scheduled pickup: a time beyond the next hour (or past) is no valid service time (no result);
  // a slot that is full or gone is SLOT_UNAVAILABLE with the next available slot.
  const scheduledFor = input.scheduledOrdering?.start;
  if (scheduledFor !== undefined) {
    if (scheduledFor < now || scheduledFor > now + MS_PER_HOUR) return right(null);
    const slots = slotsFor(store, now);
    const slot = slots.find((s) => s.start === scheduledFor);
    if (slot === undefined || !slot.available) {
      const next = slots.find((s) => s.available);
      return fail(OrderingCodes.SLOT_UNAVAILABLE, {
        context: { nextSlotStart: next?.start, nextSlotLabel: next === undefined ? '' : formatSlotTime(next.start, store.timeZoneId), atCapacity: store.atCapacity },
      });
    }
  }

  const price = rec.priced.summary.price;
  if (!Number.isSafeInteger(input.tipAmount) || input.tipAmount < 0) return fail(ErrorCodes.VALIDATION, { context: { tipAmount: input.tipAmount } });
  if (input.tipAmount > 0 && !rec.priced.isTipEnabled) return fail(ErrorCodes.VALIDATION, { context: { reason: 'tip not enabled' } });
  const amount = price + input.tipAmount;
  const [tender, ...more] = input.tenders;
  if (tender === undefined || more.length > 0 || tender.amount !== amount) return fail(ErrorCodes.VALIDATION, { context: { reason: 'tenders must cover price plus tip' } });

  let lastFour: string | undefined;
  if (payer.kind === 'guest') {
    if (!store.guestOrdering) return fail(PricingErrorCodes.MOP_NOT_ACCEPTED);
    if (store.acceptsOnlyStoredValue) return fail('121048');
    // The token must be one this provider issued, for a guest brand, and the tender must be that card; it pays once,
    // within the maximum age.
    const token = findCardToken(backend, payer.guest.paymentToken);
    if (token === undefined || !isGuestPaymentType(token.brand) || tender.tender !== token.brand.toUpperCase() || tender.id !== token.token) return fail('121043');
    if (token.usedAt !== undefined || isGuestTokenExpired(token.createdAt, now, GUEST_TOKEN_MAX_AGE_MS)) return fail(OrderingCodes.GUEST_TOKEN_EXPIRED);
    lastFour = token.lastFour;
  } else if (tender.tender === 'SVC') {
    const card = findCard(backend, payer.memberId, tender.id);
    if (card === undefined) return fail('121043');
    if (card.balance < amount) return fail(OrderingCodes.INSUFFICIENT_BALANCE, { context: { balance: card.balance, amount } });
    lastFour = card.cardNumber.slice(-4);
  } else {
    if (store.acceptsOnlyStoredValue) return fail('121048');
    const instrument = findInstrument(backend, payer.memberId, tender.id);
    if (instrument === undefined || instrument.paymentType.toUpperCase() !== tender.tender) return fail('121043');
    if (instrument.expiry !== undefined && Date.UTC(instrument.expiry.year, instrument.expiry.month, 1) <= now) return fail('121044');
    lastFour = instrument.accountNumberLastFour;
  }

  const stars = starsToRedeem(rec.priced);
  if (memberId !== undefined && stars > readStarsAccount(backend, memberId).stars) return fail(OrderingCodes.REWARD_NOT_APPLIED);

  // Every check passed: commit.
  let balanceAfter: number | undefined;
  if (memberId !== undefined) {
    if (stars > 0) {
      const redeemed = redeemStars(backend, memberId, stars);
      if (redeemed._tag === 'Left') return left(asOrderingError(redeemed.left));
    }
    if (tender.tender === 'SVC' && amount > 0) {
      const debited = debitCard(backend, memberId, tender.id, amount);
      if (debited._tag === 'Left') return left(asOrderingError(debited.left));
      balanceAfter = debited.right.balance;
    }
    const usedCoupons = new Set(rec.priced.appliedOffers.flatMap((o) => (o.couponId !== undefined ? [o.couponId] : [])));
    if (usedCoupons.size > 0) {
      couponsTable(backend).update((all) => ({ ...all, [memberId]: (all[memberId] ?? []).filter((c) => c.couponId === undefined || !usedCoupons.has(c.couponId)) }));
    }
  }
  if (payer.kind === 'guest' && !consumeCardToken(backend, payer.guest.paymentToken)) return fail(OrderingCodes.GUEST_TOKEN_EXPIRED);
  const starsEarned = memberId === undefined ? 0 : earnStars(backend, memberId, price);
  if (memberId !== undefined) for (const task of ORDER_COMPLETES) completeOnboardingTask(backend, memberId, task);
  const order: PlacedOrder = {
    orderId: input.orderId,
    storeNumber: rec.storeNumber,
    placedAt: now,
    totalMinor: amount,
    tipMinor: input.tipAmount,
    starsEarned,
    starsRedeemed: memberId === undefined ? 0 : stars,
    ...(scheduledFor !== undefined ? { scheduledFor } : {}),
    paidWith: { tender: tender.tender, ...(lastFour !== undefined ? { lastFour } : {}), ...(balanceAfter !== undefined ? { balanceAfterMinor: balanceAfter } : {}) },
  };
  ordersTable(backend).update((all) => ({
    ...all,
    [input.orderId]: {
      order,
      idempotencyKey: input.idempotencyKey,
      ...(memberId !== undefined ? { memberId } : {}),
      ...(payer.kind === 'guest' ? { guest: { email: payer.guest.email, marketingOptIn: payer.guest.marketingOptIn } } : {}),
      pickup: pickupEstimate(rec, store, scheduledFor, now),
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

export const createFakeOrders = (backend: FakeBackend, directory?: StoreDirectory): Orders => {
  const ordering = backend.typed(isOrderingErrorCode);
  return {
    placeOrder: (input) =>
      ordering.callOrEmpty('placeOrder', async () => {
        const known = await serverFacts(directory, input.storeNumber);
        const m = ordering.requireMember();
        return m._tag === 'Left' ? m : place(backend, input, { kind: 'member', memberId: m.right }, known);
      }),
    placeGuestOrder: (input) =>
      ordering.callOrEmpty('placeOrderGuest', async () => place(backend, input, { kind: 'guest', guest: input.guest }, await serverFacts(directory, input.storeNumber))),
    pickupTime: (orderId, short) =>
      ordering.call('getPickupTime', () => {
        const rec = ordersTable(backend).read()[orderId];
        if (rec === undefined || shortStoreNumber(rec.order.storeNumber) !== short) return fail(ErrorCodes.NOT_FOUND, { status: 404 });
        return right(rec.pickup);
      }),
  };
};
