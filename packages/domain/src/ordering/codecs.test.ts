// The ordering wire codecs at the boundary: a full sample of each wire type decodes to itself; random JSON,
// a sample with any required field taken out, any value swapped for one of another JSON type, or the text
// cut short never decodes (and never throws).
import {
  FavoriteProductCodec,
  FavoriteProductInputCodec,
  GuestPlaceOrderInputCodec,
  MenuCatalogCodec,
  PickupEstimateCodec,
  PlacedOrderCodec,
  PlaceOrderInputCodec,
  PreviousOrderCodec,
  PreviousOrdersQueryCodec,
  PricedOrderCodec,
  PriceOrderRequestCodec,
  PricingRulesCodec,
  ProductAnswerCodec,
  ProductDetailsCodec,
  StorePriceListCodec,
  StoreTimeSlotsCodec,
  SubmitAnswerCodec,
} from './codecs';
import { at, codecProperties, type CodecCase, type Path } from '../shared/test-codecs';
import { TokenizeCardCommandCodec, TokenizedCardCodec } from '../payments/codecs';
import { pricedFixture } from './test-data';
import type { FavoriteProduct, MenuCatalog, PlacedOrder, PreviousOrder, ProductDetails, ProductSummary } from '.';

const artwork = { shape: 'cup-hot', palette: { background: '#fff', primary: '#000', secondary: '#111', accent: '#222' }, aspectRatio: 1, imageUrl: 'data:,', alt: 'A latte' } as const;
const nutrition = { calories: 190, fatG: 7, saturatedFatG: 4.5, sodiumMg: 170, carbohydrateG: 19, sugarG: 17, proteinG: 13, caffeineMg: 150 };
const oat = {
  productNumber: '910004',
  name: 'Oat milk',
  unitOfMeasure: 'quantity',
  values: ['Light', 'Regular'],
  min: 0,
  max: 1,
  priceMinor: 70,
  sizes: [{ sizeCode: 'M', sku: '9100042' }],
  caloriesPerUnit: 30,
} as const;
const details: ProductDetails = {
  formId: '200201_hot',
  productNumber: '200201',
  formCode: 'hot',
  name: 'Caffè Latte',
  uri: '/menu/product/200201/hot',
  description: 'Espresso and steamed milk.',
  productType: 'Beverage',
  sizes: [{ sku: '20020112', sizeCode: 'M', name: 'Medium', servingLabel: '16 fl oz', priceMinor: 495, nutrition }],
  defaultSizeCode: 'M',
  optionCategories: [{ id: 'milk', name: 'Milk', kind: 'milk', parentCategory: 'Add-ins', selection: 'single', products: [oat] }],
  options: { '910004': { category: 'Milk', parentCategory: 'Add-ins', product: oat, unitOfMeasure: 'quantity' } },
  defaultOptions: [{ optionProductNumber: '930001', quantity: 2, value: 'Regular', quantityBySize: { M: 2 } }],
  forms: [{ formCode: 'hot', name: 'Hot' }],
  artwork,
  availability: 'Available',
  menuPath: { menu: 'drinks', category: 'hot-coffees', subcategory: 'lattes' },
  preOrderEstimate: { minMinutes: 3, maxMinutes: 8 },
};
const summary: ProductSummary = {
  productNumber: '200201',
  formCode: 'hot',
  name: 'Caffè Latte',
  uri: '/menu/product/200201/hot',
  displayOrder: 1,
  productType: 'Beverage',
  artwork,
  availability: 'SoldOut',
  startingPriceMinor: 395,
};
const menu: MenuCatalog = {
  storeNumber: '10001-1',
  menus: [
    {
      id: 'drinks',
      name: 'Drinks',
      uri: 'drinks',
      displayOrder: 1,
      categories: [{ id: 'hot', name: 'Hot Coffees', uri: 'hot-coffees', displayOrder: 1, subcategories: [{ id: 'lattes', name: 'Lattes', uri: 'lattes', displayOrder: 1, products: [summary] }] }],
    },
  ],
  featured: [summary],
};
const placed: PlacedOrder = {
  orderId: 'ord-1',
  storeNumber: '10001-1',
  placedAt: 1,
  totalMinor: 550,
  tipMinor: 0,
  starsEarned: 10,
  starsRedeemed: 0,
  scheduledFor: 2,
  paidWith: { tender: 'SVC', lastFour: '1111', balanceAfterMinor: 450 },
  autoReloaded: { amountMinor: 2500, paymentInstrumentId: 'pi-1' },
};
const previous: PreviousOrder = {
  orderId: 'prev-1',
  orderType: '141',
  orderedAt: 1,
  storeNumber: '10001-1',
  storeName: '1st & Pike',
  expressOrderToken: 'express-1',
  totalMinor: 1047,
  basket: {
    items: [
      {
        product: { productNumber: '200201', formCode: 'hot', name: 'Caffè Latte', form: { availability: 'NotOrderable' } },
        quantity: 1,
        sizeCode: 'M',
        sku: '20020112',
        sizeName: 'Medium',
        childItems: [{ productNumber: '910004', name: 'Oat milk', quantity: 1, value: 'Light', sku: 'x' }],
      },
    ],
  },
};
const favorite: FavoriteProduct = {
  id: 'fav-1',
  product: { productNumber: '200201', name: 'Caffè Latte', forms: [{ name: 'Hot', formCode: 'hot' }] },
  item: {
    productNumber: '200201',
    formCode: 'hot',
    sizeCode: 'M',
    sku: '20020112',
    selectedOptions: [{ optionProductNumber: '910004', quantity: 1, value: 'Light', size: { sizeCode: 'M', sku: '9100042' }, product: { productNumber: '910004', name: 'Oat milk' } }],
  },
  addedAt: 1,
};
const place = {
  orderId: 'ord-1',
  storeNumber: '10001-1',
  tenders: [{ id: 'card-1', tender: 'VISA', amount: 550 }],
  tipAmount: 0,
  scheduledOrdering: { slotId: 's-1', start: 2 },
  idempotencyKey: 'order-ord-1',
};

