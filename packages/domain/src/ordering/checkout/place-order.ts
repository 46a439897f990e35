// makePlaceOrder: submits the priced order as a member or a guest (separate operations). A double submit
// or a retry never places two orders: one idempotency key per priced order id, kept for the same cart after a
// submit whose outcome is unknown (so re-pricing after a timeout does not make a second order), a shared
// in-flight call, and a remembered success. On success: pickup time, cart cleared (Available items kept as previous),
// offers cleared, and the placed order with the success modal's data (the page decides where to show it). SLOT_UNAVAILABLE (110000) clears
// the slot and refetches the slots; a missing result is 'No valid service time'.
import { concat, defer, filter, finalize, map, of, shareReplay, switchMap, take, type Observable } from 'rxjs';
import { domainError, ErrorCodes, loading, ok, type AppConfig, type Clock, type Session } from '../../shared';
import type { CartItem } from '../cart/cart-model';
import type { CartService } from '../cart/cart-service';
import { unavailableItems } from '../cart/cart-rules';
import { failure, isUnknownWireCode, OrderingCodes, ownCheckFailure, ownFailure, resolveSubmitError, type OrderingFailure, type OrderingError } from '../errors';
import type { LoadTimeSlots, TimeSlotsView } from './load-time-slots';
import { OrderMessages } from '../messages';
import type { GuestCheckout, GuestPlaceOrderInput, OrderPayment, PickupEstimate, PlaceOrderInput, PlacedOrder, PricedOrder, StoreFacts } from '../order-model';
import type { OrderConfirmation } from './order-state';
import { checkOrderPayment, guestEmailError, paymentIdOf, tenderTypeOf } from './payment-rules';
import { cupNameError, cupNameField, cupNameToSend } from './cup-name';
import type { Orders } from '../ports';
import { fail, type OrderingState } from '../ordering-state';
import { isPricingExpired } from '../pricing/pricing-rules';
import { formatSlotTime, isSchedulable, pickupEstimateLabel, shortStoreNumber } from './schedule-rules';
import type { OrderStore } from '../state-store';

export interface PlaceOrderDeps {
  readonly orders: Orders;
  readonly cart: CartService;
  readonly order: OrderStore;
  readonly clock: Clock;
  readonly config: AppConfig;
  /** Refetched on SLOT_UNAVAILABLE; its latest$ then shows the new slots. */
  readonly loadTimeSlots?: LoadTimeSlots;
  /** Told of each new order (e.g. to invalidate the previous-orders cache). */
  readonly onPlaced?: (confirmation: OrderConfirmation) => void;
}

export interface PlaceOrderRequest {
  readonly session: Session;
  readonly store: StoreFacts;
  /** Guests: e-mail and marketing opt-in. */
  readonly guest?: GuestCheckout;
}

/** The idempotency key of a priced order: every submit of one pricing carries the same key. */
export const idempotencyKeyFor = (orderId: string): string => `order-${orderId}`;

/**
 * A submit whose outcome the client cannot know: no answer (network, timeout), an answer it could not read,
 * or a server failure. The order may have been placed, so the next submit of the same cart keeps its key.
 * A refusal with a code we do not know is a refusal (its typed fallback is not a failure of ours).
 */
export const isUnknownOutcome = (e: OrderingError): boolean =>
  e.code === ErrorCodes.NETWORK ||
  e.code === ErrorCodes.TIMEOUT ||
  e.code === ErrorCodes.DECODE ||
  (e.code === ErrorCodes.UNEXPECTED && !isUnknownWireCode(e)) ||
  (e.status !== undefined && e.status >= 500);

/** What a submit is for, beyond one pricing of it: the store and the cart's items (identities and quantities). */
export const orderIntentOf = (storeNumber: string, items: readonly Pick<CartItem, 'key' | 'quantity'>[]): string =>
  JSON.stringify([storeNumber, ...items.map((i) => `${i.key}*${i.quantity}`).sort()]);

