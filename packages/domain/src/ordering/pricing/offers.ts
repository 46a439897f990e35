// Offers (spec section 3 "Order pricing": cart offers STAR_REWARD / REWARD): apply or remove one, then
// reprice. An offer the pricing did not apply is removed again with the spec's coupon message.
import { concat, defer, map, of, switchMap, type Observable } from 'rxjs';
import { domainError } from '../../shared';
import { failure, OrderingCodes } from '../errors';
import { OrderMessages } from '../messages';
import type { CartOffer, ConsumptionType, OfferSelection } from '../order-model';
import { fail, type OrderingState } from '../ordering-state';
import { makePriceOrder, type PriceOrderDeps, type PriceOrderInput, type PricedOrderView } from './price-order';
import { offerApplied, offerSelectionOf } from './pricing-rules';

const notApplied = (code: string) =>
  failure(domainError(OrderingCodes.REWARD_NOT_APPLIED, { context: { code } }), OrderMessages.offerNotApplied);

const isCartOffer = (o: OfferSelection | CartOffer): o is CartOffer => 'hasBeenApplied' in o;

export const makeApplyOffer = (d: PriceOrderDeps) => {
  const price = makePriceOrder(d);
  return (input: PriceOrderInput & { readonly offer: OfferSelection | CartOffer }): Observable<OrderingState<PricedOrderView>> =>
    defer(() => {
      const selection = isCartOffer(input.offer) ? offerSelectionOf(input.offer) : input.offer;
      if (input.session.kind === 'guest') return of(fail<PricedOrderView>(notApplied(selection.code)));
      d.order.dispatch({ type: 'OfferApplied', offer: selection });
      return price(input).pipe(
        switchMap((s): Observable<OrderingState<PricedOrderView>> => {
          if (s.status === 'ok' && !offerApplied(s.value.priced, selection.code)) {
            d.order.dispatch({ type: 'OfferRemoved', code: selection.code });
            return of(fail(notApplied(selection.code), s.value));
          }
          if (s.status === 'error' && s.error.error.code === OrderingCodes.REWARD_NOT_APPLIED) {
            d.order.dispatch({ type: 'OfferRemoved', code: selection.code });
            // Reprice without the offer, then say it was not applied.
            return concat(
              of(s),
              price(input).pipe(map((r) => (r.status === 'ok' ? fail(notApplied(selection.code), r.value) : r))),
            );
          }
          return of(s);
        }),
      );
    });
};

export const makeRemoveOffer = (d: PriceOrderDeps) => {
  const price = makePriceOrder(d);
  return (input: PriceOrderInput & { readonly code: string }): Observable<OrderingState<PricedOrderView>> =>
    defer(() => {
      d.order.dispatch({ type: 'OfferRemoved', code: input.code });
      return price(input);
    });
};

/** Spec section 4: consumption type toggles between in-store and out-of-store and reprices on change. */
export const makeSetConsumption = (d: PriceOrderDeps) => {
  const price = makePriceOrder(d);
  return (input: PriceOrderInput & { readonly consumptionType: ConsumptionType }): Observable<OrderingState<PricedOrderView>> =>
    defer(() => {
      const before = d.order.get().deliveryType;
      d.order.dispatch({ type: 'ConsumptionSet', consumptionType: input.consumptionType });
      if (before === input.consumptionType || d.cart.current().items.length === 0) return of<OrderingState<PricedOrderView>>({ status: 'idle' });
      return price(input);
    });
};
