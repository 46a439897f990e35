// Gifting on the server (spec section 7): the graph queries "get digital gifts catalog" (reads `gift`) and
// "get digital gift card" (reads `giftCard`) from the catalog's designs (@crema/catalog/gifting), POST
// gift-purchase (answers requestId and delay) and GET gift-purchase-status (the purchase named by its
// X-Request-ID header; 202 with data.context.code EPROMISERETRY while pending, 200 with orderNumber after).
// Requests are decoded with the domain's wire codecs; who is signed in comes from the session only.
// Ours beside the spec's calls (issue #27): POST egift-from-token, what an e-gift's claim token reveals to anyone
// holding it (received.ts: the recipient need not be a member), limited per address; and GET artwork/{productNumber},
// a design's picture as an image of its own, which the delivery e-mail's <img> loads from another origin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as t from 'io-ts';
import { artworkSvg, findGiftDesign, giftCardDesign, giftCatalogData, seedGiftCatalog } from '@crema/catalog/gifting';
import { domainError, ErrorCodes } from '@crema/domain';
import {
  EgiftFromTokenBodyCodec,
  EGIFT_FROM_TOKEN_PATH,
  GIFT_ARTWORK_PATH,
  GIFT_PURCHASE_PATH,
  GIFT_PURCHASE_STATUS_PATH,
  GiftGraphOperations,
  GiftPurchaseRequestCodec,
  GiftRequestIdCodec,
  GiftStatusQueryCodec,
} from '@crema/domain/gifting/wire';
import type { ServerContext } from '../context';
import type { GraphPart } from '../http/graph';
import { decodeOr400 } from '../http/decode';
import { perMinuteRoute } from '../http/limits';
import { DomainFailure, orFail } from '../http/failure';
import { createGiftPurchases } from './purchases';
import { createReceivedEgifts } from './received';

const SDL = `
  extend type Query {
    gift(locale: String): JSON
    giftCard(productNumber: String!, locale: String): JSON
  }
`;

const OPERATIONS: Readonly<Record<string, string>> = {
  [GiftGraphOperations.getCatalog]: 'query GetDigitalGiftsCatalog($locale: String) { gift(locale: $locale) }',
  [GiftGraphOperations.getGiftCard]: 'query GetDigitalGiftCard($productNumber: String!, $locale: String) { giftCard(productNumber: $productNumber, locale: $locale) }',
};

const Locale = t.union([t.string, t.null, t.undefined]);
const CatalogArgs = t.type({ locale: Locale });
const CardArgs = t.type({ productNumber: t.string, locale: Locale });
const ArtworkParams = t.type({ productNumber: t.string });

export const registerGifting = (app: FastifyInstance, ctx: ServerContext): GraphPart => {
  const catalog = seedGiftCatalog();
  const purchases = createGiftPurchases(ctx);
  const memberOf = (req: FastifyRequest): string | undefined => req.signedIn?.session.memberId;
  // Open to guests and spending card tokens: limited per client address like the tokenizer.
  const limit = perMinuteRoute('CREMA_GIFT_RATE_PER_MINUTE', 30);

  app.post(GIFT_PURCHASE_PATH, limit, async (req, reply) => {
    const r = decodeOr400(GiftPurchaseRequestCodec, req.body);
    const answer = await purchases.purchase(r, memberOf(req));
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  app.get(GIFT_PURCHASE_STATUS_PATH, async (req, reply) => {
    decodeOr400(GiftStatusQueryCodec, req.query);
    const requestId = decodeOr400(GiftRequestIdCodec, req.headers['x-request-id']);
    const answer = await purchases.status(requestId, memberOf(req));
    return reply.status('orderNumber' in answer ? 200 : 202).header('Cache-Control', 'no-store').send(answer);
  });

  // The claim page's read: open to anyone with a token (32 random bytes: not guessable), limited per address all the
  // same so nobody can try tokens, or load the database, at speed. A POST: the token never sits in an address.
  const received = createReceivedEgifts(ctx.db);
  app.post(EGIFT_FROM_TOKEN_PATH, perMinuteRoute('CREMA_EGIFT_CLAIM_RATE_PER_MINUTE', 30), async (req, reply) => {
    const { cashstarToken } = decodeOr400(EgiftFromTokenBodyCodec, req.body);
    return reply.header('Cache-Control', 'no-store').send(await received.reveal(cashstarToken));
  });

  // A design's picture, retired designs too (a gift bought before stays the same): cached a day, and embeddable from
  // another origin (a mail client shows the delivery e-mail's <img>; the API's default is same-origin only).
  app.get(`${GIFT_ARTWORK_PATH}/:productNumber`, async (req, reply) => {
    const design = findGiftDesign(catalog, decodeOr400(ArtworkParams, req.params).productNumber);
    if (design === undefined) throw new DomainFailure(domainError(ErrorCodes.NOT_FOUND, { status: 404 }));
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(artworkSvg(design));
  });

  const localeOf = (l: string | null | undefined): string => (l === null || l === undefined || l.trim() === '' ? ctx.config.locale : l);

  return {
    sdl: SDL,
    operations: OPERATIONS,
    resolvers: {
      gift: (args) => giftCatalogData(catalog, localeOf(decodeOr400(CatalogArgs, args).locale)),
      giftCard: (args) => orFail(giftCardDesign(catalog, decodeOr400(CardArgs, args).productNumber)),
    },
  };
};
