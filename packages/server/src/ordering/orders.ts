// submit-order and submit-order-guest: the server places an order from a pricing it made itself, in one
// transaction that first finds the payer's own pricing (a guest's by the secret its pricing answer gave: another
// guest's order id is a 404), checks the tip's bound and the name for the cup, then claims the client's idempotency key for this request
// (a retry, a double submit or a re-priced cart sent with the same key waits for, then answers, the first order;
// across restarts, since the answer is a row; the key with another request is a 409), then checks the domain's place-order rules at the server's clock, and writes the order, the used
// coupons, a Crema card's payment (the card ledger's payWithCardInTx, in this transaction), the member's
// previous store (the locator's) and the answer together. Pickup time: GET /apiproxy/v1/ordering/pickup-time/{orderId}/{shortStoreNumber}.
//
// A member's card or PayPal tender pays exactly the priced total plus tip from an instrument of the member's own
// wallet, of the tender's type and not expired (payments/instruments.ts: 121043, 121044). A member's order
// spends the Stars of its Star rewards (the domain's starsToRedeem of the server's pricing) and credits the Stars
// it earns on the server's Stars ledger (rewards/stars.ts), in the order's transaction, after the payment: the
// member's Star account is locked, the balance checked at that moment (too low: REWARD_NOT_APPLIED, as the fake
// answers, and the whole order rolls back), and the soonest-expiring Stars spent, once per order.
import { timingSafeEqual } from 'node:crypto';
import { domainError, ErrorCodes } from '@crema/domain';
import {
  canPlaceOrder,
  checkOrderPayment,
  checkOrderTender,
  cupNameRefusal,
  formatSlotTime,
  guestEmailError,
  guestCanOrderAt,
  instrumentPaymentOf,
  isSchedulable,
  orderAheadRefusal,
  asapRefusal,
  orderReceipt,
  OrderingCodes,
  placedCupName,
  placeOrderKeyRequest,
  PricingErrorCodes,
  shortStoreNumber,
  starsToRedeem,
  tippingAvailable,
  tipRefusal,
  tipUnavailableRefusal,
  type GuestPlaceOrderInput,
  type OrderingError,
  type PickupEstimate,
  type PlacedOrder,
  type PlaceOrderInput,
  type PricedOrder,
  type PriceItem,
  type Tender,
} from '@crema/domain/ordering';
import { instrumentLabel, PaymentCodes, type PaymentType } from '@crema/domain/payments';
import { CardCodes } from '@crema/domain/cards';
import { basketOf, pickupEstimate, slotsFor } from '@crema/catalog/ordering';
import type { ServerContext } from '../context';
import type { Tx } from '../db/database';
import { DomainFailure } from '../http/failure';
import { claimKey, rememberAnswer, requestFingerprint } from '../cards/idempotency';
import { payWithCardReloadingInTx } from '../cards/ledger';
import { recordPreviousStore } from '../locator/member-stores';
import { earnStarsInTx, redeemStarsInTx } from '../rewards/stars';
import { completeTasksInTx, ORDER_COMPLETES } from '../stream/onboarding';
import type { ServerStore, StoreDirectory } from './store-directory';
import { hashGuestSecret, storeNotFound } from './pricing';
import { spendGuestToken } from './card-tokens';
import { requireUsableInstrument } from '../payments/instruments';
import { trackTokenOf, trackUrlOf } from '../order-progress/progress';


/** Only ordering and transport codes: a typo in a code does not compile. */
const refuse = (code: OrderingError['code'], status = 400, context?: Readonly<Record<string, unknown>>): never => {
  throw new DomainFailure(domainError(code, { status, ...(context !== undefined ? { context } : {}) }));
};

/** A domain rule's refusal, thrown as the answer. */
const refuseWith = (e: OrderingError): never => {
  throw new DomainFailure(e.status === undefined ? { ...e, status: 400 } : e);
};

export type Payer =
  | { readonly kind: 'member'; readonly memberId: string }
  | { readonly kind: 'guest'; readonly input: GuestPlaceOrderInput };

