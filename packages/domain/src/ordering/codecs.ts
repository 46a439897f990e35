// The wire shapes of the ordering calls (spec section 7), one io-ts codec per type: the HTTP adapter decodes
// the server's answers with them and the server decodes the browser's requests with the same ones. Each
// codec is checked against its domain type below (`Check`), so a field the domain adds and the wire forgets
// fails the build. Every optional field is `t.partial`: a server may leave it out, never send it as null.
import * as t from 'io-ts';
import type { Assert, Yields } from '../shared/codec-yields';
import type { CardBrand } from '../payments/model';
import { IdempotencyKeyCodec } from '../cards/idempotency';
import type {
  ArtworkShape,
  Category,
  ItemAvailability,
  Menu,
  MenuCatalog,
  OptionCategoryKind,
  PreviousItemAvailability,
  ProductDetails,
  ProductSummary,
  ProductType,
  UnitOfMeasure,
} from './menu/catalog-model';
import type { SelectedOption } from './cart/cart-model';
import type { FavoriteItem, FavoriteProduct, FavoriteProductInput } from './favorites/favorite-model';
import type { PreviousOrder } from './previous-orders/previous-order-model';
import type {
  GuestPlaceOrderInput,
  OfferType,
  PickupEstimate,
  PlacedOrder,
  PlaceOrderInput,
  PricedOrder,
  PriceOrderRequest,
  StoreFacts,
  StoreTimeSlots,
  TenderType,
} from './order-model';
import type { PreviousOrdersQuery } from './ports';
import type { PricingRules, StorePriceList, StorePricingInput } from './store-pricing/store-pricing-model';

/** A string union as a codec: `oneOf<ProductType>(['Beverage', ...])`; the list must name every member. */
const oneOf = <A extends string>(values: readonly A[], name: string): t.Type<A, A, unknown> =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<A, null>, name) as unknown as t.Type<A, A, unknown>;

/** `required` fields plus `optional` ones (left out, never null). */
const shape = <R extends t.Props, O extends t.Props>(required: R, optional: O, name: string) =>
  t.intersection([t.type(required), t.partial(optional)], name);

const readonlyArray = <C extends t.Mixed>(c: C) => t.readonlyArray(c);
const dict = <C extends t.Mixed>(c: C) => t.record(t.string, c);

// ---- The calls ------------------------------------------------------------------------------------

/** The spec's names of the ordering graph operations (section 7, "Named operations whose paths are not shown"). */
export const OrderingOperations = {
  getMenu: 'get-menu',
  getProduct: 'get-product',
  priceOrder: 'price-order',
  priceOrderGuest: 'price-order-guest',
  submitOrder: 'submit-order',
  submitOrderGuest: 'submit-order-guest',
  getStoreTimeSlots: 'get-store-time-slots',
  pricingRules: 'pricing-rules',
  pricingByStoreNumber: 'pricing-by-store-number',
  getPreviousOrders: 'get-previous-orders',
  getFavoriteProducts: 'get-favorite-product',
  addFavoriteProduct: 'add-favorite-product',
  deleteFavoriteProduct: 'delete-favorite-product',
} as const;

/** Spec section 7: GET {ORDERING_PATH}/{productNumber} and GET {ORDERING_PATH}/pickup-time/{orderId}/{shortStoreNumber}. */
export const ORDERING_PATH = '/apiproxy/v1/ordering';

// ---- Catalog: menus and product details --------------------------------------------------------------

export const ItemAvailabilityCodec = oneOf<ItemAvailability>(['Available', 'SoldOut', 'NotAvailableHere', 'UnavailableOnline'], 'ItemAvailability');
export const PreviousItemAvailabilityCodec = oneOf<PreviousItemAvailability>(
  ['Available', 'SoldOut', 'NotAvailableHere', 'UnavailableOnline', 'NotOrderable'],
  'PreviousItemAvailability',
);
const ProductTypeCodec = oneOf<ProductType>(['Beverage', 'Food', 'Coffee', 'Merchandise'], 'ProductType');
const ArtworkShapeCodec = oneOf<ArtworkShape>(
  ['cup-hot', 'cup-iced', 'cup-blended', 'bottle', 'pastry', 'sandwich', 'bowl', 'bag', 'mug', 'tumbler', 'box'],
  'ArtworkShape',
);
const OptionCategoryKindCodec = oneOf<OptionCategoryKind>(['milk', 'espresso', 'syrup', 'topping', 'temperature', 'sweetener', 'preparation'], 'OptionCategoryKind');
const UnitOfMeasureCodec = oneOf<UnitOfMeasure>(['quantity', 'value'], 'UnitOfMeasure');

