// The cards capability's port: the member's stored-value card ledger on the server (spec section 7:
// account card actions, the barcode and get-card-info-from-token calls, the auto reload graph operations).
import type { Answer } from '../shared/answers';
import type { CardsError } from './payment-codes';
import type { CardActivityPage } from './activity';
import type {
  AddCardRequest,
  AddCardResult,
  AutoReloadSettings,
  BarcodePayload,
  CardInfo,
  RemovedCard,
  ReloadRequest,
  StoredValueCard,
  TransferRequest,
  TransferResult,
} from './model';

/** The shared kernel's Answer under the name the cards capability has always used. */
export type CardResult<T> = Answer<T, CardsError>;

/** The signed-in member's stored-value cards. Every method answers 401 UNAUTHORIZED when signed out. */
export interface CardLedger {
  list(): CardResult<readonly StoredValueCard[]>;
  /** NOT_FOUND (404) for a card the member does not hold. */
  get(cardId: string): CardResult<StoredValueCard>;
  /**
   * Registers a physical or e-gift card. The number and security code go to the server, which alone checks
   * them; nothing keeps the security code. With transferToCardId the new card's balance moves onto that card.
   */
  add(request: AddCardRequest): CardResult<AddCardResult>;
  /** Unregisters the card; the answer carries its card number. */
  remove(cardId: string): CardResult<RemovedCard>;
  /** The member's primary card becomes this one. */
  makePrimary(cardId: string): CardResult<StoredValueCard>;
  /** Adds money from a saved payment instrument; 121023 when the balance would pass $500. */
  reload(request: ReloadRequest): CardResult<StoredValueCard>;
  /** Moves balance between two of the member's cards; 121023 when the destination would pass $500. */
  transfer(request: TransferRequest): CardResult<TransferResult>;
  createAutoReload(settings: AutoReloadSettings): CardResult<StoredValueCard>;
  updateAutoReload(settings: AutoReloadSettings): CardResult<StoredValueCard>;
  disableAutoReload(cardId: string, idempotencyKey?: string): CardResult<StoredValueCard>;
  /**
   * The card's activity, newest first, a page of at most `limit` lines (CARD_ACTIVITY_PAGE_SIZE when absent) from
   * the cursor `before` (a page's `next`; none: the newest). NOT_FOUND (404) for a card the member does not hold.
   */
  activity(cardId: string, page?: { readonly before?: string; readonly limit?: number }): CardResult<CardActivityPage>;
  /** POST /account/cards/barcode with the card number: something the UI renders as a barcode. */
  barcode(cardNumber: string): CardResult<BarcodePayload>;
  /** POST /account/cards/get-card-info-from-token with an e-gift's cashstar token. */
  cardInfoFromToken(cashstarToken: string): CardResult<CardInfo>;
}
