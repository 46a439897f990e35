// Gifting on the server (spec section 7): the graph queries "get digital gifts catalog" (reads `gift`) and
// "get digital gift card" (reads `giftCard`) from the catalog's designs (@crema/catalog/gifting), POST
// gift-purchase (answers requestId and delay) and GET gift-purchase-status (the purchase named by its
// X-Request-ID header; 202 with data.context.code EPROMISERETRY while pending, 200 with orderNumber after).
// Requests are decoded with the domain's wire codecs; who is signed in comes from the session only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as t from 'io-ts';
import { giftCardDesign, giftCatalogData, seedGiftCatalog } from '@crema/catalog/gifting';
import {
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
import { orFail } from '../http/failure';
import { createGiftPurchases } from './purchases';

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