const NutritionCodec = t.type({
  calories: t.number,
  fatG: t.number,
  saturatedFatG: t.number,
  sodiumMg: t.number,
  carbohydrateG: t.number,
  sugarG: t.number,
  proteinG: t.number,
  caffeineMg: t.number,
});

const ProductSizeCodec = t.type({ sku: t.string, sizeCode: t.string, name: t.string, servingLabel: t.string, priceMinor: t.number, nutrition: NutritionCodec });

const ArtworkCodec = t.type({
  shape: ArtworkShapeCodec,
  palette: t.type({ background: t.string, primary: t.string, secondary: t.string, accent: t.string }),
  aspectRatio: t.literal(1),
  imageUrl: t.string,
  alt: t.string,
});

const OptionProductCodec = shape(
  {
    productNumber: t.string,
    name: t.string,
    unitOfMeasure: UnitOfMeasureCodec,
    min: t.number,
    max: t.number,
    priceMinor: t.number,
    sizes: readonlyArray(t.type({ sizeCode: t.string, sku: t.string })),
    caloriesPerUnit: t.number,
  },
  { values: readonlyArray(t.string) },
  'OptionProduct',
);

const OptionCategoryCodec = t.type({
  id: t.string,
  name: t.string,
  kind: OptionCategoryKindCodec,
  parentCategory: t.string,
  selection: oneOf<'single' | 'multiple'>(['single', 'multiple'], 'Selection'),
  products: readonlyArray(OptionProductCodec),
});

const OptionEntryCodec = t.type({ category: t.string, parentCategory: t.string, product: OptionProductCodec, unitOfMeasure: UnitOfMeasureCodec });

const DefaultOptionCodec = shape({ optionProductNumber: t.string }, { quantity: t.number, value: t.string, quantityBySize: dict(t.number) }, 'DefaultOption');

const MenuPathCodec = shape({ menu: t.string, category: t.string }, { subcategory: t.string }, 'MenuPath');

export const ProductDetailsCodec = t.type(
  {
    formId: t.string,
    productNumber: t.string,
    formCode: t.string,
    name: t.string,
    uri: t.string,
    description: t.string,
    productType: ProductTypeCodec,
    sizes: readonlyArray(ProductSizeCodec),
    defaultSizeCode: t.string,
    optionCategories: readonlyArray(OptionCategoryCodec),
    options: dict(OptionEntryCodec),
    defaultOptions: readonlyArray(DefaultOptionCodec),
    forms: readonlyArray(t.type({ formCode: t.string, name: t.string })),
    artwork: ArtworkCodec,
    availability: ItemAvailabilityCodec,
    menuPath: MenuPathCodec,
    preOrderEstimate: t.type({ minMinutes: t.number, maxMinutes: t.number }),
  },
  'ProductDetails',
);

/** GET /apiproxy/v1/ordering/{productNumber}: the spec reads products[0]. */
export const ProductAnswerCodec = t.type({ products: readonlyArray(ProductDetailsCodec) }, 'ProductAnswer');

export const ProductSummaryCodec = shape(
  {
    productNumber: t.string,
    formCode: t.string,
    name: t.string,
    uri: t.string,
    displayOrder: t.number,
    productType: ProductTypeCodec,
    artwork: ArtworkCodec,
    availability: ItemAvailabilityCodec,
    startingPriceMinor: t.number,
  },
  { startingSku: t.string, startingCalories: t.number, sizeCount: t.number },
  'ProductSummary',
);

