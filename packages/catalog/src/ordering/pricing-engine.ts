// The server's honest pricing: item prices by size plus option prices at the store's price list (the
// same rule the product page estimates with), offers, and tax by store; a pure function of the request,
// the store, the member and the store's list.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError } from '@crema/domain';
import {
  asapPickupEstimate,
  estimateUnitPrice,
  orderAheadRefusal,
  type PickupEstimate,
  type AppliedOffer,
  type CartOffer,
  type ItemAvailability,
  type OrderingError,
  type PricedLine,
  type PricedOrder,
  type PriceOrderRequest,
  type SelectedOption,
  type StorePriceList,
  type SummaryLine,
  storeSizePrice,
} from '@crema/domain/ordering';
import { findEntry, type CatalogEntry } from './catalog/catalog';
import type { OfferDef } from './offers-seed';
import { STAR_REWARDS } from './offers-seed';
import { availabilityAt, type DerivedStore } from './store-facts';
import { storePriceList } from './store-prices';

export const PRICING_EXPIRES_IN_SECONDS = 300;

export interface PricingMember {
  readonly stars: number;
  readonly coupons: readonly OfferDef[];
}

interface Line {
  readonly key: string;
  readonly entry: CatalogEntry;
  readonly quantity: number;
  readonly unitPriceMinor: number;
  readonly sizePriceMinor: number;
  readonly label: string;
}

const BREWED_KINDS = new Set(['brewed', 'tea', 'icedCoffee', 'icedTea', 'foodBakery']);

/** What one unit of a line is worth to an offer (0 when the offer does not cover it). */
const unitValue = (o: OfferDef, l: Line): number => {
  const type = l.entry.details.productType;
  switch (o.rule) {
    case 'customization':
      return type === 'Beverage' ? l.unitPriceMinor - l.sizePriceMinor : 0;
    case 'brewed':
      return BREWED_KINDS.has(l.entry.def.kind) ? l.sizePriceMinor : 0;
    case 'handcrafted':
      return type === 'Beverage' ? l.unitPriceMinor : 0;
    case 'freeItem':
      return (o.productTypes ?? []).includes(type) ? l.unitPriceMinor : 0;
    case 'halfOff':
      return (o.productTypes ?? []).includes(type) ? Math.floor(l.unitPriceMinor / 2) : 0;
  }
};

/** The best unit an offer can take among the units not yet used by another offer. */
const bestUnit = (o: OfferDef, lines: readonly Line[], used: ReadonlyMap<string, number>): { key: string; value: number } | undefined => {
  let best: { key: string; value: number } | undefined;
  for (const l of lines) {
    if ((used.get(l.key) ?? 0) >= l.quantity) continue;
    const v = unitValue(o, l);
    if (v > 0 && (best === undefined || v > best.value)) best = { key: l.key, value: v };
  }
  return best;
};

const fail = (code: OrderingError['code'], context?: Readonly<Record<string, unknown>>, serverMessage?: string): Either<OrderingError, never> =>
  left(domainError(code, { status: 400, ...(context !== undefined ? { context } : {}), ...(serverMessage !== undefined ? { serverMessage } : {}) }));