/** One full sample of each wire type (every optional field present, so its values are checked too). */
const cases: readonly CodecCase[] = [
  { name: 'menu catalog', codec: MenuCatalogCodec, sample: menu },
  { name: 'product details', codec: ProductDetailsCodec, sample: details },
  { name: 'product answer', codec: ProductAnswerCodec, sample: { products: [details] } },
  {
    name: 'price request',
    codec: PriceOrderRequestCodec,
    sample: {
      storeNumber: '10001-1',
      store: { storeNumber: '10001-1', name: '1st & Pike', timeZoneId: 'America/Los_Angeles', guestOrdering: true, open: true, mobileOrderingAvailability: 'READY', countryCode: 'US', ownershipTypeCode: 'CO' },
      cart: {
        items: [{ key: 'k', productNumber: '200201', formCode: 'hot', sku: '20020112', sizeCode: 'M', quantity: 2, options: [{ optionProductNumber: '910004', quantity: 1, value: 'Light', sku: 'x' }] }],
        offers: [{ code: 'STARS-25', type: 'STAR_REWARD', stars: 25, couponId: 'c' }],
      },
      fulfillment: { consumptionType: 'CONSUME_IN_STORE', collectionType: 'IN_STORE' },
      scheduledTimeSlot: { start: 1 },
      locale: 'en-US',
    },
  },
  {
    name: 'priced order',
    codec: PricedOrderCodec,
    sample: pricedFixture({
      expiresAt: 9,
      summary: { lineItems: [{ kind: 'total', label: 'Total', amountMinor: 550 }], subtotalMinor: 500, discountMinor: 0, taxMinor: 50, price: 550, label: 'Total', currency: 'USD' },
      cart: {
        offers: [{ code: 'STARS-25', hasBeenApplied: true, description: 'Free customization', type: 'STAR_REWARD', stars: 25, couponId: 'c' }],
        lines: [{ key: 'k', label: 'Medium Latte', quantity: 1, unitPriceMinor: 500, totalMinor: 500 }],
      },
      appliedOffers: [{ code: 'STARS-25', type: 'STAR_REWARD', stars: 25, couponId: 'c', description: 'Free customization', discountMinor: 70 }],
    }),
  },
  { name: 'place order input', codec: PlaceOrderInputCodec, sample: place },
  {
    name: 'guest place order input',
    codec: GuestPlaceOrderInputCodec,
    sample: { ...place, guest: { email: 'guest@example.com', marketingOptIn: false, paymentToken: 'tok-1', paymentType: 'visa', lastFour: '1111' } },
  },
  { name: 'placed order', codec: PlacedOrderCodec, sample: placed },
  { name: 'submit answer', codec: SubmitAnswerCodec, sample: placed },
  { name: 'time slots', codec: StoreTimeSlotsCodec, sample: { storeNumber: '10001-1', timeZoneId: 'America/Los_Angeles', atCapacity: false, slots: [{ id: 's-1', start: 1, end: 2, available: true }] } },
  { name: 'pickup estimate', codec: PickupEstimateCodec, sample: { minMinutes: 4, maxMinutes: 9 } },
  {
    name: 'previous orders query',
    codec: PreviousOrdersQueryCodec,
    sample: { limit: 10, storeNumber: '10001-1', locale: 'en-US', storePricing: { timeZone: 'America/Los_Angeles', ownershipTypeCode: 'CO', countryCode: 'US', isPricingEnabled: true } },
  },
  { name: 'previous order', codec: PreviousOrderCodec, sample: previous },
  { name: 'favorite product', codec: FavoriteProductCodec, sample: favorite },
  { name: 'favorite product input', codec: FavoriteProductInputCodec, sample: { productName: 'Caffè Latte', formName: 'Hot', item: favorite.item } },
  { name: 'pricing rules', codec: PricingRulesCodec, sample: { markets: [{ countryCode: 'US', ownershipTypeCodes: ['CO'] }] } },
  { name: 'store price list', codec: StorePriceListCodec, sample: { storeNumber: '10001-1', pricedAt: 1, currency: 'USD', sizes: { a: 1 }, options: { b: 2 } } },
  { name: 'tokenize request', codec: TokenizeCardCommandCodec, sample: { cardNumber: '4111111111111111', expiry: { month: 1, year: 2030 }, securityCode: '123', postalCode: '98101', allowedBrands: ['visa'] } },
  { name: 'tokenized card', codec: TokenizedCardCodec, sample: { token: 'tok-1', brand: 'visa', lastFour: '1111' } },
];

/** Keys that are optional in the wire types (partial fields): taking them out still decodes. */
const OPTIONAL = new Set(['values', 'quantity', 'value', 'quantityBySize', 'subcategory', 'storeNumber', 'store', 'scheduledTimeSlot', 'locale', 'stars', 'couponId', 'sku', 'expiresAt', 'scheduledOrdering', 'scheduledFor', 'lastFour', 'balanceAfterMinor', 'storePricing', 'storeName', 'expressOrderToken', 'totalMinor', 'productNumber', 'size', 'postalCode', 'name', 'timeZoneId', 'guestOrdering', 'open', 'mobileOrderingAvailability', 'countryCode', 'ownershipTypeCode', 'autoReloaded', 'paymentInstrumentId']);

/** Whether the key at `path` is an optional field of its object (a record's entries count as optional too). */
const isOptional = (sample: unknown, path: Path): boolean => {
  const key = path[path.length - 1];
  const parentPath = path.slice(0, -1);
  const inRecord = ['options', 'sizes', 'quantityBySize'].includes(String(parentPath[parentPath.length - 1])) && !Array.isArray(at(sample, parentPath));
  return typeof key === 'number' || inRecord || OPTIONAL.has(String(key));
};

codecProperties(cases, isOptional);