export const makePlaceOrder = (d: PlaceOrderDeps) => {
  const placed = new Map<string, OrderConfirmation>();
  const inflight = new Map<string, Observable<OrderingState<OrderConfirmation>>>();
  // The key of a submit that may have gone through, by the order it was for: re-pricing the same cart after a
  // timeout sends the same key again, so the server answers the first order instead of placing a second.
  const uncertain = new Map<string, string>();

  const precheck = (req: PlaceOrderRequest, priced: PricedOrder, receivedAt: number | undefined): OrderingFailure | OrderPayment => {
    const now = d.clock.now();
    const cart = d.cart.current();
    const st = d.order.get();
    if (cart.items.length === 0) return ownFailure(OrderingCodes.CART_EMPTY);
    if (cart.needsRefresh) return ownFailure(OrderingCodes.PRICING_STALE);
    if (receivedAt === undefined || isPricingExpired(priced, receivedAt, now)) return ownFailure(OrderingCodes.PRICING_EXPIRED);
    if (unavailableItems(cart.items).length > 0) return ownFailure(OrderingCodes.ITEMS_UNAVAILABLE_IN_CART);
    const slot = st.scheduledTimeSlot;
    if (slot !== undefined && slot.start > now && !isSchedulable(slot, now)) return ownFailure(OrderingCodes.SLOT_TOO_FAR_AHEAD);
    const isGuest = req.session.kind === 'guest';
    const emailError = isGuest ? guestEmailError(req.guest?.email) : undefined;
    if (emailError !== undefined) return failure(domainError(OrderingCodes.GUEST_EMAIL_REQUIRED), emailError);
    const nameError = cupNameError(cupNameField(req.session, st.cupName));
    if (nameError !== undefined) return failure(domainError(OrderingCodes.CUP_NAME_INVALID), nameError);
    const checked = checkOrderPayment({
      priced,
      payment: st.selectedMethod,
      tipMinor: st.tipMinor,
      isGuest,
      store: req.store,
      now,
      guestPaymentTokenMaxAgeMs: d.config.guestPaymentTokenMaxAgeMs,
      svcLoadOptions: d.config.svcLoadOptions,
    });
    return checked._tag === 'Left' ? ownCheckFailure(checked.left) : checked.right;
  };

  const slotFailure = (e: OrderingError, store: StoreFacts, refusedSlotId: string | undefined): Observable<OrderingFailure> => {
    const fromServer = (): OrderingFailure => resolveSubmitError(e);
    if (d.loadTimeSlots === undefined) return of(fromServer());
    return d.loadTimeSlots(store, refusedSlotId).pipe(
      filter((s) => s.status === 'ok' || s.status === 'error'),
      take(1),
      map((s) => {
        if (s.status !== 'ok') return fromServer();
        const view: TimeSlotsView = s.value;
        const next = view.nextAvailable?.label;
        return resolveSubmitError(domainError(e.code, { ...e, context: { ...e.context, nextSlotLabel: view.atCapacity ? '' : (next ?? '') } }));
      }),
    );
  };

  const confirm = (order: PlacedOrder, req: PlaceOrderRequest, estimate: PickupEstimate | undefined, tz: string): OrderConfirmation => ({
    order,
    storeNumber: order.storeNumber,
    ...(req.store.name !== undefined ? { storeName: req.store.name } : {}),
    ...(estimate !== undefined ? { pickupEstimate: estimate, pickupLabel: pickupEstimateLabel(estimate) } : {}),
    ...(order.scheduledFor !== undefined ? { scheduledLabel: formatSlotTime(order.scheduledFor, tz, d.config.locale) } : {}),
    modal: { title: OrderMessages.successTitle, totalMinor: order.totalMinor, starsEarned: order.starsEarned },
  });

  return (req: PlaceOrderRequest): Observable<OrderingState<OrderConfirmation>> =>
    defer(() => {
      const st = d.order.get();
      const priced = st.pricing.priced;
      if (priced === undefined || priced.orderId === '') {
        const f = ownFailure(OrderingCodes.PRICING_MISSING);
        return of(fail<OrderConfirmation>(f));
      }
      const orderId = priced.orderId;
      const done = placed.get(orderId);
      if (done !== undefined) return of(ok<OrderConfirmation, OrderingFailure>(done));
      const running = inflight.get(orderId);
      if (running !== undefined) return running;

      const checked = precheck(req, priced, st.pricing.receivedAt);
      if ('error' in checked) {
        d.order.dispatch({ type: 'SubmitFailed', failure: checked });
        return of(fail<OrderConfirmation>(checked));
      }
      const payment = checked;
      const amount = priced.summary.price + st.tipMinor;
      const intent = orderIntentOf(req.store.storeNumber, d.cart.current().items);
      // The name for the cup: as typed, else a member's first name (checked in precheck).
      const cupName = cupNameToSend(cupNameField(req.session, st.cupName));
      const idempotencyKey = uncertain.get(intent) ?? idempotencyKeyFor(orderId);
      const base: PlaceOrderInput = {
        orderId,
        storeNumber: req.store.storeNumber,
        tenders: [{ id: paymentIdOf(payment), tender: tenderTypeOf(payment), amount }],
        tipAmount: st.tipMinor,
        ...(st.scheduledTimeSlot !== undefined ? { scheduledOrdering: { slotId: st.scheduledTimeSlot.id, start: st.scheduledTimeSlot.start } } : {}),
        idempotencyKey,
        ...(cupName !== undefined ? { cupName } : {}),
      };
      const call =
        payment.kind === 'guestCard'
          ? d.orders.placeGuestOrder({
              ...base,
              ...(priced.guestSecret !== undefined ? { guestSecret: priced.guestSecret } : {}),
              guest: {
                email: req.guest?.email.trim() ?? '',
                marketingOptIn: req.guest?.marketingOptIn ?? st.guestEmailMarketingOptIn,
                paymentToken: payment.card.token,
                paymentType: payment.card.brand,
                lastFour: payment.card.lastFour,
              },
            } satisfies GuestPlaceOrderInput)
          : d.orders.placeOrder(base);

      const failWith = (f: OrderingFailure): OrderingState<OrderConfirmation> => {
        d.order.dispatch({ type: 'SubmitFailed', failure: f });
        return fail<OrderConfirmation>(f);
      };

      const submitted = defer(() => {
        d.order.dispatch({ type: 'SubmitStarted' });
        return call.pipe(
          take(1),
          switchMap((r): Observable<OrderingState<OrderConfirmation>> => {
            if (r._tag === 'Left') {
              if (isUnknownOutcome(r.left)) uncertain.set(intent, idempotencyKey);
              else uncertain.delete(intent);
              return r.left.code === OrderingCodes.SLOT_UNAVAILABLE
                ? slotFailure(r.left, req.store, st.scheduledTimeSlot?.id).pipe(map(failWith))
                : of(failWith(resolveSubmitError(r.left)));
            }
            uncertain.delete(intent);
            if (r.right === null) return of(failWith(ownFailure(OrderingCodes.NO_VALID_SERVICE_TIME)));
            const order = r.right;
            return d.orders.pickupTime(orderId, shortStoreNumber(order.storeNumber)).pipe(
              take(1),
              map((pt) => {
                const at = d.clock.now();
                const confirmation = confirm(order, req, pt._tag === 'Right' ? pt.right : undefined, priced.store.timeZoneId);
                placed.set(orderId, confirmation);
                d.cart.orderSucceeded(at);
                d.order.dispatch({ type: 'SubmitSucceeded', confirmation, at });
                d.onPlaced?.(confirmation);
                return ok<OrderConfirmation, OrderingFailure>(confirmation);
              }),
            );
          }),
        );
      });

      const shared = concat(of(loading<OrderConfirmation, OrderingFailure>()), submitted).pipe(
        finalize(() => inflight.delete(orderId)),
        shareReplay({ bufferSize: 1, refCount: false }),
      );
      inflight.set(orderId, shared);
      return shared;
    });
};
