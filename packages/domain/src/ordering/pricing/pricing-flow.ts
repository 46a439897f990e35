// The pricing of the cart on a checkout page (the cart, guest checkout): priced on arrival and whenever what
// is priced changes, one pricing action at a time (price, offers, consumption), the offer the pricing did
// not take, the failure the person dismissed, and the view of it all, derived again when the pricing
// expires. A page subscribes to state$ and calls the commands; it holds no rule and no timer.
import {
  BehaviorSubject,
  Subject,
  Subscription,
  asyncScheduler,
  distinctUntilChanged,
  filter,
  map,
  merge,
  observeOn,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { idle, type Session } from '../../shared';
import { OrderingCodes, type OrderingFailure } from '../errors';
import type { ConsumptionType, OfferSelection, StoreFacts } from '../order-model';
import type { OrderingState } from '../ordering-state';
import { wakeAtLatest } from '../wake-at';
import { makeApplyOffer, makeRemoveOffer, makeSetConsumption } from './offers';
import { makePriceOrder, type PriceOrderDeps, type PriceOrderInput, type PricedOrderView } from './price-order';
import { pricingExpiresAt } from './pricing-rules';
import { pricingViewOf, type PricingView } from './pricing-view';
import { repriceKey } from './reprice-rule';

export interface PricingFlowDeps extends PriceOrderDeps {
  /** Where the automatic pricing and the expiry timer run (virtual time in tests); rxjs's async scheduler by default. */
  readonly scheduler?: SchedulerLike;
}

/** Who prices, and at which store (undefined while the store is still being found). */
export interface PricingContext {
  readonly session: Session;
  readonly store: StoreFacts | undefined;
}

export interface PricingFlowState {
  /** What the totals and the pricing notice show. */
  readonly view: PricingView;
  /** The latest emission of the last pricing action (the order state holds the pricing itself). */
  readonly last: OrderingState<PricedOrderView>;
  /** The offer that could not be applied ('This coupon or reward can't be applied. ...'), until dismissed. */
  readonly offerFailure?: OrderingFailure;
  /** The pricing failure the person dismissed ('Got it'): it stays dismissed until the next pricing. */
  readonly dismissed?: OrderingFailure;
  /** Whether a guest may order here: the store's own answer (once priced) wins over the locator's. */
  readonly guestAllowed: boolean;
}

export interface PricingFlow {
  readonly state$: Observable<PricingFlowState>;
  current(): PricingFlowState;
  /** The state open(context) starts from, without opening: a page's first paint shows the pricing it has. */
  preview(context: PricingContext): PricingFlowState;
  /** The page's session and store: prices when what is priced changed (and on the first open). */
  open(context: PricingContext): void;
  price(): void;
  /** 'Try again' of an unexpected pricing error: clears the pricing, then prices again. */
  retry(): void;
  applyOffer(offer: OfferSelection): void;
  removeOffer(code: string): void;
  setConsumption(consumptionType: ConsumptionType): void;
  dismissOfferFailure(): void;
  /** 'Got it' on the pricing failure shown. */
  dismissFailure(): void;
  /** Stops the pricing in flight, the automatic pricing and the timer; a later open() starts again. */
  dispose(): void;
}

interface Own {
  readonly last: OrderingState<PricedOrderView>;
  readonly offerFailure?: OrderingFailure;
  readonly dismissed?: OrderingFailure;
}

export const createPricingFlow = (d: PricingFlowDeps): PricingFlow => {
  const scheduler = d.scheduler ?? asyncScheduler;
  const priceOrder = makePriceOrder(d);
  const applyOffer = makeApplyOffer(d);
  const removeOffer = makeRemoveOffer(d);
  const setConsumption = makeSetConsumption(d);
  let context: PricingContext | undefined;
  let own: Own = { last: idle() };
  let running: Subscription | undefined;
  let wiring: { readonly subs: Subscription; readonly contexts: Subject<void> } | undefined;

  const derive = (ctx: PricingContext | undefined = context): PricingFlowState => {
    const store = ctx?.store;
    const pricing = d.order.get().pricing;
    const ready = store !== undefined && d.cart.current().items.length > 0;
    return {
      view: pricingViewOf(pricing, own.last, ready, own.dismissed, d.clock.now()),
      last: own.last,
      ...(own.offerFailure !== undefined ? { offerFailure: own.offerFailure } : {}),
      ...(own.dismissed !== undefined ? { dismissed: own.dismissed } : {}),
      guestAllowed: store?.guestOrdering !== false && (pricing.priced === undefined || pricing.priced.store.guestOrdering),
    };
  };
  const state = new BehaviorSubject<PricingFlowState>(derive());
  const refresh = (): void => state.next(derive());
  const update = (f: (o: Own) => Own): void => {
    own = f(own);
    refresh();
  };

  const start = (source: Observable<OrderingState<PricedOrderView>>): void => {
    running?.unsubscribe();
    update(({ offerFailure: _gone, ...o }) => o);
    running = source.subscribe((s) =>
      update((o) => ({
        ...o,
        last: s,
        // An offer the pricing did not take comes back as an error carrying the good pricing.
        ...(s.status === 'error' && s.error.error.code === OrderingCodes.REWARD_NOT_APPLIED && s.previous !== undefined ? { offerFailure: s.error } : {}),
      })),
    );
  };
  const withInput = (f: (input: PriceOrderInput) => Observable<OrderingState<PricedOrderView>>) => (): void => {
    const store = context?.store;
    if (context !== undefined && store !== undefined) start(f({ session: context.session, store }));
  };
  const price = withInput(priceOrder);

  const wire = () => {
    const subs = new Subscription();
    const contexts = new Subject<void>();
    subs.add(merge(d.order.state$, d.cart.state$).subscribe(refresh));
    // Priced again when the key changes; after every subscriber has the cart state that changed it, since a
    // pricing writes back to the cart (availability, the refresh flag).
    subs.add(
      merge(contexts, d.cart.state$)
        .pipe(
          map(() => (context === undefined ? '' : repriceKey(context.session, context.store, d.cart.current()))),
          distinctUntilChanged(),
          filter((key) => key !== ''),
          observeOn(scheduler),
        )
        .subscribe(price),
    );
    // The view turns stale when the pricing expires, with nothing else happening.
    subs.add(
      d.order.state$
        .pipe(
          map(({ pricing: p }) => (p.priced !== undefined && p.receivedAt !== undefined ? pricingExpiresAt(p.priced, p.receivedAt) : undefined)),
          wakeAtLatest(d.clock, scheduler),
        )
        .subscribe(refresh),
    );
    return { subs, contexts };
  };

  return {
    state$: state.asObservable(),
    current: () => state.value,
    preview: (ctx) => derive(ctx),
    open: (next) => {
      context = next;
      const w = (wiring ??= wire());
      w.contexts.next();
      refresh();
    },
    price,
    retry: () => {
      d.order.dispatch({ type: 'PricingCleared' });
      price();
    },
    applyOffer: (offer) => withInput((input) => applyOffer({ ...input, offer }))(),
    removeOffer: (code) => withInput((input) => removeOffer({ ...input, code }))(),
    setConsumption: (consumptionType) => withInput((input) => setConsumption({ ...input, consumptionType }))(),
    dismissOfferFailure: () => update(({ offerFailure: _gone, ...o }) => o),
    dismissFailure: () => {
      const view = state.value.view;
      update(({ dismissed: _gone, ...o }) => (view.kind === 'error' ? { ...o, dismissed: view.failure } : o));
    },
    dispose: () => {
      running?.unsubscribe();
      running = undefined;
      wiring?.subs.unsubscribe();
      wiring = undefined;
    },
  };
};
