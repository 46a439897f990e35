// The wire shapes of the gifting calls (spec section 7): the graph queries "get digital gifts catalog" and
// "get digital gift card", POST gift-purchase and GET gift-purchase-status. One io-ts codec each: the HTTP
// adapter decodes the server's answers with them and the server decodes the browser's requests with the
// same ones. Each codec is checked against its domain type at the bottom (the build fails on a mismatch).
import * as t from 'io-ts';
import type { Assert, Yields } from '../shared/codec-yields';
import type { Money } from '../shared/money';
import { IdempotencyKeyCodec } from '../cards/idempotency';
import type { DeliveryMethod, GiftArtwork, GiftCardDesign, GiftCatalogData, GiftCategory, GiftLine, GiftMotif, GiftPaymentType } from './model';
import type { GiftPurchaseRequest, GiftRiskData } from './ports';
import { isClaimToken, type ReceivedEgift } from './received-egift';

// ---- The calls ------------------------------------------------------------------------------------

/** Spec section 7: the graph operations by name ("get digital gifts catalog", "get digital gift card"). */
export const GiftGraphOperations = {
  getCatalog: 'get-digital-gifts-catalog',
  getGiftCard: 'get-digital-gift-card',
} as const;

/** Spec section 7: POST gift-purchase (with risk data) and GET gift-purchase-status (header X-Request-ID). */
export const GIFT_PURCHASE_PATH = '/apiproxy/v1/gift/gift-purchase';
export const GIFT_PURCHASE_STATUS_PATH = '/apiproxy/v1/gift/gift-purchase-status';
/** The status poll names its purchase by this header (spec: "header X-Request-ID"). */
export const GIFT_REQUEST_ID_HEADER = 'X-Request-ID';

const oneOf = <A extends string>(values: readonly A[], name: string): t.Type<A, A, unknown> =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<A, null>, name) as unknown as t.Type<A, A, unknown>;

const refined = <A>(name: string, base: t.Type<A, A, unknown>, ok: (a: A) => boolean): t.Type<A, A, unknown> =>
  new t.Type<A, A, unknown>(name, (u): u is A => base.is(u) && ok(u), (u, c) => (base.is(u) && ok(u) ? t.success(u) : t.failure(u, c)), t.identity);

/** A string of at most `max` characters: what a request may carry at all (the rules judge the rest). */
const text = (max: number, name = `Text${max}`) => refined(name, t.string, (s) => s.length <= max);
const SafeInteger = refined('SafeInteger', t.number, Number.isSafeInteger);
const NonNegativeInteger = refined('NonNegativeInteger', t.number, (n) => Number.isSafeInteger(n) && n >= 0);
const NonEmpty = refined('NonEmptyId', t.string, (s) => s.length > 0 && s.length <= 128);

/** A request id is the purchase's idempotency key: the one key format. */
export const GiftRequestIdCodec = IdempotencyKeyCodec;

// ---- Catalog ---------------------------------------------------------------------------------------

const GiftMotifCodec = oneOf<GiftMotif>(['heart', 'cup', 'cake', 'star', 'confetti', 'snowflake', 'leaf', 'ribbon', 'sun', 'balloon'], 'GiftMotif');

export const GiftArtworkCodec: t.Type<GiftArtwork, GiftArtwork, unknown> = t.type(
  {
    palette: t.type({ background: t.string, foreground: t.string, accent: t.string }),
    motif: GiftMotifCodec,
    caption: t.string,
    imageUrl: t.string,
    alt: t.string,
  },
  'GiftArtwork',
);

/** One design; its product number is always 8 characters (spec section 9). */
export const GiftCardDesignCodec: t.Type<GiftCardDesign, GiftCardDesign, unknown> = t.type(
  {
    productNumber: refined('GiftProductNumber', t.string, (s) => [...s].length === 8),
    name: t.string,
    category: t.type({ urn: t.string, name: t.string }),
    artwork: GiftArtworkCodec,
  },
  'GiftCardDesign',
);

export const GiftCategoryCodec: t.Type<GiftCategory, GiftCategory, unknown> = t.type(
  { urn: t.string, name: t.string, eGifts: t.readonlyArray(GiftCardDesignCodec) },
  'GiftCategory',
);