export const priceCart = (
  req: PriceOrderRequest,
  store: DerivedStore,
  member: PricingMember | undefined,
  prices: StorePriceList = storePriceList(store.storeNumber, 0),
): Either<OrderingError, Omit<PricedOrder, 'orderId'>> => {
  const refusal = orderAheadRefusal(store);
  if (refusal !== undefined) return fail(refusal);
  if (req.cart.items.length === 0) return fail('ITEMS_NOT_FOUND', { keys: [] });

  const notFound: string[] = [];
  const unavailable: Record<string, ItemAvailability> = {};
  const lines: Line[] = [];
  for (const item of req.cart.items) {
    const entry = findEntry(item.productNumber, item.formCode);
    const size = entry?.details.sizes.find((s) => s.sizeCode === item.sizeCode && (item.sku === '' || s.sku === item.sku));
    if (entry === undefined || size === undefined || !Number.isInteger(item.quantity) || item.quantity < 1) {
      notFound.push(item.key);
      continue;
    }
    const a = availabilityAt(store.storeNumber, entry.details.formId, entry.def.core === true);
    if (a !== 'Available') unavailable[item.key] = a;
    const options: SelectedOption[] = [];
    for (const o of item.options) {
      const opt = entry.details.options[o.optionProductNumber];
      if (opt === undefined) return fail('CHOOSE_DIFFERENT_ITEM', { key: item.key, optionProductNumber: o.optionProductNumber });
      if (opt.unitOfMeasure === 'value' && (o.value === undefined || !(opt.product.values ?? []).includes(o.value))) {
        return fail('CHOOSE_DIFFERENT_ITEM', { key: item.key, optionProductNumber: o.optionProductNumber });
      }
      const q = o.quantity ?? 1;
      if (opt.unitOfMeasure === 'quantity' && (q < opt.product.min || q > opt.product.max)) {
        return fail('ADD_IN_LIMIT', { key: item.key, max: opt.product.max }, `You can add up to ${opt.product.max} of ${opt.product.name} to one item.`);
      }
      options.push({ optionProductNumber: o.optionProductNumber, ...(o.quantity !== undefined ? { quantity: o.quantity } : {}), ...(o.value !== undefined ? { value: o.value } : {}), product: { productNumber: opt.product.productNumber, name: opt.product.name } });
    }
    lines.push({
      key: item.key,
      entry,
      quantity: item.quantity,
      unitPriceMinor: estimateUnitPrice(entry.details, size.sizeCode, options, prices) ?? storeSizePrice(size, prices),
      sizePriceMinor: storeSizePrice(size, prices),
      label: entry.details.sizes.length > 1 ? `${size.name} ${entry.details.name}` : entry.details.name,
    });
  }
  if (notFound.length > 0) return fail('ITEMS_NOT_FOUND', { keys: notFound });
  if (Object.keys(unavailable).length > 0) return fail('ITEMS_UNAVAILABLE', { availability: unavailable });

  const subtotal = lines.reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0);

  // Offers: the member's Star rewards (enough Stars) and coupons (participating stores), each on one unit.
  const known: readonly OfferDef[] = member === undefined ? [] : [...STAR_REWARDS, ...(store.offersParticipating ? member.coupons : [])];
  const used = new Map<string, number>();
  const discountByLine = new Map<string, number>();
  const applied: AppliedOffer[] = [];
  let starsLeft = member?.stars ?? 0;
  for (const sel of req.cart.offers) {
    const def = known.find((o) => o.code === sel.code && (sel.couponId === undefined || o.couponId === sel.couponId));
    if (def === undefined || applied.some((a) => a.code === def.code)) continue;
    if (def.type === 'STAR_REWARD' && def.stars > starsLeft) continue;
    const unit = bestUnit(def, lines, used);
    if (unit === undefined) continue;
    used.set(unit.key, (used.get(unit.key) ?? 0) + 1);
    discountByLine.set(unit.key, (discountByLine.get(unit.key) ?? 0) + unit.value);
    if (def.type === 'STAR_REWARD') starsLeft -= def.stars;
    applied.push({ code: def.code, type: def.type, stars: def.stars, description: def.description, discountMinor: unit.value, ...(def.couponId !== undefined ? { couponId: def.couponId } : {}) });
  }
  const offers: CartOffer[] = known
    .filter((o) => applied.some((a) => a.code === o.code) || ((o.type !== 'STAR_REWARD' || o.stars <= (member?.stars ?? 0)) && bestUnit(o, lines, new Map()) !== undefined))
    .map((o) => ({
      code: o.code,
      type: o.type,
      description: o.description,
      hasBeenApplied: applied.some((a) => a.code === o.code),
      ...(o.type === 'STAR_REWARD' ? { stars: o.stars } : {}),
      ...(o.couponId !== undefined ? { couponId: o.couponId } : {}),
    }));
  const discount = Math.min(subtotal, applied.reduce((s, a) => s + a.discountMinor, 0));

  // Tax: to-go food and at-home coffee are exempt; everything consumed in store is taxed.
  const toGo = req.fulfillment.consumptionType === 'CONSUME_OUT_OF_STORE';
  const taxable = lines.reduce((s, l) => {
    const exempt = toGo && (l.entry.details.productType === 'Food' || l.entry.details.productType === 'Coffee');
    return exempt ? s : s + Math.max(0, l.unitPriceMinor * l.quantity - (discountByLine.get(l.key) ?? 0));
  }, 0);
  const tax = Math.round((taxable * store.taxRateBps) / 10_000);
  const price = subtotal - discount + tax;

  const summaryLines: SummaryLine[] = [
    { kind: 'subtotal', label: 'Subtotal', amountMinor: subtotal },
    ...applied.map((a): SummaryLine => ({ kind: 'discount', label: a.description, amountMinor: -a.discountMinor })),
    { kind: 'tax', label: 'Tax', amountMinor: tax },
    { kind: 'total', label: 'Total', amountMinor: price },
  ];
  const pricedLines: PricedLine[] = lines.map((l) => ({ key: l.key, label: l.label, quantity: l.quantity, unitPriceMinor: l.unitPriceMinor, totalMinor: l.unitPriceMinor * l.quantity }));
  return right({
    summary: { lineItems: summaryLines, subtotalMinor: subtotal, discountMinor: discount, taxMinor: tax, price, label: 'Total', currency: prices.currency },
    isTipEnabled: store.tipEnabled,
    expiresIn: PRICING_EXPIRES_IN_SECONDS,
    store: { storeNumber: store.storeNumber, timeZoneId: store.timeZoneId, guestOrdering: store.guestOrdering, acceptsOnlyStoredValue: store.acceptsOnlyStoredValue },
    cart: { offers, lines: pricedLines },
    appliedOffers: applied,
    fulfillment: req.fulfillment,
    // Placed now for as soon as possible, by the domain's rule: the placed order's estimate on the same lines.
    ...asapEstimateOf(lines),
  });
};

const asapEstimateOf = (lines: readonly Line[]): { pickupEstimate?: PickupEstimate } => {
  const e = asapPickupEstimate(lines.map((l) => ({ estimate: l.entry.details.preOrderEstimate, quantity: l.quantity })));
  return e === undefined ? {} : { pickupEstimate: e };
};