const SubcategoryCodec = t.type({ id: t.string, name: t.string, uri: t.string, displayOrder: t.number, products: readonlyArray(ProductSummaryCodec) });
const CategoryCodec = t.type({ id: t.string, name: t.string, uri: t.string, displayOrder: t.number, subcategories: readonlyArray(SubcategoryCodec) });
const MenuCodec = t.type({ id: t.string, name: t.string, uri: t.string, displayOrder: t.number, categories: readonlyArray(CategoryCodec) });

export const MenuCatalogCodec = shape({ menus: readonlyArray(MenuCodec), featured: readonlyArray(ProductSummaryCodec) }, { storeNumber: t.string }, 'MenuCatalog');

// ---- Pricing ---------------------------------------------------------------------------------------

const OfferTypeCodec = oneOf<OfferType>(['STAR_REWARD', 'REWARD'], 'OfferType');

export const StoreFactsCodec = shape(
  { storeNumber: t.string },
  {
    name: t.string,
    timeZoneId: t.string,
    guestOrdering: t.boolean,
    open: t.boolean,
    mobileOrderingAvailability: t.string,
    countryCode: t.string,
    ownershipTypeCode: oneOf<'CO' | 'LS'>(['CO', 'LS'], 'OwnershipTypeCode'),
  },
  'StoreFacts',
);

const OfferSelectionCodec = shape({ code: t.string, type: OfferTypeCodec }, { stars: t.number, couponId: t.string }, 'OfferSelection');

const PriceItemOptionCodec = shape({ optionProductNumber: t.string }, { quantity: t.number, value: t.string, sku: t.string }, 'PriceItemOption');

const PriceItemCodec = t.type({
  key: t.string,
  productNumber: t.string,
  formCode: t.string,
  sku: t.string,
  sizeCode: t.string,
  quantity: t.number,
  options: readonlyArray(PriceItemOptionCodec),
});

const ConsumptionTypeCodec = oneOf<'CONSUME_IN_STORE' | 'CONSUME_OUT_OF_STORE'>(['CONSUME_IN_STORE', 'CONSUME_OUT_OF_STORE'], 'ConsumptionType');
const FulfillmentCodec = t.type({ consumptionType: ConsumptionTypeCodec, collectionType: t.literal('IN_STORE') });

/** price-order and price-order-guest: the cart, the store and the fulfillment (store facts are the server's, not these). */
export const PriceOrderRequestCodec = shape(
  {
    storeNumber: t.string,
    cart: t.type({ items: readonlyArray(PriceItemCodec), offers: readonlyArray(OfferSelectionCodec) }),
    fulfillment: FulfillmentCodec,
  },
  { store: StoreFactsCodec, scheduledTimeSlot: t.type({ start: t.number }), locale: t.string },
  'PriceOrderRequest',
);

const CartOfferCodec = shape({ code: t.string, hasBeenApplied: t.boolean, description: t.string, type: OfferTypeCodec }, { stars: t.number, couponId: t.string }, 'CartOffer');
const AppliedOfferCodec = shape(
  { code: t.string, type: OfferTypeCodec, stars: t.number, description: t.string, discountMinor: t.number },
  { couponId: t.string },
  'AppliedOffer',
);

export const PricedOrderCodec = shape(
  {
    orderId: t.string,
    summary: t.type({
      lineItems: readonlyArray(t.type({ kind: oneOf<'subtotal' | 'discount' | 'tax' | 'total'>(['subtotal', 'discount', 'tax', 'total'], 'SummaryLineKind'), label: t.string, amountMinor: t.number })),
      subtotalMinor: t.number,
      discountMinor: t.number,
      taxMinor: t.number,
      price: t.number,
      label: t.string,
      currency: t.string,
    }),
    isTipEnabled: t.boolean,
    expiresIn: t.number,
    store: t.type({ storeNumber: t.string, timeZoneId: t.string, guestOrdering: t.boolean, acceptsOnlyStoredValue: t.boolean }),
    cart: t.type({
      offers: readonlyArray(CartOfferCodec),
      lines: readonlyArray(t.type({ key: t.string, label: t.string, quantity: t.number, unitPriceMinor: t.number, totalMinor: t.number })),
    }),
    appliedOffers: readonlyArray(AppliedOfferCodec),
    fulfillment: FulfillmentCodec,
  },
  { expiresAt: t.number, guestSecret: t.string, pickupEstimate: t.type({ minMinutes: t.number, maxMinutes: t.number }) },
  'PricedOrder',
);