export const GiftCatalogDataCodec: t.Type<GiftCatalogData, GiftCatalogData, unknown> = t.type(
  { locale: t.string, categories: t.readonlyArray(GiftCategoryCodec) },
  'GiftCatalogData',
);

/** The graph answers: "get digital gifts catalog" reads `gift`, "get digital gift card" reads `giftCard`. */
export const GiftCatalogAnswerCodec = t.type({ gift: GiftCatalogDataCodec });
export const GiftCardAnswerCodec = t.type({ giftCard: GiftCardDesignCodec });

// ---- Purchase --------------------------------------------------------------------------------------

export const MoneyCodec: t.Type<Money, Money, unknown> = t.type({ amount: SafeInteger, currency: text(3, 'Currency') }, 'Money');

const DeliveryMethodCodec = oneOf<DeliveryMethod>(['EMAIL', 'FACEBOOK'], 'DeliveryMethod');
const GiftPaymentTypeCodec = oneOf<GiftPaymentType>(['amex', 'discover', 'mastercard', 'visa', 'paypal', 'venmo'], 'GiftPaymentType');

/**
 * One e-gift line. Lengths are bounded only loosely here (a request too large to be a gift); the gift rules
 * (name 25, message 160, e-mail validity) are the domain's, applied by whoever receives it.
 */
export const GiftLineCodec: t.Type<GiftLine, GiftLine, unknown> = t.type(
  {
    recipientEmail: text(320),
    recipientName: text(200),
    deliveryMethod: DeliveryMethodCodec,
    deliveryDate: refined('IsoDate', t.string, (s) => /^\d{4}-\d{2}-\d{2}$/.test(s)),
    product: text(64),
    message: text(2000),
    amount: MoneyCodec,
  },
  'GiftLine',
);

export const GiftRiskDataCodec: t.Type<GiftRiskData, GiftRiskData, unknown> = t.intersection(
  [t.type({ channel: text(64), capturedAt: t.number }), t.partial({ deviceFingerprint: text(512) })],
  'GiftRiskData',
);

const PurchaseFields = t.intersection([
  t.type({
    requestId: GiftRequestIdCodec,
    orderSource: text(64),
    locale: text(35),
    currency: text(3, 'Currency'),
    paymentType: GiftPaymentTypeCodec,
    senderEmail: text(320),
    senderName: text(200),
    // At most 100 lines on the wire; the recipients limit itself is the domain's rule.
    egifts: refined('GiftLines', t.readonlyArray(GiftLineCodec), (a) => a.length <= 100) as t.Type<readonly GiftLine[], readonly GiftLine[], unknown>,
    riskData: GiftRiskDataCodec,
  }),
  t.partial({ paymentInstrumentId: NonEmpty, paymentInstrumentToken: NonEmpty }),
]);

/**
 * POST gift-purchase's body: a member's saved instrument (paymentInstrumentId) or a guest's token
 * (paymentInstrumentToken), exactly one of them. Decoding keeps only the known fields.
 */
export const GiftPurchaseRequestCodec = new t.Type<GiftPurchaseRequest, unknown, unknown>(
  'GiftPurchaseRequest',
  (u): u is GiftPurchaseRequest => PurchaseFields.is(u) && (u.paymentInstrumentId === undefined) !== (u.paymentInstrumentToken === undefined),
  (u, c) => {
    const d = PurchaseFields.validate(u, c);
    if (d._tag === 'Left') return d;
    const r = d.right;
    const base = {
      requestId: r.requestId,
      orderSource: r.orderSource,
      locale: r.locale,
      currency: r.currency,
      paymentType: r.paymentType,
      senderEmail: r.senderEmail,
      senderName: r.senderName,
      egifts: r.egifts.map((g) => ({
        recipientEmail: g.recipientEmail,
        recipientName: g.recipientName,
        deliveryMethod: g.deliveryMethod,
        deliveryDate: g.deliveryDate,
        product: g.product,
        message: g.message,
        amount: { amount: g.amount.amount, currency: g.amount.currency },
      })),
      riskData: {
        channel: r.riskData.channel,
        capturedAt: r.riskData.capturedAt,
        ...(r.riskData.deviceFingerprint !== undefined ? { deviceFingerprint: r.riskData.deviceFingerprint } : {}),
      },
    };
    if (r.paymentInstrumentId !== undefined && r.paymentInstrumentToken === undefined) return t.success({ ...base, paymentInstrumentId: r.paymentInstrumentId });
    if (r.paymentInstrumentToken !== undefined && r.paymentInstrumentId === undefined) return t.success({ ...base, paymentInstrumentToken: r.paymentInstrumentToken });
    return t.failure(u, c, 'exactly one of paymentInstrumentId and paymentInstrumentToken');
  },
  t.identity,
);

