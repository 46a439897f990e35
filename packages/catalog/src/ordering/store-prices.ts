// The chain's store pricing (operations 'getPricingRules', 'getPricingByStore'). Rules: app prices are
// shown and charged at company-operated stores in the US and Canada; licensed stores and other countries
// set their own (not shown by the spec). Lists: every store sits in a market tier fixed by its short store
// number (the part before the dash), so a store keeps its prices under either form of its number. Tier n
// adds n × 10¢ to every beverage size and, from tier 2, (n - 1) × 5¢ to each charged option unit. The
// demo member's Seattle stores (10001-10004) are on national prices, so are ~half of all stores.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import type { OrderingError, PricingRules, StorePriceList } from '@crema/domain/ordering';
import { catalogEntries } from './catalog/catalog';
import { unitFor } from './store-facts';

export const PRICING_RULES: PricingRules = {
  markets: [
    { countryCode: 'US', ownershipTypeCodes: ['CO'] },
    { countryCode: 'CA', ownershipTypeCodes: ['CO'] },
  ],
};

export type PriceTier = 0 | 1 | 2 | 3;

/** What a tier adds to a beverage size and to a charged option unit (minor units). */
export const tierSteps = (tier: PriceTier): { readonly beverage: number; readonly option: number } => ({
  beverage: tier * 10,
  option: tier >= 2 ? (tier - 1) * 5 : 0,
});

const DEMO_SHORT_NUMBERS = new Set(['10001', '10002', '10003', '10004']);
const STORE_NUMBER = /^\d+(-\d+)?$/;

const shortOf = (storeNumber: string): string => storeNumber.split('-')[0] ?? storeNumber;

/** The store's market tier: ~50% national, ~20% +10¢, ~17% +20¢, ~13% +30¢ on beverages. */
export const priceTierOf = (storeNumber: string): PriceTier => {
  const short = shortOf(storeNumber);
  if (DEMO_SHORT_NUMBERS.has(short)) return 0;
  const u = unitFor(`price-tier|${short}`);
  return u < 0.5 ? 0 : u < 0.7 ? 1 : u < 0.87 ? 2 : 3;
};

type Prices = Pick<StorePriceList, 'sizes' | 'options'>;
const byTier = new Map<PriceTier, Prices>();

const pricesOf = (tier: PriceTier): Prices => {
  let p = byTier.get(tier);
  if (p === undefined) {
    const step = tierSteps(tier);
    const sizes: Record<string, number> = {};
    const options: Record<string, number> = {};
    if (tier > 0) {
      for (const e of catalogEntries()) {
        if (e.details.productType !== 'Beverage') continue;
        for (const s of e.details.sizes) sizes[s.sku] = s.priceMinor + step.beverage;
        if (step.option === 0) continue;
        for (const o of Object.values(e.details.options)) {
          if (o.product.priceMinor > 0) for (const os of o.product.sizes) options[os.sku] = o.product.priceMinor + step.option;
        }
      }
    }
    p = { sizes, options };
    byTier.set(tier, p);
  }
  return p;
};

/** The store's price list at `now`. */
export const storePriceList = (storeNumber: string, now: number): StorePriceList => ({
  storeNumber,
  pricedAt: now,
  currency: 'USD',
  ...pricesOf(priceTierOf(storeNumber)),
});

/** pricing-by-store-number: 404 for what is no store number. */
export const answerStorePriceList = (storeNumber: string, now: number): Either<OrderingError, StorePriceList> =>
  STORE_NUMBER.test(storeNumber)
    ? right(storePriceList(storeNumber, now))
    : left(domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { storeNumber } }));
