// Typed service identifiers of the gifting screens, bound by app/modules/gifting.ts. No adapter imports here.
import type { Observable } from 'rxjs';
import type { AsyncState } from '@crema/domain';
import type { ClaimFlow, GiftCardDesign, GiftCatalogData, GiftFlow, LoadGiftCardInput, LoadGiftCatalogInput, makeAddGiftGuestCard } from '@crema/domain/gifting';
import type { PaymentInstrument, ReadCardNumber } from '@crema/domain/payments';
import { tokensOf } from '../../app/capability-tokens/tokens-of';

export type LoadGiftCatalog = (input?: LoadGiftCatalogInput) => Observable<AsyncState<GiftCatalogData>>;
export type LoadGiftCard = (input: LoadGiftCardInput) => Observable<AsyncState<GiftCardDesign>>;
export type ListPaymentMethods = () => Observable<AsyncState<readonly PaymentInstrument[]>>;
export type AddGiftGuestCard = ReturnType<typeof makeAddGiftGuestCard>;

/** The gifting services, by the name each is bound and reached under. */
export interface GiftServices {
  readonly LoadCatalog: LoadGiftCatalog;
  readonly LoadGiftCard: LoadGiftCard;
  /** The signed-in member's saved instruments, for the payment sheet. */
  readonly ListPaymentMethods: ListPaymentMethods;
  /** The guest's card tokenized and its single-use billing address registered, as one step. */
  readonly AddGuestCard: AddGiftGuestCard;
  /** The guest's card number as typed: brand, grouping, security-code length, refusal by name. */
  readonly ReadCardNumber: ReadCardNumber;
  /** The gift in progress (form, payment, purchase, receipt), shared by the gift pages. */
  readonly Flow: GiftFlow;
  /** A new claim flow for one visit of an e-gift's claim page (its recipient sees the card and adds it). */
  readonly CreateClaimFlow: () => ClaimFlow;
}

export const GiftTokens = tokensOf<GiftServices>('gifting');