/** The answer of gift-purchase (spec: "delay in ms (default 4000), requestId"). */
export const GiftPurchaseAnswerCodec = t.intersection([t.type({ requestId: t.string }), t.partial({ delay: NonNegativeInteger })], 'GiftPurchaseAnswer');
export type GiftPurchaseAnswer = t.TypeOf<typeof GiftPurchaseAnswerCodec>;

/**
 * The answer of gift-purchase-status (spec: "reads orderNumber and data.context.code; EPROMISERETRY means
 * still pending"): the order number when done, else the status code. A refused purchase is an error status.
 */
export const GiftStatusAnswerCodec = t.union(
  [t.type({ orderNumber: NonEmpty }), t.type({ data: t.type({ context: t.type({ code: refined('StatusCode', t.string, (s) => s.length > 0) }) }) })],
  'GiftStatusAnswer',
);
export type GiftStatusAnswer = t.TypeOf<typeof GiftStatusAnswerCodec>;

/** gift-purchase-status's optional query, as the server receives it (strings). */
export const GiftStatusQueryCodec = t.partial(
  {
    'zero-retries': oneOf(['true', 'false'], 'ZeroRetries'),
    individualGiftAmount: refined('Digits', t.string, (s) => /^\d{1,9}$/.test(s)),
    egiftProductNumber: text(64),
    numberOfGifts: refined('Digits', t.string, (s) => /^\d{1,4}$/.test(s)),
    paymentType: GiftPaymentTypeCodec,
  },
  'GiftStatusQuery',
);

// ---- Received e-gifts (issue #27: ours, beside the spec's calls) -------------------------------------

/**
 * POST: what a claim token reveals to anyone who holds it (ReceivedEgift). A POST so the token travels in the body,
 * never in an address a log, a cache or a Referer keeps; rate limited per client address on the server.
 */
export const EGIFT_FROM_TOKEN_PATH = '/apiproxy/v1/gift/egift-from-token';
/** GET {GIFT_ARTWORK_PATH}/{productNumber}: a design's picture as an image of its own (an e-mail's <img>). */
export const GIFT_ARTWORK_PATH = '/apiproxy/v1/gift/artwork';

export const EgiftFromTokenBodyCodec = t.type({ cashstarToken: refined('ClaimToken', t.string, isClaimToken) }, 'EgiftFromTokenBody');

export const ReceivedEgiftCodec: t.Type<ReceivedEgift, ReceivedEgift, unknown> = t.intersection(
  [
    t.type({
      cardNumber: refined('CardNumber', t.string, (s) => /^\d{12,19}$/.test(s)),
      balance: t.type({ amount: NonNegativeInteger, currency: text(3, 'Currency') }),
      design: t.intersection([t.type({ productNumber: text(64), name: text(200) }), t.partial({ artwork: t.type({ imageUrl: t.string, alt: text(300) }) })]),
    }),
    t.partial({ from: t.type({ senderName: text(200), message: text(2000), recipientName: text(200) }) }),
  ],
  'ReceivedEgift',
);

// ---- Each codec yields its domain type: a compile-time check (the build fails on a mismatch) ---------

export type GiftingCodecsMatchDomain = [
  Assert<Yields<typeof GiftCatalogDataCodec, GiftCatalogData>>,
  Assert<Yields<typeof GiftCardDesignCodec, GiftCardDesign>>,
  Assert<Yields<typeof GiftLineCodec, GiftLine>>,
  Assert<Yields<typeof GiftRiskDataCodec, GiftRiskData>>,
  Assert<Yields<typeof GiftPurchaseRequestCodec, GiftPurchaseRequest>>,
  Assert<Yields<typeof ReceivedEgiftCodec, ReceivedEgift>>,
];