export const SUBMIT_ORDER = 'submit-order';
export const SUBMIT_ORDER_GUEST = 'submit-order-guest';

const scopeOf = (payer: Payer): string => (payer.kind === 'member' ? `member:${payer.memberId}` : `guest:${payer.input.guest.email.trim().toLowerCase()}`);

interface PricingRow {
  readonly priced: PricedOrder;
  readonly items: readonly PriceItem[];
  readonly storeNumber: string;
  readonly pricedAt: number;
  readonly expiresAt: number;
}

/** The guest's echoed secret against the pricing's kept hash, in constant time; no hash (a row from before) is no match. */
const sameSecret = (secret: string | undefined, hash: string | null): boolean => {
  if (secret === undefined || hash === null) return false;
  const a = Buffer.from(hashGuestSecret(secret));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** What a place-order key stands for (the domain's placeOrderKeyRequest), hashed: the same key with anything else is a 409. */
const orderFingerprint = (input: PlaceOrderInput, payer: Payer, row: PricingRow): string =>
  requestFingerprint(placeOrderKeyRequest(input, row.items, payer.kind === 'guest' ? payer.input.guest : undefined));

export const createOrders = (ctx: ServerContext, directory: StoreDirectory) => {
  const { db, clock, config } = ctx;

  /**
   * The payment: spec section 5's checks ('Place order requires pricing with an orderId and ...') on the
   * server's pricing, then the payment itself in the order's transaction (a Crema card's balance, a guest's token).
   */
  const pay = async (tx: Tx, input: PlaceOrderInput, payer: Payer, row: PricingRow, store: ServerStore, now: number): Promise<{ lastFour?: string; balanceAfterMinor?: number; label: string; autoReloaded?: NonNullable<PlacedOrder['autoReloaded']> }> => {
    const priced = row.priced;
    // The price charged is the server's: one tender paying exactly its total plus the tip (the domain's rule).
    const tender = checkOrderTender(input, priced);
    if (tender._tag === 'Left') return refuseWith(tender.left);
    const t = tender.right;
    if (payer.kind === 'member') {
      if (!canPlaceOrder({ pricing: priced, isGuest: false, cardId: t.id })) refuse(OrderingCodes.PAYMENT_REQUIRED);
      // A Crema card pays at any store, from its balance on the card ledger. Too low a balance is the order's
      // INSUFFICIENT_BALANCE (spec section 8: 'Looks like your card balance is too low to complete your order.'),
      // as on the fake, not the ledger's 121025 of the card pages.
      // Nothing to pay (a Star reward or a coupon covers the whole order, no tip): the ledger moves no money and
      // only checks the card is the member's; the answer then names no balance after it, as on the fake.
      if (t.tender === 'SVC') {
        const { card, autoReloaded } = await payWithCardReloadingInTx(tx, ctx, payer.memberId, t.id, t.amount, input.idempotencyKey).catch((e: unknown) => {
          if (e instanceof DomainFailure && e.error.code === CardCodes.BALANCE_TOO_LOW) refuse(OrderingCodes.INSUFFICIENT_BALANCE, 400, e.error.context);
          // A card that is not the member's is a payment method the order cannot use (the catalogue's 121043), as on the fake.
          if (e instanceof DomainFailure && e.error.code === ErrorCodes.NOT_FOUND) refuse(PaymentCodes.PAYMENT_METHOD_INVALID);
          throw e;
        });
        const lastFour = card.cardNumber.slice(-4);
        // The card's auto reload this payment ran (issue #32): the placed order says so, as checkout foretold it.
        return {
          lastFour,
          label: `Crema Card ending in ${lastFour}`,
          ...(t.amount > 0 ? { balanceAfterMinor: card.balance.amount } : {}),
          ...(autoReloaded !== undefined ? { autoReloaded: { amountMinor: autoReloaded.amount, paymentInstrumentId: autoReloaded.paymentInstrumentId } } : {}),
        };
      }
      const payment = instrumentPaymentOf(t);
      if (payment === undefined) return refuse(OrderingCodes.PAYMENT_REQUIRED);
      // The member's own saved instrument, of the tender's type, and not an expired card (payments' rule: 121043, 121044).
      const instrument = await requireUsableInstrument(tx, payer.memberId, t.id, now, payment.kind === 'instrument' ? payment.paymentType : undefined);
      if (input.tipAmount > 0 && !tippingAvailable(payment)) refuseWith(tipUnavailableRefusal());
      const checked = checkOrderPayment({ priced, payment, tipMinor: input.tipAmount, isGuest: false, store: store.facts, now, guestPaymentTokenMaxAgeMs: config.guestPaymentTokenMaxAgeMs, svcLoadOptions: config.svcLoadOptions });
      if (checked._tag === 'Left') refuseWith(checked.left);
      return { label: instrumentLabel({ paymentType: instrument.paymentType as PaymentType, accountNumberLastFour: instrument.lastFour }) };
    }
    const guest = payer.input.guest;
    const emailError = guestEmailError(guest.email);
    if (emailError !== undefined) refuse(OrderingCodes.GUEST_EMAIL_REQUIRED, 400);
    // The token must be one this server issued, for the card the tender names; spent here, once.
    if (guest.paymentToken !== t.id) refuse(PaymentCodes.PAYMENT_METHOD_INVALID);
    const card = await spendGuestToken(tx, t, input.orderId, now);
    const checked = checkOrderPayment({
      priced,
      payment: { kind: 'guestCard', card: { token: card.token, brand: card.brand, lastFour: card.lastFour, tokenAcquiredTimestamp: card.createdAt } },
      tipMinor: input.tipAmount,
      isGuest: true,
      store: store.facts,
      now,
      guestPaymentTokenMaxAgeMs: config.guestPaymentTokenMaxAgeMs,
      svcLoadOptions: config.svcLoadOptions,
    });
    if (checked._tag === 'Left') refuseWith(checked.left);
    return { lastFour: card.lastFour, label: instrumentLabel({ paymentType: card.brand, accountNumberLastFour: card.lastFour }) };
  };

  /**
   * The pricing, locked, when it is the payer's: a member's own, or a guest's whose secret (the pricing answer's
   * guestSecret) the call echoes. Anyone else's order id is not found, whatever it was or became.
   */
  const pricingOf = async (tx: Tx, input: PlaceOrderInput | GuestPlaceOrderInput, payer: Payer): Promise<PricingRow> => {
    const orderId = input.orderId;
    const row = await tx.selectFrom('priced_orders').selectAll().where('order_id', '=', orderId).forUpdate().executeTakeFirst();
    const ownedBy = payer.kind === 'member' ? row?.member_id === payer.memberId : row?.guest === true && sameSecret(payer.input.guestSecret, row.guest_secret_hash);
    if (row === undefined || !ownedBy) return refuse(ErrorCodes.NOT_FOUND, 404, { orderId });
    return { priced: row.priced, items: row.items, storeNumber: row.store_number, pricedAt: row.priced_at, expiresAt: row.expires_at };
  };

  /** null: a scheduled time the store cannot serve ('No valid service time'). */
  const place = async (input: PlaceOrderInput, payer: Payer): Promise<PlacedOrder | null> => {
    const operation = payer.kind === 'member' ? SUBMIT_ORDER : SUBMIT_ORDER_GUEST;
    const scope = scopeOf(payer);
    return db.transaction().execute(async (tx) => {
      // Whose pricing first (another's order id answers nothing, not even through a key), then the tip's bound
      // (the domain's: the larger of $50 and the subtotal), then the key, for this very request only.
      const row = await pricingOf(tx, input, payer);
      const tip = tipRefusal(input.tipAmount, row.priced);
      if (tip !== undefined) refuseWith(tip);
      // The name for the cup (issue #32): the domain's rule, before anything is spent; kept as text with the order.
      const cup = cupNameRefusal(input);
      if (cup !== undefined) refuseWith(cup);
      const first = await claimKey(tx, scope, operation, input.idempotencyKey, clock.now(), orderFingerprint(input, payer, row));
      if (first.kind === 'answered') return first.answer as PlacedOrder | null;
      // One order per pricing: another key for the same pricing answers the order already placed.
      const existing = await tx.selectFrom('orders').select('placed').where('order_id', '=', input.orderId).executeTakeFirst();
      if (existing !== undefined) {
        await rememberAnswer(tx, scope, operation, input.idempotencyKey, existing.placed);
        return existing.placed;
      }
      const now = clock.now();
      if (now > row.expiresAt) refuse(OrderingCodes.PRICING_EXPIRED);
      if (shortStoreNumber(input.storeNumber.trim()) !== shortStoreNumber(row.storeNumber)) refuse(PricingErrorCodes.STORE_NOT_AVAILABLE);
      // The store as it is now (it may have closed since the pricing).
      const store = await directory.find(row.storeNumber);
      if (store === undefined) return refuseWith(storeNotFound(row.storeNumber));
      const refusal = orderAheadRefusal(store.facts);
      if (refusal !== undefined) refuse(refusal);
      if (payer.kind === 'guest' && !guestCanOrderAt(store.facts)) refuse(PricingErrorCodes.MOP_NOT_ACCEPTED);

      // Scheduled pickup (spec section 9: up to one hour ahead): outside that window there is no valid service
      // time (no result); a slot that is full or gone is SLOT_UNAVAILABLE (110000) with the next one.
      const scheduledFor = input.scheduledOrdering?.start;
      // A store at capacity takes no order for as soon as possible (issue #32: the domain's asapRefusal).
      const busy = asapRefusal(store.derived.atCapacity, scheduledFor);
      if (busy !== undefined) refuse(busy);
      if (scheduledFor !== undefined) {
        if (!isSchedulable({ start: scheduledFor }, now)) return null;
        const slots = slotsFor(store.derived, now);
        const slot = slots.find((s) => s.start === scheduledFor);
        if (slot === undefined || !slot.available) {
          const next = slots.find((s) => s.available);
          refuse(OrderingCodes.SLOT_UNAVAILABLE, 400, { nextSlotStart: next?.start, nextSlotLabel: next === undefined ? '' : formatSlotTime(next.start, store.derived.timeZoneId) });
        }
      }

      const memberId = payer.kind === 'member' ? payer.memberId : undefined;
      const coupons = row.priced.appliedOffers.flatMap((o) => (o.couponId !== undefined ? [o.couponId] : []));
      if (memberId !== undefined && coupons.length > 0) {
        const used = await tx
          .insertInto('used_coupons')
          .values(coupons.map((coupon_id) => ({ member_id: memberId, coupon_id, order_id: input.orderId })))
          .onConflict((oc) => oc.doNothing())
          .returning('coupon_id')
          .execute();
        if (used.length !== coupons.length) refuse(OrderingCodes.REWARD_NOT_APPLIED);
      }
      const paid = await pay(tx, input, payer, row, store, now);

      const tender = input.tenders[0] as Tender;
      const price = row.priced.summary.price;
      // A member's order spends the Stars its Star rewards cost, with the account locked (only after the
      // payment, as every order of the member locks the card before the Stars: one lock order, no deadlock).
      // Not enough Stars by now (another order spent them, or they expired): REWARD_NOT_APPLIED, nothing kept.
      const stars = memberId === undefined ? 0 : starsToRedeem(row.priced);
      if (memberId !== undefined && stars > 0) {
        const redeemed = await redeemStarsInTx(tx, memberId, input.orderId, stars, now);
        if (redeemed.kind === 'insufficient') refuse(OrderingCodes.REWARD_NOT_APPLIED);
      }
      // A member's order credits its Stars (the domain's earn rule on the price) in this transaction.
      const starsEarned = memberId === undefined ? 0 : await earnStarsInTx(tx, memberId, input.orderId, price, now);
      const order: PlacedOrder = {
        orderId: input.orderId,
        storeNumber: row.storeNumber,
        placedAt: now,
        totalMinor: price + input.tipAmount,
        tipMinor: input.tipAmount,
        starsEarned,
        starsRedeemed: stars,
        ...(scheduledFor !== undefined ? { scheduledFor } : {}),
        ...placedCupName(input),
        // A guest's tokenized link to the order's progress page (issue #28).
        ...(payer.kind === 'guest' ? { trackToken: trackTokenOf(input.orderId) } : {}),
        paidWith: {
          tender: tender.tender,
          ...(paid.lastFour !== undefined ? { lastFour: paid.lastFour } : {}),
          ...(paid.balanceAfterMinor !== undefined ? { balanceAfterMinor: paid.balanceAfterMinor } : {}),
        },
        ...(paid.autoReloaded !== undefined ? { autoReloaded: paid.autoReloaded } : {}),
      };
      const pickup: PickupEstimate = pickupEstimate({ orderId: input.orderId, items: row.items }, scheduledFor, now);
      await tx
        .insertInto('orders')
        .values({
          order_id: input.orderId,
          member_id: memberId ?? null,
          guest_email: payer.kind === 'guest' ? payer.input.guest.email.trim() : null,
          guest_marketing_opt_in: payer.kind === 'guest' ? payer.input.guest.marketingOptIn : null,
          store_number: row.storeNumber,
          store_name: store.facts.name ?? null,
          order_type: '120',
          express_order_token: null,
          placed_at: now,
          total_minor: order.totalMinor,
          basket: JSON.stringify(basketOf(row.items)),
          placed: JSON.stringify(order),
          pickup: JSON.stringify(pickup),
        })
        .execute();
      // The receipt, to the member's address or the guest's, leaves with the order or not at all.
      const to = payer.kind === 'guest' ? payer.input.guest.email.trim() : (await tx.selectFrom('members').select('email').where('member_id', '=', payer.memberId).executeTakeFirstOrThrow()).email;
      await ctx.outbox.enqueue(
        tx,
        orderReceipt({
          to,
          orderId: input.orderId,
          storeName: store.facts.name ?? row.storeNumber,
          timeZoneId: store.derived.timeZoneId,
          priced: row.priced,
          tipMinor: input.tipAmount,
          paidWith: paid.label,
          ...(scheduledFor !== undefined ? { scheduledFor } : {}),
          estimate: pickup,
          trackUrl: trackUrlOf(ctx.outbox.publicUrl, input.orderId, payer.kind === 'guest'),
        }),
      );
      // The locator's previous stores (its Previous tab and recommended stores) follow the member's orders.
      if (memberId !== undefined) await recordPreviousStore(tx, memberId, row.storeNumber, now);
      // And their onboarding card: an order ahead completes its tasks.
      if (memberId !== undefined) await completeTasksInTx(tx, memberId, ORDER_COMPLETES, now);
      await rememberAnswer(tx, scope, operation, input.idempotencyKey, order);
      return order;
    });
  };

  /** The pickup estimate of a placed order: a member's own orders only; a guest's by its (unguessable) id. */
  const pickupTime = async (orderId: string, short: string, memberId: string | undefined): Promise<PickupEstimate> => {
    const row = await db.selectFrom('orders').select(['store_number', 'member_id', 'pickup']).where('order_id', '=', orderId).executeTakeFirst();
    if (row === undefined || row.pickup === null || shortStoreNumber(row.store_number) !== short || (row.member_id !== null && row.member_id !== memberId)) {
      return refuse(ErrorCodes.NOT_FOUND, 404);
    }
    return row.pickup;
  };

  return {
    placeOrder: (input: PlaceOrderInput, memberId: string) => place(input, { kind: 'member', memberId }),
    placeGuestOrder: (input: GuestPlaceOrderInput) => place(input, { kind: 'guest', input }),
    pickupTime,
  };
};
