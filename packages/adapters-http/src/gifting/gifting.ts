// The gifting ports over HTTP (spec section 7): the catalog by the graph's "get digital gifts catalog" and
// "get digital gift card", the purchase by POST gift-purchase (its `delay` answered as delayMs) and its status
// by GET gift-purchase-status with the purchase's request id as X-Request-ID. Every answer is decoded with the
// domain's wire codecs: a malformed answer (or one about another request id) is DECODE_ERROR, never a crash.
// Beside them, the claim page's read of an e-gift by its token (POST egift-from-token, ours).
import { map } from 'rxjs';
import { chain, left, map as mapRight, right, type Either } from 'fp-ts/Either';
import { decodeErrorCode, domainError, ErrorCodes } from '@crema/domain';
import { isGiftingErrorCode, PURCHASE_PENDING_CODE, type GiftCatalog, type GiftingError, type GiftPurchaseProgress, type GiftPurchases, type GiftStatusHints, type ReceivedEgifts } from '@crema/domain/gifting';
import { isCardsErrorCode } from '@crema/domain/cards';
import {
  EGIFT_FROM_TOKEN_PATH,
  ReceivedEgiftCodec,
  GIFT_PURCHASE_PATH,
  GIFT_PURCHASE_STATUS_PATH,
  GIFT_REQUEST_ID_HEADER,
  GiftCardAnswerCodec,
  GiftCatalogAnswerCodec,
  GiftGraphOperations as Op,
  GiftPurchaseAnswerCodec,
  GiftStatusAnswerCodec,
  type GiftStatusAnswer,
} from '@crema/domain/gifting/wire';
import { restValue, typedClient, type HttpClient, type Query } from '../client';

/** The client with its errors' codes decoded to the gifting codes (an unknown code becomes the typed fallback). */
const giftingClient = (client: HttpClient) => typedClient(client, isGiftingErrorCode);

export interface HttpGiftingPorts {
  readonly catalog: GiftCatalog;
  readonly purchases: GiftPurchases;
  readonly received: ReceivedEgifts;
}

/** The spec's optional status query: zero-retries, or a summary of the purchase. */
const statusQuery = (h: GiftStatusHints | undefined): Query => ({
  ...(h?.zeroRetries === true ? { 'zero-retries': 'true' } : {}),
  individualGiftAmount: h?.individualGiftAmount,
  egiftProductNumber: h?.egiftProductNumber,
  numberOfGifts: h?.numberOfGifts,
  paymentType: h?.paymentType,
});

/** Done (order number), still pending (EPROMISERETRY), or a status the purchase failed with. */
const progressOf = (a: GiftStatusAnswer, requestId: string): Either<GiftingError, GiftPurchaseProgress> => {
  if ('orderNumber' in a) return right({ status: 'success', orderNumber: a.orderNumber });
  const code = a.data.context.code;
  return code === PURCHASE_PENDING_CODE
    ? right({ status: 'pending', code: PURCHASE_PENDING_CODE })
    : left(domainError(decodeErrorCode(isGiftingErrorCode, code), { context: { requestId, ...a.data.context } }));
};

export const createHttpGifting = (client: HttpClient): HttpGiftingPorts => ({
  catalog: {
    getCatalog: (locale) => giftingClient(client).graph(Op.getCatalog, { locale }, GiftCatalogAnswerCodec).pipe(map(mapRight((d) => d.gift))),
    getGiftCard: (productNumber, locale) => giftingClient(client).graph(Op.getGiftCard, { productNumber, locale }, GiftCardAnswerCodec).pipe(map(mapRight((d) => d.giftCard))),
  },
  purchases: {
    purchase: (request) =>
      restValue(giftingClient(client), { method: 'POST', path: GIFT_PURCHASE_PATH, body: request, decoder: GiftPurchaseAnswerCodec }).pipe(
        map(
          chain((a) =>
            a.requestId === request.requestId
              ? right(a.delay === undefined ? { requestId: a.requestId } : { requestId: a.requestId, delayMs: a.delay })
              : left(domainError(ErrorCodes.DECODE, { context: { reason: 'answer names another request id', requestId: request.requestId } })),
          ),
        ),
      ),
    status: (requestId, hints) =>
      restValue(giftingClient(client), {
        method: 'GET',
        path: GIFT_PURCHASE_STATUS_PATH,
        query: statusQuery(hints),
        headers: { [GIFT_REQUEST_ID_HEADER]: requestId },
        decoder: GiftStatusAnswerCodec,
      }).pipe(map(chain((a) => progressOf(a, requestId)))),
  },
  // What a claim token reveals (ours, issue #27): a POST, so the token never sits in an address; its refusals are
  // the cards capability's (122000 once registered) or transport codes.
  received: {
    reveal: (cashstarToken) => restValue(typedClient(client, isCardsErrorCode), { method: 'POST', path: EGIFT_FROM_TOKEN_PATH, body: { cashstarToken }, decoder: ReceivedEgiftCodec }),
  },
});
