// The CardLedger port over HTTP (spec section 7): each method is one call, its answer decoded with the
// domain's cards codecs (a malformed answer is DECODE_ERROR, never a crash). REST under
// /apiproxy/v1/account/cards, the barcode as an image blob, the auto reload graph operations by the spec's
// names. Money operations carry the action's idempotency key, so a retry of a call that timed out after the
// server committed has no second effect. The member is the session's, never named in a request.
import { from, map, of, switchMap } from 'rxjs';
import { left, map as mapRight, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes, type Answer } from '@crema/domain';
import {
  AddCardResultCodec,
  AutoReloadAnswerCodec,
  CardActivityPageCodec,
  CardGraphOperations,
  CardInfoCodec,
  CARDS_PATH,
  isCardsErrorCode,
  RemovedCardCodec,
  StoredValueCardCodec,
  StoredValueCardsCodec,
  TransferResultCodec,
  type AutoReloadSettings,
  type BarcodePayload,
  type CardsError,
  type CardLedger,
  type StoredValueCard,
} from '@crema/domain/cards';
import { resourcePath, restValue, typedClient, type HttpClient } from '../client';

/** The client with its errors' codes decoded to the cards codes (an unknown code becomes the typed fallback). */
const cardsClient = (client: HttpClient) => typedClient(client, isCardsErrorCode);

const card = resourcePath(CARDS_PATH);

const autoReload = (client: HttpClient, operation: string, variables: Readonly<Record<string, unknown>>): Answer<StoredValueCard, CardsError> =>
  cardsClient(client).graph(operation, variables, AutoReloadAnswerCodec).pipe(map(mapRight((d) => d.autoReload)));

const settingsVariables = (s: AutoReloadSettings): Readonly<Record<string, unknown>> => ({
  cardId: s.cardId,
  amount: s.amount,
  paymentMethodId: s.paymentInstrumentId,
  triggerAmount: s.triggerAmount,
  ...(s.idempotencyKey === undefined ? {} : { idempotencyKey: s.idempotencyKey }),
});

const imageOf = (blob: Blob): Answer<BarcodePayload, CardsError> =>
  from(
    blob.arrayBuffer().then(
      (buffer): Either<CardsError, BarcodePayload> => right({ kind: 'image', mimeType: blob.type, bytes: new Uint8Array(buffer) }),
      (e: unknown): Either<CardsError, BarcodePayload> => left(domainError(ErrorCodes.DECODE, { context: { reason: String(e) } })),
    ),
  );

export const createHttpCardLedger = (client: HttpClient): CardLedger => ({
  list: () => restValue(cardsClient(client), { method: 'GET', path: CARDS_PATH, decoder: StoredValueCardsCodec }),
  get: (cardId) => restValue(cardsClient(client), { method: 'GET', path: card(cardId), decoder: StoredValueCardCodec }),
  activity: (cardId, page = {}) =>
    restValue(cardsClient(client), { method: 'GET', path: card(cardId, 'activity'), query: { before: page.before, limit: page.limit }, decoder: CardActivityPageCodec }),
  add: (r) =>
    restValue(cardsClient(client), {
      method: 'POST',
      path: CARDS_PATH,
      body: { cardNumber: r.cardNumber, securityCode: r.securityCode, ...(r.transferToCardId === undefined ? {} : { transferToCardId: r.transferToCardId }) },
      decoder: AddCardResultCodec,
    }),
  remove: (cardId) => restValue(cardsClient(client), { method: 'DELETE', path: card(cardId), decoder: RemovedCardCodec }),
  makePrimary: (cardId) => restValue(cardsClient(client), { method: 'POST', path: card(cardId, 'primary'), decoder: StoredValueCardCodec }),
  reload: (r) =>
    restValue(cardsClient(client), {
      method: 'POST',
      path: card(r.cardId, 'reload'),
      body: { amount: r.amount, paymentInstrumentId: r.paymentInstrumentId, idempotencyKey: r.idempotencyKey },
      decoder: StoredValueCardCodec,
    }),
  transfer: (r) =>
    restValue(cardsClient(client), {
      method: 'POST',
      path: `${CARDS_PATH}/transfer`,
      body: { fromCardId: r.fromCardId, toCardId: r.toCardId, amount: r.amount, idempotencyKey: r.idempotencyKey },
      decoder: TransferResultCodec,
    }),
  createAutoReload: (s) => autoReload(client, CardGraphOperations.createAutoReload, settingsVariables(s)),
  updateAutoReload: (s) => autoReload(client, CardGraphOperations.updateAutoReload, settingsVariables(s)),
  disableAutoReload: (cardId, idempotencyKey) =>
    autoReload(client, CardGraphOperations.disableAutoReload, { cardId, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) }),
  barcode: (cardNumber) =>
    cardsClient(client).blob({ method: 'POST', path: `${CARDS_PATH}/barcode`, body: { cardNumber } }).pipe(switchMap((r) => (r._tag === 'Left' ? of(left(r.left)) : imageOf(r.right)))),
  cardInfoFromToken: (cashstarToken) =>
    restValue(cardsClient(client), { method: 'POST', path: `${CARDS_PATH}/get-card-info-from-token`, body: { cashstarToken }, decoder: CardInfoCodec }),
});