// ---- Submit, pickup time and slots -----------------------------------------------------------------

const TenderTypeCodec = oneOf<TenderType>(['SVC', 'AMEX', 'DISCOVER', 'MASTERCARD', 'VISA', 'PAYPAL', 'VENMO'], 'TenderType');
const CardBrandCodec = oneOf<CardBrand>(['amex', 'discover', 'mastercard', 'visa'], 'CardBrand');

const placeOrderRequired = {
  orderId: t.string,
  storeNumber: t.string,
  tenders: readonlyArray(t.type({ id: t.string, tender: TenderTypeCodec, amount: t.number })),
  tipAmount: t.number,
  idempotencyKey: IdempotencyKeyCodec,
};
const placeOrderOptional = { scheduledOrdering: t.type({ slotId: t.string, start: t.number }), cupName: t.string };

/** submit-order: input orderId, storeNumber, tenders, tipAmount, scheduledOrdering; the client's idempotency key and the name for the cup (ours). */
export const PlaceOrderInputCodec = shape(placeOrderRequired, placeOrderOptional, 'PlaceOrderInput');

/** submit-order-guest: the same, with the guest's receipt e-mail and the card token from the tokenizer. */
export const GuestPlaceOrderInputCodec = shape(
  {
    ...placeOrderRequired,
    guest: t.type({ email: t.string, marketingOptIn: t.boolean, paymentToken: t.string, paymentType: CardBrandCodec, lastFour: t.string }),
  },
  { ...placeOrderOptional, guestSecret: t.string },
  'GuestPlaceOrderInput',
);

export const PlacedOrderCodec = shape(
  {
    orderId: t.string,
    storeNumber: t.string,
    placedAt: t.number,
    totalMinor: t.number,
    tipMinor: t.number,
    starsEarned: t.number,
    starsRedeemed: t.number,
    paidWith: shape({ tender: TenderTypeCodec }, { lastFour: t.string, balanceAfterMinor: t.number }, 'PaidWith'),
  },
  { scheduledFor: t.number, cupName: t.string, trackToken: t.string, autoReloaded: shape({ amountMinor: t.number }, { paymentInstrumentId: t.string }, 'AutoReloaded') },
  'PlacedOrder',
);

/** A submit answers the order, or null: "Missing submit result: 'No valid service time'". */
export const SubmitAnswerCodec = t.union([PlacedOrderCodec, t.null], 'SubmitAnswer');

export const PickupEstimateCodec = t.type({ minMinutes: t.number, maxMinutes: t.number }, 'PickupEstimate');

export const StoreTimeSlotsCodec = t.type(
  {
    storeNumber: t.string,
    timeZoneId: t.string,
    atCapacity: t.boolean,
    slots: readonlyArray(t.type({ id: t.string, start: t.number, end: t.number, available: t.boolean })),
  },
  'StoreTimeSlots',
);

// ---- Store pricing ---------------------------------------------------------------------------------

export const PricingRulesCodec = t.type(
  { markets: readonlyArray(t.type({ countryCode: t.string, ownershipTypeCodes: readonlyArray(oneOf<'CO' | 'LS'>(['CO', 'LS'], 'OwnershipTypeCode')) })) },
  'PricingRules',
);

export const StorePriceListCodec = t.type(
  { storeNumber: t.string, pricedAt: t.number, currency: t.string, sizes: dict(t.number), options: dict(t.number) },
  'StorePriceList',
);

export const StorePricingInputCodec = t.type(
  { timeZone: t.string, ownershipTypeCode: oneOf<'CO' | 'LS'>(['CO', 'LS'], 'OwnershipTypeCode'), countryCode: t.string, isPricingEnabled: t.boolean },
  'StorePricingInput',
);

// ---- The member's previous orders and favorite products --------------------------------------------

export const PreviousOrdersQueryCodec = shape(
  { limit: t.number },
  { storeNumber: t.string, locale: t.string, storePricing: StorePricingInputCodec },
  'PreviousOrdersQuery',
);

const PreviousOrderItemCodec = t.type({
  product: shape({ formCode: t.string, name: t.string, form: t.type({ availability: PreviousItemAvailabilityCodec }) }, { productNumber: t.string }, 'PreviousProduct'),
  quantity: t.number,
  sizeCode: t.string,
  sku: t.string,
  sizeName: t.string,
  childItems: readonlyArray(shape({ productNumber: t.string, name: t.string }, { quantity: t.number, value: t.string, sku: t.string }, 'PreviousOrderChildItem')),
});

export const PreviousOrderCodec = shape(
  { orderId: t.string, orderType: t.string, orderedAt: t.number, storeNumber: t.string, basket: t.type({ items: readonlyArray(PreviousOrderItemCodec) }) },
  { storeName: t.string, expressOrderToken: t.string, totalMinor: t.number },
  'PreviousOrder',
);

export const PreviousOrdersCodec = readonlyArray(PreviousOrderCodec);

export const SelectedOptionCodec = shape(
  { optionProductNumber: t.string, product: t.type({ productNumber: t.string, name: t.string }) },
  { quantity: t.number, value: t.string, size: t.type({ sizeCode: t.string, sku: t.string }) },
  'SelectedOption',
);

export const FavoriteItemCodec = t.type(
  { productNumber: t.string, formCode: t.string, sizeCode: t.string, sku: t.string, selectedOptions: readonlyArray(SelectedOptionCodec) },
  'FavoriteItem',
);

export const FavoriteProductCodec = t.type(
  {
    id: t.string,
    product: t.type({ productNumber: t.string, name: t.string, forms: readonlyArray(t.type({ name: t.string, formCode: t.string })) }),
    item: FavoriteItemCodec,
    addedAt: t.number,
  },
  'FavoriteProduct',
);

export const FavoriteProductsCodec = readonlyArray(FavoriteProductCodec);

export const FavoriteProductInputCodec = t.type({ productName: t.string, formName: t.string, item: FavoriteItemCodec }, 'FavoriteProductInput');

// ---- Each codec yields its domain type: a compile-time check (the build fails on a mismatch) ---------

export type OrderingCodecsMatchDomain = [
  Assert<Yields<typeof MenuCatalogCodec, MenuCatalog>>,
  Assert<Yields<typeof MenuCodec, Menu>>,
  Assert<Yields<typeof CategoryCodec, Category>>,
  Assert<Yields<typeof ProductSummaryCodec, ProductSummary>>,
  Assert<Yields<typeof ProductDetailsCodec, ProductDetails>>,
  Assert<Yields<typeof StoreFactsCodec, StoreFacts>>,
  Assert<Yields<typeof PriceOrderRequestCodec, PriceOrderRequest>>,
  Assert<Yields<typeof PricedOrderCodec, PricedOrder>>,
  Assert<Yields<typeof PlaceOrderInputCodec, PlaceOrderInput>>,
  Assert<Yields<typeof GuestPlaceOrderInputCodec, GuestPlaceOrderInput>>,
  Assert<Yields<typeof PlacedOrderCodec, PlacedOrder>>,
  Assert<Yields<typeof PickupEstimateCodec, PickupEstimate>>,
  Assert<Yields<typeof StoreTimeSlotsCodec, StoreTimeSlots>>,
  Assert<Yields<typeof PricingRulesCodec, PricingRules>>,
  Assert<Yields<typeof StorePriceListCodec, StorePriceList>>,
  Assert<Yields<typeof StorePricingInputCodec, StorePricingInput>>,
  Assert<Yields<typeof PreviousOrdersQueryCodec, PreviousOrdersQuery>>,
  Assert<Yields<typeof PreviousOrderCodec, PreviousOrder>>,
  Assert<Yields<typeof SelectedOptionCodec, SelectedOption>>,
  Assert<Yields<typeof FavoriteItemCodec, FavoriteItem>>,
  Assert<Yields<typeof FavoriteProductCodec, FavoriteProduct>>,
  Assert<Yields<typeof FavoriteProductInputCodec, FavoriteProductInput>>,
];
